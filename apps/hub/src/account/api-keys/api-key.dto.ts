import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString, IsUUID, Matches, MaxLength } from 'class-validator';

export class ApiKeyCreateDto {
  @ApiProperty({
    description: 'A label for the instance that will use the key.',
    example: 'production fleet',
    maxLength: 100,
  })
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  @Matches(/\S/, { message: 'name must not be blank' })
  name: string;
}

export class ApiKeyIdDto {
  @ApiProperty({ format: 'uuid', example: '7c1e4f5a-2b3d-4e6f-8a9b-0c1d2e3f4a5b' })
  @IsUUID('all')
  id: string;
}

export class ApiKeyIdOptionalDto {
  @ApiPropertyOptional({
    format: 'uuid',
    example: '7c1e4f5a-2b3d-4e6f-8a9b-0c1d2e3f4a5b',
    description: 'The key id; may also be given as `?id=`.',
  })
  @IsOptional()
  @IsUUID('all')
  id?: string;
}

export class ApiKeyDto {
  @ApiProperty({
    format: 'uuid',
    example: '7c1e4f5a-2b3d-4e6f-8a9b-0c1d2e3f4a5b',
    description: 'The instance id; survives re-issue.',
  })
  id: string;
  @ApiProperty({ example: 'production fleet' })
  name: string;
  @ApiProperty({ example: 'svch_0a1B2c3', description: 'The first 12 characters of the key.' })
  key_prefix: string;
  @ApiProperty({ enum: ['active', 'revoked'], example: 'active' })
  status: string;
  @ApiProperty({ format: 'date-time', example: '2026-01-05T10:00:00.000Z' })
  created_at: string;
  @ApiProperty({
    format: 'date-time',
    nullable: true,
    type: String,
    example: '2026-01-06T08:30:00.000Z',
    description: 'May lag by up to 60 s.',
  })
  last_used_at: string | null;
  @ApiProperty({ format: 'date-time', nullable: true, type: String, example: null })
  revoked_at: string | null;
}

export class ApiKeySecretDto {
  @ApiProperty({ format: 'uuid', example: '7c1e4f5a-2b3d-4e6f-8a9b-0c1d2e3f4a5b' })
  id: string;
  @ApiProperty({ example: 'production fleet' })
  name: string;
  @ApiProperty({
    example: 'svch_0a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8s9T0u1V2w3X',
    description: 'The full key. Shown only in this response; only a hash is stored.',
  })
  key: string;
  @ApiProperty({ example: 'svch_0a1B2c3' })
  key_prefix: string;
  @ApiProperty({ enum: ['active'], example: 'active' })
  status: string;
  @ApiProperty({ format: 'date-time', example: '2026-01-05T10:00:00.000Z' })
  created_at: string;
}

export class ApiKeySecretResponseDto {
  @ApiProperty({ type: ApiKeySecretDto })
  apiKey: ApiKeySecretDto;
}

export class ApiKeyResponseDto {
  @ApiProperty({ type: ApiKeyDto })
  apiKey: ApiKeyDto;
}

export class ApiKeyListResponseDto {
  @ApiProperty({ type: [ApiKeyDto] })
  apiKeys: ApiKeyDto[];
}
