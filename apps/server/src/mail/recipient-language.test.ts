import type { NotificationEvent, NotificationRow } from '@tenderdesk/domain/notifications';
import { formatPortalDay } from '@tenderdesk/domain/portal-time';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../db/schema/mail';
import { notifications } from '../db/schema/notifications';
import { organisationSettings } from '../db/schema/organisation';
import { suppliers as suppliersTable } from '../db/schema/suppliers';
import { interests } from '../db/schema/tenders';
import { insertCategoryPair } from '../test/accounts';
import { createTestApp, type Headers, type TestCaller, type TestContext } from '../test/app';
import { postRegistration } from '../test/registration';
import { type ReceivedMail, startTestSmtpServer, type TestSmtpServer } from '../test/smtp';
import { createTenderRow, daysFrom } from '../test/tenders';
import { createPublishedTender } from '../test/tenders-api';
import { createSmtpTransport } from './transport';
import { createMailWorker, type MailWorker } from './worker';

/*
 * Issue 26 item 2: notifications and emails in the recipient's language. One event reaches each
 * recipient in the language stored on the account: Hindi in the bell and in the email (subject,
 * body, the email's frame and `lang`) for a person who chose Hindi, the spec's English exactly as
 * before for one who chose English or never chose. A password reset email is in the account's
 * language, else in the language the request asked for.
 */

const PUBLIC_URL = 'https://portal.example.test';
const FROM = 'TenderDesk <no-reply@tenderdesk.test>';
const ORGANISATION = 'Sahyadri Infra Projects Ltd';
const HINDI: Headers = { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' };

const EN_NOTE =
  'You receive this email because of your account on the portal. You can choose which notifications you receive by email in the portal.';
const EN_FALLBACK = 'If the button does not work, copy this address into your browser:';
const EN_FOOTER = `Sent by TenderDesk for ${ORGANISATION}. Please do not reply to this email.`;
const HI_NOTE =
  'आपको यह ईमेल पोर्टल पर आपके खाते के कारण मिला है। आपको कौन-सी सूचनाएँ ईमेल से मिलें, यह आप पोर्टल में चुन सकते हैं।';
const HI_FALLBACK = 'यदि बटन काम न करे, तो यह पता कॉपी करके अपने ब्राउज़र में खोलें:';
const HI_FOOTER = `${ORGANISATION} के लिए TenderDesk द्वारा भेजा गया। कृपया इस ईमेल का उत्तर न दें।`;

let ctx: TestContext;
let smtp: TestSmtpServer;
let worker: MailWorker;
let electrical: { categoryId: string; subCategoryId: string };
/** Admins: English chosen, Hindi chosen, never chosen. */
let adminEn: TestCaller;
let adminHi: TestCaller;
let adminNone: TestCaller;
/** Active suppliers of Electrical, likewise. */
let supplierEn: TestCaller;
let supplierHi: TestCaller;
let supplierNone: TestCaller;

async function chooseLanguage(caller: TestCaller, language: 'en' | 'hi') {
  const response = await ctx.call('PUT', '/api/account/language', { language }, caller.headers);
  expect(response.statusCode, response.body).toBe(200);
}

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  ctx = await createTestApp({ mail: { smtp: { url: smtp.url, from: FROM }, publicUrl: PUBLIC_URL } });
  worker = createMailWorker({ db: ctx.db, transport: createSmtpTransport(smtp.url, FROM) });
  await ctx.db.insert(organisationSettings).values({ legalName: ORGANISATION, pan: 'AAPFU0939F' });
  electrical = await insertCategoryPair(ctx.database, 'Electrical', 'Cables');
  adminEn = await ctx.as.admin();
  adminHi = await ctx.as.admin();
  adminNone = await ctx.as.admin();
  supplierEn = await ctx.as.supplier({ ...electrical, companyName: 'English Traders' });
  supplierHi = await ctx.as.supplier({ ...electrical, companyName: 'श्री गणेश ट्रेडर्स' });
  supplierNone = await ctx.as.supplier({ ...electrical, companyName: 'Plain Supplies' });
  await chooseLanguage(adminEn, 'en');
  await chooseLanguage(adminHi, 'hi');
  await chooseLanguage(supplierEn, 'en');
  await chooseLanguage(supplierHi, 'hi');
});
afterAll(async () => {
  await worker.stop();
  await ctx.close();
  await smtp.close();
});
afterEach(async () => {
  smtp.received.length = 0;
  await ctx.db.delete(emailOutbox);
  await ctx.db.delete(notifications);
});

