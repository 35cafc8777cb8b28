import { CHECKED_BODIES, inputProblemWithin, type InputLimits, MAX_DEPTH, memberNameProblem } from './http.js';
import { Problems } from './problem.js';
import { Readable } from 'node:stream';

/**
 * The JSON body of a `@LargeInput()` route (up to 32 MiB: a cluster inventory) parsed without holding the event
 * loop: one scan of the bytes finds the structure, then every container smaller than SPLIT_BYTES is read with
 * JSON.parse on its own bytes and every larger one is put together from its members, with a turn of the event loop
 * given back whenever a slice of work has taken SLICE_MS. The input limits of installInputHygiene (values, depth,
 * array and object sizes, NUL, lone surrogates, names Object.prototype has) are checked on the way, each piece as
 * it is read, so the preHandler does not walk the result again (it is marked in CHECKED_BODIES).
 * docs/api-decisions.md, "Slow and early bodies".
 */

/** A container at least this long (bytes) is put together from its members; a smaller one is one JSON.parse. */
export const SPLIT_BYTES = 64 * 1024;
/** The longest the parser works before it yields to the event loop. */
export const SLICE_MS = 8;
/** Bytes scanned between two looks at the clock. */
const SCAN_STEP = 256 * 1024;

/**
 * Containers that were put together here because they are large: the validation pipe lets a DTO field declared
 * only as an object (`@IsObject()`) keep such a value as it is instead of copying it member by member.
 */
export const LARGE_VALUES = new WeakSet<object>();

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A body that is not JSON: the same 400 as Fastify's own parser gives (problem.filter.ts). */
function invalidJson(): Error {
  return Object.assign(new SyntaxError('The request body is not valid JSON.'), { statusCode: 400 });
}

interface Frame {
  open: number;
  close: number;
  isArray: boolean;
  /** Positions of this container's own `,` and `:`. */
  seps: number[];
}

const isSpace = (c: number) => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;

/**
 * Long synchronous work cut into slices: `pause()` between steps yields to the event loop (setImmediate) once the
 * current slice has run SLICE_MS, and costs a clock read otherwise.
 */
export class WorkSlices {
  private sliceStart = performance.now();
  readonly pause = async (): Promise<void> => {
    if (performance.now() - this.sliceStart < SLICE_MS) return;
    await nextTurn();
    this.sliceStart = performance.now();
  };
}

/**
 * Parses `body` (UTF-8 JSON) in slices; throws a 400 (invalid JSON or an input limit) as the body parser's error.
 * `isBody`: member names Object.prototype has are refused (a request body; a document read for conversion keeps them).
 */
export async function parseLargeJson(body: Buffer, limits: InputLimits, isBody = true): Promise<unknown> {
  const clock = new WorkSlices();
  const big = new Map<number, Frame>();
  const stack: Frame[] = [];
  let values = 0;
  let inString = false;
  let rootClosed = -1;
  for (let from = 0; from < body.length; from += SCAN_STEP) {
    const to = Math.min(body.length, from + SCAN_STEP);
    for (let i = from; i < to; i++) {
      const c = body[i];
      if (inString) {
        if (c === 0x5c) i++;
        else if (c === 0x22) inString = false;
        continue;
      }
      if (c === 0x22) {
        inString = true;
      } else if (c === 0x7b || c === 0x5b) {
        if (rootClosed >= 0) throw invalidJson();
        if (++values > limits.values) throw Problems.validation(`The input holds more than ${limits.values} values.`);
        if (stack.length >= MAX_DEPTH)
          throw Problems.validation(`The input is nested more than ${MAX_DEPTH} levels deep.`);
        stack.push({ open: i, close: -1, isArray: c === 0x5b, seps: [] });
      } else if (c === 0x7d || c === 0x5d) {
        const frame = stack.pop();
        if (!frame || frame.isArray !== (c === 0x5d)) throw invalidJson();
        frame.close = i;
        if (i - frame.open >= SPLIT_BYTES) big.set(frame.open, frame);
        if (stack.length === 0) rootClosed = i;
      } else if (c === 0x2c || c === 0x3a) {
        const frame = stack.at(-1);
        if (!frame || (c === 0x3a && frame.isArray)) throw invalidJson();
        if (c === 0x2c && ++values > limits.values) {
          throw Problems.validation(`The input holds more than ${limits.values} values.`);
        }
        frame.seps.push(i);
        // Bounded as the hygiene check bounds them: an array's elements, an object's members (2 separators each).
        if (frame.isArray && frame.seps.length >= limits.arrayItems) {
          throw Problems.validation(`An array holds more than ${limits.arrayItems} elements.`);
        }
        if (!frame.isArray && frame.seps.length >= 2 * limits.objectKeys) {
          throw Problems.validation(`An object holds more than ${limits.objectKeys} members.`);
        }
      }
    }
    await clock.pause();
  }
  if (inString || stack.length > 0) throw invalidJson();
  const state = { isBody, limits, budget: limits.values };
  const value = await build(body, 0, body.length, 0, big, state, clock);
  if (value !== null && typeof value === 'object') CHECKED_BODIES.add(value);
  return value;
}

