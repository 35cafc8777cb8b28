import { Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Authenticated, CurrentCaller } from '../../auth/authenticated.decorator.js';
import type { InstanceKeyCaller } from '../../auth/caller.js';
import { answerCatalog } from '../http-cache.js';
import { FitAnswerDto, FitQueryDto } from './dto/fit.dto.js';
import { FitService } from './fit.service.js';

@ApiTags('catalog')
@Controller('catalog')
@Authenticated({ accept: ['instanceKey'] })
export class FitController {
  constructor(private readonly fit: FitService) {}

  @Get('templates/:slug/fit')
  @ApiOperation({
    summary: "Will it run here? The template against this instance's last reported inventory",
    description:
      'Rules in docs/api-decisions.md ("Will it run here?"). 404 when the template is missing or not visible, as ' +
      'get by slug. `revision` checks a published revision instead of the latest (what a fleet pinned to it ' +
      'deploys). Not a download.',
  })
  @ApiOkResponse({ type: FitAnswerDto })
  async check(
    @CurrentCaller() caller: InstanceKeyCaller,
    @Param('slug') slug: string,
    @Query() query: FitQueryDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const result = await this.fit.check(
      caller,
      slug,
      query.revision === undefined ? undefined : Number(query.revision),
    );
    return answerCatalog(request, reply, caller, result);
  }
}