/** Runs the worker until the outbox is empty; the messages the SMTP server got. */
async function deliver(): Promise<ReceivedMail[]> {
  while ((await worker.runOnce()) > 0) {}
  await new Promise((resolve) => setTimeout(resolve, 100));
  return [...smtp.received];
}

/**
 * The caller's bell: its notifications of `event`, as GET /api/notifications answers them (asked in
 * no language, as the spec's client asks, unless `headers` name one).
 */
async function bell(caller: TestCaller, event: NotificationEvent, headers: Headers = {}) {
  const response = await ctx.call('GET', '/api/notifications', undefined, { ...caller.headers, ...headers });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data as NotificationRow[])
    .filter((row) => row.event === event)
    .map(({ title, body }) => ({ title, body }));
}

/** What is stored for the caller: its notification rows of `event`, English and the translations. */
async function stored(caller: TestCaller, event: NotificationEvent) {
  return ctx.db
    .select({
      title: notifications.title,
      body: notifications.body,
      translations: notifications.translations,
    })
    .from(notifications)
    .where(and(eq(notifications.recipientId, caller.id), eq(notifications.event, event)));
}

/** The one email the caller got, as the SMTP server received it and as the outbox stored it. */
async function mailTo(received: ReceivedMail[], caller: TestCaller) {
  const mails = received.filter((mail) => mail.envelopeTo.includes(caller.email));
  expect(mails, caller.email).toHaveLength(1);
  const [row] = await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, caller.email));
  if (!mails[0] || !row) throw new Error(`no email to ${caller.email}`);
  return { mail: mails[0], row };
}

function expectEnglishFrame(mail: ReceivedMail) {
  expect(mail.html).toContain('<html lang="en">');
  expect(mail.html).toContain(EN_FALLBACK);
  expect(mail.html).toContain(EN_FOOTER);
}

function expectHindiFrame(mail: ReceivedMail) {
  expect(mail.html).toContain('<html lang="hi">');
  expect(mail.html).toContain(HI_FALLBACK);
  expect(mail.html).toContain(HI_FOOTER);
  expect(mail.text).toContain(`— ${ORGANISATION} के लिए TenderDesk`);
  // No English of the portal's own left in the Hindi email.
  for (const english of [EN_FALLBACK, 'Sent by', 'Please do not reply', EN_NOTE, 'TenderDesk for'])
    expect(`${mail.text}${mail.html}`).not.toContain(english);
}

