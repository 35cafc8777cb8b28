import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, IsUUID, MaxLength, MinLength } from 'class-validator';
import { IDENTITY_LINK_KINDS, USER_ROLES } from '#lib/domain';
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

export class AdminUserIdentityDto {
  @ApiProperty({ format: 'uuid', example: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d' }) id: string;
  @ApiProperty({ example: 'https://login.example.com/realms/main', description: "The token's `iss`." }) issuer: string;
  @ApiProperty({ example: '248289761001', description: "The token's `sub` at that issuer." }) subject: string;
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'alice@example.com',
    description:
      "The email the token carried when the identity was linked (ASCII-folded); null for a superadmin's link.",
  })
  email: string | null;
  @ApiProperty({
    enum: IDENTITY_LINK_KINDS,
    example: 'verified_email',
    description:
      '`provisioned`: its first sign-in made the account; `verified_email`: linked at its first sign-in to the ' +
      'account holding its verified email; `administrator`: linked by a superadmin (`linked_by`); `migrated`: the ' +
      "account's identity before identities had a table of their own.",
  })
  how: string;
  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    example: null,
    description: 'The superadmin who linked it (`how` = `administrator`), while that account exists.',
  })
  linked_by: string | null;
  @ApiProperty({ format: 'date-time', example: '2026-01-05T10:00:00.000Z', description: 'When it was linked.' })
  created_at: string;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    example: '2026-01-06T08:30:00.000Z',
    description: 'The last request made with it (may lag by a minute).',
  })
  last_seen_at: string | null;
}

export class AdminUserIdentityListResponseDto {
  @ApiProperty({ type: [AdminUserIdentityDto] }) identities: AdminUserIdentityDto[];
}
