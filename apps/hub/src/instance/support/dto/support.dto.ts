import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsOptional, IsString, IsUUID, Matches, MaxLength } from 'class-validator';
import { TICKET_SEVERITIES, TICKET_STATUSES, type TicketSeverity, type TicketStatus } from '#lib/domain';

/** Validated after trimming, so that a subject of only spaces is empty (400), not stored as "". */
const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
/** Messages keep their whitespace (indentation, pasted logs) but must say something. */
const NOT_BLANK = /\S/;

export class TicketCreateDto {
  @ApiProperty({ maxLength: 200, description: 'Trimmed; not blank.' })
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  subject: string;

  @ApiProperty({ maxLength: 20000, description: 'The first message of the ticket; not blank.' })
  @IsString()
  @Matches(NOT_BLANK, { message: 'message must not be blank' })
  @MaxLength(20000)
  message: string;

  @ApiPropertyOptional({ enum: TICKET_SEVERITIES, default: 'normal' })
  @IsOptional()
  @IsIn(TICKET_SEVERITIES)
  severity?: TicketSeverity;
}

export class TicketMessageCreateDto {
  @ApiProperty({ maxLength: 20000, description: 'Not blank.' })
  @IsString()
  @Matches(NOT_BLANK, { message: 'message must not be blank' })
  @MaxLength(20000)
  message: string;
}

export class TicketStatusUpdateDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID()
  id: string;

  @ApiProperty({ enum: TICKET_STATUSES })
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
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({
    enum: ['instance', 'admin', 'user'],
    description: '`instance`: the fleet; `admin`: hub staff; `user`: an MCP client (the minter of its token).',
  })
  author_type: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) author_user_id: string | null;
  @ApiProperty() message: string;
  @ApiProperty({ format: 'date-time' }) created_at: string;
}

export class TicketDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) org_id: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'The instance that opened it.' })
  instance_id: string | null;
  @ApiProperty() subject: string;
  @ApiProperty({ enum: TICKET_SEVERITIES }) severity: TicketSeverity;
  @ApiProperty({ enum: TICKET_STATUSES, description: '`open` → `answered` → `closed`.' }) status: TicketStatus;
  @ApiProperty() message_count: number;
  @ApiProperty({ format: 'date-time' }) created_at: string;
  @ApiProperty({ format: 'date-time' }) updated_at: string;
  @ApiPropertyOptional({ type: [TicketMessageDto], description: 'Oldest first; in single-ticket answers only.' })
  messages?: TicketMessageDto[];
}

export class AdminTicketDto extends TicketDto {
  @ApiProperty() org_name: string;
  @ApiProperty() org_slug: string;
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
