import { ConfigError } from '#lib/common';
import { devIdpIssuer, devIdpUrl, tokenCommand } from './dev-idp-url.js';

describe('where npm start puts the dev IdP and npm run token finds it', () => {
  it('follows DEV_IDP_PORT and DEV_IDP_HOST as npm start does, 127.0.0.1:3200 by default', () => {
    expect(devIdpIssuer({})).toBe('http://127.0.0.1:3200');
    expect(devIdpIssuer({ DEV_IDP_PORT: '' })).toBe('http://127.0.0.1:3200');
    expect(devIdpIssuer({ DEV_IDP_PORT: '4200' })).toBe('http://127.0.0.1:4200');
    expect(devIdpIssuer({ DEV_IDP_HOST: 'localhost', DEV_IDP_PORT: '4200' })).toBe('http://localhost:4200');
    expect(devIdpIssuer({ DEV_IDP_HOST: '::1', DEV_IDP_PORT: '4200' })).toBe('http://[::1]:4200');
  });

  it('takes DEV_IDP_ISSUER as it is (no trailing slash), and DEV_IDP_URL before everything for the token', () => {
    const env = { DEV_IDP_ISSUER: 'http://idp.test:8080/', DEV_IDP_PORT: '4200' };
    expect(devIdpIssuer(env)).toBe('http://idp.test:8080');
    expect(devIdpUrl(env)).toBe('http://idp.test:8080');
    expect(devIdpUrl({ ...env, DEV_IDP_URL: 'http://127.0.0.1:4200/' })).toBe('http://127.0.0.1:4200');
    expect(devIdpUrl({ DEV_IDP_URL: '', DEV_IDP_PORT: '4201' })).toBe('http://127.0.0.1:4201');
  });

  it('refuses a port that is not one, naming the variable', () => {
    expect(() => devIdpUrl({ DEV_IDP_PORT: 'abc' })).toThrow(ConfigError);
    expect(() => devIdpUrl({ DEV_IDP_PORT: '70000' })).toThrow(/DEV_IDP_PORT/);
  });
});

describe('the token command npm start prints', () => {
  it('is the plain command when the dev IdP is where npm run token looks without variables', () => {
    expect(tokenCommand('http://127.0.0.1:3200', 'alice@demo.local')).toBe('npm run -s token -- alice@demo.local');
  });

  it('names the dev IdP when it is anywhere else, so that it works in a shell without the port variables', () => {
    expect(tokenCommand('http://127.0.0.1:4200', 'alice@demo.local')).toBe(
      'DEV_IDP_URL=http://127.0.0.1:4200 npm run -s token -- alice@demo.local',
    );
    expect(tokenCommand('http://localhost:3200', 'bob@demo.local --client fleet-ui')).toBe(
      'DEV_IDP_URL=http://localhost:3200 npm run -s token -- bob@demo.local --client fleet-ui',
    );
    expect(tokenCommand('http://[::1]:3200', 'a@b')).toBe('DEV_IDP_URL=http://[::1]:3200 npm run -s token -- a@b');
  });

  it('quotes an address the shell would read otherwise', () => {
    expect(tokenCommand("http://idp.test/it's here", 'a@b')).toBe(
      `DEV_IDP_URL='http://idp.test/it'\\''s here' npm run -s token -- a@b`,
    );
  });
});
