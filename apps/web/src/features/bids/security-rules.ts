import {
  EXEMPTION_LABELS,
  EXEMPTIONS,
  type Exemption,
  PAYMENT_INSTRUMENT_LABELS,
  type PaymentInstrument,
  SECURITY_KIND_LABELS,
  type SecurityKind,
  type SecurityMode,
} from '@tenderdesk/domain/evaluation';
import { readAmount, readSecurityDeclaration } from '@tenderdesk/domain/evaluation-bid-rules';
import { evaluationMessages } from '@tenderdesk/domain/evaluation-messages';
import { inLocale } from '@tenderdesk/domain/i18n/catalogue';
import type { Locale } from '@tenderdesk/domain/i18n/locale';
import { formatRupees, toPaise } from '@tenderdesk/domain/money';
import { askedAmount } from './bid-steps';
import type { BidFile, BidSecurity, SupplierBid } from './bid-types';

/*
 * One bid security (EMD) or tender fee as typed (issue 21, contract section B): paid (instrument,
 * reference, day paid in the portal's calendar, amount, proof) or exempt (an exemption the tender
 * allows, the Udyam number for an MSE, an optional proof); checked with the catalogue's messages
 * and sent as PUT .../security/{kind} multipart.
 */

export type SecurityDraft = {
  mode: SecurityMode | null;
  instrument: PaymentInstrument | '';
  reference: string;
  /** The day paid, YYYY-MM-DD (a portal day, typed in a date input). */
  paidOn: string;
  amount: string;
  exemption: Exemption | null;
  udyamNumber: string;
  proof: File | null;
  kept: BidFile | null;
};

export type SecurityField =
  | 'mode'
  | 'instrument'
  | 'reference'
  | 'paidOn'
  | 'amount'
  | 'exemption'
  | 'udyamNumber'
  | 'proof';
export type SecurityErrors = Partial<Record<SecurityField | 'form', string>>;

type Terms = Pick<SupplierBid, 'emdAmount' | 'tenderFee' | 'exemptions'>;

/** The exemptions a tender allows, in the catalogue's order. */
export function allowedExemptions(terms: Pick<SupplierBid, 'exemptions'>): Exemption[] {
  return EXEMPTIONS.filter((exemption) => terms.exemptions[exemption]);
}

/**
 * The form's starting values: the declaration saved, or paid with the amount asked. `knownUdyam` is
 * the Udyam number the supplier already gave (its other declaration's, else its profile's), so an
 * MSE claiming both EMD and fee, or one whose profile has it, types it once.
 */
export function securityDraftOf(
  kind: SecurityKind,
  terms: Terms,
  saved: BidSecurity | undefined,
  knownUdyam: string | null = null,
): SecurityDraft {
  if (saved) {
    return {
      mode: saved.mode,
      instrument: saved.instrument ?? '',
      reference: saved.reference ?? '',
      paidOn: saved.paidOn ?? '',
      amount: saved.amount ?? askedAmount(terms, kind) ?? '',
      exemption: saved.exemption,
      udyamNumber: saved.udyamNumber ?? '',
      proof: null,
      kept: saved.proof,
    };
  }
  return {
    // A tender allowing no exemption is paid: nothing to choose.
    mode: allowedExemptions(terms).length === 0 ? 'paid' : null,
    instrument: '',
    reference: '',
    paidOn: '',
    amount: askedAmount(terms, kind) ?? '',
    exemption: null,
    udyamNumber: knownUdyam ?? '',
    proof: null,
    kept: null,
  };
}

/** The Udyam number a new declaration starts from: one already declared on this bid, else the profile's. */
export function knownUdyamOf(bid: Pick<SupplierBid, 'securities' | 'profileUdyamNumber'>): string | null {
  const declared = bid.securities.find((security) => security.udyamNumber)?.udyamNumber;
  return declared ?? bid.profileUdyamNumber ?? null;
}

/**
 * A declaration's draft after a change: choosing the MSE exemption with no Udyam number typed takes
 * the one typed on the other declaration, so it is typed once for EMD and fee.
 */
export function changedDraft(
  current: SecurityDraft,
  patch: Partial<SecurityDraft>,
  others: readonly (SecurityDraft | undefined)[],
): SecurityDraft {
  const next = { ...current, ...patch };
  if (patch.exemption === 'mse' && next.udyamNumber.trim() === '') {
    next.udyamNumber = others.find((other) => other?.udyamNumber.trim())?.udyamNumber ?? '';
  }
  return next;
}

const text = evaluationMessages.supplierBid;

