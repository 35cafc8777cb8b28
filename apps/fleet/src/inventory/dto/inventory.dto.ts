import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsString, Matches } from 'class-validator';
import { InventoryNodeDto } from '#lib/hardware';

export class InventoryTotalsDto {
  @ApiProperty({ example: 3 }) nodes: number;
  @ApiProperty({ example: 2 }) gpu_nodes: number;
  @ApiProperty({ example: 12, description: 'Allocatable nvidia.com/gpu over all nodes.' }) gpus: number;
  @ApiProperty({ example: 0, description: 'Nodes with GPUs whose memory is not labelled (fit answers say unknown).' })
  unknown_gpu_memory_nodes: number;
}

export class InventoryClusterDto {
  @ApiProperty({ enum: ['api', 'in-cluster', 'kubeconfig'], example: 'in-cluster' }) mode: string;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'Last successful read (this process).',
  })
  read_at: string | null;
  @ApiProperty({ type: String, nullable: true, example: null }) last_error: string | null;
}

export class InventoryHubDto {
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) reported_at: string | null;
  @ApiProperty({ example: true, description: 'The hub has the current inventory.' }) up_to_date: boolean;
  @ApiProperty({ type: String, nullable: true, example: null }) last_error: string | null;
}

export class InventoryDto {
  @ApiProperty({ enum: ['api', 'in-cluster', 'kubeconfig'], nullable: true, example: 'api' }) source: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When the nodes were taken.' })
  taken_at: string | null;
  @ApiProperty({
    type: [String],
    example: ['public'],
    description:
      'The network types reported to the hub (templates whose required_network_types are not all here do not fit): ' +
      'FLEET_NETWORK_TYPES when set, else those set in the console (PUT /inventory/network-types).',
  })
  network_types: string[];
  @ApiProperty({ description: 'FLEET_NETWORK_TYPES is set and wins over the stored types.' })
  network_types_from_env: boolean;
  @ApiProperty({ type: [String], example: ['public'], description: 'The types set in the console (stored).' })
  stored_network_types: string[];
  @ApiProperty({ type: InventoryTotalsDto }) totals: InventoryTotalsDto;
  @ApiProperty({ type: [InventoryNodeDto], maxItems: 2000 }) nodes: InventoryNodeDto[];
  @ApiProperty({ type: InventoryClusterDto }) kubernetes: InventoryClusterDto;
  @ApiProperty({ type: InventoryHubDto }) hub: InventoryHubDto;
}

export class NetworkTypesUpdateDto {
  @ApiProperty({
    type: [String],
    maxItems: 32,
    example: ['public'],
    description: 'The network types this instance offers (replaces the stored list; [] for none).',
  })
  @IsArray()
  @ArrayMaxSize(32)
  @IsString({ each: true })
  @Matches(/^[a-z0-9][a-z0-9._-]{0,63}$/i, {
    each: true,
    message: 'each network type must be a name of letters, digits, . _ - (at most 64)',
  })
  network_types: string[];
}

export class InventoryResponseDto {
  @ApiProperty({ type: InventoryDto }) inventory: InventoryDto;
}

/**
 * The body of PUT /inventory as the OpenAPI document describes it: what `kubectl get nodes -o json` prints, as loose
 * as the fleet takes it. Documentation only: the route reads the body as it came, since the global ValidationPipe
 * would refuse it as this class (no validation rules, and a Node has fields no class lists); `parseNodeList` checks
 * it and names the node and the field.
 */
export class NodeListDto {
  @ApiPropertyOptional({ example: 'v1' }) apiVersion?: string;
  @ApiPropertyOptional({ enum: ['NodeList', 'List'], example: 'NodeList' }) kind?: 'NodeList' | 'List';
  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: true,
    description: "The list's own metadata (`resourceVersion`); not read.",
  })
  metadata?: Record<string, unknown>;
  @ApiProperty({
    type: 'array',
    maxItems: 2000,
    items: {
      type: 'object',
      additionalProperties: true,
      description: 'A core/v1 Node: `metadata.name`, `metadata.labels`, `spec.taints`, `status.allocatable`, …',
    },
  })
  items: Record<string, unknown>[];
}
