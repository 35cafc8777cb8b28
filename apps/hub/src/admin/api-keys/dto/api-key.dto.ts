import { ApiProperty } from '@nestjs/swagger';
import { ApiKeyDto } from '../../../account/api-keys/dto/api-key.dto.js';

export class ApiKeyOrganizationDto {
  @ApiProperty({ format: 'uuid', example: '1b2c3d4e-5f60-4718-92a3-b4c5d6e7f809' }) id: string;
  @ApiProperty({ example: 'Acme Robotics' }) name: string;
  @ApiProperty({ example: 'acme-robotics' }) slug: string;
}

export class AdminApiKeyDto extends ApiKeyDto {
  @ApiProperty({ type: ApiKeyOrganizationDto }) organization: ApiKeyOrganizationDto;
}

export class AdminApiKeyResponseDto {
  @ApiProperty({ type: AdminApiKeyDto }) apiKey: AdminApiKeyDto;
}

export class AdminApiKeyListResponseDto {
  @ApiProperty({ type: [AdminApiKeyDto] }) apiKeys: AdminApiKeyDto[];
}
