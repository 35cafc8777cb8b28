import { Body, Controller, Get, Put } from '@nestjs/common';
import { LARGE_INPUT_LIMITS } from '#lib/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authenticated, CurrentCaller, LargeBody } from '../../auth/authenticated.decorator.js';
import type { InstanceKeyCaller } from '../../auth/caller.js';
import type { AuthRule } from '../../auth/authenticated.decorator.js';
import { InstanceReportDto, InstanceResponseDto } from './dto/instance-info.dto.js';
import { InstanceInfoService } from './instance-info.service.js';

/** Instance keys only; an instance report (up to 32 MiB) is checked before its body is read (@LargeBody). */
const INSTANCES: AuthRule = { accept: ['instanceKey'] };

@ApiTags('instance')
@Controller('instance-info')
@Authenticated(INSTANCES)
export class InstanceInfoController {
  constructor(private readonly instances: InstanceInfoService) {}

  @Get()
  @ApiOperation({ summary: 'This instance (its instance key), its organization and what it last reported' })
  @ApiOkResponse({ type: InstanceResponseDto })
  async get(@CurrentCaller() caller: InstanceKeyCaller) {
    return { instance: await this.instances.get(caller.keyId) };
  }

  @Put()
  // A cluster inventory: up to 32 MiB, read by the inventory reader (one buffer, one at a time, parsed in slices).
  @LargeBody(LARGE_INPUT_LIMITS, INSTANCES)
  @ApiOperation({
    summary: 'Report version, hostname, free-form metadata (≤ 16 KiB) and the cluster inventory (≤ 2,000 nodes)',
    description:
      'Fields not sent keep their values; the answer is the updated instance. The body may reach 32 MiB (an ' +
      "inventory of 2,000 nodes with their labels); the hub's fit answers read the last inventory.",
  })
  @ApiOkResponse({ type: InstanceResponseDto })
  async report(@CurrentCaller() caller: InstanceKeyCaller, @Body() dto: InstanceReportDto) {
    return { instance: await this.instances.report(caller.keyId, dto) };
  }
}
