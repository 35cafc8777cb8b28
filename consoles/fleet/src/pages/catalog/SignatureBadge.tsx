import { formatDate } from '../../../../shared/ui.js';
import type { Signature, TrustStatus } from '../../fleet-api.js';

/** A revision's signature in words (docs/signing.md): who vouches for what this fleet would deploy. */
export function signatureText(s: Signature): string {
  switch (s.status) {
    case 'verified':
      return `Verified by ${s.publisher ?? 'its publisher'}`;
    case 'hub-signed':
      return 'Hub-signed';
    case 'invalid':
      return `Invalid: ${s.reason ?? 'the signature was refused'}`;
    case 'unsigned':
      return 'Unsigned';
  }
}

/** The badge beside a template or revision; the reason of an unsigned one is its tooltip. */
export function SignatureBadge({ signature }: { signature: Signature | null | undefined }) {
  if (!signature) return null;
  return (
    <span
      className={`badge signature-${signature.status}`}
      data-testid="signature-badge"
      title={signature.status === 'invalid' ? undefined : (signature.reason ?? signature.key_id ?? undefined)}
    >
      {signatureText(signature)}
    </span>
  );
}

/**
 * The catalog's trust state above the list: frozen (no fresh snapshot: pins and updates wait, what runs stays), or
 * verification off (FLEET_TRUST_ROOT unset). Nothing when all is well.
 */
export function TrustBanner({ trust }: { trust: TrustStatus | null | undefined }) {
  if (!trust) return null;
  if (!trust.enabled) {
    return (
      <p className="muted small-text" data-testid="trust-off">
        Signature verification is off (FLEET_TRUST_ROOT is not set): templates are shown as unsigned.
      </p>
    );
  }
  if (!trust.frozen) return null;
  return (
    <p role="alert" className="error" data-testid="trust-frozen">
      {trust.frozen_since ? `Frozen since ${formatDate(trust.frozen_since)}: ` : 'Frozen: '}
      {trust.frozen_reason} New pins and updates wait for a fresh snapshot from the hub; what runs is left alone.
    </p>
  );
}
