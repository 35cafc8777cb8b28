// The layer rule (docs/architecture.md): which part of the repository may import which, checked by
// eslint-plugin-boundaries on every import `npm run lint` sees.
import boundaries from 'eslint-plugin-boundaries';

/** Each library and the libraries below it that it may import. A new library gets a line here. */
const LIBRARY_LAYERS = {
  domain: [],
  credentials: [],
  database: ['domain', 'credentials'],
  common: ['domain', 'credentials', 'database'],
  // The credential pipeline both apps share: bearer reading, kind dispatch, passport runner, JWKS, last-used.
  auth: ['domain', 'credentials', 'database', 'common'],
  // Kubernetes quantities, NodeList → hardware inventory, and the "will it run here?" rules (pure; hub and fleet).
  hardware: [],
  // Ed25519 DSSE envelopes, the trust root, statements and snapshots (docs/signing.md); node:crypto only.
  signing: [],
  // The two APIs' generated types (types only: the consoles may import them too).
  'api-types': [],
};

/** Folders of an app that its `auth/` may import: the app's infrastructure, never a feature. */
const AUTH_MAY_IMPORT = {
  hub: ['auth', 'cache', 'database'],
  fleet: ['auth', 'database'],
};

const oneOf = (names) => `+(${names.join('|')})`;
const noneOf = (names) => `!(${names.join('|')})`;

const elements = [
  { type: 'lib', pattern: 'libs/*', capture: ['lib'], partialMatch: false },
  // An app's feature folders, then the files at the root of its src/ (bootstrap, module, configuration).
  { type: 'app', pattern: 'apps/(hub|fleet)/src/*', capture: ['app', 'feature'], partialMatch: false },
  { type: 'app-root', pattern: 'apps/(hub|fleet)/src', capture: ['app'], partialMatch: false },
  { type: 'dev-idp', pattern: 'apps/dev-idp', partialMatch: false },
  // `hub-catalog`, an HTTP client of the hub (its `validate` runs the hub's own document checks offline).
  { type: 'hub-catalog', pattern: 'apps/hub-catalog', partialMatch: false },
  { type: 'app-test', pattern: 'apps/(hub|fleet)/test', capture: ['app'], partialMatch: false },
  { type: 'test-support', pattern: 'test', partialMatch: false },
  { type: 'tool', pattern: '(scripts|bench)', capture: ['tool'], partialMatch: false },
  { type: 'console', pattern: 'consoles', partialMatch: false },
];

const app = (name, extra = {}) => ({ type: 'app', captured: { app: name, ...extra } });
const appRoot = (name) => ({ type: 'app-root', captured: { app: name } });
const lib = (names) => ({ type: 'lib', captured: { lib: oneOf(names) } });

const policies = [
  ...Object.entries(LIBRARY_LAYERS)
    .filter(([, below]) => below.length > 0)
    .map(([name, below]) => ({ from: { element: lib([name]) }, allow: { to: { element: lib(below) } } })),
  // An app imports its own folders and any library; apps never import each other.
  ...['hub', 'fleet'].map((name) => ({
    from: { element: [app(name), appRoot(name)] },
    allow: { to: { element: [app(name), appRoot(name), { type: 'lib' }] } },
  })),
  { from: { element: { type: 'dev-idp' } }, allow: { to: { element: { type: 'lib' } } } },
  { from: { element: { type: 'hub-catalog' } }, allow: { to: { element: [app('hub'), { type: 'lib' }] } } },
  // An app's tests reach it, the libraries, the harness and the development IdP they sign in at.
  ...['hub', 'fleet'].map((name) => ({
    from: { element: { type: 'app-test', captured: { app: name } } },
    allow: {
      to: {
        element: [
          app(name),
          appRoot(name),
          { type: 'app-test', captured: { app: name } },
          { type: 'dev-idp' },
          ...(name === 'hub' ? [{ type: 'hub-catalog' }] : []),
          { type: 'lib' },
          { type: 'test-support' },
        ],
      },
    },
  })),
  // The test harness and the cross-app tests start the apps (and unit-test the consoles' pure helpers, e.g. quantities).
  {
    from: { element: { type: 'test-support' } },
    allow: {
      to: {
        element: [{ type: 'app' }, { type: 'app-root' }, { type: 'dev-idp' }, { type: 'lib' }, { type: 'console' }],
      },
    },
  },
  {
    from: { element: { type: 'tool' } },
    allow: {
      to: { element: [{ type: 'app' }, { type: 'app-root' }, { type: 'dev-idp' }, { type: 'lib' }, { type: 'tool' }] },
    },
  },
  // The consoles read the APIs' generated types, and no other library (they run in the browser).
  { from: { element: { type: 'console' } }, allow: { to: { element: lib(['api-types']) } } },
  // Within an app: `auth` sits below the features; only admin/ (and seed/) imports admin/.
  ...Object.entries(AUTH_MAY_IMPORT).map(([name, allowed]) => ({
    from: { element: app(name, { feature: 'auth' }) },
    disallow: { to: { element: app(name, { feature: noneOf(allowed) }) } },
    message: `${name}/src/auth is below the features: it may import only ${allowed.join(', ')} and the app's root files`,
  })),
  {
    // The demo seed checks its data with the admin API's DTOs (a demo template cannot hold what the API refuses).
    from: { element: app('hub', { feature: '!(admin|seed)' }) },
    disallow: { to: { element: app('hub', { feature: 'admin' }) } },
    message: 'only hub/src/admin (and the demo seed, for its DTOs) imports hub/src/admin',
  },
];

export default [
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': elements,
      'boundaries/include': ['apps/**', 'libs/**', 'test/**', 'scripts/**', 'bench/**', 'consoles/**'],
      'boundaries/legacy-templates': false,
      'import/resolver': {
        typescript: { project: ['tsconfig.json', 'consoles/tsconfig.json'], noWarnOnMultipleProjects: true },
      },
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'disallow', policies }],
      // Every import resolves to a file of a known layer (a typo in the rule would otherwise let it through).
      'boundaries/no-unknown-dependencies': 'error',
      'boundaries/no-unknown-files': 'error',
    },
  },
];
