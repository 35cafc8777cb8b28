import { ApiProperty, ApiPropertyOptional, type ApiPropertyOptions } from '@nestjs/swagger';
import { IsOptional, Matches } from 'class-validator';
import { FIT_CODES } from '#lib/hardware';

/** A string, number, string array, label map or null (the reason's own kind of value). */
const VALUE: ApiPropertyOptions = {
  nullable: true,
  oneOf: [
    { type: 'string' },
    { type: 'number' },
    { type: 'array', items: { type: 'string' } },
    { type: 'object', additionalProperties: { type: 'string' } },
  ],
};

export class FitReasonDto {
  @ApiProperty({ enum: FIT_CODES, example: 'gpu_memory' }) code: string;
  @ApiProperty({ example: 'vram_request', description: 'The template field (or inventory field) the reason is about.' })
  field: string;
  @ApiProperty({ ...VALUE, example: '80Gi', description: 'What the template asks for.' })
  required: unknown;
  @ApiProperty({ ...VALUE, example: '23034Mi', description: 'The best any node offers (or what the instance has).' })
  available: unknown;
  @ApiProperty({
    example: "Needs 80Gi of memory on each GPU; the most any node's GPUs have is 23034Mi (1 of 1 nodes too little).",
  })
  message: string;
}

export class FitAnswerDto {
  @ApiProperty({ enum: ['fits', 'does_not_fit', 'unknown'], example: 'does_not_fit' }) verdict: string;
  @ApiProperty({
    type: [FitReasonDto],
    description:
      'With `fits`: only notes (`shared_gpu`, `inventory_stale`). Otherwise every check that ruled nodes out or ' +
      'left them undecided, once each, plus `inventory_stale` when the inventory is over 7 days old.',
  })
  reasons: FitReasonDto[];
  @ApiProperty({
    type: Number,
    nullable: true,
    example: 0,
    description: 'Nodes that hold one copy for sure; null without an inventory or when a request cannot be read.',
  })
  nodes_that_fit: number | null;
  @ApiProperty({
    type: Number,
    nullable: true,
    example: 0,
    description:
      'Copies the reported allocatable resources hold at once, packing node by node; null when unknown or ' +
      'unbounded (a template with no CPU, memory or GPU request).',
  })
  max_copies: number | null;
  @ApiProperty({ example: 1, description: "The template's concurrent_jobs, shown beside max_copies." })
  concurrent_jobs: number;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, example: '2026-11-25T09:00:00.000Z' })
  inventory_reported_at: string | null;
}

export class FitQueryDto {
  @ApiPropertyOptional({
    example: '3',
    description:
      'A published revision to check instead of the latest (a fleet pinned to it): its deployable fields as ' +
      'published. 404 when the template has no such revision.',
  })
  @IsOptional()
  @Matches(/^[1-9]\d{0,8}$/, { message: 'revision must be a revision number (an integer of at least 1)' })
  revision?: string;
}
