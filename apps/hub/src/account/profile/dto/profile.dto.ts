import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches, MaxLength } from 'class-validator';
import { ORG_ROLES, USER_ROLES } from '#lib/domain';

export class ProfileUpdateDto {
  @ApiProperty({
    example: 'Alice Anders',
    maxLength: 200,
    description: 'Kept across sign-ins (not overwritten by the token).',
  })
  @IsString()
  @MaxLength(200)
  @Matches(/\S/, { message: 'name must not be blank' })
  name: string;
}

export class ProfileOrganizationDto {
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
  @ApiProperty({ enum: ORG_ROLES, example: 'admin', description: "The user's role in the organization." })
  role: string;
}

export class ProfileDto {
  @ApiProperty({ format: 'uuid', example: '5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9' })
  id: string;
  @ApiProperty({ type: String, nullable: true, example: 'alice@example.com' })
  email: string | null;
  @ApiProperty({ example: 'Alice Anders' })
  name: string;
  @ApiProperty({
    enum: USER_ROLES,
    example: 'user',
    description: 'Hub role; admin and superadmin unlock the admin API.',
  })
  role: string;
  @ApiProperty({ type: ProfileOrganizationDto, nullable: true })
  organization: ProfileOrganizationDto | null;
  @ApiProperty({ format: 'date-time', example: '2026-01-05T10:00:00.000Z' })
  created_at: string;
}

export class ProfileResponseDto {
  @ApiProperty({ type: ProfileDto })
  profile: ProfileDto;
}
