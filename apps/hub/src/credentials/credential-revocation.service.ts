import { Inject, Injectable, Logger } from '@nestjs/common';
import { HUB_CONFIG, type HubConfig } from '../hub.config.js';
import { CredentialRevocationRepository } from './credential-revocation.repository.js';
import type { CredentialRevocationResultDto } from './dto/credential-revocation.dto.js';
import { revocableHashes } from './revocable.js';

/**
 * Revocation by whoever finds a leaked credential (docs/api-decisions.md). The answer never says which
 * strings matched; a matching token is revoked by being tested, so the endpoint cannot serve to check tokens.
 */
@Injectable()
export class CredentialRevocationService {
  private readonly logger = new Logger('CredentialRevocation');

  constructor(
    private readonly repository: CredentialRevocationRepository,
    @Inject(HUB_CONFIG) private readonly config: HubConfig,
  ) {}

  async report(credentials: string[], source: string | undefined): Promise<CredentialRevocationResultDto> {
    const { keyHashes, tokenHashes } = revocableHashes(credentials, this.config.tokenPepper);
    if (keyHashes.length || tokenHashes.length) {
      const text = source?.trim() ? source.trim() : null;
      const ended = await this.repository.revoke(keyHashes, tokenHashes, text);
      // Counts only: which credentials were ended is for their organizations (notifications), not the log.
      if (ended.length) this.logger.log({ msg: 'leak report revoked credentials', count: ended.length });
    }
    return { received: credentials.length };
  }
}
