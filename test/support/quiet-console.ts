// oidc-provider prints development notices (Node 20 runtime, in-memory adapter, revocation policy)
// each time a test starts the dev IdP; they say nothing about the code under test.
for (const level of ['warn', 'info'] as const) {
  const original = console[level].bind(console);
  console[level] = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].startsWith('oidc-provider ')) return;
    original(...args);
  };
}

// The apps under test log through pino to process.stdout. Tests that read those lines wrap
// process.stdout.write themselves (and still see every line); what reaches the terminal is only the
// tests' own report. The errors a test provokes on purpose (a tampered secret, a dropped column) would
// otherwise print stack traces into a passing run. TEST_LOGS=1 shows the apps' lines again.
if (process.env.TEST_LOGS !== '1') {
  const write = process.stdout.write.bind(process.stdout) as (...args: unknown[]) => boolean;
  process.stdout.write = (chunk: string | Uint8Array, ...rest: unknown[]) => {
    const text = typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8', 0, 12);
    if (text.startsWith('{"level":')) {
      const callback = rest.find((arg) => typeof arg === 'function') as (() => void) | undefined;
      callback?.();
      return true;
    }
    return write(chunk, ...rest);
  };
}
