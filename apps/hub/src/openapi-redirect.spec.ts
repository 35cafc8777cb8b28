import { runInNewContext } from 'node:vm';
import { OAUTH2_REDIRECT_FROM_PAGE } from './openapi-redirect.js';

/** Runs the UI's snippet in a context with the globals a browser page gives it, as the page would. */
function pageAt(href: string) {
  const received: Record<string, unknown>[] = [];
  const bundle = Object.assign((options: Record<string, unknown>) => received.push(options), {
    presets: { apis: 'apis-preset' },
    plugins: { DownloadUrl: 'download-plugin' },
  });
  const url = new URL(href);
  const window: Record<string, unknown> = { location: { origin: url.origin, pathname: url.pathname } };
  window.SwaggerUIBundle = bundle;
  runInNewContext(OAUTH2_REDIRECT_FROM_PAGE, { window });
  const wrapped = window.SwaggerUIBundle as typeof bundle;
  return { wrapped, received };
}

describe('OpenAPI UI sign-in redirect', () => {
  it.each([
    ['http://localhost:3000/api/docs', 'http://localhost:3000/api/docs/oauth2-redirect.html'],
    ['http://127.0.0.1:3000/api/docs/', 'http://127.0.0.1:3000/api/docs/oauth2-redirect.html'],
    ['https://hub.example.com/hub/api/docs', 'https://hub.example.com/hub/api/docs/oauth2-redirect.html'],
  ])('a UI served at %s returns from sign-in to %s (same origin as the page)', (page, redirect) => {
    const { wrapped, received } = pageAt(page);
    wrapped({ url: 'x', oauth2RedirectUrl: 'http://127.0.0.1:3000/api/docs/oauth2-redirect.html' });
    expect(received).toEqual([{ url: 'x', oauth2RedirectUrl: redirect }]);
  });

  it("keeps the bundle's presets and plugins, which the init script reads from it", () => {
    const { wrapped } = pageAt('http://localhost:3000/api/docs');
    expect(wrapped.presets).toEqual({ apis: 'apis-preset' });
    expect(wrapped.plugins).toEqual({ DownloadUrl: 'download-plugin' });
  });
});
