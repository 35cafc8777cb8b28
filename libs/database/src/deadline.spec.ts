import { EventEmitter } from 'node:events';
import {
  deadlineAtCheckout,
  remainingDeadlineMs,
  requestDeadline,
  RequestDeadlineExceededError,
  runWithDeadline,
  runWithoutDeadline,
  withDeadlineAtCheckout,
  withinDeadline,
} from './deadline.js';
import { unavailableReason } from './unavailable.js';

const response = () => ({ headersSent: false, writableEnded: false });
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('request deadline', () => {
  test('outside a request there is none, and waits keep their own budgets', () => {
    expect(remainingDeadlineMs()).toBeUndefined();
    expect(withinDeadline(5000)).toBe(5000);
    expect(withinDeadline(undefined)).toBeUndefined();
  });

  test('within a request, every wait is bounded by what is left, across awaits and timers', async () => {
    await runWithDeadline(requestDeadline(response(), 1000), async () => {
      await tick();
      const left = remainingDeadlineMs()!;
      expect(left).toBeGreaterThan(500);
      expect(left).toBeLessThanOrEqual(1000);
      expect(withinDeadline(5000)).toBeLessThanOrEqual(1000);
      expect(withinDeadline(200)).toBe(200);
      expect(withinDeadline(undefined)).toBeLessThanOrEqual(1000); // no budget of its own: the deadline's
    });
  });

  test('a spent deadline leaves 0, and still a positive wait for pg (0 would mean none)', async () => {
    await runWithDeadline(requestDeadline(response(), 1), async () => {
      await tick();
      expect(remainingDeadlineMs()).toBe(0);
      expect(withinDeadline(5000)).toBe(1);
    });
  });

  test('it stops binding once the answer has started, and a job can leave it', async () => {
    const res = response();
    await runWithDeadline(requestDeadline(res, 1), async () => {
      await tick();
      expect(runWithoutDeadline(() => remainingDeadlineMs())).toBeUndefined();
      res.headersSent = true;
      expect(remainingDeadlineMs()).toBeUndefined();
    });
  });

  test('a deadline passed by hand binds the checkouts of the synchronous part only', async () => {
    const deadline = requestDeadline(response(), 1000);
    expect(deadlineAtCheckout()).toBeUndefined();
    const later = withDeadlineAtCheckout(deadline, async () => {
      expect(deadlineAtCheckout()).toBe(deadline);
      expect(runWithoutDeadline(() => deadlineAtCheckout())).toBeUndefined();
      await tick();
      return deadlineAtCheckout();
    });
    expect(deadlineAtCheckout()).toBeUndefined();
    expect(await later).toBeUndefined();
    expect(withDeadlineAtCheckout(undefined, () => deadlineAtCheckout())).toBeUndefined();
  });

  test('a response keeps its one deadline when a later layer asks again', () => {
    const res = response();
    expect(requestDeadline(res, 1000)).toBe(requestDeadline(res, 50));
    expect(requestDeadline(response(), 1000)).not.toBe(requestDeadline(res, 1000));
  });

  test('when the last request in flight has closed, its context is left (the async hooks are off again)', async () => {
    const res = Object.assign(new EventEmitter(), { headersSent: false, writableEnded: false });
    const other = Object.assign(new EventEmitter(), { headersSent: false, writableEnded: false });
    await runWithDeadline(requestDeadline(res, 60_000), async () => {
      const inner = runWithDeadline(requestDeadline(other, 60_000), async () => {
        await tick();
        return remainingDeadlineMs();
      });
      await tick();
      other.headersSent = true;
      other.emit('close');
      // One request is still in flight: contexts are kept.
      expect(await inner).toBeGreaterThan(0);
      expect(remainingDeadlineMs()).toBeGreaterThan(0);
      res.headersSent = true;
      res.emit('close');
      await tick();
      expect(remainingDeadlineMs()).toBeUndefined();
    });
    // A new request enables them again.
    const again = Object.assign(new EventEmitter(), { headersSent: false, writableEnded: false });
    await runWithDeadline(requestDeadline(again, 60_000), async () => {
      await tick();
      expect(remainingDeadlineMs()).toBeGreaterThan(0);
      again.headersSent = true;
      again.emit('close');
    });
  });

  test('a response that closed unanswered keeps its context until its deadline has passed', async () => {
    const res = Object.assign(new EventEmitter(), { headersSent: false, writableEnded: false });
    await runWithDeadline(requestDeadline(res, 100), async () => {
      res.emit('close'); // the client went away; the handler goes on
      await tick();
      expect(remainingDeadlineMs()).toBeGreaterThan(0);
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(remainingDeadlineMs()).toBeUndefined();
    });
  });

  test('a response that had already closed is not counted, so it cannot keep the hooks on', async () => {
    const gone = Object.assign(new EventEmitter(), { headersSent: false, writableEnded: false, closed: true });
    const res = Object.assign(new EventEmitter(), { headersSent: false, writableEnded: false });
    await runWithDeadline(requestDeadline(res, 60_000), async () => {
      const late = runWithDeadline(requestDeadline(gone, 60_000), async () => {
        await tick();
        return remainingDeadlineMs();
      });
      res.headersSent = true;
      res.emit('close');
      expect(await late).toBeUndefined();
    });
  });

  test('its error says why, without a secret', () => {
    const error = new RequestDeadlineExceededError('waiting for a connection');
    expect(error.message).toBe('request deadline exceeded waiting for a connection');
    expect(unavailableReason(error)).toBe('request deadline exceeded');
  });
});
