import { Body, Controller, Get, HttpCode, Param, Post, Res, type PipeTransform } from '@nestjs/common';
import { ApiBody, ApiConflictResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Problems } from '#lib/common';
import { Authenticated, CurrentCaller, Public } from '../auth/authenticated.decorator.js';
import type { UserCaller } from '../auth/caller.js';
import { EnvelopeDto, TrustRootPublishedDto } from './dto/trust.dto.js';
import { TrustService } from './trust.service.js';

/** A root version in a path: a positive integer, else 400 (never a database error). */
const versionParam: PipeTransform<string, number> = {
  transform(value: string): number {
    const n = /^[1-9][0-9]{0,8}$/.test(value) ? Number(value) : NaN;
    if (!Number.isSafeInteger(n)) {
      throw Problems.validation('version must be a positive integer.', [
        { field: 'version', message: 'version must be a positive integer' },
      ]);
    }
    return n;
  },
};

const ENVELOPE_TYPE = 'application/json; charset=utf-8';

@ApiTags('catalog')
@Controller('catalog/trust')
export class TrustController {
  constructor(private readonly trust: TrustService) {}

  @Get('root')
  @Public()
  @ApiOperation({
    summary: 'The latest trust root (a DSSE envelope)',
    description:
      'The envelope of the latest root version (docs/signing.md): payloadType `application/vnd.hub-catalog.root+json`. ' +
      'A fleet pins a root once, then follows rotations by fetching `root/{version + 1}` until 404. 404 ' +
      '`trust_root_not_found` when the hub has none.',
  })
  @ApiOkResponse({ type: EnvelopeDto })
  async latest(@Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    const envelope = await this.trust.envelope();
    void reply.header('content-type', ENVELOPE_TYPE).header('cache-control', 'no-cache');
    return envelope;
  }

  @Get('root/:version')
  @Public()
  @ApiOperation({
    summary: 'One version of the trust root (a DSSE envelope)',
    description:
      'Versions never change once published, so the answer may be cached for good. 404 `trust_root_not_found` for ' +
      'a version not (yet) published: a client catching up stops there.',
  })
  @ApiParam({ name: 'version', schema: { type: 'integer', minimum: 1 } })
  @ApiOkResponse({ type: EnvelopeDto })
  async version(
    @Param('version', versionParam) version: number,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    const envelope = await this.trust.envelope(version);
    void reply.header('content-type', ENVELOPE_TYPE).header('cache-control', 'public, max-age=31536000, immutable');
    return envelope;
  }
}

@ApiTags('admin')
@Controller('admin/catalog/trust')
@Authenticated({ accept: ['jwt'], admin: true })
export class TrustAdminController {
  constructor(private readonly trust: TrustService) {}

  @Post('root')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Publish a trust root version',
    description:
      'A root envelope signed offline (`hub-catalog root sign`). The hub checks it as a fleet does: the first is ' +
      'version 1 signed by a threshold of its own root keys; each next one is exactly the latest version + 1, signed ' +
      'by a threshold of the latest version’s root keys AND of its own. The hub holds no root key, so an admin can ' +
      'only carry what the root keys signed. Sending the latest version again changes nothing (`created: false`). ' +
      'Malformed envelope → 400 `envelope_malformed`; too few valid signatures (unknown key ids, a key id over ' +
      'another key’s signature, one key counted once however often it signed) → 400 `signature_invalid`; a version ' +
      'that is not the successor (lower, equal, skipping) → 409 `root_version_conflict`; over 512 KiB → 413.',
  })
  @ApiBody({ type: EnvelopeDto })
  @ApiOkResponse({ type: TrustRootPublishedDto })
  @ApiConflictResponse({
    description: 'Not the successor of the latest version (lower, equal with other content, or skipping one).',
    content: {
      'application/problem+json': {
        schema: { $ref: '#/components/schemas/Problem' },
        example: {
          type: 'about:blank',
          title: 'Conflict',
          status: 409,
          detail: 'Root version 1 is not newer than the trusted version 2.',
          code: 'root_version_conflict',
        },
      },
    },
  })
  publish(@Body() body: unknown, @CurrentCaller() caller: UserCaller): Promise<TrustRootPublishedDto> {
    return this.trust.publish(body, caller.userId);
  }
}
