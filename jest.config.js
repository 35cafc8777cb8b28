// Native ESM jest (see docs/toolchain.md): ts-jest transpiles, `#lib/*` maps to the libs' sources and
// `#test/support` to the test harness (test/support/, outside libs/ because it starts the apps).
const base = {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: {
    '^#lib/(.*)$': '<rootDir>/libs/$1/src/index.ts',
    '^#test/support$': '<rootDir>/test/support/index.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  setupFiles: ['<rootDir>/test/support/quiet-console.ts'],
  // scripts/with-node24.sh installs Node 24 there (a copy of test/node24/package.json: a haste name collision).
  modulePathIgnorePatterns: ['<rootDir>/.cache/'],
  transform: {
    '^.+\\.ts$': ['ts-jest', { useESM: true, tsconfig: '<rootDir>/tsconfig.test.json' }],
  },
};

export default {
  testTimeout: 60000,
  // Jest force-kills a worker that has not exited 500 ms after its last file. On the embedded database a worker
  // holds several PGlite heaps (hundreds of MB); on a loaded 2-core machine its exit was seen to take longer than
  // that with nothing left running in it (only its IPC pipes active), and Jest then printed "A worker process has
  // failed to exit gracefully". A real leak (a timer, a socket) still keeps a worker alive past these 5 s.
  workerGracefulExitTimeout: 5000,
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
