import type { CallArgs, HttpMethod, OperationOf, PathsWith, SuccessBody } from '#lib/api-types';

/** One field's refusal in a validation problem (`errors[]`, CONTRACT §3). */
export interface FieldProblem {
  field: string;
  message: string;
}

/** A refusal of the API: the problem+json body's `detail` is what the user reads (CONTRACT §3). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
    detail: string,
    /** The problem's `errors[]`: shown next to the fields they name. */
    readonly errors: FieldProblem[] = [],
  ) {
    super(detail);
  }
}

export interface RequestOptions {
  method?: string;
  body?: unknown;
  token?: string | null;
  signal?: AbortSignal;
  /** Sends `body` (a string) as it is, with this Content-Type (e.g. a YAML document), instead of as JSON. */
  contentType?: string;
  /** More request headers (e.g. `If-Match`). */
  headers?: Record<string, string>;
  /** `text`: the answer's body as it came (an NDJSON export), not parsed as JSON. Default `json`. */
  responseType?: 'json' | 'text';
}

/** Calls the app's own API (same origin) and returns the JSON answer; a refusal throws ApiError. */
export async function request<T>(url: string, options: RequestOptions = {}): Promise<T> {
  const asText = options.responseType === 'text';
  const headers: Record<string, string> = { ...options.headers, accept: asText ? '*/*' : 'application/json' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = options.contentType ?? 'application/json';
  const raw = options.contentType !== undefined && typeof options.body === 'string';
  let response: Response;
  try {
    response = await fetch(url, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : raw ? (options.body as string) : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, 'network', 'The server could not be reached. Check that it is running.');
  }
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  if (asText && response.ok) return text as T;
  let body: unknown = undefined;
  try {
    // The data as stored: bidirectional controls are neutralised where they are shown (bidi.ts), not here.
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  if (!response.ok) {
    const problem = (body ?? {}) as { detail?: string; title?: string; code?: string; errors?: unknown };
    const errors = Array.isArray(problem.errors)
      ? problem.errors.filter((e): e is FieldProblem => typeof e?.field === 'string' && typeof e?.message === 'string')
      : [];
    throw new ApiError(
      response.status,
      problem.code,
      problem.detail ?? problem.title ?? `The server answered ${response.status}.`,
      errors,
    );
  }
  return body as T;
}

export const errorText = (error: unknown): string => (error instanceof Error ? error.message : 'Something went wrong.');

/** Sends one call (the app's own authentication and retries around `request`). */
export type Send = <T>(url: string, options: Omit<RequestOptions, 'token'>) => Promise<T>;

type Call<Paths, M extends HttpMethod> = <P extends PathsWith<Paths, M>>(
  path: P,
  ...args: CallArgs<OperationOf<Paths, P, M>>
) => Promise<SuccessBody<OperationOf<Paths, P, M>>>;

/** A client typed by an OpenAPI document's generated `paths`: a renamed field or path fails the type check. */
export interface TypedClient<Paths> {
  get: Call<Paths, 'get'>;
  post: Call<Paths, 'post'>;
  put: Call<Paths, 'put'>;
  delete: Call<Paths, 'delete'>;
}

interface AnyOptions {
  body?: unknown;
  query?: Record<string, unknown>;
  path?: Record<string, unknown>;
  signal?: AbortSignal;
}

/** `/users/{id}` with `path` filled in (encoded) and `query` appended; an empty query value is left out. */
export function operationUrl(template: string, options: AnyOptions = {}): string {
  const url = template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(options.path?.[name])));
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  const text = search.toString();
  return text ? `${url}?${text}` : url;
}

export function typedClient<Paths>(send: Send): TypedClient<Paths> {
  const call =
    (method: string) =>
    (path: string, options: AnyOptions = {}): Promise<unknown> =>
      send(operationUrl(path, options), { method, body: options.body, signal: options.signal });
  return {
    get: call('GET') as Call<Paths, 'get'>,
    post: call('POST') as Call<Paths, 'post'>,
    put: call('PUT') as Call<Paths, 'put'>,
    delete: call('DELETE') as Call<Paths, 'delete'>,
  };
}