/** The form's text fields as the server reads them (only those of the mode chosen). */
export function securityFields(draft: SecurityDraft): Partial<Record<SecurityField, string>> {
  if (draft.mode === 'paid') {
    return {
      mode: 'paid',
      instrument: draft.instrument,
      reference: draft.reference.trim(),
      paidOn: draft.paidOn.trim(),
      amount: readAmountText(draft.amount),
    };
  }
  if (draft.mode === 'exempt') {
    const fields: Partial<Record<SecurityField, string>> = {
      mode: 'exempt',
      exemption: draft.exemption ?? '',
    };
    if (draft.exemption === 'mse') fields.udyamNumber = draft.udyamNumber.trim().toUpperCase();
    return fields;
  }
  return { mode: '' };
}

/** An amount as sent: the exact 2-decimal text when it is one, else as typed (the server names it). */
function readAmountText(typed: string): string {
  const amount = readAmount(typed);
  return typeof amount === 'string' ? amount : typed.trim();
}

/**
 * Checks a declaration before it is sent: each payment detail left blank on its own input (all at
 * once), then the domain's own reading of the form (`readSecurityDeclaration`, the server's rules:
 * a day not after today, an amount not below the one asked, the Udyam number...), its refusal on
 * the field it names. `today` is the portal's day.
 */
export function checkSecurity(
  kind: SecurityKind,
  terms: Terms,
  draft: SecurityDraft,
  today: string,
): SecurityErrors {
  if (draft.mode === null) return { mode: evaluationMessages.securityModeRequired };
  const hasProof = draft.proof !== null || draft.kept !== null;
  if (draft.mode === 'paid') {
    const blank: SecurityErrors = {};
    if (draft.instrument === '') blank.instrument = text.instrumentRequired;
    if (draft.reference.trim() === '') blank.reference = text.referenceRequired;
    if (draft.paidOn.trim() === '') blank.paidOn = text.paidOnRequired;
    if (!hasProof) blank.proof = text.proofRequired;
    if (Object.keys(blank).length > 0) return blank;
  }
  const read = readSecurityDeclaration(securityFields(draft), {
    asked: askedAmount(terms, kind) ?? '0',
    exemptions: terms.exemptions,
    hasProof,
    today,
  });
  if (read.ok) return {};
  const field = securityFieldOf(read.problem.field) ?? 'form';
  return { [field]: read.problem.message };
}

/** The body of PUT .../security/{kind}: the fields of the mode chosen, and a new proof. */
export function securityFormData(draft: SecurityDraft): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(securityFields(draft))) form.append(name, value);
  if (draft.proof) form.append('proof', draft.proof, draft.proof.name);
  return form;
}

/** Whether two drafts say the same (a new proof always differs). */
export function sameSecurity(a: SecurityDraft, b: SecurityDraft): boolean {
  return (
    a.mode === b.mode &&
    a.instrument === b.instrument &&
    a.reference === b.reference &&
    a.paidOn === b.paidOn &&
    a.amount === b.amount &&
    a.exemption === b.exemption &&
    a.udyamNumber === b.udyamNumber &&
    a.proof === b.proof &&
    a.kept?._id === b.kept?._id
  );
}

const FIELDS: readonly SecurityField[] = [
  'mode',
  'instrument',
  'reference',
  'paidOn',
  'amount',
  'exemption',
  'udyamNumber',
  'proof',
];

/** A server 400's field as one of the form's, or null (the message then shows above the form). */
export function securityFieldOf(field: string | undefined): SecurityField | null {
  return field && (FIELDS as readonly string[]).includes(field) ? (field as SecurityField) : null;
}

/** The first field with an error, in the form's order (to move the focus to). */
export function firstSecurityError(errors: SecurityErrors): SecurityField | undefined {
  return FIELDS.find((field) => errors[field]);
}

/** An amount given as a decimal string, in rupees for India ('—' when there is none). */
export function amountText(value: string | null | undefined): string {
  if (value == null) return '—';
  const paise = toPaise(value);
  return Number.isNaN(paise) ? value : formatRupees(paise);
}

/** What a saved declaration says, in a line (My bid), in `locale`. */
export function securityLine(
  kind: SecurityKind,
  bid: Pick<SupplierBid, 'securities'>,
  locale: Locale = 'en',
): string {
  const said = inLocale(evaluationMessages, locale).supplierBid;
  const security = bid.securities.find((one) => one.kind === kind);
  const label = inLocale(SECURITY_KIND_LABELS, locale)[kind];
  if (!security) return said.securityMissing(label);
  if (security.mode === 'exempt') {
    const exemptions = inLocale(EXEMPTION_LABELS, locale);
    return said.securityExempt(label, security.exemption ? exemptions[security.exemption] : '—');
  }
  return said.securityPaid(
    label,
    amountText(security.amount),
    security.instrument ? inLocale(PAYMENT_INSTRUMENT_LABELS, locale)[security.instrument] : '—',
    security.reference ?? '—',
  );
}
