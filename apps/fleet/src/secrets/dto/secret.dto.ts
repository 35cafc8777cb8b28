import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';

export const SECRET_NAME = /^[A-Za-z_][A-Za-z0-9_.-]{0,127}$/;

export class SecretPutDto {
  @ApiProperty({ description: 'The value; stored encrypted (AES-256-GCM, FLEET_ENCRYPTION_KEY).', maxLength: 65536 })
  @IsString()
  @MaxLength(65536)
  value: string;
}

export class SecretSummaryDto {
  @ApiProperty({ example: 'DB_PASSWORD' }) name: string;
  @ApiProperty({ format: 'date-time' }) updated_at: string;
}

export class SecretDto extends SecretSummaryDto {
  @ApiProperty({ example: 's3cr3t' }) value: string;
}

export class SecretResponseDto {
  @ApiProperty({ type: SecretDto }) secret: SecretDto;
}

export class SecretListResponseDto {
  @ApiProperty({ type: [SecretSummaryDto], description: 'Names only; read one secret for its value.' })
  secrets: SecretSummaryDto[];
}
