import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../plugins/auth';
import { sendExport } from '../../plugins/export-bound';
import type { ModuleDeps } from '../../shared/module-deps';
import { XLSX_TYPE } from '../../shared/spreadsheet';
import { auctionBidsExport } from './bids-export';

const tenderParams = z.object({ tenderId: z.string().describe('Tender id') });

/** The reverse auction's bid export (issue 22, decision 050), for the buyers who run auctions. */
export function auctionExportRoutes(deps: ModuleDeps): FastifyPluginAsyncZod {
  const { db } = deps;
  return async (app) => {
    app.get(
      '/api/tenders/:tenderId/auction/bids.xlsx',
      {
        config: { access: access.permission('manageTenders') },
        schema: {
          summary: "Every bid of the tender's reverse auction as a spreadsheet, then the ranking",
          description:
            'Sheet Bids: number, time in the portal time zone, supplier, item, amount (rupees), rank just after, extended. ' +
            'Then the ranking of each line (final once closed). 404: no auction (or only a cancelled one); ' +
            '503: every export slot is taken. Streamed.',
          tags: ['auctions'],
          params: tenderParams,
          response: {
            200: {
              description: 'The bids, as an XLSX attachment',
              content: { [XLSX_TYPE]: { schema: z.string().meta({ format: 'binary' }) } },
            },
          },
        },
      },
      async (request, reply) => {
        const file = await auctionBidsExport(db, deps, request.params.tenderId);
        return sendExport(request, reply, XLSX_TYPE, file.fileName, file.open);
      },
    );
  };
}
