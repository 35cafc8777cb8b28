import passport, { type Strategy } from 'passport';
import { knownProblem, ProblemException, Problems } from '#lib/common';

/**
 * Runs one passport strategy on a request (a Fastify request or Node's IncomingMessage) and answers its
 * user, or throws our problem: the strategy's own problem when it threw one, the database's outage as
 * itself (503), anything else a 401 `invalid_token`. Both apps' guards and the MCP listener authenticate
 * through here.
 *
 * The strategy is this app's instance, not a name in passport's process-wide registry (several apps, each
 * with its own configuration, share a process in tests), and each request gets its own object derived
 * from it, because passport writes the request's outcome callbacks onto the strategy object it is given.
 */
export function authenticateWith<T>(strategy: Strategy, request: object, response: object = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const done = (err: unknown, user: unknown, info: unknown): void => {
      if (err instanceof Error) reject(err);
      // A database outage during the lookup is answered as one (503), whatever realm its error was made in.
      else if (err) reject(knownProblem(err) ?? Problems.invalidToken());
      // passport-jwt reports a refusal of the key provider as a failure: keep its problem and detail.
      else if (!user)
        reject(info instanceof ProblemException ? info : Problems.invalidToken('The token could not be verified.'));
      else resolve(user as T);
    };
    const perRequest = Object.create(strategy) as Strategy;
    const middleware = passport.authenticate(perRequest, { session: false }, done) as (
      req: object,
      res: object,
      next: (err?: Error) => void,
    ) => void;
    middleware(request, response, (err?: Error) => (err ? reject(err) : undefined));
  });
}
