import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { FLEET_ROLES, type FleetRole } from '#lib/domain';

export class MachineTokenCreateDto {
  @ApiProperty({ example: 'ci deploy', maxLength: 100 })
  @IsString()
  @MaxLength(100)
  @Matches(/\S/, { message: 'name must not be blank' })
  name: string;

  @ApiProperty({ enum: FLEET_ROLES, description: 'Stored and shown; enforced only with FLEET_ENFORCE_ROLES=true.' })
  @IsIn(FLEET_ROLES)
  role: FleetRole;

  @ApiPropertyOptional({ minimum: 1, maximum: 365, description: 'Omitted: the token does not expire.' })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(365)
  expires_in_days?: number;
}

export class MachineTokenDto {
  @ApiProperty({ format: 'uuid', description: 'Survives reissue.' }) id: string;
  @ApiProperty({ example: 'ci deploy' }) name: string;
  @ApiProperty({ enum: FLEET_ROLES }) role: string;
  @ApiProperty({ example: 'svcm_0a1B2c3', description: 'The first 12 characters of the token.' })
  token_prefix: string;
  @ApiProperty({ enum: ['active', 'expired', 'revoked'] }) status: string;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) expires_at: string | null;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) revoked_at: string | null;
  @ApiProperty({ format: 'date-time', nullable: true, type: String, description: 'May lag by up to 60 s.' })
  last_used_at: string | null;
  @ApiProperty({ format: 'date-time' }) created_at: string;
}

export class MachineTokenSecretDto extends MachineTokenDto {
  @ApiProperty({
    example: 'svcm_0a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8s9T0u1V2w3X',
    description: 'The full token. Shown only in this response; only a hash is stored.',
  })
  token: string;
}

export class MachineTokenSecretResponseDto {
  @ApiProperty({ type: MachineTokenSecretDto }) machineToken: MachineTokenSecretDto;
}

export class MachineTokenResponseDto {
  @ApiProperty({ type: MachineTokenDto }) machineToken: MachineTokenDto;
}

export class MachineTokenListResponseDto {
  @ApiProperty({ type: [MachineTokenDto] }) machineTokens: MachineTokenDto[];
}
