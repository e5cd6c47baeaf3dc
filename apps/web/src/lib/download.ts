import { ApiError, authHeaders, failureOf } from './api';
import { adoptRenewedToken, getSession } from './session';

/**
 * Downloads a protected file with the bearer token (decision 007) and saves it under the server's
 * file name (`Content-Disposition`), or `fallbackName`: a purchase order's PDF, a list's export. Apart from `api.ts`
 * so that only the screens that download carry it.
 */
export async function downloadProtectedFile(path: string, fallbackName: string): Promise<void> {
  const sentToken = getSession()?.token;
  let response: Response;
  try {
    response = await fetch(path, { headers: authHeaders({}) });
  } catch {
    throw new ApiError(0, '');
  }
  adoptRenewedToken(sentToken, response);
  if (!response.ok) throw failureOf(response.status, await response.json().catch(() => null), {});
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