describe('a notification reaches each recipient in the language of the account', () => {
  it('a published tender: Hindi in the bell and the email of the Hindi supplier, the spec English for the others', async () => {
    const tender = await createPublishedTender(ctx.app, adminEn.headers, electrical.categoryId, {
      fields: { publishingDate: daysFrom(-1), closingDate: daysFrom(30) },
    });
    const name = `${tender.projectCode} – ${tender.projectTitle}`;
    const day = formatPortalDay(daysFrom(30));
    const english = {
      title: `New tender: ${name}`,
      body: `A tender in your category was published. It closes on ${day}.`,
    };
    const hindi = {
      title: `नई निविदा: ${name}`,
      // The day in Hindi as well: "26 नव॰ 2026".
      body: `आपकी श्रेणी में एक निविदा प्रकाशित हुई है। इसकी अंतिम तिथि ${formatPortalDay(daysFrom(30), 'short', 'hi')} है।`,
    };
    expect(await bell(supplierHi, 'tender.published')).toEqual([hindi]);
    expect(await bell(supplierEn, 'tender.published')).toEqual([english]);
    expect(await bell(supplierNone, 'tender.published')).toEqual([english]);
    // Stored once in every language: English for the spec's client, Hindi beside it.
    expect(await stored(supplierHi, 'tender.published')).toEqual([
      { ...english, translations: { hi: hindi } },
    ]);
    expect(await stored(supplierNone, 'tender.published')).toEqual([
      { ...english, translations: { hi: hindi } },
    ]);

    // A later change of language: the bell follows it, for notifications already received too.
    await chooseLanguage(supplierNone, 'hi');
    expect(await bell(supplierNone, 'tender.published')).toEqual([hindi]);
    await chooseLanguage(supplierHi, 'en');
    expect(await bell(supplierHi, 'tender.published')).toEqual([english]);
    await chooseLanguage(supplierHi, 'hi');
    // The web asks in the language on screen, which it has just switched (saved a moment later).
    expect(await bell(supplierEn, 'tender.published', HINDI)).toEqual([hindi]);
    expect(await bell(supplierHi, 'tender.published', { 'accept-language': 'en-IN' })).toEqual([english]);
    await ctx.db.update(suppliersTable).set({ locale: null }).where(eq(suppliersTable.id, supplierNone.id));

    const received = await deliver();
    expect(received).toHaveLength(3);
    const link = `${PUBLIC_URL}/rfq/${tender._id}`;

    // English, exactly as before this change: the whole plain-text body.
    const englishText = [
      english.title,
      '',
      english.body,
      '',
      `View the tender: ${link}`,
      '',
      EN_NOTE,
      '',
      `— TenderDesk for ${ORGANISATION}`,
      '',
    ].join('\n');
    for (const caller of [supplierEn, supplierNone]) {
      const { mail, row } = await mailTo(received, caller);
      expect(mail.subject).toBe(english.title);
      expect(row.subject).toBe(english.title);
      expect(row.textBody).toBe(englishText);
      expect(mail.text?.trimEnd()).toBe(englishText.trimEnd());
      expectEnglishFrame(mail);
      expect(mail.html).toContain('>View the tender</a>');
      expect(mail.html).toContain(EN_NOTE);
    }

    const { mail, row } = await mailTo(received, supplierHi);
    const hindiText = [
      hindi.title,
      '',
      hindi.body,
      '',
      `निविदा देखें: ${link}`,
      '',
      HI_NOTE,
      '',
      `— ${ORGANISATION} के लिए TenderDesk`,
      '',
    ].join('\n');
    expect(mail.subject).toBe(hindi.title);
    expect(row.subject).toBe(hindi.title);
    expect(row.textBody).toBe(hindiText);
    expect(mail.text?.trimEnd()).toBe(hindiText.trimEnd());
    expectHindiFrame(mail);
    expect(mail.html).toContain(`<title>${hindi.title}</title>`);
    expect(mail.html).toContain(`>${hindi.body}</p>`);
    expect(mail.html).toContain('>निविदा देखें</a>');
    expect(mail.html).toContain(HI_NOTE);
    expect(mail.html).toContain(`href="${link}"`);
  });

  it('a new supplier request: the Hindi admin reads Hindi, the English admin and the one who never chose read English', async () => {
    const response = await postRegistration(ctx.app, 'naya.supplier@example.test', electrical);
    expect(response.statusCode, response.body).toBe(201);
    const english = {
      title: 'New supplier request',
      body: 'Acme Traders registered and is waiting for approval.',
    };
    const hindi = {
      title: 'नया आपूर्तिकर्ता अनुरोध',
      body: 'Acme Traders ने पंजीकरण किया है और स्वीकृति की प्रतीक्षा में है।',
    };
    expect(await bell(adminHi, 'supplier.registered')).toEqual([hindi]);
    expect(await bell(adminEn, 'supplier.registered')).toEqual([english]);
    expect(await bell(adminNone, 'supplier.registered')).toEqual([english]);

    const received = await deliver();
    for (const caller of [adminEn, adminNone]) {
      const { mail } = await mailTo(received, caller);
      expect(mail.subject).toBe(english.title);
      expect(mail.text).toContain(`Review the request: ${PUBLIC_URL}/suppliers/`);
      expectEnglishFrame(mail);
    }
    const { mail } = await mailTo(received, adminHi);
    expect(mail.subject).toBe(hindi.title);
    expect(mail.text).toContain(hindi.body);
    expect(mail.text).toContain(`अनुरोध की समीक्षा करें: ${PUBLIC_URL}/suppliers/`);
    expectHindiFrame(mail);
  });

  it('a grouped notification (a quotation revised twice) stays in each admin’s language when it is updated', async () => {
    const tender = await createTenderRow(ctx.db, {
      categoryId: electrical.categoryId,
      projectCode: `LANG-${process.pid}`,
      projectTitle: 'Cables for the substation',
    });
    await ctx.db
      .insert(interests)
      .values({ tenderId: tender, supplierId: supplierHi.id, status: 'Approved' });
    const quotation = (price: number) =>
      JSON.stringify({
        items: [{ itemCode: 'IT-1', itemName: 'Cable', uom: 'pcs', qty: 1, unitPrice: price, gstRate: 0 }],
      });
    const sent = await ctx.call(
      'POST',
      `/api/suppliers/${tender}/supplier/${supplierHi.id}/quotation`,
      { quotation: quotation(10) },
      supplierHi.headers,
    );
    expect(sent.statusCode, sent.body).toBe(201);
    for (const price of [9, 8]) {
      const revised = await ctx.call(
        'PUT',
        `/api/tenders/${tender}/supplier/${supplierHi.id}/quotation/${sent.json().data._id}`,
        { quotation: quotation(price) },
        supplierHi.headers,
      );
      expect(revised.statusCode, revised.body).toBe(200);
    }
    const name = `LANG-${process.pid} – Cables for the substation`;
    // The supplier's own language does not matter: each admin reads their own.
    expect(await bell(adminHi, 'quotation.revised')).toEqual([
      { title: `कोटेशन संशोधित: ${name}`, body: 'श्री गणेश ट्रेडर्स ने अपना कोटेशन संशोधित किया है।' },
    ]);
    expect(await bell(adminEn, 'quotation.revised')).toEqual([
      { title: `Quotation revised: ${name}`, body: 'श्री गणेश ट्रेडर्स revised its quotation.' },
    ]);
    expect(await bell(adminNone, 'quotation.received')).toEqual([
      { title: `Quotation received: ${name}`, body: 'श्री गणेश ट्रेडर्स sent a quotation.' },
    ]);
    // One email per admin for the received and one for the revised (the second revision coalesced).
    const received = await deliver();
    const subjects = (caller: TestCaller) =>
      received
        .filter((mail) => mail.envelopeTo.includes(caller.email))
        .map((mail) => mail.subject)
        .sort();
    expect(subjects(adminHi)).toEqual([`कोटेशन प्राप्त: ${name}`, `कोटेशन संशोधित: ${name}`].sort());
    expect(subjects(adminEn)).toEqual([`Quotation received: ${name}`, `Quotation revised: ${name}`].sort());
  });
});

