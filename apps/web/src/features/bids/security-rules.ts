import {
  EXEMPTION_LABELS,
  EXEMPTIONS,
  type Exemption,
  PAYMENT_INSTRUMENT_LABELS,
  PAYMENT_INSTRUMENTS,
  type PaymentInstrument,
  SECURITY_KIND_LABELS,
  type SecurityKind,
  type SecurityMode,
} from '@tenderdesk/domain/evaluation';
import { evaluationMessages } from '@tenderdesk/domain/evaluation-messages';
import { formatRupees, toPaise } from '@tenderdesk/domain/money';
import { exactDecimal } from '@tenderdesk/domain/quotations';
import { isIsoDate } from '@tenderdesk/domain/tender-rules';
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

/** The form's starting values: the declaration saved, or paid with the amount asked. */
export function securityDraftOf(
  kind: SecurityKind,
  terms: Terms,
  saved: BidSecurity | undefined,
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
    udyamNumber: '',
    proof: null,
    kept: null,
  };
}

const text = evaluationMessages.supplierBid;
const REFERENCE_MAX = 100;

/** The server's checks, each on its field (the amount against the one asked). */
export function checkSecurity(kind: SecurityKind, terms: Terms, draft: SecurityDraft): SecurityErrors {
  const errors: SecurityErrors = {};
  if (draft.mode === null) {
    errors.mode = text.modeRequired;
    return errors;
  }
  if (draft.mode === 'paid') {
    if (!(PAYMENT_INSTRUMENTS as readonly string[]).includes(draft.instrument))
      errors.instrument = text.instrumentRequired;
    const reference = draft.reference.trim();
    if (reference === '') errors.reference = text.referenceRequired;
    else if (reference.length > REFERENCE_MAX) errors.reference = text.referenceTooLong;
    if (!isIsoDate(draft.paidOn.trim())) errors.paidOn = text.paidOnRequired;
    const amount = exactDecimal(draft.amount.trim());
    const asked = askedAmount(terms, kind);
    if (amount === null) errors.amount = text.amountInvalid;
    else if (asked !== null && toPaise(amount) < toPaise(asked))
      errors.amount = evaluationMessages.paymentAmountShort(formatRupees(toPaise(asked)));
    if (!draft.proof && !draft.kept) errors.proof = text.proofRequired;
    return errors;
  }
  if (draft.exemption === null) errors.exemption = text.exemptionRequired;
  else if (!terms.exemptions[draft.exemption]) errors.exemption = evaluationMessages.exemptionNotAllowed;
  else if (draft.exemption === 'mse' && draft.udyamNumber.trim() === '')
    errors.udyamNumber = evaluationMessages.udyamRequired;
  return errors;
}

/** The body of PUT .../security/{kind}: only the fields of the mode chosen. */
export function securityFormData(draft: SecurityDraft): FormData {
  const form = new FormData();
  form.append('mode', draft.mode ?? '');
  if (draft.mode === 'paid') {
    form.append('instrument', draft.instrument);
    form.append('reference', draft.reference.trim());
    form.append('paidOn', draft.paidOn.trim());
    form.append('amount', exactDecimal(draft.amount.trim()) ?? draft.amount.trim());
  } else if (draft.mode === 'exempt') {
    form.append('exemption', draft.exemption ?? '');
    if (draft.exemption === 'mse') form.append('udyamNumber', draft.udyamNumber.trim().toUpperCase());
  }
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

/** What a saved declaration says, in a line (My bid). */
export function securityLine(kind: SecurityKind, bid: Pick<SupplierBid, 'securities'>): string {
  const security = bid.securities.find((one) => one.kind === kind);
  const label = SECURITY_KIND_LABELS[kind];
  if (!security) return text.securityMissing(label);
  if (security.mode === 'exempt') {
    return text.securityExempt(label, security.exemption ? EXEMPTION_LABELS[security.exemption] : '—');
  }
  return text.securityPaid(
    label,
    amountText(security.amount),
    security.instrument ? PAYMENT_INSTRUMENT_LABELS[security.instrument] : '—',
    security.reference ?? '—',
  );
}
