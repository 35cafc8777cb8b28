import { Injectable } from '@nestjs/common';
import { ProblemException, Problems } from '#lib/common';
import {
  type Envelope,
  loadPinnedRoot,
  parseEnvelope,
  payloadBytes,
  ROOT_LIMITS,
  type RootDocument,
  SignatureError,
  type TrustedRoot,
  updateRoot,
} from '#lib/signing';
import type { TrustRootPublishedDto } from './dto/trust.dto.js';
import { TrustRepository } from './trust.repository.js';

/** A refusal of the signing library as a problem: malformed input is 400, an oversized one 413, an old version 409. */
export function signatureProblem(error: SignatureError): ProblemException {
  switch (error.code) {
    case 'too_large':
      return new ProblemException(413, 'payload_too_large', error.message);
    case 'rollback':
      return new ProblemException(409, 'root_version_conflict', error.message);
    case 'malformed':
    case 'wrong_type':
      return new ProblemException(400, 'envelope_malformed', error.message);
    case 'threshold':
    case 'not_authorized':
    case 'expired':
      return new ProblemException(400, 'signature_invalid', error.message);
  }
}

function summary(root: RootDocument, created: boolean): TrustRootPublishedDto {
  return {
    version: root.version,
    created,
    root_threshold: root.roles.root.threshold,
    root_key_ids: [...root.roles.root.keyids],
    timestamp_key_ids: [...root.roles.timestamp.keyids],
    hub_key_ids: [...root.roles.hub.keyids],
    publishers: root.publishers.map((p) => p.name),
  };
}

/**
 * The trust root chain (docs/signing.md, "The root"). The hub verifies each version as a fleet will, and refuses
 * anything a fleet would refuse: it holds no root key, so an admin token can publish only what the root keys signed.
 */
@Injectable()
export class TrustService {
  constructor(private readonly repository: TrustRepository) {}

  /** A version's envelope as accepted (JSON text), or 404. */
  async envelope(version?: number): Promise<string> {
    const row = version === undefined ? await this.repository.latest() : await this.repository.version(version);
    if (!row) {
      throw Problems.notFound(
        version === undefined ? 'No trust root is published on this hub.' : `No trust root version ${version}.`,
        'trust_root_not_found',
      );
    }
    return row.envelope;
  }

  /** The hub's current root, verified (for the routes that check envelopes against it). */
  async current(): Promise<TrustedRoot | null> {
    const row = await this.repository.latest();
    return row ? loadPinnedRoot(row.envelope) : null;
  }

  /**
   * Publishes a root version: the first must be version 1 signed by a threshold of its own root keys; each next one
   * the successor of the latest, signed by a threshold of the latest's root keys and of its own. Sending the
   * latest version again (the same document) changes nothing.
   */
  async publish(body: unknown, by: string | null): Promise<TrustRootPublishedDto> {
    try {
      const envelope: Envelope = parseEnvelope(body, ROOT_LIMITS);
      return await this.repository.withLatest(async (latest, tx) => {
        if (!latest) {
          const root = loadPinnedRoot(envelope);
          if (root.document.version !== 1) {
            throw new ProblemException(
              409,
              'root_version_conflict',
              `The hub has no root yet: publish version 1 first (this is version ${root.document.version}).`,
            );
          }
          await this.repository.insert(tx, 1, JSON.stringify(envelope), by);
          return summary(root.document, true);
        }
        const trusted = loadPinnedRoot(latest.envelope);
        const stored = parseEnvelope(latest.envelope, ROOT_LIMITS);
        if (payloadBytes(stored).equals(payloadBytes(envelope))) return summary(trusted.document, false);
        const next = updateRoot(trusted, envelope);
        await this.repository.insert(tx, next.document.version, JSON.stringify(envelope), by);
        return summary(next.document, true);
      });
    } catch (error) {
      if (error instanceof SignatureError) throw signatureProblem(error);
      throw error;
    }
  }
}
