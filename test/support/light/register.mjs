// `NODE_OPTIONS="--import ./test/support/light/register.mjs"` (npm test): the TypeScript hooks of hooks.mjs in this
// process and in each runner worker thread (a worker reads NODE_OPTIONS from the environment it is given, and so
// runs this module again for itself).
// - In a worker the option is then taken out of its environment: a process a test spawns (a built entry, pg_dump)
//   inherits that environment and needs no hooks.
// - In the main thread it stays (the workers are made from it) with this module's absolute URL, so a process spawned
//   there (`--runInBand` runs the tests in the main thread) in another folder still finds it.
import { register } from 'node:module';
import { isMainThread } from 'node:worker_threads';

register('./hooks.mjs', import.meta.url);

const self =
  /(^|\s)--import[= ](\.\/test\/support\/light\/register\.mjs|file:\S+\/test\/support\/light\/register\.mjs)(?=\s|$)/;
const options = process.env.NODE_OPTIONS;
if (options && self.test(options)) {
  process.env.NODE_OPTIONS = isMainThread
    ? options.replace(self, `$1--import=${import.meta.url}`)
    : options.replace(self, '').trim();
}
