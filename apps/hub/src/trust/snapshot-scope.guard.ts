import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { Problems } from '#lib/common';
import { type Caller, catalogScopeOf } from '../auth/caller.js';
import { parseSnapshotScope, type SnapshotScope, snapshotScopeOf } from './snapshot.service.js';

/** The scope the guard resolved for this request (read by the route). */
export const SNAPSHOT_SCOPE = Symbol('snapshotScope');

type ScopedRequest = FastifyRequest & { caller: Caller; [SNAPSHOT_SCOPE]?: SnapshotScope };

/**
 * Who may ask for which snapshot scope: without `?scope=`, the caller's own (anonymous → `public`, an instance key →
 * `org:<its organization>`, a dashboard user → their organization's, an admin → `public`); `?scope=` is for hub
 * admins only (anyone else → 403, whatever the value), and must name `public` or `org:<uuid>` (else 400).
 */
@Injectable()
export class SnapshotScopeGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<ScopedRequest>();
    const caller = request.caller;
    const asked = (request.query as Record<string, unknown> | undefined)?.scope;
    const own = catalogScopeOf(caller);
    if (asked === undefined) {
      request[SNAPSHOT_SCOPE] = snapshotScopeOf(own);
      return true;
    }
    if (!own.all) throw Problems.forbidden('Only hub admins may ask for the snapshot of another scope.');
    const scope = typeof asked === 'string' ? parseSnapshotScope(asked) : null;
    if (!scope) {
      throw Problems.validation('scope must be public or org:<organization id>.', [
        { field: 'scope', message: 'scope must be public or org:<organization id>' },
      ]);
    }
    request[SNAPSHOT_SCOPE] = scope;
    return true;
  }
}
