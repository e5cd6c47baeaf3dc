import type { ComparisonView } from '@tenderdesk/domain/comparison';
import { formatDocumentDay, formatDocumentInstant } from '@tenderdesk/domain/document-format';
import { documentText } from '@tenderdesk/domain/document-text';
import {
  type Criterion,
  type CriterionAnswer,
  criterionMet,
  EXEMPTION_LABELS,
  type Exemption,
  PAYMENT_INSTRUMENT_LABELS,
  type PaymentInstrument,
  SECURITY_KIND_LABELS,
  type SecurityKind,
} from '@tenderdesk/domain/evaluation';
import { evaluationMessages } from '@tenderdesk/domain/evaluation-messages';
import { inLocale, localise } from '@tenderdesk/domain/i18n/catalogue';
import type { Locale } from '@tenderdesk/domain/i18n/locale';
import type { NegotiationRound } from '@tenderdesk/domain/negotiation';
import type { Instant } from '@tenderdesk/domain/portal-time';
import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { admins } from '../../db/schema/accounts';
import {
  bidSecurities,
  envelopeConfirmations,
  technicalAnswers,
  technicalBids,
  technicalCriteria,
  technicalResults,
  tenderOpeners,
} from '../../db/schema/evaluation';
import { suppliers } from '../../db/schema/suppliers';
import { tenders } from '../../db/schema/tenders';

/*
 * What the comparative statement records of the evaluation (issue 21 item 6, decision 049): for a
 * two-envelope tender the technical result (supplier × criterion, qualified or disqualified with
 * the reasons) and the committee (each opener and when it confirmed each envelope); for any tender
 * the bid security and fee declared and their verification and release, and the negotiation rounds
 * (each invitee's earlier and negotiated totals). Read once here as text, so the XLSX and the PDF
 * say the same; no price of a quotation is read (a disqualified supplier is never priced here).
 * In the reader's language (issue 26; the XLSX's English): the words and the days, never the data.
 */

/** The words and days of one statement's language. */
type Text = {
  locale: Locale;
  words: (typeof evaluationMessages)['statement'];
  day: (day: string | null | undefined) => string;
  instant: (instant: Instant) => string;
};

function textIn(locale: Locale, timeZone: string): Text {
  return {
    locale,
    words: inLocale(evaluationMessages, locale).statement,
    day: (day) => formatDocumentDay(day, locale),
    instant: (instant) => formatDocumentInstant(instant, timeZone, locale),
  };
}

export type TechnicalRow = {
  companyName: string;
  /** Per criterion, in the criteria's order: Met / Not met. */
  cells: string[];
  result: string;
  /** "Criterion: reason" per failed criterion. */
  reasons: string[];
};

export type SecurityRow = {
  companyName: string;
  kind: string;
  how: string;
  reference: string;
  /** Exact decimal; null when none was given (an exemption). */
  amount: string | null;
  verification: string;
  released: string;
};

/** An invitee of a round; amounts exact decimals, the negotiated ones null without an offer. */
export type RoundRow = {
  companyName: string;
  round: number;
  deadline: string;
  earlierTotal: string;
  earlierTotalWithGst: string;
  total: string | null;
  totalWithGst: string | null;
};

export type CommitteeRow = { name: string; role: string; technical: string; financial: string };

export type StatementEvaluation = {
  twoEnvelopes: boolean;
  criteria: { label: string; mandatory: boolean }[];
  technical: TechnicalRow[];
  securities: SecurityRow[];
  rounds: RoundRow[];
  committee: CommitteeRow[];
};

type Reason = { criterionId: string; reason: string };

/** Supplier × criterion for a two-envelope tender: the committee's result, else the suggested one. */
async function technicalTable(db: DbOrTx, tenderId: string, { words }: Text) {
  const criteria = (
    await db
      .select()
      .from(technicalCriteria)
      .where(eq(technicalCriteria.tenderId, tenderId))
      .orderBy(asc(technicalCriteria.position))
  ).map((row): Criterion => ({ ...row, minimum: row.minimum }));
  const bids = await db
    .select({ id: technicalBids.id, supplierId: technicalBids.supplierId })
    .from(technicalBids)
    .where(eq(technicalBids.tenderId, tenderId));
  const answers =
    bids.length === 0
      ? []
      : await db
          .select()
          .from(technicalAnswers)
          .where(
            inArray(
              technicalAnswers.bidId,
              bids.map((bid) => bid.id),
            ),
          );
  const results = await db
    .select({ result: technicalResults, companyName: suppliers.companyName })
    .from(technicalResults)
    .innerJoin(suppliers, eq(suppliers.id, technicalResults.supplierId))
    .where(eq(technicalResults.tenderId, tenderId));
  const names = await supplierNames(db, [...bids.map((bid) => bid.supplierId)]);
  const ids = [
    ...new Set([...bids.map((bid) => bid.supplierId), ...results.map((row) => row.result.supplierId)]),
  ];
  const label = new Map(criteria.map((criterion) => [criterion.id, criterion.label]));
  const rows = ids.map((supplierId): TechnicalRow => {
    const found = results.find((row) => row.result.supplierId === supplierId);
    const bid = bids.find((one) => one.supplierId === supplierId);
    const given = new Map<string, CriterionAnswer>(
      answers.filter((answer) => answer.bidId === bid?.id).map((answer) => [answer.criterionId, answer]),
    );
    const reasons = (found?.result.reasons ?? []) as Reason[];
    const failed = new Set(reasons.map((reason) => reason.criterionId));
    return {
      companyName: found?.companyName ?? names.get(supplierId) ?? '',
      cells: criteria.map((criterion) => {
        const met = found ? !failed.has(criterion.id) : criterionMet(criterion, given.get(criterion.id));
        return met ? words.met : words.notMet;
      }),
      result: found ? (found.result.qualified ? words.qualified : words.disqualified) : words.notEvaluated,
      reasons: reasons.map((reason) => `${label.get(reason.criterionId) ?? ''}: ${reason.reason}`),
    };
  });
  rows.sort((a, b) => a.companyName.localeCompare(b.companyName));
  return { criteria: criteria.map(({ label, mandatory }) => ({ label, mandatory })), technical: rows };
}

