// oidc-provider prints development notices (Node 20 runtime, in-memory adapter, revocation policy)
// each time a test starts the dev IdP; they say nothing about the code under test.
for (const level of ['warn', 'info'] as const) {
  const original = console[level].bind(console);
  console[level] = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].startsWith('oidc-provider ')) return;
    original(...args);
  };
}
