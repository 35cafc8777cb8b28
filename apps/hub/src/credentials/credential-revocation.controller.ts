import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiAcceptedResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { problemBody } from '#lib/common';
import { Public } from '../auth/authenticated.decorator.js';
import { CredentialRevocationService } from './credential-revocation.service.js';
import { CredentialRevocationDto, CredentialRevocationResultDto } from './dto/credential-revocation.dto.js';
import { RevocationRateLimitGuard } from './revocation-rate-limit.guard.js';

@ApiTags('credentials')
@Controller('credentials')
export class CredentialRevocationController {
  constructor(private readonly revocation: CredentialRevocationService) {}

  // No credential is read: whoever found the leaked secret may not hold any (and must not need one).
  @Public()
  @UseGuards(RevocationRateLimitGuard)
  @Post('revoke')
  @HttpCode(202)
  @ApiOperation({
    summary: 'Revoke leaked credentials (no authentication)',
    description:
      'For secret scanners and anyone who finds a hub credential exposed. Every string that is a well-formed `svch_` ' +
      'or `svcp_` token with a valid checksum (docs/token-format.md) and matches an active credential is revoked; a ' +
      "key's or token's previous secret still in its grace window is ended instead. The owning organization is " +
      'notified with the `source` text. Always 202 with the number of strings received, whether any matched or not. ' +
      'Strings with a bad checksum cost no database lookup. Limited to HUB_CREDENTIAL_REVOKE_RATE_LIMIT requests a ' +
      'minute per source address (default 10) → 429 with `Retry-After`.',
  })
  @ApiAcceptedResponse({ type: CredentialRevocationResultDto })
  @ApiResponse({
    status: 429,
    description: 'Too many requests from this address; retry after `Retry-After` seconds.',
    content: {
      'application/problem+json': {
        schema: { $ref: '#/components/schemas/Problem' },
        example: problemBody(429, 'rate_limited', 'Too many revocation requests from this address.'),
      },
    },
  })
  report(@Body() body: CredentialRevocationDto): Promise<CredentialRevocationResultDto> {
    return this.revocation.report(body.credentials, body.source);
  }
}
