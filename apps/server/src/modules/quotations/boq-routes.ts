import { Readable } from 'node:stream';
import { z } from 'zod';
import { access } from '../../plugins/auth';
import { sendExport } from '../../plugins/export-bound';
import type { ZodApp } from '../../plugins/zod-app';
import type { ModuleDeps } from '../../shared/module-deps';
import { XLSX_TYPE } from '../../shared/spreadsheet';
import { downloadBoq } from './download-boq';
import { readBoqFile, readBoqUpload } from './read-boq-upload';

const tags = ['quotations'];
const ownSupplier = { access: access.ownSupplier('supplierId') };
const boqParams = z.object({
  supplierId: z.string().describe('Supplier id (the caller)'),
  tenderId: z.string().describe('Tender id'),
});
const amount = z.number().describe('Rupees, exact to 2 decimals');
const prefillSchema = z.object({
  lines: z.array(
    z.object({
      position: z.number().int().describe("The tender item's place (0-based)"),
      itemCode: z.string(),
      qty: z.string().describe("The tender's quantity now, exact decimal"),
      unitPrice: z.string().nullable().describe('Exact decimal; null: left empty (not quoted)'),
      gstRate: z.number().int().nullable(),
      lineTotal: amount.nullable(),
      gstAmount: amount.nullable(),
    }),
  ),
  priced: z.number().int().describe('Items with a price'),
  total: amount,
  gstTotal: amount,
  totalWithGst: amount,
});

/** The priced BoQ round trip (issue 23 item 2): download the workbook, upload it to prefill the form. */
export function registerBoqRoutes(app: ZodApp, deps: ModuleDeps) {
  const { db, timeZone } = deps;
  app.get(
    '/api/suppliers/:supplierId/tenders/:tenderId/boq.xlsx',
    {
      config: ownSupplier,
      schema: {
        summary: "The caller's priced BoQ of a tender it is approved for (open tenders only), as XLSX",
        description:
          'Items locked, unit price and GST rate cells to fill (prefilled with the prices already sent), totals as formulas, ' +
          'a hidden checksum of the items. 404: unknown tender; 403: not approved or not published; 409: closed; 503: every export slot is taken.',
        tags,
        params: boqParams,
        response: {
          200: {
            description: 'The BoQ, as an XLSX attachment',
            content: { [XLSX_TYPE]: { schema: z.string().meta({ format: 'binary' }) } },
          },
        },
      },
    },
    async (request, reply) => {
      const { tenderId, supplierId } = request.params;
      const file = await downloadBoq(db, tenderId, supplierId, timeZone);
      return sendExport(request, reply, XLSX_TYPE, file.fileName, () => Readable.from([file.bytes]));
    },
  );

  app.post(
    '/api/suppliers/:supplierId/tenders/:tenderId/boq',
    {
      config: ownSupplier,
      schema: {
        summary:
          "Read the caller's filled BoQ (multipart `file`) into the lines that prefill its quotation form",
        description:
          'Stores nothing. 400: not a portal BoQ, another tender’s, items changed since the download (field boqStale), ' +
          'or rows with problems (each with row and column in the message). Amounts are computed by the portal, never read from the file.',
        tags,
        params: boqParams,
        multipartBody: z.object({
          file: z.string().meta({ format: 'binary' }).describe('The BoQ (.xlsx), 5 MB at most'),
        }),
        response: { 200: z.object({ data: prefillSchema }) },
      },
    },
    async (request) => {
      const { tenderId, supplierId } = request.params;
      return { data: await readBoqUpload(db, tenderId, supplierId, timeZone, () => readBoqFile(request)) };
    },
  );
}
