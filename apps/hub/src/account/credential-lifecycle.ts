import { iso } from '#lib/common';

/** The lifecycle columns an instance key and a personal access token share (expiry, grace of the previous secret). */
export interface CredentialLifecycleRow {
  created_at: Date;
  expires_at: Date | null;
  last_used_at: Date | null;
  revoked_at: Date | null;
  previous_expires_at: Date | null;
  previous_last_used_at: Date | null;
}

export type CredentialStatus = 'active' | 'expired' | 'revoked';

/** The lifecycle fields of a key or token listing, the same for both: status, timestamps as ISO 8601. */
export function lifecycleFields(row: CredentialLifecycleRow, state: { revoked: boolean; expired: boolean }) {
  const status: CredentialStatus = state.revoked ? 'revoked' : state.expired ? 'expired' : 'active';
  return {
    status,
    created_at: iso(row.created_at),
    last_used_at: iso(row.last_used_at),
    revoked_at: iso(row.revoked_at),
    expires_at: iso(row.expires_at),
    previous_expires_at: iso(row.previous_expires_at),
    previous_last_used_at: iso(row.previous_last_used_at),
  };
}

/** The lifecycle fields of an answer that shows a new secret once: a re-issue or rotation adds the grace end. */
export function secretLifecycleFields(
  row: Pick<CredentialLifecycleRow, 'created_at' | 'expires_at' | 'previous_expires_at'>,
  replaced: boolean,
) {
  return {
    created_at: iso(row.created_at),
    expires_at: iso(row.expires_at),
    ...(replaced ? { previous_expires_at: iso(row.previous_expires_at) } : {}),
  };
}
