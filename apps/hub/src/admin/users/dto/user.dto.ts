import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, IsUUID, MaxLength, MinLength } from 'class-validator';
import { USER_ROLES } from '#lib/domain';
import { ProfileOrganizationDto } from '../../../account/profile/dto/profile.dto.js';

export class UserRoleUpdateDto {
  @ApiProperty({ format: 'uuid', example: '5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9' })
  @IsUUID('all')
  id: string;

  @ApiProperty({ enum: USER_ROLES, example: 'admin' })
  @IsIn(USER_ROLES)
  role: (typeof USER_ROLES)[number];
}

export class UserIdentityUpdateDto {
  @ApiProperty({ format: 'uuid', example: '5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9' })
  @IsUUID('all')
  id: string;

  @ApiProperty({
    example: 'https://login.example.com/realms/main',
    description: "The token's `iss`: HUB_OIDC_ISSUER, exactly as the provider spells it.",
  })
  @IsString()
  @MinLength(1)
  @MaxLength(2000)
  issuer: string;

  @ApiProperty({ example: '248289761001', description: "The token's `sub` at that issuer." })
  @IsString()
  @MinLength(1)
  @MaxLength(1000)
  subject: string;
}

export class UserIdOptionalDto {
  @ApiPropertyOptional({
    format: 'uuid',
    example: '5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9',
    description: 'May also be given as `?id=`.',
  })
  @IsOptional()
  @IsUUID('all')
  id?: string;
}

export class AdminUserDto {
  @ApiProperty({ format: 'uuid', example: '5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9' }) id: string;
  @ApiProperty({ type: String, nullable: true, example: 'alice@example.com' }) email: string | null;
  @ApiProperty({ example: 'Alice Anders' }) name: string;
  @ApiProperty({ enum: USER_ROLES, example: 'user' }) role: string;
  @ApiProperty({
    type: ProfileOrganizationDto,
    nullable: true,
    description: 'The organization and the role in it, or null.',
  })
  organization: ProfileOrganizationDto | null;
  @ApiProperty({ format: 'date-time', example: '2026-01-05T10:00:00.000Z' }) created_at: string;
}

export class AdminUserResponseDto {
  @ApiProperty({ type: AdminUserDto }) user: AdminUserDto;
}

export class AdminUserListResponseDto {
  @ApiProperty({ type: [AdminUserDto] }) users: AdminUserDto[];
}
