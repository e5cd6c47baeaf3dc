import type { Locale } from '@tenderdesk/domain/i18n/locale';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isUuid } from '../../db/uuid';
import { access, callerOf } from '../../plugins/auth';
import { takeExportSlot } from '../../plugins/export-bound';
import { closeDueAuctions } from '../../shared/close-auctions';
import type { ModuleDeps } from '../../shared/module-deps';
import { settleNegotiations } from '../../shared/settle-negotiations';
import type { AwardOptions } from './award-rows';
import { buildStatement, type StatementData, statementFileName } from './statement';
import {
  cachedStatement,
  keepStatement,
  type StatementFormat,
  statementFingerprint,
} from './statement-cache';
import { statementPdf } from './statement-pdf';
import { statementXlsx } from './statement-xlsx';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const binary = z.string().meta({ format: 'binary' });
/** Sends a generated file as an attachment (a plain reply: the route's schema types the body as text). */
function sendAttachment(reply: FastifyReply, type: string, fileName: string, bytes: Buffer) {
  return reply.type(type).header('content-disposition', `attachment; filename="${fileName}"`).send(bytes);
}

const tenderParams = z.object({ tenderId: z.string().describe('Tender id') });

/**
 * The statement file (a negotiation round past its deadline settled and an auction past its end
 * closed first, issues 21 and 22): from the cache when nothing it shows has changed (decision 041),
 * otherwise built in an export slot (503 when none is free) and kept for the next download, only when
 * nothing changed while it was built. In `locale` (the PDF's reader's; the XLSX is English), each
 * language kept apart.
 */
function statementFileOf(deps: ModuleDeps) {
  const { db } = deps;
  const options: AwardOptions = deps;
  return async (
    request: FastifyRequest,
    reply: FastifyReply,
    tenderId: string,
    format: 'xlsx' | 'pdf',
    render: (data: StatementData) => Promise<Buffer>,
    locale: Locale = 'en',
  ): Promise<{ fileName: string; content: Buffer }> => {
    const kept: StatementFormat = format === 'pdf' && locale === 'hi' ? 'pdf-hi' : format;
    if (isUuid(tenderId)) {
      await settleNegotiations(db, callerOf(request), tenderId);
      // Issue 22: an auction past its end is closed (quotations revised) before the fingerprint is read.
      await closeDueAuctions(db, deps.notifier, tenderId.toLowerCase());
    }
    const before = await statementFingerprint(db, tenderId, options.timeZone);
    const cached = before ? await cachedStatement(db, tenderId, kept, before) : null;
    if (cached) return cached;
    takeExportSlot(request, reply);
    const data = await buildStatement(db, callerOf(request), tenderId, options, locale);
    const file = { fileName: statementFileName(data, format), content: await render(data) };
    if (before && before === (await statementFingerprint(db, tenderId, options.timeZone))) {
      await keepStatement(db, tenderId, kept, before, file);
    }
    return file;
  };
}

/**
 * The comparative statement of a tender (issue 11, decision 035), as XLSX and PDF. For the
 * buyers who award (manageTenders) and those who report (reports); refused while sealed (409).
 */
export function statementRoutes(deps: ModuleDeps): FastifyPluginAsyncZod {
  const statementFile = statementFileOf(deps);
  return async (app) => {
    const config = { access: access.anyPermission('manageTenders', 'reports') };
    const tags = ['awards', 'reports'];

    app.get(
      '/api/tenders/:tenderId/comparative-statement.xlsx',
      {
        config,
        schema: {
          summary:
            "The tender's comparative statement as a spreadsheet (the comparison's figures, the award, margins)",
          description: "409: sealed and still open; 404: no quotation. Equals the comparison's figures.",
          tags,
          params: tenderParams,
          response: {
            200: {
              description: 'The statement, as an attachment',
              content: { [XLSX_TYPE]: { schema: binary } },
            },
          },
        },
      },
      async (request, reply) => {
        const file = await statementFile(request, reply, request.params.tenderId, 'xlsx', statementXlsx);
        return sendAttachment(reply, XLSX_TYPE, file.fileName, file.content);
      },
    );

    app.get(
      '/api/tenders/:tenderId/comparative-statement.pdf',
      {
        config,
        schema: {
          summary: "The tender's comparative statement as a PDF (A4 landscape, suppliers in bands of three)",
          description: "409: sealed and still open; 404: no quotation. Equals the comparison's figures.",
          tags,
          params: tenderParams,
          response: {
            200: {
              description: 'The statement, as an attachment',
              content: { 'application/pdf': { schema: binary } },
            },
          },
        },
      },
      async (request, reply) => {
        // In the requester's language (issue 26: `request.locale`, from Accept-Language).
        const locale = request.locale;
        const file = await statementFile(
          request,
          reply,
          request.params.tenderId,
          'pdf',
          statementPdf,
          locale,
        );
        return sendAttachment(reply, 'application/pdf', file.fileName, file.content);
      },
    );
  };
}
