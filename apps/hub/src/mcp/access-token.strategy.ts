import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { BearerStrategy } from '#lib/auth';
import { AccessTokensService, type AccessTokenPrincipal } from '../account/access-tokens/access-tokens.service.js';

/** `svcp_` personal access tokens, at the MCP endpoint only: checksum, then one hash lookup and the CONTRACT §5 checks. */
@Injectable()
export class AccessTokenStrategy extends PassportStrategy(BearerStrategy, 'personal-access-token') {
  constructor(private readonly tokens: AccessTokensService) {
    super();
  }

  validate(token: string): Promise<AccessTokenPrincipal> {
    return this.tokens.authenticate(token);
  }
}
