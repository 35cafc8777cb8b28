import { Body, Controller, Get, HttpCode, Param, Post, Req, Res, UseGuards, type PipeTransform } from '@nestjs/common';
import {
  ApiBody,
  ApiConflictResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Problems } from '#lib/common';
import { Authenticated, CurrentCaller, Public } from '../auth/authenticated.decorator.js';
import { SNAPSHOT_SCOPE, SnapshotScopeGuard } from './snapshot-scope.guard.js';
import { type SnapshotScope, SnapshotService } from './snapshot.service.js';
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
  constructor(
    private readonly trust: TrustService,
    private readonly snapshots: SnapshotService,
  ) {}

  @Get('snapshot')
  @Authenticated({ accept: ['anonymous', 'instanceKey', 'jwt'] })
  @UseGuards(SnapshotScopeGuard)
  @ApiOperation({
    summary: 'The signed snapshot of the caller’s scope (a DSSE envelope)',
    description:
      'A `hub-catalog/snapshot` document (docs/signing.md, "Snapshots") signed with the hub’s online key (the ' +
      'root’s `timestamp` role): every template the scope sees whose current revision carries an envelope (a ' +
      'publisher’s, or the hub’s own for console-made templates), with its revision, the `envelopeDigest` of that ' +
      'envelope and the digests of the signed withdrawals in force for it. The scope: anonymous → `public`; an ' +
      'instance key → `org:<its organization id>`; a dashboard user → their organization’s; a hub admin → `public`, ' +
      'or the one `?scope=` names (admins only: anyone else → 403). `version` only grows per scope; the same ' +
      'version is the same bytes on every replica; a new one is signed when the scope’s content changes or half ' +
      'the validity (`HUB_SNAPSHOT_VALIDITY_SECONDS`, at most the root’s maximum) has passed. 409 ' +
      '`trust_root_not_found` (no root), `online_key_missing` (no HUB_ONLINE_KEY_FILE), `online_key_not_trusted` ' +
      '(the current root does not list the online key under `timestamp`), `snapshot_too_large` (over the 4 MiB ' +
      'a fleet reads).',
  })
  @ApiQuery({
    name: 'scope',
    required: false,
    description: 'Hub admins only: `public` or `org:<organization id>`.',
    schema: { type: 'string', example: 'public' },
  })
  @ApiOkResponse({ type: EnvelopeDto })
  async snapshot(
    @Req() request: FastifyRequest & { [SNAPSHOT_SCOPE]: SnapshotScope },
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    const envelope = await this.snapshots.snapshot(request[SNAPSHOT_SCOPE]);
    void reply.header('content-type', ENVELOPE_TYPE).header('cache-control', 'no-store');
    return envelope;
  }

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
