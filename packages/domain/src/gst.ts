import { HSN_SAC_MESSAGE } from './hsn-sac';
import { catalogue } from './i18n/catalogue';
import type { Paise } from './money';

/*
 * India's tax identities and the GST split (issue 20), without zod so that any screen can import
 * them. Formats follow the published rules: GSTIN (CBIC / GSTN: state code, PAN, entity number,
 * 'Z', check character by the mod-36 algorithm), PAN (Income Tax Department), IFSC (RBI), Udyam
 * (MSME), HSN (goods) and SAC (services, chapter 99).
 */

/** GST state codes (the first two digits of a GSTIN) and their states or union territories. */
export const GST_STATES = {
  '01': 'Jammu and Kashmir',
  '02': 'Himachal Pradesh',
  '03': 'Punjab',
  '04': 'Chandigarh',
  '05': 'Uttarakhand',
  '06': 'Haryana',
  '07': 'Delhi',
  '08': 'Rajasthan',
  '09': 'Uttar Pradesh',
  '10': 'Bihar',
  '11': 'Sikkim',
  '12': 'Arunachal Pradesh',
  '13': 'Nagaland',
  '14': 'Manipur',
  '15': 'Mizoram',
  '16': 'Tripura',
  '17': 'Meghalaya',
  '18': 'Assam',
  '19': 'West Bengal',
  '20': 'Jharkhand',
  '21': 'Odisha',
  '22': 'Chhattisgarh',
  '23': 'Madhya Pradesh',
  '24': 'Gujarat',
  '26': 'Dadra and Nagar Haveli and Daman and Diu',
  '27': 'Maharashtra',
  '29': 'Karnataka',
  '30': 'Goa',
  '31': 'Lakshadweep',
  '32': 'Kerala',
  '33': 'Tamil Nadu',
  '34': 'Puducherry',
  '35': 'Andaman and Nicobar Islands',
  '36': 'Telangana',
  '37': 'Andhra Pradesh',
  '38': 'Ladakh',
  '97': 'Other Territory',
} as const;
export type GstStateCode = keyof typeof GST_STATES;

/**
 * Codes a GSTIN may still carry but no one chooses today: 25 (Daman and Diu, merged into 26 in
 * 2020), 28 (Andhra Pradesh before 2014, now 37) and 99 (Centre Jurisdiction).
 */
const LEGACY_STATE_CODES: Record<string, string> = {
  '25': 'Daman and Diu',
  '28': 'Andhra Pradesh (old)',
  '99': 'Centre Jurisdiction',
};

export const isGstStateCode = (code: string): code is GstStateCode => Object.hasOwn(GST_STATES, code);

/** The state's name for any code a GSTIN may carry, or null. */
export function stateName(code: string): string | null {
  return isGstStateCode(code) ? GST_STATES[code] : (LEGACY_STATE_CODES[code] ?? null);
}

/** Upper case without spaces: how every identity is stored and compared. */
export const normaliseIdentity = (value: string) => value.replace(/\s+/g, '').toUpperCase();

// ---------------------------------------------------------------------------------------------
// Messages (shown as written, beside the field)

/** Registered in the catalogue (issue 26; Hindi in `i18n/hi/logo-and-tax-identity.ts`). */
export const taxIdentityText = catalogue('taxIdentity', {
  gstinLength: 'A GSTIN has 15 characters, for example 27AAPFU0939F1ZV.',
  gstinCharacters: 'A GSTIN has only the letters A–Z and digits 0–9.',
  gstinState: (code: string) =>
    `The GSTIN starts with "${code}", which is not a GST state code (01–38 or 97): check the first two digits.`,
  gstinPan: 'Characters 3–12 of the GSTIN must be the PAN (5 letters, 4 digits, 1 letter).',
  gstinEntity: 'Character 13 of the GSTIN (the registration number under the PAN) must be 1–9 or A–Z.',
  gstinZ: 'Character 14 of the GSTIN must be the letter Z.',
  gstinCheck: 'The last character of the GSTIN does not match the others: check it for a typing mistake.',
  gstinStateMismatch: (gstinState: string, state: string) =>
    `The GSTIN is registered in ${gstinState}, but the state given is ${state}.`,
  gstinPanMismatch: 'The PAN inside the GSTIN (characters 3–12) differs from the PAN given.',
  pan: 'A PAN has 10 characters: 5 letters, 4 digits and a letter, for example AAPFU0939F.',
  ifsc: 'An IFSC has 11 characters: 4 letters of the bank, 0, then 6 letters or digits, for example SBIN0001234.',
  udyam: 'An Udyam number reads UDYAM-XX-00-0000000 (state letters, district digits, 7 digits).',
  hsnSac: HSN_SAC_MESSAGE,
  bankAccount: 'A bank account number has 9 to 18 digits.',
} as const);

