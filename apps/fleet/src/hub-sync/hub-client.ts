import type { CallOptions, HubPaths, HubSchemas, OperationOf, PathsWith, SuccessBody } from '#lib/api-types';

/** A template as the hub's catalog answers it (apps/hub/openapi.json), stored as such in the mirror. */
export type HubTemplate = HubSchemas['CatalogTemplateDto'];
/** The answer of `GET catalog/templates/updates` and one of its `removed` entries. */
export type HubUpdates = HubSchemas['UpdatesResponseDto'];
export type HubRemoved = HubSchemas['RemovedTemplateDto'];
/** A page of `GET catalog/templates/{slug}/versions`, one of its entries, and one revision's object. */
export type HubVersionList = HubSchemas['TemplateVersionListResponseDto'];
export type HubVersion = HubSchemas['TemplateVersionDto'];
export type HubRevision = HubSchemas['TemplateRevisionDto'];

const TIMEOUT_MS = 15_000;

/** A failed call to the hub; `retryable` when trying again later may succeed (network, 5xx, 429). */
export class HubError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly status?: number,
  ) {
    super(message);
  }
}

type GetPath = PathsWith<HubPaths, 'get'>;
type GetOptions<P extends GetPath> = Omit<CallOptions<OperationOf<HubPaths, P, 'get'>>, 'signal' | 'body'> & {
  /** The ETag of the last answer: the hub answers 304 when nothing changed. */
  etag?: string | null;
};

export type HubAnswer<B> = { status: 'not_modified' } | { status: 'ok'; body: B; etag: string | null };

/** The body of `response`, refused (HubError) past `maxBytes`: reading stops there and the stream is cancelled. */
export async function readCapped(response: Response, maxBytes: number): Promise<Buffer> {
  const tooLarge = () => new HubError(`the hub sent more than ${maxBytes} bytes; the answer was refused`, false);
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel();
    throw tooLarge();
  }
  if (!response.body) return Buffer.alloc(0);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      length += value.byteLength;
      if (length > maxBytes) {
        await reader.cancel();
        throw tooLarge();
      }
      chunks.push(value);
    }
  } catch (error) {
    if (error instanceof HubError) throw error;
    throw new HubError(`the hub's answer could not be read (${(error as Error).message})`, true);
  }
  return Buffer.concat(chunks);
}

/**
 * One path parameter as one path segment: percent-encoded (so `/`, `?`, `#` and `%` stay inside it: `%2e%2e` goes
 * as `%252e%252e`), and never empty, `.` or `..`, which a URL parser would take for a dot segment and remove with
 * the segment before it (the request would reach another route of the hub). Callers validate first (slugs: 400);
 * this is the last line.
 */
export function pathSegment(value: string): string {
  const encoded = encodeURIComponent(value);
  if (encoded === '' || encoded === '.' || encoded === '..') {
    throw new HubError(`"${value}" cannot be a path segment of a hub URL`, false, 400);
  }
  return encoded;
}

/**
 * The hub's REST API as this fleet instance (its instance key), typed by the hub's OpenAPI document: a path,
 * parameter or field the document does not have fails the type check. Every call has a deadline; the
 * hub's refusals and failures become HubError with only our own fixed text (never the hub's body).
 */
export class HubClient {
  constructor(
    private readonly hubUrl: string,
    private readonly instanceKey: string,
    private readonly timeoutMs = TIMEOUT_MS,
  ) {}

  /** A GET that may be answered 304 (when `etag` is given): any other answer but a 2xx is a HubError. */
  async get<P extends GetPath>(
    path: P,
    options: GetOptions<P>,
  ): Promise<HubAnswer<SuccessBody<OperationOf<HubPaths, P, 'get'>>>> {
    const response = await this.send(path, options);
    if (response.status === 304) {
      await response.body?.cancel();
      return { status: 'not_modified' };
    }
    return {
      status: 'ok',
      body: (await this.read(response)) as SuccessBody<OperationOf<HubPaths, P, 'get'>>,
      etag: response.headers.get('etag'),
    };
  }

  /** A GET of something the hub may not have (or not show us): null when it answers 404. */
  async find<P extends GetPath>(
    path: P,
    options: Omit<GetOptions<P>, 'etag'>,
  ): Promise<SuccessBody<OperationOf<HubPaths, P, 'get'>> | null> {
    const response = await this.send(path, options as GetOptions<P>);
    if (response.status === 404) {
      await response.body?.cancel();
      return null;
    }
    return (await this.read(response)) as SuccessBody<OperationOf<HubPaths, P, 'get'>>;
  }

  /**
   * A GET of a path the typed document may not have yet (the trust routes), read with a size cap: an answer
   * larger than `maxBytes` is refused after at most that many bytes (its Content-Length, or the bytes as they
   * come), never buffered whole. 2xx and 404 are answered; any other status is a HubError.
   */
  async capped(path: string, maxBytes: number): Promise<{ status: number; body: Buffer }> {
    let response: Response;
    try {
      response = await fetch(`${this.hubUrl}${path}`, {
        headers: { authorization: `Bearer ${this.instanceKey}`, accept: 'application/json' },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      throw new HubError(`the hub could not be reached (${(error as Error).message})`, true);
    }
    if (!response.ok && response.status !== 404 && response.status !== 409) {
      await response.body?.cancel();
      throw new HubError(`the hub answered ${response.status}`, response.status >= 500 || response.status === 429);
    }
    return { status: response.status, body: await readCapped(response, maxBytes) };
  }

  private async send<P extends GetPath>(path: P, options: GetOptions<P>): Promise<Response> {
    const {
      etag,
      path: params,
      query,
    } = options as GetOptions<P> & {
      path?: Record<string, string>;
      query?: Record<string, string | undefined>;
    };
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) search.set(key, value);
    const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => pathSegment(params?.[name] ?? ''));
    const url = `${this.hubUrl}${filled}${search.size ? `?${search.toString()}` : ''}`;
    try {
      return await fetch(url, {
        headers: {
          authorization: `Bearer ${this.instanceKey}`,
          accept: 'application/json',
          // A first sync is a megabyte of JSON; brotli makes it a thirtieth of that. fetch decodes both.
          'accept-encoding': 'br, gzip',
          ...(etag ? { 'if-none-match': etag } : {}),
        },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      throw new HubError(`the hub could not be reached (${(error as Error).message})`, true);
    }
  }

  /** The JSON body of a 2xx answer; what the document promises, callers still check what they rely on. */
  private async read(response: Response): Promise<unknown> {
    if (!response.ok) {
      await response.body?.cancel();
      const retryable = response.status >= 500 || response.status === 429;
      throw new HubError(`the hub answered ${response.status}`, retryable, response.status);
    }
    try {
      return await response.json();
    } catch {
      throw new HubError('the hub sent a body that is not JSON', true);
    }
  }
}
