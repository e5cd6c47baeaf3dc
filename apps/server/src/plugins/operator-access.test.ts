import { messages } from '@tenderdesk/domain/messages';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createOperatorGuard, sameSecret } from './operator-access';

/*
 * The operators' guard (decision 056) as a pure function: every combination of METRICS_TOKEN and
 * METRICS_ALLOW, addresses of both families, and the secret comparison. The route itself, behind the
 * auth plugin, is proven in metrics.test.ts and route-guards.test.ts.
 */

const TOKEN = 'token-of-the-operators-0123';
const request = (ip: string, authorization?: string) =>
  ({ ip, headers: authorization ? { authorization } : {} }) as unknown as FastifyRequest;
const status = (refusal: ReturnType<ReturnType<typeof createOperatorGuard>>) => refusal?.statusCode ?? 200;

describe('the operator guard', () => {
  it('is off (404) with neither a token nor an allow-list, whatever the caller sends', () => {
    const guard = createOperatorGuard({ token: undefined, allow: [] });
    expect(status(guard(request('127.0.0.1')))).toBe(404);
    expect(status(guard(request('127.0.0.1', `Bearer ${TOKEN}`)))).toBe(404);
  });

  it('with a token: 200 for it, 401 without it or for another', () => {
    const guard = createOperatorGuard({ token: TOKEN, allow: [] });
    expect(status(guard(request('203.0.113.1', `Bearer ${TOKEN}`)))).toBe(200);
    expect(status(guard(request('203.0.113.1', `bearer   ${TOKEN}`)))).toBe(200);
    expect(guard(request('203.0.113.1'))?.message).toBe(messages.auth.missingToken);
    expect(guard(request('203.0.113.1', `Bearer ${TOKEN} extra`))?.statusCode).toBe(401);
    expect(guard(request('203.0.113.1', 'Bearer x'))?.message).toBe(messages.auth.invalidToken);
  });

  it('with an allow-list only: 200 for its addresses and ranges, 403 for the others', () => {
    const guard = createOperatorGuard({
      token: undefined,
      allow: ['127.0.0.1', '10.1.0.0/16', 'fd00::/8', '::1'],
    });
    for (const ip of ['127.0.0.1', '::ffff:127.0.0.1', '10.1.200.3', 'fd00::42', '::1']) {
      expect(status(guard(request(ip))), ip).toBe(200);
    }
    for (const ip of ['127.0.0.2', '10.2.0.1', 'fe80::1', '', 'not-an-address']) {
      expect(status(guard(request(ip))), ip).toBe(403);
    }
    // The token of nobody opens nothing.
    expect(status(guard(request('10.2.0.1', `Bearer ${TOKEN}`)))).toBe(403);
  });

  it('with both: the allowed addresses without a token, the others with it', () => {
    const guard = createOperatorGuard({ token: TOKEN, allow: ['10.1.0.0/16'] });
    expect(status(guard(request('10.1.0.9')))).toBe(200);
    expect(status(guard(request('10.2.0.9')))).toBe(401);
    expect(status(guard(request('10.2.0.9', `Bearer ${TOKEN}`)))).toBe(200);
  });

  it('compares secrets of any length without throwing', () => {
    expect(sameSecret(TOKEN, TOKEN)).toBe(true);
    expect(sameSecret(`${TOKEN}x`, TOKEN)).toBe(false);
    expect(sameSecret('', TOKEN)).toBe(false);
  });
});