async function supplierNames(db: DbOrTx, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: suppliers.id, name: suppliers.companyName })
    .from(suppliers)
    .where(inArray(suppliers.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Each declared EMD and fee: how it was met, its verification and release. */
async function securityTable(db: DbOrTx, tenderId: string, text: Text): Promise<SecurityRow[]> {
  const { words, locale } = text;
  const rows = await db
    .select({ security: bidSecurities, companyName: suppliers.companyName })
    .from(bidSecurities)
    .innerJoin(suppliers, eq(suppliers.id, bidSecurities.supplierId))
    .where(eq(bidSecurities.tenderId, tenderId))
    .orderBy(asc(suppliers.companyName), asc(bidSecurities.kind));
  return rows.map(({ security, companyName }) => {
    const paid = security.mode === 'paid';
    const how = paid
      ? [
          words.paid,
          localise(PAYMENT_INSTRUMENT_LABELS[security.instrument as PaymentInstrument] ?? '', locale),
          text.day(security.paidOn),
        ].join(' · ')
      : `${words.exempt} · ${localise(EXEMPTION_LABELS[security.exemption as Exemption] ?? '', locale)}`;
    const note = (text: string | null) => (text ? `: ${text}` : '');
    return {
      companyName,
      kind: localise(SECURITY_KIND_LABELS[security.kind as SecurityKind] ?? security.kind, locale),
      how,
      reference: (paid ? security.reference : security.udyamNumber) ?? '–',
      amount: security.amount,
      verification: `${security.verification}${note(security.verificationNote)}`,
      released: security.releasedAt
        ? `${text.instant(security.releasedAt)}${note(security.releaseNote)}`
        : '–',
    };
  });
}

/** Each invitee of each round: its earlier and negotiated totals (settled rounds' figures only). */
function roundTable(rounds: readonly NegotiationRound[], text: Text): RoundRow[] {
  return rounds.flatMap((round) =>
    round.invitees.map((invitee) => ({
      companyName: invitee.companyName,
      round: round.round,
      deadline: text.instant(round.deadline),
      earlierTotal: invitee.earlierTotal,
      earlierTotalWithGst: invitee.earlierTotalWithGst,
      total: invitee.total,
      totalWithGst: invitee.totalWithGst,
    })),
  );
}

/** The named openers and when each confirmed each envelope. */
async function committeeTable(db: DbOrTx, tenderId: string, text: Text): Promise<CommitteeRow[]> {
  const { words } = text;
  const roles = inLocale(documentText, text.locale).statement;
  const openers = await db
    .select({ id: admins.id, name: admins.username, role: admins.role })
    .from(tenderOpeners)
    .innerJoin(admins, eq(admins.id, tenderOpeners.adminId))
    .where(eq(tenderOpeners.tenderId, tenderId))
    .orderBy(asc(admins.username));
  const confirmations = await db
    .select()
    .from(envelopeConfirmations)
    .where(eq(envelopeConfirmations.tenderId, tenderId));
  const when = (adminId: string, envelope: 'technical' | 'financial') => {
    const found = confirmations.find((row) => row.adminId === adminId && row.envelope === envelope);
    return found ? text.instant(found.confirmedAt) : words.notConfirmed;
  };
  return openers.map((opener) => ({
    name: opener.name,
    role: opener.role === 'admin' ? roles.roleAdmin : roles.roleSubAdmin,
    technical: when(opener.id, 'technical'),
    financial: when(opener.id, 'financial'),
  }));
}

/** The statement's evaluation sections of a tender (empty lists where a section has nothing). */
export async function statementEvaluation(
  db: DbOrTx,
  comparison: ComparisonView,
  timeZone: string,
  locale: Locale = 'en',
): Promise<StatementEvaluation> {
  const tenderId = comparison.tender._id;
  const text = textIn(locale, timeZone);
  const [tender] = await db
    .select({ envelopes: tenders.envelopes })
    .from(tenders)
    .where(eq(tenders.id, tenderId));
  const twoEnvelopes = tender?.envelopes === 'two';
  const technical = twoEnvelopes ? await technicalTable(db, tenderId, text) : { criteria: [], technical: [] };
  return {
    twoEnvelopes,
    ...technical,
    securities: await securityTable(db, tenderId, text),
    rounds: roundTable(comparison.rounds ?? [], text),
    committee: twoEnvelopes ? await committeeTable(db, tenderId, text) : [],
  };
}
