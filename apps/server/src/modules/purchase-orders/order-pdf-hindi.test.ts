import { mkdirSync, writeFileSync } from 'node:fs';
import { amountInHindiWords, amountInWords } from '@tenderdesk/domain/amount-in-words';
import { formatDocumentDay, formatDocumentInstantDay } from '@tenderdesk/domain/document-format';
import { installTranslations } from '@tenderdesk/domain/i18n/catalogue';
import { compileIcu, hindi } from '@tenderdesk/domain/i18n/hi/index';
import { formatRupees, toPaise } from '@tenderdesk/domain/money';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyingUnits, organisationSettings } from '../../db/schema/organisation';
import { purchaseOrderLines, purchaseOrders } from '../../db/schema/purchase-orders';
import { suppliers } from '../../db/schema/suppliers';
import { insertCategoryPair } from '../../test/accounts';
import { createTestApp, type TestCaller, type TestContext } from '../../test/app';
import { awardKit } from '../../test/award-kit';
import { pdftotextPages } from '../../test/pdf';

/*
 * The purchase order's PDF in Hindi (issue 26): asked for with Accept-Language, its own words in
 * Hindi (glossary terms), the days in the hi-IN style and the amount in Hindi words, while the data
 * (buyer, supplier, items, addresses, terms, GSTIN, amounts in figures) stays exactly as entered,
 * Devanagari data included. Read back with poppler's pdftotext, which gets each Devanagari run's
 * text from its /ActualText (pdf/script-runs.ts). Without the header the same order is English.
 */

let ctx: TestContext;
let supplier: TestCaller;
let admin: TestCaller;
let kit: ReturnType<typeof awardKit>;

const HINDI_ITEM = 'तांबे का तार (2.5 वर्ग मिमी), क्रमांक ज्ञ-श्र';
const TERMS = 'सामग्री स्थल पर निरीक्षण के बाद ही स्वीकार की जाएगी।';

beforeAll(async () => {
  installTranslations('hi', hindi, compileIcu);
  ctx = await createTestApp();
  const pair = await insertCategoryPair(ctx.database, 'Electrical', 'Cables');
  kit = awardKit(ctx, pair.categoryId);
  supplier = await ctx.as.supplier({ ...pair, companyName: 'Pune Cables LLP' });
  await ctx.db
    .update(suppliers)
    .set({ state: 'Maharashtra', city: 'Pune' })
    .where(eq(suppliers.id, supplier.id));
  admin = await ctx.as.admin();
  await ctx.db.insert(organisationSettings).values({
    legalName: 'Sahyadri Infra Projects Private Limited',
    pan: 'AAPFU0939F',
    poPrefix: 'PO',
    fyStartMonth: 4,
    poTerms: TERMS,
  });
  await ctx.db.insert(buyingUnits).values({
    name: 'Head Office',
    address: '4th Floor, Sahyadri House, FC Road',
    city: 'Pune',
    stateCode: '27',
    pincode: '411004',
    gstin: '27AAPFU0939F1ZV',
    isDefault: true,
  });
});
afterAll(() => ctx.close());

const hindiHeaders = (caller: TestCaller) => ({
  ...caller.headers,
  'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8',
});

/** Keeps the PDFs to look at when ORDER_PDF_DIR is set. */
function savePdf(name: string, bytes: Buffer) {
  const dir = process.env.ORDER_PDF_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  writeFileSync(`${dir}/${name}.pdf`, bytes);
}

/** pdftotext's text of a PDF, its layout's runs of spaces made one (columns sit apart). */
const textOf = (bytes: Buffer) => pdftotextPages(bytes).join('\n').replace(/ {2,}/g, ' ');

