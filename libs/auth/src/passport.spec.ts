import { BearerStrategy } from './bearer.strategy.js';
import { authenticateWith } from './passport.js';

/** A bearer strategy whose verify answers the token it was given and marks the request it saw. */
const strategy = new BearerStrategy({ passReqToCallback: true }, (req, token, done) => {
  (req as unknown as { seen?: string }).seen = token;
  // Answered later, as a database lookup would be, so that concurrent requests interleave.
  setImmediate(() => (token === 'refused' ? done(null, false) : done(null, { token })));
});

describe('authenticateWith + BearerStrategy', () => {
  it('takes the credential as bearerOf reads it (several spaces, any case) and writes reach the request', async () => {
    const request: { headers: Record<string, string>; seen?: string } = {
      headers: { authorization: 'bearer    tok' },
    };
    await expect(authenticateWith(strategy, request)).resolves.toEqual({ token: 'tok' });
    expect(request.seen).toBe('tok');
  });

  it('reads the header only: an access_token in the body or query neither replaces nor conflicts with it', async () => {
    const request = {
      headers: { authorization: 'Bearer tok' },
      body: { access_token: 'x' },
      query: { access_token: 'y' },
    };
    await expect(authenticateWith(strategy, request)).resolves.toEqual({ token: 'tok' });
  });

  it('a refusal is 401 invalid_token', async () => {
    await expect(authenticateWith(strategy, { headers: { authorization: 'Bearer refused' } })).rejects.toMatchObject({
      code: 'invalid_token',
    });
  });

  it('runs concurrently on one strategy instance without mixing up requests', async () => {
    const results = await Promise.all(
      ['a', 'b', 'c', 'd'].map((token) =>
        authenticateWith(strategy, { headers: { authorization: `Bearer ${token}` } }),
      ),
    );
    expect(results).toEqual([{ token: 'a' }, { token: 'b' }, { token: 'c' }, { token: 'd' }]);
  });
});
