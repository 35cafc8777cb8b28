import { ApiError, request, type RequestOptions } from '../../shared/api.js';
import { dropSession, getSession } from './auth.js';

/** The hub's public REST API, with the signed-in user's token when there is one. */
export async function api<T>(path: string, options: Omit<RequestOptions, 'token'> = {}): Promise<T> {
  const token = getSession()?.accessToken ?? null;
  try {
    return await request<T>(`/api/v1${path}`, { ...options, token });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401 || !token) throw error;
    // Once more after a moment: right after the hub starts, requests that arrive while it fetches the
    // provider's keys for the first time are refused (the report of this branch describes the race).
    await new Promise((resolve) => setTimeout(resolve, 400));
    try {
      return await request<T>(`/api/v1${path}`, { ...options, token });
    } catch (again) {
      // An expired or revoked sign-in: forget it, so the console shows "Sign in" again.
      if (again instanceof ApiError && again.status === 401 && getSession()?.accessToken === token) dropSession();
      throw again;
    }
  }
}

export const query = (params: Record<string, string | number | boolean | null | undefined>): string => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '' && value !== false) search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
};
