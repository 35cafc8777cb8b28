import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsIn, IsOptional, IsString, Length, Matches, MaxLength } from 'class-validator';
import { FLEET_ROLES, type FleetRole, IDENTITY_LINK_KINDS } from '#lib/domain';

const PASSWORD_RULE = 'password must be 8 to 128 characters';

export class UserCreateDto {
  @ApiProperty({
    example: 'ops@example.com',
    description: 'Unique among local users (compared with ASCII capitals folded, nothing else).',
  })
  @IsEmail({}, { message: 'email must be an email address' })
  @MaxLength(320)
  email: string;

  @ApiProperty({ example: 'Olga Ops', maxLength: 200 })
  @IsString()
  @MaxLength(200)
  @Matches(/\S/, { message: 'name must not be blank' })
  name: string;

  @ApiProperty({ minLength: 8, maxLength: 128, description: 'Stored as a scrypt hash; never returned.' })
  @IsString()
  @Length(8, 128, { message: PASSWORD_RULE })
  password: string;

  @ApiProperty({ enum: FLEET_ROLES, description: 'Stored and shown; enforced only with FLEET_ENFORCE_ROLES=true.' })
  @IsIn(FLEET_ROLES)
  role: FleetRole;
}

export class UserUpdateDto {
  @ApiPropertyOptional({ example: 'ops@example.com', description: 'Local users only.' })
  @IsOptional()
  @IsEmail({}, { message: 'email must be an email address' })
  @MaxLength(320)
  email?: string;

  @ApiPropertyOptional({ example: 'Olga Ops', maxLength: 200 })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  @Matches(/\S/, { message: 'name must not be blank' })
  name?: string;

  @ApiPropertyOptional({ minLength: 8, maxLength: 128, description: 'Local users only; ends their sessions.' })
  @IsOptional()
  @IsString()
  @Length(8, 128, { message: PASSWORD_RULE })
  password?: string;

  @ApiPropertyOptional({ enum: FLEET_ROLES })
  @IsOptional()
  @IsIn(FLEET_ROLES)
  role?: FleetRole;
}

export class UserIdentityUpdateDto {
  @ApiProperty({
    example: 'https://login.example.com/realms/main',
    description: "The provider token's `iss`, exactly as the provider spells it.",
  })
  @IsString()
  @Length(1, 2000)
  issuer: string;

  @ApiProperty({ example: '248289761001', description: "The token's `sub` at that issuer." })
  @IsString()
  @Length(1, 1000)
  subject: string;
}

export class UserDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ nullable: true, type: String, example: 'ops@example.com' }) email: string | null;
  @ApiProperty({ example: 'Olga Ops' }) name: string;
  @ApiProperty({ enum: FLEET_ROLES }) role: string;
  @ApiProperty({ enum: ['local', 'oidc'], description: 'local: login form; oidc: first seen through the provider.' })
  auth_method: string;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) last_login_at: string | null;
  @ApiProperty({ format: 'date-time' }) created_at: string;
  @ApiProperty({ format: 'date-time' }) updated_at: string;
}

export class UserResponseDto {
  @ApiProperty({ type: UserDto }) user: UserDto;
}

export class UserListResponseDto {
  @ApiProperty({ type: [UserDto] }) users: UserDto[];
}

export class UserIdentityDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'https://login.example.com/realms/main', description: "The token's `iss`." }) issuer: string;
  @ApiProperty({ example: '248289761001', description: "The token's `sub` at that issuer." }) subject: string;
  @ApiProperty({
    nullable: true,
    type: String,
    example: 'ops@example.com',
    description:
      "The email the token carried when the identity was linked (ASCII-folded); null for an administrator's link.",
  })
  email: string | null;
  @ApiProperty({
    enum: IDENTITY_LINK_KINDS,
    description:
      '`provisioned`: its first sign-in made the user; `verified_email`: linked at its first sign-in to the user ' +
      'holding its verified email; `administrator`: linked with PUT /users/{id}/identity (the audit log names who); ' +
      "`migrated`: the user's identity before identities had a table of their own.",
  })
  how: string;
  @ApiProperty({ format: 'date-time', description: 'When it was linked.' }) created_at: string;
  @ApiProperty({
    format: 'date-time',
    nullable: true,
    type: String,
    description: 'The last request or sign-in with it (requests may lag by a minute).',
  })
  last_seen_at: string | null;
}

export class UserIdentityListResponseDto {
  @ApiProperty({ type: [UserIdentityDto] }) identities: UserIdentityDto[];
}
