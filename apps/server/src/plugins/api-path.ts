/**
 * True when a request URL addresses the API (or the protected uploads), however it is spelled:
 * any letter case (`/API/...`), repeated slashes (`//api/...`) and percent-encoded letters
 * (`/%61pi/...`) included. Such paths never fall back to the web app: unknown ones answer 404
 * JSON, and their answers are not cached.
 */
export function isApiPath(url: string): boolean {
  let path = url.split(/[?#]/, 1)[0] ?? '';
  try {
    path = decodeURIComponent(path);
  } catch {
    // A malformed escape stays as it is; Fastify answers it with 400 before any handler.
  }
  path = path.replace(/[\\/]+/g, '/').toLowerCase();
  return path === '/api' || path.startsWith('/api/') || path === '/uploads' || path.startsWith('/uploads/');
}
