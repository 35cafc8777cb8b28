// OpenAPI shapes of the inventory (both apps document it); the types themselves are in inventory.ts.
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class InventoryTaintDto {
  @ApiProperty({ example: 'nvidia.com/gpu' }) key: string;
  @ApiPropertyOptional({ example: 'present' }) value?: string;
  @ApiProperty({ enum: ['NoSchedule', 'PreferNoSchedule', 'NoExecute'], example: 'NoSchedule' }) effect: string;
}

export class MigDeviceDto {
  @ApiProperty({ example: '3g.20gb', description: 'Resource `nvidia.com/mig-<profile>`.' }) profile: string;
  @ApiProperty({ example: 1 }) count: number;
  @ApiProperty({ type: String, nullable: true, example: '20096Mi' }) memory: string | null;
}

export class MigDto {
  @ApiProperty({ enum: ['single', 'mixed'], nullable: true, example: 'mixed' }) strategy: string | null;
  @ApiProperty({ type: [MigDeviceDto], maxItems: 32 }) devices: MigDeviceDto[];
}

export class InventoryGpusDto {
  @ApiProperty({ type: String, nullable: true, example: 'NVIDIA-L4', description: '`nvidia.com/gpu.product`.' })
  product: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    example: '23034Mi',
    description:
      'Memory of one `nvidia.com/gpu` device, a Kubernetes quantity (`nvidia.com/gpu.memory` MiB); null = unknown (never 0).',
  })
  memory: string | null;
  @ApiProperty({ example: 4, description: 'Allocatable `nvidia.com/gpu`.' }) count: number;
  @ApiProperty({ enum: ['none', 'time-slicing', 'mps'], example: 'none' }) sharing: string;
  @ApiProperty({ example: 1, description: '`nvidia.com/gpu.replicas`.' }) replicas: number;
  @ApiProperty({ type: MigDto, nullable: true }) mig: MigDto | null;
}

export class InventoryAllocatableDto {
  @ApiProperty({ type: String, nullable: true, example: '47810m' }) cpu: string | null;
  @ApiProperty({ type: String, nullable: true, example: '186146140Ki' }) memory: string | null;
}

export class InventoryNodeDto {
  @ApiProperty({ example: 'gpu-l4-0' }) name: string;
  @ApiProperty({ type: String, nullable: true, example: 'amd64' }) arch: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'v1.30.4' }) kubelet_version: string | null;
  @ApiProperty({ type: InventoryAllocatableDto }) allocatable: InventoryAllocatableDto;
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'string' },
    example: { 'nvidia.com/gpu.product': 'NVIDIA-L4' },
    description: 'At most 256.',
  })
  labels: Record<string, string>;
  @ApiProperty({ type: [InventoryTaintDto], maxItems: 64 }) taints: InventoryTaintDto[];
  @ApiProperty({ type: InventoryGpusDto, nullable: true }) gpus: InventoryGpusDto | null;
}

/** What a fleet reports of its cluster (libs/hardware `Inventory`). */
export class InventoryDto {
  @ApiProperty({ type: [String], maxItems: 32, example: ['public'], description: 'Network types the instance offers.' })
  network_types: string[];
  @ApiProperty({ type: [InventoryNodeDto], maxItems: 2000 }) nodes: InventoryNodeDto[];
}
