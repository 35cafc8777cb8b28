import http from 'node:http';

export interface StreamEvent {
  id: string | undefined;
  event: string;
  data: string;
}

/**
 * A Server-Sent Events client over node:http for tests: parses the WHATWG framing (id, event, data, retry,
 * comments) as the bytes arrive, and keeps everything it read.
 */
export class EventStreamClient {
  readonly events: StreamEvent[] = [];
  comments = 0;
  retry: number | undefined;
  closed = false;
  private buffer = '';
  private waiters: (() => void)[] = [];

  private constructor(
    readonly status: number,
    readonly headers: http.IncomingHttpHeaders,
    readonly body: string,
    private readonly request: http.ClientRequest,
  ) {}

  /** Opens `url` with `headers`; resolves at the response's headers (an error answer's body read in full). */
  static open(url: string, headers: Record<string, string> = {}): Promise<EventStreamClient> {
    return new Promise((resolve, reject) => {
      const request = http.get(url, { headers: { Accept: 'text/event-stream', ...headers } }, (res) => {
        res.setEncoding('utf8');
        if (res.statusCode !== 200) {
          let body = '';
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () => resolve(new EventStreamClient(res.statusCode!, res.headers, body, request)));
          return;
        }
        const client = new EventStreamClient(200, res.headers, '', request);
        res.on('data', (chunk: string) => client.feed(chunk));
        res.on('close', () => {
          client.closed = true;
          client.notify();
        });
        resolve(client);
      });
      request.on('error', reject);
    });
  }

  private feed(chunk: string): void {
    this.buffer += chunk;
    let end: number;
    while ((end = this.buffer.search(/\r?\n\r?\n/)) >= 0) {
      const block = this.buffer.slice(0, end);
      this.buffer = this.buffer.slice(end).replace(/^\r?\n\r?\n/, '');
      let id: string | undefined;
      let event = 'message';
      const data: string[] = [];
      let hasData = false;
      for (const line of block.split(/\r?\n/)) {
        if (line.startsWith(':')) {
          this.comments += 1;
          continue;
        }
        const colon = line.indexOf(':');
        const field = colon < 0 ? line : line.slice(0, colon);
        const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'id') id = value;
        else if (field === 'event') event = value;
        else if (field === 'data') {
          data.push(value);
          hasData = true;
        } else if (field === 'retry') this.retry = Number(value);
      }
      if (hasData) this.events.push({ id, event, data: data.join('\n') });
    }
    this.notify();
  }

  private notify(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }

  /** Waits until `test` holds (checked on every chunk), failing after `timeoutMs` with `what`. */
  async until(test: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!test()) {
      if (this.closed) throw new Error(`stream closed while waiting for ${what}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`timed out waiting for ${what}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** The `n`-th event (0-based), waiting for it. */
  async event(n: number, timeoutMs?: number): Promise<StreamEvent> {
    await this.until(() => this.events.length > n, `event #${n}`, timeoutMs);
    return this.events[n];
  }

  close(): void {
    this.request.destroy();
  }
}