describe('the password reset email is in the account’s language, else the request’s', () => {
  let addresses = 0;
  /** Asks for a link (each request from its own address) and answers the email it sent. */
  async function resetMail(caller: TestCaller, headers: Headers = {}) {
    const before = smtp.received.length;
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: caller.email },
      remoteAddress: `10.26.2.${++addresses}`,
      headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    await worker.runOnce();
    const mail = (await smtp.waitFor(before + 1))[before];
    if (!mail) throw new Error('no mail');
    expect(mail.envelopeTo).toEqual([caller.email]);
    return mail;
  }

  const hindiReset = (mail: ReceivedMail, caller: TestCaller) => {
    expect(mail.subject).toBe('अपना TenderDesk पासवर्ड रीसेट करें');
    expect(mail.text).toContain('अपना पासवर्ड रीसेट करें');
    expect(mail.text).toContain(
      `किसी ने (उम्मीद है, आपने ही) TenderDesk खाते ${caller.email} का पासवर्ड रीसेट करने का अनुरोध किया है।`,
    );
    expect(mail.text).toContain('नीचे दिया गया लिंक केवल एक बार और 30 मिनट तक ही काम करेगा।');
    expect(mail.text).toContain(`नया पासवर्ड चुनें: ${PUBLIC_URL}/reset-password?token=`);
    expect(mail.html).toContain('>नया पासवर्ड चुनें</a>');
    expectHindiFrame(mail);
  };
  const englishReset = (mail: ReceivedMail, caller: TestCaller) => {
    expect(mail.subject).toBe('Reset your TenderDesk password');
    expect(mail.text).toContain(
      `Someone, hopefully you, asked to reset the password of the TenderDesk account ${caller.email}.`,
    );
    expect(mail.text).toContain(`Choose a new password: ${PUBLIC_URL}/reset-password?token=`);
    expectEnglishFrame(mail);
  };

  it('a Hindi account gets Hindi, even asked without a language', async () => {
    hindiReset(await resetMail(supplierHi), supplierHi);
  });

  it('an English account gets English, even asked in Hindi', async () => {
    englishReset(await resetMail(adminEn, HINDI), adminEn);
  });

  it('an account that never chose gets the language of the request: Hindi when asked in Hindi, else English', async () => {
    hindiReset(await resetMail(adminNone, HINDI), adminNone);
    englishReset(await resetMail(supplierNone), supplierNone);
  });
});
