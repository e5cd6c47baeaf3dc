import { createHash, timingSafeEqual } from 'node:crypto';
import { BlockList, isIPv4 } from 'node:net';
import { messages } from '@tenderdesk/domain/messages';
import type { FastifyRequest } from 'fastify';
import type { MetricsConfig } from '../config';
import { type AppError, forbidden, notFound, unauthenticated } from '../core/errors';

/**
 * Who may call an operator's route (`access.operator`: /metrics), decision 056. Not an account: a
 * scraper holding METRICS_TOKEN (`Authorization: Bearer <token>`, compared in constant time), or a
 * client whose address is in METRICS_ALLOW. The address is `request.ip`: the socket's peer, or the
 * client a trusted proxy names (TRUST_PROXY, decision 019), so a public request relayed by a proxy
 * on 127.0.0.1 is not mistaken for a local one. With neither set the route is off: 404.
 */
export type OperatorGuard = (request: FastifyRequest) => AppError | null;

/** The allow-list as a BlockList (addresses and CIDRs, IPv4 and IPv6). */
function allowList(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const type = isIPv4(address) ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return list;
}

/** `::ffff:10.0.0.1` (an IPv4 client on a dual-stack socket) is 10.0.0.1. */
function plainAddress(address: string): { address: string; type: 'ipv4' | 'ipv6' } {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  const plain = mapped?.[1] ?? address;
  return { address: plain, type: isIPv4(plain) ? 'ipv4' : 'ipv6' };
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Equal strings, in a time that does not depend on where they differ (both are hashed first). */
export function sameSecret(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}

export function createOperatorGuard(config: MetricsConfig): OperatorGuard {
  const allowed = config.allow.length > 0 ? allowList(config.allow) : null;
  const { token } = config;
  return (request) => {
    if (!token && !allowed) return notFound();
    if (allowed) {
      const { address, type } = plainAddress(request.ip ?? '');
      try {
        if (allowed.check(address, type)) return null;
      } catch {
        // not an address (no socket peer): not on the list
      }
    }
    if (!token) return forbidden();
    const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
    if (!match?.[1]) return unauthenticated(messages.auth.missingToken);
    return sameSecret(match[1], token) ? null : unauthenticated(messages.auth.invalidToken);
  };
}
