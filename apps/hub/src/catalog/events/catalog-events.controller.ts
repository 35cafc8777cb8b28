import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Authenticated, CurrentCaller } from '../../auth/authenticated.decorator.js';
import type { InstanceKeyCaller } from '../../auth/caller.js';
import { CatalogEvents } from './catalog-events.service.js';

@ApiTags('catalog')
@Controller('catalog')
export class CatalogEventsController {
  constructor(private readonly events: CatalogEvents) {}

  @Get('events')
  @Authenticated({ accept: ['instanceKey'] })
  @ApiOperation({
    summary: 'Catalog change events (Server-Sent Events)',
    description:
      'A doorbell, not a copy of the catalog (docs/catalog-events.md): an event `change` whenever something the ' +
      "instance key's organization can see changed (then sync from `templates/updates`), `reset` when the " +
      '`Last-Event-ID` cannot be resumed (sync from the feed). `id:` is the cursor to resume from; a comment line ' +
      'comes every 15 s. 503 with Retry-After when more fleets reconnect than the hub admits.',
  })
  @ApiProduces('text/event-stream')
  @ApiHeader({ name: 'Last-Event-ID', required: false, description: 'The last `id:` received.' })
  @ApiResponse({
    status: 200,
    description: 'The event stream (text/event-stream).',
    content: { 'text/event-stream': { schema: { type: 'string' } } },
  })
  stream(
    @CurrentCaller() caller: InstanceKeyCaller,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    // The answer is written on the socket itself (never compressed, never buffered by a hook).
    reply.hijack();
    return this.events.open(caller.orgId, request.headers['last-event-id'], reply.raw);
  }
}
