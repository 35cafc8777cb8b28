import { accessTokenRefusal, decodeJwtHeader, decodeJwtPayload } from './jwt-rules.js';

const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('access-token rules shared by hub and fleet', () => {
  test('a plain access token passes', () => {
    expect(accessTokenRefusal({ alg: 'RS256', typ: 'at+jwt' }, { sub: 'u', nonce: 'n' })).toBeNull();
    expect(accessTokenRefusal({ alg: 'RS256', typ: 'JWT' }, { sub: 'u' })).toBeNull();
    expect(accessTokenRefusal({ alg: 'RS256' }, { sub: 'u', typ: 'Bearer', nonce: 'n' })).toBeNull();
  });

  test('any crit header is refused (we understand no extension)', () => {
    expect(accessTokenRefusal({ alg: 'RS256', typ: 'at+jwt', crit: ['exp-ext'] }, { sub: 'u' })).toMatch(/critical/);
    expect(accessTokenRefusal({ alg: 'RS256', crit: [] }, { sub: 'u' })).toMatch(/critical/);
  });

  test.each(['nonce', 'at_hash', 'c_hash', 's_hash'])('an ID token marked by %s is refused', (claim) => {
    expect(accessTokenRefusal({ alg: 'RS256', typ: 'JWT' }, { sub: 'u', [claim]: 'x' })).toMatch(/ID token/);
  });

  test("Keycloak's typ: ID claim is refused", () => {
    expect(accessTokenRefusal({ alg: 'RS256' }, { sub: 'u', typ: 'ID' })).toMatch(/ID token/);
  });

  test('decoding refuses what is not a JSON object', () => {
    expect(decodeJwtHeader(`${part({ alg: 'RS256' })}.${part({ sub: 'u' })}.sig`)).toEqual({ alg: 'RS256' });
    expect(decodeJwtPayload(`${part({ alg: 'RS256' })}.${part({ sub: 'u' })}.sig`)).toEqual({ sub: 'u' });
    expect(decodeJwtHeader(`${part([1])}.x.y`)).toBeNull();
    expect(decodeJwtHeader('%%%.x.y')).toBeNull();
    expect(decodeJwtPayload('onlyone')).toBeNull();
  });
});
