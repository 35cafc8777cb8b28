import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsOptional, IsString, IsUUID, Matches, MaxLength } from 'class-validator';
import { TICKET_SEVERITIES, TICKET_STATUSES, type TicketSeverity, type TicketStatus } from '#lib/domain';

/** Validated after trimming, so that a subject of only spaces is empty (400), not stored as "". */
const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
/** Messages keep their whitespace (indentation, pasted logs) but must say something. */
const NOT_BLANK = /\S/;

export class TicketCreateDto {
  @ApiProperty({
    maxLength: 200,
    example: 'vLLM deployment stuck in Pending after fleet upgrade',
    description: 'Trimmed; not blank.',
  })
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  subject: string;

  @ApiProperty({
    maxLength: 20000,
    example:
      'Since upgrading to fleet 1.4.2 the vllm-llama-3-1-8b deployment stays Pending: ' +
      '0/3 nodes are available: 3 Insufficient nvidia.com/gpu.',
    description: 'The first message of the ticket; not blank.',
  })
  @IsString()
  @Matches(NOT_BLANK, { message: 'message must not be blank' })
  @MaxLength(20000)
  message: string;

  @ApiPropertyOptional({ enum: TICKET_SEVERITIES, default: 'normal', example: 'high' })
  @IsOptional()
  @IsIn(TICKET_SEVERITIES)
  severity?: TicketSeverity;
}

export class TicketMessageCreateDto {
  @ApiProperty({
    maxLength: 20000,
    example: 'Thanks, freeing a GPU on gpu-node-02 fixed it; the deployment is Running now.',
    description: 'Not blank.',
  })
  @IsString()
  @Matches(NOT_BLANK, { message: 'message must not be blank' })
  @MaxLength(20000)
  message: string;
}

export class TicketStatusUpdateDto {
  @ApiProperty({ format: 'uuid', example: 'b8d4e2f1-6a3c-4f9e-8b7d-1c2e3f4a5b6c' })
  @IsUUID()
  id: string;

  @ApiProperty({ enum: TICKET_STATUSES, example: 'closed' })
  @IsIn(TICKET_STATUSES)
  status: TicketStatus;
}

export class AdminTicketListQueryDto {
  @ApiPropertyOptional({ enum: TICKET_STATUSES, description: 'Only tickets in this status.' })
  @IsOptional()
  @IsIn(TICKET_STATUSES)
  status?: TicketStatus;

  @ApiPropertyOptional({ format: 'uuid', description: "Only this organization's tickets." })
  @IsOptional()
  @IsUUID()
  org_id?: string;
}

export class TicketMessageDto {
  @ApiProperty({ format: 'uuid', example: 'c2a7f9e3-1d4b-4e8a-9f6c-3b5d7e9a1c2f' }) id: string;
  @ApiProperty({
    enum: ['instance', 'admin', 'user'],
    example: 'admin',
    description: '`instance`: the fleet; `admin`: hub staff; `user`: an MCP client (the minter of its token).',
  })
  author_type: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, example: '5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9' })
  author_user_id: string | null;
  @ApiProperty({
    example: 'The scheduler reports no free GPU on your nodes; scale the GPU node pool or stop another GPU workload.',
  })
  message: string;
  @ApiProperty({ format: 'date-time', example: '2026-03-14T11:02:40.000Z' }) created_at: string;
}

export class TicketDto {
  @ApiProperty({ format: 'uuid', example: 'b8d4e2f1-6a3c-4f9e-8b7d-1c2e3f4a5b6c' }) id: string;
  @ApiProperty({ format: 'uuid', example: '1b2c3d4e-5f60-4718-92a3-b4c5d6e7f809' }) org_id: string;
  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    example: '7c1e4f5a-2b3d-4e6f-8a9b-0c1d2e3f4a5b',
    description: 'The instance that opened it.',
  })
  instance_id: string | null;
  @ApiProperty({ example: 'vLLM deployment stuck in Pending after fleet upgrade' }) subject: string;
  @ApiProperty({ enum: TICKET_SEVERITIES, example: 'high' }) severity: TicketSeverity;
  @ApiProperty({ enum: TICKET_STATUSES, example: 'answered', description: '`open` → `answered` → `closed`.' })
  status: TicketStatus;
  @ApiProperty({ example: 2 }) message_count: number;
  @ApiProperty({ format: 'date-time', example: '2026-03-14T09:26:53.000Z' }) created_at: string;
  @ApiProperty({ format: 'date-time', example: '2026-03-14T11:02:40.000Z' }) updated_at: string;
  @ApiPropertyOptional({ type: [TicketMessageDto], description: 'Oldest first; in single-ticket answers only.' })
  messages?: TicketMessageDto[];
}

export class AdminTicketDto extends TicketDto {
  @ApiProperty({ example: 'Acme Robotics' }) org_name: string;
  @ApiProperty({ example: 'acme-robotics' }) org_slug: string;
}

export class TicketResponseDto {
  @ApiProperty({ type: TicketDto }) ticket: TicketDto;
}

export class TicketListResponseDto {
  @ApiProperty({ type: [TicketDto] }) tickets: TicketDto[];
}

export class AdminTicketResponseDto {
  @ApiProperty({ type: AdminTicketDto }) ticket: AdminTicketDto;
}

export class AdminTicketListResponseDto {
  @ApiProperty({ type: [AdminTicketDto] }) tickets: AdminTicketDto[];
}
