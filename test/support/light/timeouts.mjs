// setupFilesAfterEnv of the light runner (jest.config.js): the per-test timeout Jest's own runner gives and
// jest-light-runner does not. Without it a hung test or hook would hang the whole run (and CI) instead of
// failing. Every test and hook gets jest.config.js's testTimeout, a test's own third argument,
// or what its file set with jest.setTimeout (for that file only: the workers run many files one after another).
// The timer is the real setTimeout, taken before any test can install fake timers.
import { bind } from 'jest-each';
import config from '../../../jest.config.js';

const DEFAULT_MS = config.testTimeout;
const realSetTimeout = globalThis.setTimeout;
const realClearTimeout = globalThis.clearTimeout;
let fileTimeout = { path: undefined, ms: DEFAULT_MS };

const currentPath = () => globalThis.expect.getState().testPath;

globalThis.jest.setTimeout = (ms) => {
  fileTimeout = { path: currentPath(), ms };
  return globalThis.jest;
};

function timeoutFor(explicit) {
  if (typeof explicit === 'number' && explicit > 0) return explicit;
  return fileTimeout.path === currentPath() ? fileTimeout.ms : DEFAULT_MS;
}

/** fn, run as a promise (a `done` callback when it declares one) that fails after ms. */
function limited(fn, ms, what) {
  return () =>
    new Promise((resolve, reject) => {
      const timer = realSetTimeout(
        () => reject(new Error(`${what}: exceeded the timeout of ${ms} ms (jest.config.js testTimeout)`)),
        ms,
      );
      const settle = (error) => {
        realClearTimeout(timer);
        if (error) reject(error);
        else resolve();
      };
      try {
        if (fn.length >= 1) {
          fn((error) => settle(error ?? undefined));
        } else {
          Promise.resolve(fn()).then(() => settle(), settle);
        }
      } catch (error) {
        settle(error);
      }
    });
}

function wrapTest(register) {
  const wrapped = (name, fn, timeout) => {
    if (typeof fn !== 'function') return register(name, fn, timeout);
    const ms = timeoutFor(timeout);
    return register(name, limited(fn, ms, `test "${name}"`), timeout);
  };
  wrapped.each = bind(wrapped);
  return wrapped;
}

for (const name of ['it', 'test']) {
  const original = globalThis[name];
  const wrapped = wrapTest(original);
  wrapped.only = wrapTest(original.only);
  wrapped.skip = original.skip;
  wrapped.todo = original.todo;
  globalThis[name] = wrapped;
}
globalThis.fit = globalThis.it.only;

for (const name of ['beforeAll', 'afterAll', 'beforeEach', 'afterEach']) {
  const original = globalThis[name];
  globalThis[name] = (fn, timeout) => original(limited(fn, timeoutFor(timeout), name), timeout);
}