describe('the order PDF in Hindi', () => {
  it('writes its own words in Hindi and the data as entered; English without the header', async () => {
    const tender = await kit.tenderFor([supplier], { items: 2, organisation: 'City Power Board' });
    const quotation = await kit.quote(tender, supplier, [
      { itemCode: 'IT-1', qty: 3, unitPrice: '1284.33', gstRate: 18 },
      { itemCode: 'IT-2', qty: 2, unitPrice: 1000, gstRate: 18 },
    ]);
    await kit.close(tender);
    const selected = await ctx.call(
      'PUT',
      `/api/tenders/${tender}/quotation/${quotation.id}/select`,
      undefined,
      admin.headers,
    );
    expect(selected.statusCode, selected.body).toBe(200);
    const generated = await ctx.call(
      'POST',
      `/api/tenders/${tender}/purchase-orders`,
      undefined,
      admin.headers,
    );
    expect(generated.statusCode, generated.body).toBe(201);
    const id = generated.json().data[0]._id as string;
    // An item named in Hindi (as a buyer may enter it): data, printed as entered.
    await ctx.db
      .update(purchaseOrderLines)
      .set({ itemName: HINDI_ITEM })
      .where(and(eq(purchaseOrderLines.orderId, id), eq(purchaseOrderLines.itemCode, 'IT-1')));
    const edit = {
      deliveryTerms: 'Door delivery at site',
      paymentTerms: '30 दिन में भुगतान',
      deliveryDate: '2026-12-05',
    };
    expect((await ctx.call('PUT', `/api/purchase-orders/${id}`, edit, admin.headers)).statusCode).toBe(200);

    // A draft: the Hindi mark and the draft's number.
    const draft = await ctx.call('GET', `/api/purchase-orders/${id}/pdf`, undefined, hindiHeaders(admin));
    expect(draft.statusCode).toBe(200);
    savePdf('order-hi-draft', draft.rawPayload);
    const draftText = textOf(draft.rawPayload);
    expect(draftText).toContain('ड्राफ़्ट (जारी नहीं किया गया)');
    expect(draftText).toContain('जारी नहीं किया गया');
    expect(draftText).toContain('ड्राफ़्ट क्रय आदेश · पृष्ठ 1 / 1');

    expect(
      (await ctx.call('POST', `/api/purchase-orders/${id}/issue`, undefined, admin.headers)).statusCode,
    ).toBe(200);
    const order = (await ctx.call('GET', `/api/purchase-orders/${id}`, undefined, admin.headers)).json().data;
    const [stored] = await ctx.db.select().from(purchaseOrders).where(eq(purchaseOrders.id, id));
    const totalPaise = toPaise(order.taxTotals.total);

    const hi = await ctx.call(
      'GET',
      `/api/supplier/${supplier.id}/orders/${id}/pdf`,
      undefined,
      hindiHeaders(supplier),
    );
    expect(hi.statusCode).toBe(200);
    savePdf('order-hi', hi.rawPayload);
    const text = textOf(hi.rawPayload);
    // The document's own words, in Hindi.
    for (const label of [
      'क्रय आदेश',
      'आदेश संख्या',
      'आदेश तिथि',
      'स्थिति जारी',
      'आपूर्तिकर्ता',
      'डिलीवरी का पता',
      `डिलीवरी तिथि: ${formatDocumentDay('2026-12-05', 'hi')}`,
      'आपूर्ति का स्थान: Maharashtra (27)',
      'GST: राज्य के भीतर: CGST + SGST',
      'मद',
      'मात्रा',
      'इकाई',
      'दर (₹)',
      'कुल (₹)',
      'कर योग्य मूल्य',
      'शब्दों में राशि',
      'शर्तें',
      'डिलीवरी की शर्तें',
      'भुगतान की शर्तें',
      'सामान्य शर्तें',
      'कृते Sahyadri Infra Projects Private Limited',
      'अधिकृत हस्ताक्षरकर्ता',
      'राज्य कोड 27',
      `${order.number} · पृष्ठ 1 / 1`,
    ])
      expect(text, label).toContain(label);
    // Days in the hi-IN style; the amount in Hindi words.
    // (pdftotext puts a fact's label and its value on lines of their own: the faces' heights differ.)
    expect(text).toContain(formatDocumentInstantDay(stored?.issuedAt ?? null, 'Asia/Kolkata', 'hi'));
    expect(text).toMatch(/\d{2} (जनवरी|फ़रवरी|मार्च|अप्रैल|मई|जून|जुलाई|अगस्त|सितंबर|अक्टूबर|नवंबर|दिसंबर) \d{4}/);
    expect(text).toContain(amountInHindiWords(totalPaise));
    // The data as entered: names, items (Devanagari too), GSTIN, terms, amounts in figures.
    for (const data of [
      'Sahyadri Infra Projects Private Limited',
      'Pune Cables LLP',
      'GSTIN: 27AAPFU0939F1ZV',
      'PAN: AAPFU0939F',
      'Head Office: 4th Floor, Sahyadri House, FC Road',
      // The item wraps in its column: each of its words whole (conjuncts and matras in order).
      ...HINDI_ITEM.split(' '),
      'Item IT-2',
      'Door delivery at site',
      '30 दिन में भुगतान',
      TERMS,
      order.number,
      formatRupees(totalPaise),
      ...order.lines.map((line: { lineTotal: number }) => formatRupees(toPaise(line.lineTotal)).slice(1)),
    ])
      expect(text, data).toContain(data);
    // No English label left.
    for (const english of [
      'PURCHASE ORDER',
      'Amount in words',
      'Authorised Signatory',
      'Order no.',
      'Page 1',
    ])
      expect(text, english).not.toContain(english);

    // The same order without the header: English, its words as the order states them, the data the same.
    const en = await ctx.call('GET', `/api/purchase-orders/${id}/pdf`, undefined, admin.headers);
    savePdf('order-en', en.rawPayload);
    const english = textOf(en.rawPayload);
    for (const expected of [
      'PURCHASE ORDER',
      'Amount in words',
      'Authorised Signatory',
      amountInWords(totalPaise),
    ])
      expect(english).toContain(expected);
    expect(order.amountInWords).toBe(amountInWords(totalPaise));
    // Devanagari data in an English document is set in the Devanagari face, and reads back whole.
    for (const word of HINDI_ITEM.split(' ')) expect(english).toContain(word);
    expect(english).not.toContain('क्रय आदेश');
  });

  it('runs a long order over pages with the running header and the page numbers in Hindi', async () => {
    const lines = Array.from({ length: 45 }, (_, n) => ({
      itemCode: `IT-${n + 1}`,
      qty: 2,
      unitPrice: 100 + n,
      gstRate: 18,
    }));
    const tender = await kit.tenderFor([supplier], { items: lines.length });
    const quotation = await kit.quote(tender, supplier, lines);
    await kit.close(tender);
    const selected = await ctx.call(
      'PUT',
      `/api/tenders/${tender}/quotation/${quotation.id}/select`,
      undefined,
      admin.headers,
    );
    expect(selected.statusCode, selected.body).toBe(200);
    const generated = await ctx.call(
      'POST',
      `/api/tenders/${tender}/purchase-orders`,
      undefined,
      admin.headers,
    );
    const id = generated.json().data[0]._id as string;
    const terms = { deliveryTerms: 'Door delivery at site', paymentTerms: '30 days from delivery' };
    expect((await ctx.call('PUT', `/api/purchase-orders/${id}`, terms, admin.headers)).statusCode).toBe(200);
    expect(
      (await ctx.call('POST', `/api/purchase-orders/${id}/issue`, undefined, admin.headers)).statusCode,
    ).toBe(200);
    const number = (await ctx.call('GET', `/api/purchase-orders/${id}`, undefined, admin.headers)).json().data
      .number as string;
    const pdf = await ctx.call('GET', `/api/purchase-orders/${id}/pdf`, undefined, hindiHeaders(admin));
    savePdf('order-hi-long', pdf.rawPayload);
    const pages = pdftotextPages(pdf.rawPayload).map((page) => page.replace(/ {2,}/g, ' '));
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, index) => {
      expect(page, `page ${index + 1}`).toContain(`${number} · पृष्ठ ${index + 1} / ${pages.length}`);
      // Every page after the first: the running header, and the table's header where lines continue.
      if (index > 0) {
        expect(page).toContain(`क्रय आदेश ${number}`);
        expect(page).toContain('आदेश तिथि:');
        if (page.includes('Item IT-')) expect(page).toContain('मात्रा'); // The lines continue.
      }
    });
    // Each line once, whole on one page.
    for (const line of lines) expect(pages.join('\n')).toContain(`Item ${line.itemCode} `);
  });
});
