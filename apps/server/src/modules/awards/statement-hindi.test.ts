import { mkdirSync, writeFileSync } from 'node:fs';
import { formatDocumentDay } from '@tenderdesk/domain/document-format';
import { installTranslations } from '@tenderdesk/domain/i18n/catalogue';
import { compileIcu, hindi } from '@tenderdesk/domain/i18n/hi/index';
import { formatRupees, toPaise } from '@tenderdesk/domain/money';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statementCache } from '../../db/schema/statements';
import { interests, tenders } from '../../db/schema/tenders';
import { insertCategoryPair } from '../../test/accounts';
import { createTestApp, type TestCaller, type TestContext } from '../../test/app';
import { pdftotextPages } from '../../test/pdf';
import { closeTenderRow, createTenderRow } from '../../test/tenders';

/*
 * The comparative statement's PDF in Hindi (issue 26): asked for with Accept-Language, its own
 * words (headings, columns, rows, bands, legend, signature block, page numbers) in Hindi and its
 * days in the hi-IN style; the data (suppliers, items, tender, figures) exactly as entered, a
 * supplier named in Devanagari too. Each language is kept apart in the statement cache, so the
 * English PDF after the Hindi one is still English. Read back with poppler's pdftotext.
 */

let ctx: TestContext;
let alpha: TestCaller;
let hindiSupplier: TestCaller;
let admin: TestCaller;
let category: { categoryId: string; subCategoryId: string };

const HINDI_SUPPLIER = 'श्री गणेश ट्रेडर्स प्राइवेट लिमिटेड';

beforeAll(async () => {
  installTranslations('hi', hindi, compileIcu);
  ctx = await createTestApp();
  category = await insertCategoryPair(ctx.database, 'Electrical', 'Cables');
  alpha = await ctx.as.supplier({ ...category, companyName: 'Alpha Traders' });
  hindiSupplier = await ctx.as.supplier({ ...category, companyName: HINDI_SUPPLIER });
  admin = await ctx.as.admin();
});
afterAll(() => ctx.close());

async function quote(tender: string, supplier: TestCaller, prices: number[], deliveryDays: number) {
  const items = prices.map((price, index) => ({
    itemCode: `IT-${index + 1}`,
    itemName: index === 0 ? 'विद्युत केबल 4 वर्ग मिमी' : `Item ${index + 1}`,
    uom: 'pcs',
    qty: 12.5,
    unitPrice: price,
    gstRate: 18,
  }));
  const response = await ctx.call(
    'POST',
    `/api/suppliers/${tender}/supplier/${supplier.id}/quotation`,
    { quotation: JSON.stringify({ items, notes: '', deliveryDays }) },
    supplier.headers,
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data._id as string;
}

/** Keeps the PDFs to look at when STATEMENT_PDF_DIR is set. */
function savePdf(name: string, bytes: Buffer) {
  const dir = process.env.STATEMENT_PDF_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  writeFileSync(`${dir}/${name}.pdf`, bytes);
}

const textOf = (bytes: Buffer) => pdftotextPages(bytes).map((page) => page.replace(/ {2,}/g, ' '));

describe('the comparative statement PDF in Hindi', () => {
  it('writes its own words in Hindi and the data as entered, each language kept apart', async () => {
    const tender = await createTenderRow(ctx.db, {
      categoryId: category.categoryId,
      items: 2,
      projectTitle: 'सड़क प्रकाश व्यवस्था',
    });
    await ctx.db.insert(interests).values(
      [alpha, hindiSupplier].map((supplier) => ({
        tenderId: tender,
        supplierId: supplier.id,
        status: 'Approved' as const,
        decidedAt: new Date(),
      })),
    );
    await quote(tender, alpha, [100, 250.5], 7);
    const chosen = await quote(tender, hindiSupplier, [95, 260], 1);
    await closeTenderRow(ctx.db, tender);
    const selected = await ctx.call(
      'PUT',
      `/api/tenders/${tender}/quotation/${chosen}/select`,
      undefined,
      admin.headers,
    );
    expect(selected.statusCode, selected.body).toBe(200);
    const url = `/api/tenders/${tender}/comparative-statement.pdf`;
    const [row] = await ctx.db.select().from(tenders).where(eq(tenders.id, tender));

    const hi = await ctx.call('GET', url, undefined, { ...admin.headers, 'accept-language': 'hi' });
    expect(hi.statusCode).toBe(200);
    savePdf('statement-hi', hi.rawPayload);
    const pages = textOf(hi.rawPayload);
    const all = pages.join('\n');
    for (const label of [
      'मद कोड',
      'मद',
      'इकाई',
      'मात्रा',
      'इकाई दर',
      'पंक्ति का कुल',
      'कुल (GST से पहले)',
      'GST सहित कुल',
      'कोट किए गए मद',
      '2 में से 2',
      'रैंक (GST सहित कुल)',
      'डिलीवरी',
      'वैधता',
      'GST दर',
      '7 दिन',
      '1 दिन',
      'आपूर्तिकर्ता 1–2 (कुल 2)',
      'हरे पर L1: पंक्ति की न्यूनतम इकाई दर',
      'सारांश, रैंक के क्रम में',
      `परियोजना: ${row?.projectName}`,
      `प्रकाशन तिथि ${formatDocumentDay(row?.publishingDate, 'hi')}, अंतिम तिथि ${formatDocumentDay(row?.closingDate, 'hi')}`,
      'तैयार किया गया',
      'अनुमोदन',
      'तैयारकर्ता',
      'जाँचकर्ता',
      'अनुमोदनकर्ता',
      'पदनाम',
      'हस्ताक्षर',
      `पृष्ठ 1 / ${pages.length}`,
    ])
      expect(all, label).toContain(label);
    // The data as entered: suppliers (one in Devanagari), items, the tender's title, the figures.
    for (const data of [
      'Alpha Traders',
      HINDI_SUPPLIER,
      'विद्युत केबल 4 वर्ग मिमी',
      'Item 2',
      'सड़क प्रकाश व्यवस्था',
      row?.projectCode ?? '',
      formatRupees(toPaise(95 * 12.5)),
      `L1 ${formatRupees(toPaise(95))}`,
      '18%',
    ])
      expect(all, data).toContain(data);
    for (const english of [
      'Item code',
      'Unit price',
      'Total with GST',
      'Summary, by rank',
      'Prepared by',
      'Page 1',
    ])
      expect(all, english).not.toContain(english);

    // Kept apart: the English PDF is English (and the Hindi one is kept as `pdf-hi`).
    const en = await ctx.call('GET', url, undefined, admin.headers);
    savePdf('statement-en', en.rawPayload);
    const english = textOf(en.rawPayload).join('\n');
    for (const label of ['Item code', 'Unit price', 'Summary, by rank', 'Prepared by', HINDI_SUPPLIER])
      expect(english, label).toContain(label);
    expect(english).not.toContain('मद कोड');
    const kept = await ctx.db
      .select({ format: statementCache.format })
      .from(statementCache)
      .where(and(eq(statementCache.tenderId, tender)));
    expect(kept.map((one) => one.format).sort()).toEqual(['pdf', 'pdf-hi']);
    const again = await ctx.call('GET', url, undefined, { ...admin.headers, 'accept-language': 'hi-IN' });
    expect(again.rawPayload.equals(hi.rawPayload)).toBe(true);
  });
});
