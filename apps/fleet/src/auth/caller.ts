import { createHash } from 'node:crypto';
import type { FleetRole } from '#lib/domain';
import type { FleetConfig } from '../fleet.config.js';

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

/** The temporary administrator (SVC_TEMP_ADMIN_USER), with a stable id derived from its user name; null when off. */
export function tempAdminCaller(config: FleetConfig): Caller | null {
  const admin = config.tempAdmin;
  if (!admin) return null;
  const h = createHash('sha256').update(`temp-admin:${admin.user}`).digest('hex');
  const id = `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
  return { id, email: admin.user, name: 'Temporary administrator', role: 'admin', authMethod: 'temp_admin' };
}

/** The caller a stored user is, signed in one way or another. */
export function userCaller(
  user: { id: string; email: string | null; name: string; role: Caller['role'] },
  authMethod: 'local' | 'oidc',
): Caller {
  return { id: user.id, email: user.email, name: user.name, role: user.role, authMethod };
}
