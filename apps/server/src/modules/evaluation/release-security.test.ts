import { evaluationMessages as text } from '@tenderdesk/domain/evaluation-messages';
import { messages } from '@tenderdesk/domain/messages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bidSecurities } from '../../db/schema/evaluation';
import { createTestApp, type TestCaller, type TestContext } from '../../test/app';
import { type NegotiationKit, negotiationKit } from '../../test/negotiation-kit';

/*
 * The release of bid security (issue 21 item 2, slice H3): after the award the buyer records the
 * return of each unsuccessful bidder's EMD, never the winner's, once; every refusal per caller.
 */

let ctx: TestContext;
let n: NegotiationKit;
let reportsOnly: TestCaller;

beforeAll(async () => {
  ctx = await createTestApp();
  n = await negotiationKit(ctx);
  reportsOnly = await ctx.as.subAdmin(['reports']);
});
afterAll(() => ctx.close());

const release = (
  tender: string,
  supplier: TestCaller,
  body: object = { note: 'DD returned by hand' },
  as = n.buyer,
) => ctx.call('POST', `/api/tenders/${tender}/securities/${supplier.id}/emd/release`, body, as.headers);

const securityOf = async (tender: string, supplier: TestCaller) => {
  const [row] = await ctx.db
    .select()
    .from(bidSecurities)
    .where(and(eq(bidSecurities.tenderId, tender), eq(bidSecurities.supplierId, supplier.id)));
  return row;
};

/** A closed tender alpha and beta quoted, each with an EMD (beta's an MSE exemption). */
async function tenderWithEmds() {
  const quoted = await n.quotedTender();
  await n.declareEmd(quoted.tender, n.alpha);
  await n.declareEmd(quoted.tender, n.beta, 'exempt');
  return quoted;
}

const select = (tender: string, quotation: string) =>
  ctx.call('PUT', `/api/tenders/${tender}/quotation/${quotation}/select`, {}, n.buyer.headers);

describe('guards', () => {
  it('401 anonymous; 403 a supplier (its own EMD included) and a sub-admin without manageTenders', async () => {
    const { tender, a } = await tenderWithEmds();
    expect((await select(tender, a.id)).statusCode).toBe(200);
    const url = `/api/tenders/${tender}/securities/${n.beta.id}/emd/release`;
    expect((await ctx.call('POST', url, { note: 'x' })).statusCode).toBe(401);
    for (const caller of [n.beta, n.alpha, reportsOnly]) {
      const refused = await release(tender, n.beta, { note: 'x' }, caller);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: messages.auth.forbidden });
    }
    expect((await securityOf(tender, n.beta))?.releasedAt).toBeNull();
  });
});

describe('releasing an EMD', () => {
  it('refuses before the award (409), without a declared EMD (404), without a note (400)', async () => {
    const { tender, a } = await tenderWithEmds();
    const before = await ctx.auditCount();
    const early = await release(tender, n.beta);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ message: text.releaseNeedsAward });
    expect((await select(tender, a.id)).statusCode).toBe(200);
    const afterAward = await ctx.auditCount();
    expect(afterAward).toBeGreaterThan(before);
    const none = await release(tender, n.gamma);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ message: text.noSecurityDeclared });
    for (const body of [{}, { note: '   ' }, { note: 'x'.repeat(501) }]) {
      const refused = await release(tender, n.beta, body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(text.releaseNoteRequired);
    }
    const unknown = await release('00000000-0000-4000-8000-000000000000', n.beta);
    expect(unknown.statusCode).toBe(404);
    expect(await ctx.auditCount()).toBe(afterAward);
  });

  it("records an unsuccessful bidder's release once (an exempt EMD too), never the winner's", async () => {
    const { tender, a } = await tenderWithEmds();
    expect((await select(tender, a.id)).statusCode).toBe(200);
    const winner = await release(tender, n.alpha);
    expect(winner.statusCode).toBe(409);
    expect(winner.json()).toEqual({ message: text.releaseOfWinner });
    const released = await release(tender, n.beta);
    expect(released.statusCode, released.body).toBe(200);
    expect(released.json()).toEqual({
      message: text.released,
      data: {
        tenderId: tender,
        supplierId: n.beta.id,
        kind: 'emd',
        mode: 'exempt',
        releasedAt: expect.any(String),
        releaseNote: 'DD returned by hand',
        releasedBy: expect.any(String),
      },
    });
    expect(await securityOf(tender, n.beta)).toMatchObject({
      releaseNote: 'DD returned by hand',
      releasedBy: n.buyer.id,
      releasedAt: expect.any(Date),
    });
    const [event] = await ctx.auditFor(tender, 'bid-security.release');
    expect(event?.changes).toEqual({ supplierId: n.beta.id, kind: 'emd', mode: 'exempt' });
    const again = await release(tender, n.beta, { note: 'Twice' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: text.alreadyReleased });
    expect(await ctx.auditCount({ action: 'bid-security.release', entityId: tender })).toBe(1);
  });

  it('treats a supplier holding a line of an award by line as a winner', async () => {
    const { tender, a, b } = await tenderWithEmds();
    const lines = [
      { tenderItemId: a.itemOf['IT-1'], quotationLineId: b.lineOf['IT-1'] },
      { tenderItemId: a.itemOf['IT-2'], quotationLineId: a.lineOf['IT-2'] },
    ];
    const saved = await ctx.call('PUT', `/api/tenders/${tender}/line-awards`, { lines }, n.buyer.headers);
    expect(saved.statusCode, saved.body).toBe(200);
    for (const supplier of [n.alpha, n.beta]) {
      const refused = await release(tender, supplier);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ message: text.releaseOfWinner });
    }
    // Awarded by line to beta only: alpha's paid EMD may now be released (by the admin too).
    const onlyBeta = [
      { tenderItemId: a.itemOf['IT-1'], quotationLineId: b.lineOf['IT-1'] },
      { tenderItemId: a.itemOf['IT-2'], quotationLineId: b.lineOf['IT-2'] },
    ];
    expect(
      (await ctx.call('PUT', `/api/tenders/${tender}/line-awards`, { lines: onlyBeta }, n.buyer.headers))
        .statusCode,
    ).toBe(200);
    const released = await release(tender, n.alpha, { note: 'DD returned' }, n.admin);
    expect(released.statusCode, released.body).toBe(200);
    expect(released.json().data).toMatchObject({ supplierId: n.alpha.id, mode: 'paid' });
  });
});
