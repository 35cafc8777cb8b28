import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Audited } from '#lib/common';
import { Authenticated } from '../../auth/authenticated.decorator.js';
import {
  AdminOrganizationListResponseDto,
  AdminOrganizationResponseDto,
  AdminOrganizationUpdateDto,
} from './dto/organization.dto.js';
import { AdminOrganizationsService } from './organizations.service.js';

@ApiTags('admin')
@Controller('admin/organizations')
@Authenticated({ accept: ['jwt'], admin: true })
export class AdminOrganizationsController {
  constructor(private readonly organizations: AdminOrganizationsService) {}

  @Get()
  @ApiOperation({ summary: 'List all organizations with member_count and api_key_count (active keys)' })
  @ApiOkResponse({ type: AdminOrganizationListResponseDto })
  async list(): Promise<AdminOrganizationListResponseDto> {
    return { organizations: await this.organizations.list() };
  }

  @Put()
  @Audited('organization.update', 'id')
  @ApiOperation({
    summary: "Update an organization's status or tier",
    description:
      "`id` plus `status` and/or `tier` (neither → 400). A suspended organization's keys get 403 from their next request.",
  })
  @ApiOkResponse({ type: AdminOrganizationResponseDto })
  async update(@Body() body: AdminOrganizationUpdateDto): Promise<AdminOrganizationResponseDto> {
    return { organization: await this.organizations.update(body) };
  }
}