type CheckState = { isBody: boolean; limits: InputLimits; budget: number };

/** The value in body[start, end): one JSON.parse when it is not a large container, else from its members. */
async function build(
  body: Buffer,
  start: number,
  end: number,
  depth: number,
  big: Map<number, Frame>,
  state: CheckState,
  clock: WorkSlices,
): Promise<unknown> {
  let s = start;
  let e = end - 1;
  while (s <= e && isSpace(body[s])) s++;
  while (e >= s && isSpace(body[e])) e--;
  if (s > e) throw invalidJson();
  const frame = big.get(s);
  if (!frame || frame.close !== e) {
    let value: unknown;
    try {
      value = JSON.parse(body.toString('utf8', s, e + 1));
    } catch {
      throw invalidJson();
    }
    const problem = inputProblemWithin(value, depth, state);
    if (problem) throw Problems.validation(problem);
    await clock.pause();
    return value;
  }
  if ((state.budget -= 1) < 0) throw Problems.validation(`The input holds more than ${state.limits.values} values.`);
  // The segments between this container's own separators.
  const bounds = [frame.open, ...frame.seps, frame.close];
  const empty = frame.seps.length === 0 && body.subarray(frame.open + 1, frame.close).every(isSpace);
  if (frame.isArray) {
    const items: unknown[] = [];
    if (!empty) {
      for (let k = 0; k + 1 < bounds.length; k++) {
        items.push(await build(body, bounds[k] + 1, bounds[k + 1], depth + 1, big, state, clock));
      }
    }
    LARGE_VALUES.add(items);
    return items;
  }
  const object: Record<string, unknown> = {};
  if (!empty) {
    // key : value , key : value …
    if (frame.seps.length % 2 === 0) throw invalidJson();
    for (let k = 0; k + 1 < bounds.length; k += 2) {
      if (body[bounds[k + 1]] !== 0x3a || (k + 2 < bounds.length - 1 && body[bounds[k + 2]] !== 0x2c)) {
        throw invalidJson();
      }
      let key: unknown;
      try {
        key = JSON.parse(body.toString('utf8', bounds[k] + 1, bounds[k + 1]));
      } catch {
        throw invalidJson();
      }
      if (typeof key !== 'string') throw invalidJson();
      const problem = memberNameProblem(key, state.isBody);
      if (problem) throw Problems.validation(problem);
      const value = await build(body, bounds[k + 1] + 1, bounds[k + 2], depth + 1, big, state, clock);
      // As JSON.parse does: a member named __proto__ is an own property, never the object's prototype.
      if (key === '__proto__')
        Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
      else object[key] = value;
    }
  }
  LARGE_VALUES.add(object);
  return object;
}

/**
 * Large bodies worked on at once in one process: the others wait, their bytes received, until one is answered.
 * A parsed 31 MiB inventory takes about 130 MB of heap while it is checked and stored; three at once pass the
 * hub's 256 MB old space (docker/hub.Dockerfile) and the garbage collector then holds the loop for seconds.
 */
export const LARGE_BODIES_AT_ONCE = 1;
let running = 0;
const waiting: (() => void)[] = [];

/** Waits for a turn to work on a large body; the returned function ends it (call it once the request is answered). */
export async function largeBodyTurn(): Promise<() => void> {
  if (running >= LARGE_BODIES_AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
  else running++;
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    const next = waiting.shift();
    if (next) next();
    else running--;
  };
}

/**
 * A large body of a known length (Content-Length) copied into one buffer allocated up front, chunk by chunk as it
 * arrives, instead of Fastify's Buffer.concat of every chunk once the last has come: that one copy of 31 MiB into
 * new memory held the event loop for about 100 ms here (most of it the first touch of the new pages), now spread
 * over the chunks. The stream returned, Fastify's payload from then on, passes no bytes on but reports that it
 * received them all (`receivedEncodedLength`, which Fastify compares with Content-Length); `onBody` gets the body
 * once it is complete, and the JSON parser then takes it from there (rest-app.ts).
 */
export function receiveIntoOneBuffer(payload: Readable, length: number, onBody: (body: Buffer) => void): Readable {
  const body = Buffer.allocUnsafeSlow(length);
  let offset = 0;
  const out = new Readable({ read() {} }) as Readable & { receivedEncodedLength?: number };
  const onData = (chunk: Buffer) => {
    // Never more than Content-Length from Node's HTTP parser; checked all the same.
    if (offset + chunk.length > length) {
      payload.off('data', onData);
      out.destroy(Object.assign(new Error('The request body is longer than its Content-Length.'), { statusCode: 400 }));
      return;
    }
    chunk.copy(body, offset);
    offset += chunk.length;
  };
  payload.on('data', onData);
  payload.once('end', () => {
    if (out.destroyed) return;
    out.receivedEncodedLength = offset;
    if (offset === length) onBody(body);
    out.push(null);
  });
  payload.once('error', (error) => out.destroy(error));
  return out;
}
