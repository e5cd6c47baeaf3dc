import type { SelectedQuotationView } from '@tenderdesk/domain/awards';
import type { ComparisonView } from '@tenderdesk/domain/comparison';
import type { Locale } from '@tenderdesk/domain/i18n/locale';
import { formatInstant } from '@tenderdesk/domain/portal-time';
import { statementMessages } from '@tenderdesk/domain/statement-messages';
import type { Caller } from '../../core/caller';
import { notFound } from '../../core/errors';
import type { Db } from '../../db/client';
import { readBuyerHeading, readOrganisationLogo } from '../../shared/organisation-logo';
import { sealedConflict } from '../../shared/sealing';
import type { AwardOptions } from './award-rows';
import { compareTender } from './compare-tender';
import { getSelectedQuotation } from './get-selected-quotation';
import { type StatementAuction, statementAuction } from './statement-auction';
import { type StatementEvaluation, statementEvaluation } from './statement-evaluation';
import { type StatementFacts, statementFacts } from './statement-facts';

/*
 * The comparative statement (issue 11, decision 035): the document a buyer files for an award.
 * Its figures ARE the comparison's (`compareTender`, which runs `compareQuotations` of
 * packages/domain) and the award's (`getSelectedQuotation`, with its margins): the two renderers
 * (statement-xlsx.ts, statement-pdf.ts) only lay them out, and never compute money.
 *
 * The award shown is either kind (decision 033): the whole quotation, or the lines awarded by line,
 * each with its supplier (the renderers add a Supplier column then).
 */

export type StatementData = {
  comparison: ComparisonView;
  /** The awarded quotation with its margins, or null when nothing is awarded. */
  award: SelectedQuotationView | null;
  generatedAt: Date;
  /** Who asked for it: the account's name and email. */
  generatedBy: string;
  timeZone: string;
  /** The reader's language (issue 26): the PDF's; the XLSX is always English. */
  locale: Locale;
  /** The buyer the heading names: the organisation's legal name (the tender's when unset) and logo. */
  buyer: { name: string; logo: Buffer | null };
  /** Ranks, delivery, validity, GST rates and awarded lines (statement-facts.ts). */
  facts: StatementFacts;
  /** Issue 21: technical result, bid security, negotiation rounds, committee (statement-evaluation.ts). */
  evaluation: StatementEvaluation;
  /** Issue 22: the tender's closed reverse auction (settings, final ranking, every bid); null without one. */
  auction: StatementAuction | null;
};

/**
 * The statement of a tender: 404 unknown, 409 while sealed, 409 without any quotation. Its texts
 * (ranks' facts, the evaluation's and the auction's) in `locale`; the figures are the same in any.
 */
export async function buildStatement(
  db: Db,
  caller: Caller,
  tenderId: string,
  options: AwardOptions,
  locale: Locale = 'en',
): Promise<StatementData> {
  const comparison = await compareTender(db, caller, tenderId, options);
  if (comparison.sealed) throw sealedConflict(comparison);
  if (comparison.suppliers.length === 0) throw notFound(statementMessages.empty);
  let award: SelectedQuotationView | null = null;
  try {
    // A whole award names its quotation in the comparison; an award by line does not, so ask.
    award = await getSelectedQuotation(db, tenderId);
  } catch {
    award = null; // Nothing awarded (or removed between the two reads): the statement shows no award.
  }
  const heading = await readBuyerHeading(db);
  return {
    comparison,
    award,
    buyer: {
      name: heading.legalName || comparison.tender.organisation,
      logo: heading.logoFileId ? await readOrganisationLogo(db) : null,
    },
    facts: statementFacts(comparison, award, locale),
    evaluation: await statementEvaluation(db, comparison, options.timeZone, locale),
    auction: await statementAuction(db, comparison.tender._id, options.timeZone, locale),
    generatedAt: new Date(),
    generatedBy: caller.username ? `${caller.username} (${caller.email})` : caller.email,
    timeZone: options.timeZone,
    locale,
  };
}

/** When a statement was generated, in the portal's time zone: "26 Nov 2026, 5:24 am IST". */
export function formatGeneratedAt(at: Date, timeZone: string): string {
  return formatInstant(at, timeZone);
}

/** The file name of a statement: comparative-statement-<project code>.<ext>, safe characters only. */
export function statementFileName(data: StatementData, extension: 'xlsx' | 'pdf'): string {
  const code = data.comparison.tender.projectCode.replace(/[^A-Za-z0-9._-]+/g, '-').slice(0, 60) || 'tender';
  return `comparative-statement-${code}.${extension}`;
}

/** An item's HSN/SAC code as the statement prints it beside the item (issue 20 item 3); '' without one. */
export const hsnSacLabel = (item: { hsnSac: string | null }) => (item.hsnSac ? `HSN/SAC ${item.hsnSac}` : '');