// ---------------------------------------------------------------------------------------------
// PAN, GSTIN and friends

/** PAN: 5 letters (the 4th says who holds it: P person, C company, F firm, ...), 4 digits, a letter. */
const PAN = /^[A-Z]{3}[ABCFGHJLPT][A-Z][0-9]{4}[A-Z]$/;

export function panProblem(value: string): string | null {
  return PAN.test(normaliseIdentity(value)) ? null : taxIdentityText.pan;
}

const GSTIN_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The GSTIN check character over its first 14 characters (the published mod-36 algorithm: each
 * character's value times 1 or 2 alternately, the product's quotient and remainder by 36 summed, the
 * check the sum's complement to 36).
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const value = GSTIN_ALPHABET.indexOf(first14[i] ?? '');
    if (value < 0) throw new RangeError('Not a GSTIN character');
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_ALPHABET[(36 - (sum % 36)) % 36] as string;
}

/** What is wrong with a GSTIN, naming the part (null when it is valid). */
export function gstinProblem(value: string): string | null {
  const gstin = normaliseIdentity(value);
  if (gstin.length !== 15) return taxIdentityText.gstinLength;
  if (!/^[0-9A-Z]{15}$/.test(gstin)) return taxIdentityText.gstinCharacters;
  const state = gstin.slice(0, 2);
  if (stateName(state) === null) return taxIdentityText.gstinState(state);
  if (!PAN.test(gstin.slice(2, 12))) return taxIdentityText.gstinPan;
  if (!/^[1-9A-Z]$/.test(gstin[12] as string)) return taxIdentityText.gstinEntity;
  if (gstin[13] !== 'Z') return taxIdentityText.gstinZ;
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14]) return taxIdentityText.gstinCheck;
  return null;
}

export const isValidGstin = (value: string) => gstinProblem(value) === null;

/** The state code and PAN a valid GSTIN carries. */
export function gstinParts(gstin: string): { stateCode: string; pan: string } {
  const normal = normaliseIdentity(gstin);
  return { stateCode: normal.slice(0, 2), pan: normal.slice(2, 12) };
}

/** A GSTIN against the state and PAN given beside it (both must agree with it). */
export function gstinAgreementProblem(gstin: string, stateCode: string, pan?: string): string | null {
  const parts = gstinParts(gstin);
  if (parts.stateCode !== stateCode) {
    return taxIdentityText.gstinStateMismatch(
      stateName(parts.stateCode) ?? parts.stateCode,
      stateName(stateCode) ?? stateCode,
    );
  }
  if (pan && normaliseIdentity(pan) !== parts.pan) return taxIdentityText.gstinPanMismatch;
  return null;
}

/** IFSC: 4 letters (the bank), a zero, 6 letters or digits (the branch). */
export function ifscProblem(value: string): string | null {
  return /^[A-Z]{4}0[A-Z0-9]{6}$/.test(normaliseIdentity(value)) ? null : taxIdentityText.ifsc;
}

/** Udyam registration number (MSME): UDYAM-XX-00-0000000. */
export function udyamProblem(value: string): string | null {
  return /^UDYAM-[A-Z]{2}-[0-9]{2}-[0-9]{7}$/.test(normaliseIdentity(value)) ? null : taxIdentityText.udyam;
}

export function bankAccountProblem(value: string): string | null {
  return /^[0-9]{9,18}$/.test(value.replace(/\s+/g, '')) ? null : taxIdentityText.bankAccount;
}

