/**
 * Imported first by `npm start` and `npm run token` (before oidc-provider prints anything at import): oidc-provider's notices
 * about itself (Node 20 runtime, in-memory adapter) are true of a dev IdP and docs/demo.md says so; printed
 * at every start they would push the banner off screen.
 */
for (const level of ['warn', 'info', 'log'] as const) {
  const original = console[level].bind(console);
  console[level] = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].startsWith('oidc-provider ')) return;
    original(...args);
  };
}
