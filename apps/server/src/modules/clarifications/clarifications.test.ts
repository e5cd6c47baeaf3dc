import { randomUUID } from 'node:crypto';
import { clarificationText } from '@tenderdesk/domain/clarification-messages';
import { messages } from '@tenderdesk/domain/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenders } from '../../db/schema/tenders';
import { insertCategoryPair } from '../../test/accounts';
import { createTestApp, type TestCaller, type TestContext } from '../../test/app';
import { createTenderRow, daysFrom, insertInterests } from '../../test/tenders';

/*
 * Clarifications (issue 13, decision 028): asking (POST /api/suppliers/{tenderId}/supplier/
 * {supplierId}/questions), reading (GET /api/tenders/{tenderId}/questions) and answering
 * (PUT /api/tenders/{tenderId}/questions/{questionId}/answer), for every kind of caller.
 */

let ctx: TestContext;
let electrical: { categoryId: string; subCategoryId: string };
let asker: TestCaller;
let approved: TestCaller;
let rejected: TestCaller;
let stranger: TestCaller;
let otherCategory: TestCaller;
let admin: TestCaller;
let tenderManager: TestCaller;
let noPermissions: TestCaller;

beforeAll(async () => {
  ctx = await createTestApp();
  electrical = await insertCategoryPair(ctx.database, 'Electrical', 'Cables');
  const civil = await insertCategoryPair(ctx.database, 'Civil', 'Cement');
  asker = await ctx.as.supplier({ ...electrical, companyName: 'Asking Co' });
  approved = await ctx.as.supplier({ ...electrical, companyName: 'Approved Co' });
  rejected = await ctx.as.supplier({ ...electrical, companyName: 'Rejected Co' });
  stranger = await ctx.as.supplier({ ...electrical, companyName: 'Stranger Co' });
  otherCategory = await ctx.as.supplier({ ...civil, companyName: 'Civil Co' });
  admin = await ctx.as.admin();
  tenderManager = await ctx.as.subAdmin(['manageTenders']);
  noPermissions = await ctx.as.subAdmin(['manageSuppliers', 'masterTables', 'reports']);
});
afterAll(() => ctx.close());

/** A tender with the asker's Pending interest, an Approved and a Rejected supplier. */
async function tenderWithInterests(input: Partial<Parameters<typeof createTenderRow>[1]> = {}) {
  const tender = await createTenderRow(ctx.db, { categoryId: electrical.categoryId, ...input });
  await insertInterests(ctx.db, tender, { pending: [asker], approved: [approved], rejected: [rejected] });
  return tender;
}

const askUrl = (tenderId: string, supplierId: string) =>
  `/api/suppliers/${tenderId}/supplier/${supplierId}/questions`;
const listUrl = (tenderId: string) => `/api/tenders/${tenderId}/questions`;
const answerUrl = (tenderId: string, questionId: string) =>
  `/api/tenders/${tenderId}/questions/${questionId}/answer`;

const ask = (tenderId: string, who: TestCaller, question: unknown = 'Is copper cable acceptable?') =>
  ctx.call('POST', askUrl(tenderId, who.id), { question }, who.headers);

