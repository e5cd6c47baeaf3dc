import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The meta element that names the portal's time zone to the web app (decision 038). */
export const PORTAL_TIME_ZONE_META = 'portal-time-zone';

const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/**
 * The built index.html with `<meta name="portal-time-zone" content="...">` naming the portal's time
 * zone (PORTAL_TIME_ZONE): the web app shows every day and time in it (apps/web/src/lib/portal-time.ts).
 * A meta element is data, not script, so the Content-Security-Policy is untouched.
 */
export function withPortalTimeZone(html: string, timeZone: string): string {
  const meta = `<meta name="${PORTAL_TIME_ZONE_META}" content="${escapeAttribute(timeZone)}" />`;
  const existing = /<meta\s+name="portal-time-zone"[^>]*>/i;
  if (existing.test(html)) return html.replace(existing, meta);
  return html.includes('</head>') ? html.replace('</head>', `${meta}</head>`) : `${meta}${html}`;
}

type Variant = { encoding: 'br' | 'gzip' | null; body: Buffer };

/** Whether the client accepts `encoding` (named with a weight above 0, or through `*`). */
function accepts(header: string, encoding: string): boolean {
  return header.split(',').some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (name !== encoding && name !== '*') return false;
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    return q === undefined || Number(q) > 0;
  });
}

/**
 * The app page, read and prepared once at start-up: the zone injected, compressed once (brotli and
 * gzip at their best levels, as the build does for its twins), with a strong ETag, so that each load
 * costs no work and a revalidation answers 304.
 */
export function loadIndexPage(file: string, timeZone: string) {
  const html = Buffer.from(withPortalTimeZone(readFileSync(file, 'utf8'), timeZone));
  const variants: Variant[] = [
    {
      encoding: 'br',
      body: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    },
    { encoding: 'gzip', body: gzipSync(html, { level: 9 }) },
  ].filter((variant) => variant.body.length < html.length) as Variant[];
  const plain: Variant = { encoding: null, body: html };
  const etag = `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;

  return (request: FastifyRequest, reply: FastifyReply, cacheControl: string) => {
    reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', cacheControl)
      .header('vary', 'accept-encoding')
      .header('etag', etag);
    const match = request.headers['if-none-match'];
    if (match?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag))
      return reply.status(304).send();
    const acceptEncoding = String(request.headers['accept-encoding'] ?? '');
    const variant =
      variants.find((candidate) => candidate.encoding && accepts(acceptEncoding, candidate.encoding)) ??
      plain;
    if (variant.encoding) reply.header('content-encoding', variant.encoding);
    return reply.send(variant.body);
  };
}
