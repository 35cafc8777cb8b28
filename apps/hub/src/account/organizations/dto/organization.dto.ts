import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, IsUUID, Matches, MaxLength } from 'class-validator';
import { ORG_ROLES } from '#lib/domain';

export const ORG_SLUG_RE = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

export class OrganizationCreateDto {
  @ApiProperty({ example: 'Acme Robotics', maxLength: 200 })
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  @Matches(/\S/, { message: 'name must not be blank' })
  name: string;

  @ApiProperty({ example: 'acme-robotics', pattern: ORG_SLUG_RE.source, description: 'Unique across the hub.' })
  @IsString()
  @Matches(ORG_SLUG_RE, { message: 'slug must be lowercase letters, digits and inner hyphens (1–63)' })
  slug: string;
}

export class OrganizationDto {
  @ApiProperty({ format: 'uuid', example: '1b2c3d4e-5f60-4718-92a3-b4c5d6e7f809' })
  id: string;
  @ApiProperty({ example: 'Acme Robotics' })
  name: string;
  @ApiProperty({ example: 'acme-robotics' })
  slug: string;
  @ApiProperty({ enum: ['active', 'suspended'], example: 'active' })
  status: string;
  @ApiProperty({ enum: ['free', 'pro', 'enterprise'], example: 'free' })
  tier: string;
  @ApiProperty({ enum: ORG_ROLES, example: 'admin', description: "The caller's role in the organization." })
  role: string;
  @ApiProperty({ format: 'date-time', example: '2026-01-05T10:00:00.000Z' })
  created_at: string;
}

export class OrganizationResponseDto {
  @ApiProperty({ type: OrganizationDto })
  organization: OrganizationDto;
}

export class MemberDto {
  @ApiProperty({ format: 'uuid', example: '5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9' })
  user_id: string;
  @ApiProperty({ type: String, nullable: true, example: 'bob@example.com' })
  email: string | null;
  @ApiProperty({ example: 'Bob Berg' })
  name: string;
  @ApiProperty({ enum: ORG_ROLES, example: 'member' })
  role: string;
  @ApiProperty({ format: 'date-time', example: '2026-01-05T10:00:00.000Z' })
  joined_at: string;
}

export class MemberListResponseDto {
  @ApiProperty({ type: [MemberDto] })
  members: MemberDto[];
}

export class MemberResponseDto {
  @ApiProperty({ type: MemberDto })
  member: MemberDto;
}

export class MemberAddDto {
  @ApiProperty({ example: 'bob@example.com', description: 'An existing hub user (one who has signed in once).' })
  @IsString()
  @IsEmail()
  @MaxLength(320)
  email: string;

  @ApiPropertyOptional({ enum: ORG_ROLES, default: 'member', example: 'member' })
  @IsOptional()
  @IsIn(ORG_ROLES)
  role?: (typeof ORG_ROLES)[number];
}

export class MemberRoleDto {
  @ApiProperty({ format: 'uuid', example: '5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9' })
  @IsUUID('all')
  user_id: string;

  @ApiProperty({ enum: ORG_ROLES, example: 'admin' })
  @IsIn(ORG_ROLES)
  role: (typeof ORG_ROLES)[number];
}

export class MemberRemoveDto {
  @ApiPropertyOptional({
    format: 'uuid',
    example: '5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9',
    description: 'May also be given as `?user_id=`.',
  })
  @IsOptional()
  @IsUUID('all')
  user_id?: string;
}