describe('asking', () => {
  it('a supplier with a Pending or Approved interest asks: 201, audited', async () => {
    const tender = await tenderWithInterests();
    const response = await ask(tender, asker, '  Can we quote an equivalent make?  ');
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.message).toBe(clarificationText.asked);
    expect(body.data).toMatchObject({
      tenderId: tender,
      question: 'Can we quote an equivalent make?',
      answer: null,
      askedByYou: true,
      askedBy: 'Asking Co',
    });
    expect(await ctx.auditFor(body.data._id, 'question.ask')).toHaveLength(1);
    expect((await ask(tender, approved)).statusCode).toBe(201);
  });

  it('refuses anonymous 401, another supplier 403, an admin 403', async () => {
    const tender = await tenderWithInterests();
    expect((await ctx.call('POST', askUrl(tender, asker.id), { question: 'x' })).statusCode).toBe(401);
    expect(
      (await ctx.call('POST', askUrl(tender, asker.id), { question: 'x' }, approved.headers)).statusCode,
    ).toBe(403);
    expect(
      (await ctx.call('POST', askUrl(tender, asker.id), { question: 'x' }, admin.headers)).statusCode,
    ).toBe(403);
  });

  it('refuses a supplier without interest, a rejected one and another category: 403', async () => {
    const tender = await tenderWithInterests();
    for (const who of [stranger, rejected, otherCategory]) {
      const response = await ask(tender, who);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(clarificationText.noInterest);
    }
  });

  it('refuses an empty or too long question (400 naming the field), before anything else', async () => {
    const tender = await tenderWithInterests();
    for (const question of ['', '   ', undefined, 42]) {
      const response = await ctx.call('POST', askUrl(tender, asker.id), { question }, asker.headers);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        field: 'question',
        message: clarificationText.required('Question'),
      });
    }
    const long = await ask(tender, asker, 'x'.repeat(2001));
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({
      field: 'question',
      message: clarificationText.tooLong('Question', 2000),
    });
    expect((await ask(tender, asker, 'x'.repeat(2000))).statusCode).toBe(201);
    const noBody = await ctx.call('POST', askUrl(tender, asker.id), undefined, asker.headers);
    expect(noBody.statusCode).toBe(400);
  });

  it('answers 404 for an unknown, malformed or draft tender (never 500)', async () => {
    const draft = await createTenderRow(ctx.db, { categoryId: electrical.categoryId, status: 'Draft' });
    for (const id of [randomUUID(), 'not-a-uuid', draft]) {
      const response = await ask(id, asker);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(messages.tender.notFound);
    }
  });

  it('refuses once questions have closed: 409 with the closing time', async () => {
    const tender = await tenderWithInterests();
    await ctx.db
      .update(tenders)
      .set({ questionsCloseAt: new Date(Date.now() - 60_000) })
      .where(eq(tenders.id, tender));
    const response = await ask(tender, asker);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/^Questions for this tender closed on .+\.$/);
    // By default they close at the start of the closing date: a tender closing today is closed to questions.
    const today = await tenderWithInterests({ closingDate: daysFrom(0) });
    expect((await ask(today, asker)).statusCode).toBe(409);
    const tomorrow = await tenderWithInterests({ closingDate: daysFrom(1) });
    expect((await ask(tomorrow, asker)).statusCode).toBe(201);
  });
});

