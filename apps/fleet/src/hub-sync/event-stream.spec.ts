import { Backoff, EventStreamParser, type ServerEvent } from './event-stream.js';

describe('EventStreamParser', () => {
  const parse = (chunks: string[]) => {
    const events: ServerEvent[] = [];
    const retries: number[] = [];
    const parser = new EventStreamParser(
      (e) => events.push(e),
      (ms) => retries.push(ms),
    );
    for (const chunk of chunks) parser.feed(chunk);
    return { events, retries };
  };

  it('dispatches events at blank lines, skips comments, reads retry and carries the last id', () => {
    const { events, retries } = parse([
      'retry: 2500\n: connected\n\n',
      'id: 1.aa\nevent: change\ndata: {"a":1}\n\n',
      ': heartbeat\n\n',
      'event: reset\ndata: x\n\n',
    ]);
    expect(retries).toEqual([2500]);
    expect(events).toEqual([
      { id: '1.aa', event: 'change', data: '{"a":1}' },
      { id: '1.aa', event: 'reset', data: 'x' },
    ]);
  });

  it('accepts events split anywhere, CRLF and CR line ends, and multi-line data', () => {
    const text = 'id: 7.bb\r\nevent: change\r\ndata: one\r\ndata: two\r\n\r\ndata:three\r\r\n';
    const { events } = parse(text.split(''));
    expect(events).toEqual([
      { id: '7.bb', event: 'change', data: 'one\ntwo' },
      { id: '7.bb', event: 'message', data: 'three' },
    ]);
  });

  it('ignores a bad retry and an id holding NUL; an event without data is not dispatched', () => {
    const { events, retries } = parse(['retry: soon\nid: a\0b\nevent: change\n\n', 'data: y\n\n']);
    expect(retries).toEqual([]);
    expect(events).toEqual([{ id: undefined, event: 'message', data: 'y' }]);
  });
});

describe('Backoff (full jitter, reset only after a healthy connection)', () => {
  it('grows the ceiling while connections die young, and starts over after one lived 60 s', () => {
    const backoff = new Backoff(1000, 60_000, 60_000);
    expect([0, 0, 0, 0].map(() => backoff.next(100, 0.999_999))).toEqual([999, 1999, 3999, 7999]);
    // A 200 that is cut at once does not reset it.
    expect(backoff.next(59_999, 0.5)).toBe(8000);
    expect(backoff.next(60_000, 0.5)).toBe(500);
    expect(backoff.next(0, 0)).toBe(0);
    for (let i = 0; i < 40; i++) backoff.next(0, 0.5);
    expect(backoff.next(0, 0.999_999)).toBe(59_999);
  });
});