// HSN/SAC codes live in hsn-sac.ts (the tender schemas import them alone).
export { hsnSacProblem, isSacCode } from './hsn-sac';

// ---------------------------------------------------------------------------------------------
// The GST split

/** How a supplier stands under GST: registered (a GSTIN), a composition dealer, or unregistered. */
export const GST_REGISTRATIONS = ['Registered', 'Composition', 'Unregistered'] as const;
export type GstRegistration = (typeof GST_REGISTRATIONS)[number];

/** Which taxes a supply bears: CGST + SGST within a state, IGST between states, none. */
export const SUPPLY_KINDS = ['intra', 'inter', 'untaxed'] as const;
export type SupplyKind = (typeof SUPPLY_KINDS)[number];

/**
 * The place of supply decides (IGST Act s. 7–8, simplified to the buyer's and the supplier's
 * registered states): the same state is intra-state, different states inter-state. A supplier that
 * is not a regular registered taxpayer (composition or unregistered) charges no GST on its invoice.
 */
export function supplyKind(
  buyerStateCode: string,
  supplierStateCode: string,
  registration: GstRegistration,
): SupplyKind {
  if (registration !== 'Registered') return 'untaxed';
  return buyerStateCode === supplierStateCode ? 'intra' : 'inter';
}

export type LineTax = { cgst: Paise; sgst: Paise; igst: Paise; tax: Paise };

/** `value × rate / divisor`, rounded half up to the paisa, in exact integers. */
function percentOf(value: Paise, rate: number, divisor: bigint): Paise {
  const product = BigInt(value) * BigInt(Math.round(rate * 100));
  const scaled = divisor * 100n;
  return Number((product * 2n + scaled) / (scaled * 2n));
}

/**
 * One line's GST on its taxable value at `rate` per cent, in paise.
 *
 * Rounding (stated once, here): IGST = taxable × rate / 100, rounded half up to the paisa. Within a
 * state CGST and SGST are each taxable × (rate / 2) / 100 rounded half up, so the two halves are
 * always equal; when the whole tax would be an odd number of paise (e.g. ₹0.15 at 18 % is 2.7
 * paise, and ₹10.05 at 5 % is 50.25 paise), each half is rounded on its own and the line's tax is
 * twice the half, which differs from the IGST figure by at most one paisa. Untaxed lines bear none.
 */
export function lineTax(taxable: Paise, rate: number, kind: SupplyKind): LineTax {
  if (!Number.isSafeInteger(taxable) || taxable < 0) throw new RangeError('Not an amount in paise');
  if (!(rate >= 0) || Math.round(rate * 100) !== rate * 100) throw new RangeError('Not a GST rate');
  if (kind === 'untaxed') return { cgst: 0, sgst: 0, igst: 0, tax: 0 };
  if (kind === 'inter') {
    const igst = percentOf(taxable, rate, 100n);
    return { cgst: 0, sgst: 0, igst, tax: igst };
  }
  const half = percentOf(taxable, rate, 200n);
  return { cgst: half, sgst: half, igst: 0, tax: half * 2 };
}

export type TaxedLine = { taxable: Paise; rate: number };
export type TaxSummary = { taxable: Paise; cgst: Paise; sgst: Paise; igst: Paise; tax: Paise; total: Paise };

/** Every line taxed, and the totals an invoice or order prints (sums of the lines, never re-rounded). */
export function taxLines(
  lines: readonly TaxedLine[],
  kind: SupplyKind,
): { lines: LineTax[]; summary: TaxSummary } {
  const taxed = lines.map((line) => lineTax(line.taxable, line.rate, kind));
  const sum = (pick: (tax: LineTax) => Paise) => taxed.reduce((total, tax) => total + pick(tax), 0);
  const taxable = lines.reduce((total, line) => total + line.taxable, 0);
  const summary = {
    taxable,
    cgst: sum((tax) => tax.cgst),
    sgst: sum((tax) => tax.sgst),
    igst: sum((tax) => tax.igst),
    tax: sum((tax) => tax.tax),
    total: 0,
  };
  summary.total = summary.taxable + summary.tax;
  if (!Number.isSafeInteger(summary.total)) throw new RangeError('The order total is beyond exact amounts');
  return { lines: taxed, summary };
}