describe('reading and answering', () => {
  it('hides the asker from other suppliers, shows answered questions only (and their own)', async () => {
    const tender = await tenderWithInterests();
    const first = (await ask(tender, asker, 'First?')).json().data;
    const second = (await ask(tender, approved, 'Second?')).json().data;
    const answer = await ctx.call(
      'PUT',
      answerUrl(tender, first._id),
      { answer: 'Yes.' },
      tenderManager.headers,
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      message: clarificationText.answered,
      data: { answer: 'Yes.', askedBy: 'Asking Co' },
    });

    const seenByApproved = (await ctx.call('GET', listUrl(tender), undefined, approved.headers)).json();
    expect(seenByApproved.questionsOpen).toBe(true);
    expect(seenByApproved.data.map((q: { question: string }) => q.question)).toEqual(['Second?', 'First?']);
    const answered = seenByApproved.data.find((q: { _id: string }) => q._id === first._id);
    expect(answered).toMatchObject({ answer: 'Yes.', askedBy: null, askedByYou: false, answeredBy: null });
    expect(JSON.stringify(seenByApproved)).not.toContain('Asking Co');
    expect(seenByApproved.data.find((q: { _id: string }) => q._id === second._id).askedByYou).toBe(true);

    const seenByAsker = (await ctx.call('GET', listUrl(tender), undefined, asker.headers)).json();
    expect(seenByAsker.data).toHaveLength(1);
    expect(seenByAsker.data[0]).toMatchObject({ _id: first._id, askedByYou: true });

    const seenByAdmin = (await ctx.call('GET', listUrl(tender), undefined, admin.headers)).json();
    expect(seenByAdmin.data.map((q: { _id: string }) => q._id)).toEqual([second._id, first._id]);
    expect(seenByAdmin.data[1]).toMatchObject({
      askedBy: 'Asking Co',
      askedByYou: false,
      answeredBy: expect.any(String),
    });
    expect(seenByAdmin.data[0]).toMatchObject({ askedBy: 'Approved Co', answer: null });
  });

  it('an answer can be edited; each change is audited', async () => {
    const tender = await tenderWithInterests();
    const question = (await ask(tender, asker)).json().data;
    await ctx.call('PUT', answerUrl(tender, question._id), { answer: 'No.' }, admin.headers);
    const edited = await ctx.call(
      'PUT',
      answerUrl(tender, question._id),
      { answer: 'Yes, with a datasheet.' },
      admin.headers,
    );
    expect(edited.json().data.answer).toBe('Yes, with a datasheet.');
    const events = await ctx.auditFor(question._id, 'question.answer');
    expect(events).toHaveLength(2);
    expect(events.map((event) => event.changes)).toContainEqual({
      tenderId: tender,
      answer: { from: 'No.', to: 'Yes, with a datasheet.' },
    });
  });

  it('answer: 401 anonymous, 403 supplier and sub-admin without manageTenders, 400 empty, 404 unknown', async () => {
    const tender = await tenderWithInterests();
    const question = (await ask(tender, asker)).json().data;
    const url = answerUrl(tender, question._id);
    expect((await ctx.call('PUT', url, { answer: 'x' })).statusCode).toBe(401);
    expect((await ctx.call('PUT', url, { answer: 'x' }, asker.headers)).statusCode).toBe(403);
    expect((await ctx.call('PUT', url, { answer: 'x' }, noPermissions.headers)).statusCode).toBe(403);
    const empty = await ctx.call('PUT', url, { answer: ' ' }, admin.headers);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().field).toBe('answer');
    const long = await ctx.call('PUT', url, { answer: 'y'.repeat(2001) }, admin.headers);
    expect(long.json()).toMatchObject({
      field: 'answer',
      message: clarificationText.tooLong('Answer', 2000),
    });
    const other = await tenderWithInterests();
    for (const target of [
      answerUrl(tender, randomUUID()),
      answerUrl(tender, 'nope'),
      answerUrl('nope', question._id),
      answerUrl(other, question._id),
    ]) {
      const response = await ctx.call('PUT', target, { answer: 'x' }, admin.headers);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(clarificationText.notFound);
    }
  });

  it('list: 401 anonymous, 403 without interest / rejected / sub-admin without manageTenders, 404 unknown', async () => {
    const tender = await tenderWithInterests();
    expect((await ctx.call('GET', listUrl(tender))).statusCode).toBe(401);
    for (const who of [stranger, rejected, otherCategory, noPermissions]) {
      expect((await ctx.call('GET', listUrl(tender), undefined, who.headers)).statusCode).toBe(403);
    }
    for (const id of [randomUUID(), 'x']) {
      expect((await ctx.call('GET', listUrl(id), undefined, admin.headers)).statusCode).toBe(404);
      expect((await ctx.call('GET', listUrl(id), undefined, asker.headers)).statusCode).toBe(404);
    }
    const closed = await ctx.call('GET', listUrl(tender), undefined, tenderManager.headers);
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({ data: [], questionsOpen: true });
  });

  it('reports when questions close: the buyer’s time, or the start of the closing date', async () => {
    const tender = await tenderWithInterests({ closingDate: '2031-03-10' });
    const list = (await ctx.call('GET', listUrl(tender), undefined, admin.headers)).json();
    // Asia/Kolkata (UTC+5:30): 2031-03-10 00:00 is 2031-03-09 18:30 UTC.
    expect(list.questionsCloseAt).toBe('2031-03-09T18:30:00.000Z');
    await ctx.db
      .update(tenders)
      .set({ questionsCloseAt: new Date(Date.now() - 1000) })
      .where(eq(tenders.id, tender));
    expect((await ctx.call('GET', listUrl(tender), undefined, asker.headers)).json().questionsOpen).toBe(
      false,
    );
  });
});
