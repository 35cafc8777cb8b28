import type { FleetRole } from '#lib/domain';

export type AuthMethod = 'oidc' | 'temp_admin' | 'local' | 'machine_token';

/** Who is calling: a person (OIDC, local, temporary administrator) or a machine token. */
export interface Caller {
  id: string;
  email: string | null;
  name: string;
  role: FleetRole;
  authMethod: AuthMethod;
  /** Set when the credential is a fleet session token: what sign-out revokes. */
  session?: { jti: string; expiresAt: Date };
}

/** A stable label for `created_by` fields. */
export function callerLabel(caller: Caller): string {
  return caller.authMethod === 'temp_admin' ? 'temp_admin' : `${caller.authMethod}:${caller.id}`;
}
