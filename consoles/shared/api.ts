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
}

/** Calls the app's own API (same origin) and returns the JSON answer; a refusal throws ApiError. */
export async function request<T>(url: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(url, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, 'network', 'The server could not be reached. Check that it is running.');
  }
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  let body: unknown = undefined;
  try {
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
