import { HubConnectionDto } from '../../hub-sync/dto/hub-sync.dto.js';
import { ApiProperty } from '@nestjs/swagger';
import { UPDATE_CLASSES, type UpdateClass } from '../../hub-sync/update-class.js';

export class OverviewGpuProductDto {
  @ApiProperty({ type: String, nullable: true, example: 'NVIDIA-L4', description: 'null: not labelled.' })
  product: string | null;
  @ApiProperty({ example: 2, description: 'Allocatable nvidia.com/gpu of this product.' }) count: number;
  @ApiProperty({ type: Number, nullable: true, example: 22.5, description: 'Memory of one device in GiB.' })
  memory_gib: number | null;
}

export class OverviewClusterDto {
  @ApiProperty({ example: 3 }) nodes: number;
  @ApiProperty({ example: 2 }) gpu_nodes: number;
  @ApiProperty({ example: 6 }) gpus: number;
  @ApiProperty({ type: [OverviewGpuProductDto], description: 'GPUs per product, most first.' })
  gpus_by_product: OverviewGpuProductDto[];
  @ApiProperty({ example: 123.7, description: 'Allocatable memory over all nodes, in GiB (one decimal).' })
  memory_gib: number;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) taken_at: string | null;
}

export class OverviewUpdateDto {
  @ApiProperty({ example: 'vllm-llama-3-1-8b' }) slug: string;
  @ApiProperty({ example: 'vLLM (Llama 3.1 8B)' }) name: string;
  @ApiProperty({ enum: UPDATE_CLASSES }) update_class: UpdateClass;
  @ApiProperty({ type: Number, nullable: true, example: 4 }) target_revision: number | null;
}

export class OverviewUpdatesDto {
  @ApiProperty({ example: 1 }) total: number;
  @ApiProperty({
    type: [OverviewUpdateDto],
    description: 'Required first, then security, recommended, other; by name within a class.',
  })
  updates: OverviewUpdateDto[];
}

export class OverviewTokenDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'ci' }) name: string;
  @ApiProperty({ type: String, format: 'date-time' }) expires_at: string;
}

export class OverviewTokensDto {
  @ApiProperty({ example: 14 }) within_days: number;
  @ApiProperty({
    type: [OverviewTokenDto],
    description: 'Active machine tokens that expire within `within_days`, soonest first.',
  })
  expiring: OverviewTokenDto[];
}

export class OverviewHubDto {
  @ApiProperty({ description: 'A hub URL and instance key are set.' }) configured: boolean;
  @ApiProperty({
    type: Boolean,
    nullable: true,
    description: 'The hub answered this request’s fit question; null when no hub is configured.',
  })
  reachable: boolean | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) last_success_at: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) last_attempt_at: string | null;
  @ApiProperty({ type: String, nullable: true }) last_error: string | null;
  @ApiProperty({
    type: HubConnectionDto,
    description: 'How this fleet hears of catalog changes (stream, long poll, timer) and when the last event came.',
  })
  connection: HubConnectionDto;
}

export class OverviewFitDto {
  @ApiProperty({ enum: ['known', 'unknown'], description: '`unknown` when the hub is not configured or unreachable.' })
  status: 'known' | 'unknown';
  @ApiProperty({
    type: Number,
    nullable: true,
    example: 30,
    description: 'Templates that fit the last inventory reported to the hub (the hub’s `fits=true` list).',
  })
  fits: number | null;
  @ApiProperty({
    example: 38,
    description:
      'The templates `fits` is counted among: the hub’s list this instance sees, asked with `fits` (so `fits` ≤ ' +
      '`templates` always); the mirror’s count when the fit is `unknown`.',
  })
  templates: number;
}

export class OverviewDto {
  @ApiProperty({ type: OverviewClusterDto }) cluster: OverviewClusterDto;
  @ApiProperty({ type: OverviewUpdatesDto }) updates: OverviewUpdatesDto;
  @ApiProperty({ type: OverviewTokensDto }) tokens: OverviewTokensDto;
  @ApiProperty({ type: OverviewHubDto }) hub: OverviewHubDto;
  @ApiProperty({ type: OverviewFitDto }) fit: OverviewFitDto;
}

export class OverviewResponseDto {
  @ApiProperty({ type: OverviewDto }) overview: OverviewDto;
}
