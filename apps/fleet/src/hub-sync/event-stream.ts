/** One Server-Sent Event (WHATWG): its `id:` (the last one seen, as the spec carries it), type and data. */
export interface ServerEvent {
  id: string | undefined;
  event: string;
  data: string;
}

/**
 * An incremental parser of `text/event-stream` (WHATWG HTML §9.2.6): feed it the decoded text as it arrives; it
 * calls `onEvent` for each dispatched event and `onRetry` for a `retry:` field. Comments (proxy keep-alives) are
 * skipped; the last event id carries over to later events, as in the spec.
 */
export class EventStreamParser {
  private buffer = '';
  private lastId: string | undefined;
  private data: string[] = [];
  private type = '';

  constructor(
    private readonly onEvent: (event: ServerEvent) => void,
    private readonly onRetry: (ms: number) => void = () => undefined,
  ) {}

  /** Bytes held without a line end: a peer that never sends one is cut off by the caller past this. */
  get pending(): number {
    return this.buffer.length;
  }

  feed(text: string): void {
    this.buffer += text;
    let start = 0;
    for (;;) {
      const lf = this.buffer.indexOf('\n', start);
      const cr = this.buffer.indexOf('\r', start);
      let end = lf < 0 ? cr : cr < 0 ? lf : Math.min(lf, cr);
      if (end < 0) break;
      // A CR at the very end may be the first half of a CRLF: wait for the next chunk.
      if (end === cr && cr === this.buffer.length - 1) break;
      const line = this.buffer.slice(start, end);
      if (this.buffer[end] === '\r' && this.buffer[end + 1] === '\n') end += 1;
      start = end + 1;
      this.line(line);
    }
    this.buffer = this.buffer.slice(start);
  }

  private line(line: string): void {
    if (line === '') {
      if (this.data.length)
        this.onEvent({ id: this.lastId, event: this.type || 'message', data: this.data.join('\n') });
      this.data = [];
      this.type = '';
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    let value = colon < 0 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    switch (field) {
      case 'data':
        this.data.push(value);
        break;
      case 'event':
        this.type = value;
        break;
      case 'id':
        if (!value.includes('\0')) this.lastId = value;
        break;
      case 'retry':
        if (/^\d+$/.test(value)) this.onRetry(Number(value));
        break;
    }
  }
}

/**
 * Full-jitter exponential backoff (AWS's "Exponential Backoff And Jitter"): a delay drawn uniformly from
 * [0, min(cap, base × 2^attempt)]. The attempt count starts over only after a connection lived `healthyMs`
 * (LaunchDarkly's rule: a reset on any answer made clients that were cut at once hammer the server).
 */
export class Backoff {
  private attempt = 0;

  constructor(
    private readonly baseMs = 1_000,
    // 30 s, not 60: a crowd whose hub was down for 16 s had drawn windows of up to 32 s by then, and one more
    // doubling left some fleets idle a minute after the hub was back (LaunchDarkly's SDKs cap at 30 s too).
    private readonly capMs = 30_000,
    readonly healthyMs = 60_000,
  ) {}

  /** Call when a connection ends, with how long it lived; returns the delay before the next one. */
  next(livedMs: number, random = Math.random()): number {
    if (livedMs >= this.healthyMs) this.attempt = 0;
    const ceiling = Math.min(this.capMs, this.baseMs * 2 ** Math.min(this.attempt, 30));
    this.attempt += 1;
    return Math.floor(random * ceiling);
  }

  get attempts(): number {
    return this.attempt;
  }
}
