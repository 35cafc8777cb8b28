import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsOptional, IsString, MaxLength } from 'class-validator';

export const MAX_REPORTED_CREDENTIALS = 100;

export class CredentialRevocationDto {
  @ApiProperty({
    type: [String],
    minItems: 1,
    maxItems: MAX_REPORTED_CREDENTIALS,
    example: ['svch_0a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8s9T0u1V2w3X'],
    description:
      'Strings found exposed (1–100, each at most 512 characters). Well-formed `svch_` / `svcp_` tokens with a valid ' +
      'checksum that match an active credential are revoked; anything else is ignored.',
  })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(MAX_REPORTED_CREDENTIALS)
  @IsString({ each: true })
  @MaxLength(512, { each: true })
  credentials: string[];

  @ApiPropertyOptional({
    maxLength: 500,
    example: 'https://git.example.com/acme/app/blob/main/.env (public repository scan)',
    description: 'Where the credentials were found; shown to the owning organization as sent.',
  })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  source?: string;
}

export class CredentialRevocationResultDto {
  @ApiProperty({
    example: 1,
    description: 'How many strings were received; never which of them matched a credential.',
  })
  received: number;
}
