import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

export class DnsRecordPutDto {
  @ApiProperty({
    description:
      'One RFC 1123 label, 3–63 characters (letters, digits, hyphens; no leading or trailing hyphen), ' +
      'case-insensitive (stored lowercase), unique across the hub, not reserved.',
    example: 'acme-lab',
  })
  @IsString()
  @MaxLength(253)
  hostname: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: '203.0.113.7',
    description:
      'IPv4 address, global or private unicast (not loopback, link-local, multicast, 0.0.0.0/8 or 240.0.0.0/4). ' +
      'When neither address is given, the caller’s source address is used if it qualifies; otherwise 400.',
  })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  ipv4?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: '2001:db8::7',
    description:
      'IPv6 address, global or unique-local unicast, without a zone id (%…); not loopback, link-local, multicast, ' +
      'unspecified or IPv4-mapped. Stored in RFC 5952 form (lowercase, compressed).',
  })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  ipv6?: string | null;
}

export class DnsRecordDto {
  @ApiProperty({ example: 'acme-lab' }) hostname: string;
  @ApiProperty({ example: 'acme-lab.instances.example.com' }) fqdn: string;
  @ApiProperty({ type: String, nullable: true, example: '203.0.113.7' }) ipv4: string | null;
  @ApiProperty({ type: String, nullable: true, example: '2001:db8::7' }) ipv6: string | null;
  @ApiProperty({ format: 'date-time', example: '2026-03-14T09:26:53.000Z' }) updated_at: string;
}

export class DnsRecordResponseDto {
  @ApiProperty({ type: DnsRecordDto }) record: DnsRecordDto;
}
