import { Injectable, type OnModuleDestroy } from '@nestjs/common';

/** A reason this process should not get traffic (secret-free, shown in the /readyz body), or null when fine. */
export type ReadinessCheck = () => Promise<string | null> | string | null;

/** How long one /readyz may take at most (CONTRACT §7: within 1 s whatever the database does). */
export const READINESS_BUDGET_MS = 900;

/**
 * What /readyz asks: named checks that components register (the database and the migrations do; the hub's
 * catalog cache registers its notification channel), plus the shutdown state. All checks run together, each
 * within the budget; the answer lists every reason that holds, so an operator sees why at once.
 */
@Injectable()
export class Readiness {
  private readonly checks = new Map<string, ReadinessCheck>();
  private shutdownStarted = false;

  /** Adds (or replaces) the check called `name`. */
  register(name: string, check: ReadinessCheck): void {
    this.checks.set(name, check);
  }

  get shuttingDown(): boolean {
    return this.shutdownStarted;
  }

  /** From now on /readyz answers 503 "shutting down" (the load balancer stops sending new requests). */
  beginShutdown(): void {
    this.shutdownStarted = true;
  }

  /** Why this process is not ready: an empty list when it is. */
  async reasons(budgetMs = READINESS_BUDGET_MS): Promise<string[]> {
    if (this.shutdownStarted) return ['shutting down'];
    const results = await Promise.all([...this.checks].map(([name, check]) => withinBudget(name, check, budgetMs)));
    return results.filter((reason): reason is string => reason !== null);
  }
}

async function withinBudget(name: string, check: ReadinessCheck, budgetMs: number): Promise<string | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(`${name} did not answer within ${budgetMs} ms`), budgetMs);
  });
  try {
    return await Promise.race([Promise.resolve().then(check), timeout]);
  } catch {
    return `${name} check failed`;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Shutdown in the order a load balancer needs: on SIGTERM (or app.close()) /readyz turns 503 first, the
 * listener keeps serving for `delayMs` so that the balancer's health checks see it and stop sending new
 * requests, and only then does Nest close the listener (no new connection; requests in flight finish) and
 * the pool. Registered in each app's root module, whose destroy hook Nest runs before the feature modules'.
 */
@Injectable()
export class ShutdownDrain implements OnModuleDestroy {
  constructor(
    private readonly readiness: Readiness,
    private readonly delayMs: number,
  ) {}

  async onModuleDestroy(): Promise<void> {
    this.readiness.beginShutdown();
    if (this.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
  }
}
