// Jest with jest-light-runner (docs/testing.md, "The runner"): each worker is a plain Node worker thread that
// imports the test files natively and keeps the modules it loaded (Nest, TypeORM, Fastify, the apps) from one file
// to the next, where Jest's own runner compiled them again for every file in a fresh vm context (2-3 s of CPU a
// file). TypeScript loads through test/support/light/hooks.mjs (registered by `npm test`'s NODE_OPTIONS): it maps
// `#lib/*` and `#test/support` to their sources and transpiles with decorator metadata. The runner has no timeouts
// of its own: test/support/light/timeouts.mjs gives every test and hook `testTimeout`.
const base = {
  testEnvironment: 'node',
  runner: 'jest-light-runner',
  setupFiles: ['<rootDir>/test/support/quiet-console.ts'],
  setupFilesAfterEnv: ['<rootDir>/test/support/light/timeouts.mjs'],
  // scripts/with-node24.sh installs Node 24 there (a copy of test/node24/package.json: a haste name collision).
  modulePathIgnorePatterns: ['<rootDir>/.cache/'],
};

export default {
  testTimeout: 60000,
  maxWorkers: 2,
  projects: [
    // test/*.spec.ts: checks of the repository itself that need no app (the links between README.md and docs/).
    {
      ...base,
      displayName: 'unit',
      testMatch: ['<rootDir>/{apps,libs,bench}/**/*.spec.ts', '<rootDir>/test/*.spec.ts'],
    },
    { ...base, displayName: 'e2e', testMatch: ['<rootDir>/{apps,test}/**/*.e2e-spec.ts'] },
    // The embedded-mode part: the same e2e files that prove PGlite migrates and serves (run with TEST_DATABASE=pglite).
    { ...base, displayName: 'embedded', testMatch: ['<rootDir>/{apps,test}/**/*.embedded-spec.ts'] },
    // Database faults for real (connections terminated, a server of the test's own stopped, a partition):
    // they need a PostgreSQL server, so they are part of the run only when one is configured.
    ...(process.env.TEST_DATABASE_URL && process.env.TEST_DATABASE !== 'pglite'
      ? [{ ...base, displayName: 'faults', testMatch: ['<rootDir>/test/faults/**/*.fault-spec.ts'] }]
      : []),
    // `npm run test:cluster`: 3 hubs and 2 fleets as separate processes of the built entries (npm run build first).
    ...(process.env.TEST_CLUSTER === '1'
      ? [{ ...base, displayName: 'cluster', testMatch: ['<rootDir>/test/cluster/**/*.cluster-spec.ts'] }]
      : []),
    // `npm run test:pgbouncer` (docs/pgbouncer.md): 2 hubs and a fleet, built, through a PgBouncer of the test's own.
    ...(process.env.TEST_PGBOUNCER === '1'
      ? [{ ...base, displayName: 'pgbouncer', testMatch: ['<rootDir>/test/pgbouncer/**/*.pgbouncer-spec.ts'] }]
      : []),
    // `npm run test:proxies` (docs/deployment.md): the catalog event stream through Debian's haproxy and nginx.
    ...(process.env.TEST_PROXIES === '1'
      ? [{ ...base, displayName: 'proxies', testMatch: ['<rootDir>/test/proxies/**/*.proxies-spec.ts'] }]
      : []),
    // `npm run test:restore` and `npm run test:upgrade` (docs/operations.md, docs/migrations.md): built processes on
    // PostgreSQL, like the cluster test.
    ...(process.env.TEST_RESTORE === '1'
      ? [{ ...base, displayName: 'restore', testMatch: ['<rootDir>/test/operations/**/*.restore-spec.ts'] }]
      : []),
    // `npm run test:attacks` (docs/signing.md, "The attack harness"): a hub, a fleet and a proxy as processes of the
    // build, on PostgreSQL; each scenario prints `ATTACK <name>: refused` or `ACCEPTED`.
    ...(process.env.TEST_ATTACKS === '1'
      ? [{ ...base, displayName: 'attacks', testMatch: ['<rootDir>/test/attacks/**/*.attacks-spec.ts'] }]
      : []),
    // `npm run test:glewlwyd` (docs/identity-providers.md): the apps against Glewlwyd, a second OpenID Provider (Debian's
    // `glewlwyd` package must be installed; .ci/run installs it).
    ...(process.env.TEST_GLEWLWYD === '1'
      ? [{ ...base, displayName: 'glewlwyd', testMatch: ['<rootDir>/test/glewlwyd/**/*.glewlwyd-spec.ts'] }]
      : []),
    ...(process.env.TEST_UPGRADE === '1'
      ? [{ ...base, displayName: 'upgrade', testMatch: ['<rootDir>/test/operations/**/*.upgrade-spec.ts'] }]
      : []),
  ],
};
