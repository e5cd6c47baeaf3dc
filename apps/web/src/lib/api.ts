import { loginMessages } from '@tenderdesk/domain/login-messages';
import { currentLocale } from './i18n';
import { adoptRenewedToken, clearSession, getSession } from './session';

/** An error answered by the server ({message, field?}) or a network failure (status 0). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  json?: unknown;
  body?: FormData;
  signal?: AbortSignal;
  /** Do not treat 401 as an expired session (the login call itself). */
  anonymous?: boolean;
};

/**
 * Where to go when the server says the session is no longer valid: the login page, told which screen
 * to return to after signing in again (`from`, read by features/auth/return-path.ts).
 */
function onSessionExpired() {
  clearSession();
  const { pathname, search, hash } = window.location;
  if (pathname === '/') return;
  const from = encodeURIComponent(`${pathname}${search}${hash}`);
  window.location.assign(`/?expired=1&from=${from}`);
}

/**
 * The headers of every call: the language on screen (issue 26: the server answers its messages in
 * it), and the bearer token of the signed-in user unless the call is anonymous.
 */
export function authHeaders(options: Pick<RequestOptions, 'anonymous'>): Record<string, string> {
  const session = getSession();
  const language = { 'accept-language': currentLocale() };
  return session && !options.anonymous ? { ...language, authorization: `Bearer ${session.token}` } : language;
}

type ErrorBody = { message?: unknown; field?: unknown } | null;

/**
 * The ApiError of a failed answer, the same for every call: the server's `{message, field?}`, or an
 * empty message so the caller shows the spec's fallback. A 401 on a signed-in call ends the session.
 */
export function failureOf(
  status: number,
  body: ErrorBody,
  options: Pick<RequestOptions, 'anonymous'>,
): ApiError {
  if (status === 401 && !options.anonymous && getSession()) onSessionExpired();
  const message = typeof body?.message === 'string' ? body.message : '';
  const field = typeof body?.field === 'string' ? body.field : undefined;
  return new ApiError(status, message, field);
}

async function send(path: string, options: RequestOptions): Promise<Response> {
  const headers = authHeaders(options);
  // The token this call is sent with: a renewal the answer carries replaces it (session.ts).
  const sentToken = options.anonymous ? undefined : getSession()?.token;
  let body: BodyInit | undefined;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.body) {
    body = options.body;
  }
  let response: Response;
  try {
    response = await fetch(path, { method: options.method ?? 'GET', headers, body, signal: options.signal });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, loginMessages.networkError);
  }
  adoptRenewedToken(sentToken, response);
  if (!response.ok) throw failureOf(response.status, await response.json().catch(() => null), options);
  return response;
}

/** Calls the API with the bearer token and parses JSON. Throws ApiError on failure. */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(path, options);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/** Downloads a protected file with the bearer token and opens it in a new tab. */
export async function openProtectedFile(path: string): Promise<void> {
  const response = await send(path, {});
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  window.open(url, '_blank', 'noopener');
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** The server's message, or the given fallback (spec section 8: "server message, otherwise ..."). */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message) return error.message;
  return fallback;
}
