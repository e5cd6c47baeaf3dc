import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  GST_STATES,
  gstinAgreementProblem,
  gstinCheckCharacter,
  gstinProblem,
  hsnSacProblem,
  ifscProblem,
  lineTax,
  panProblem,
  supplyKind,
  taxIdentityText,
  taxLines,
  udyamProblem,
} from './gst';

/** GSTINs published by their holders (invoices, annual reports) and in GSTN's own examples. */
const PUBLISHED_GSTINS = [
  '27AAPFU0939F1ZV', // GSTN's documentation example (Maharashtra)
  '27AAACR5055K1Z7', // Reliance Industries Ltd, Maharashtra
  '29AAGCB7383J1Z4', // Karnataka
  '33AAACH7409R1Z8', // Tamil Nadu
  '24AAACC1206D1ZM', // Gujarat
];

describe('GSTIN', () => {
  it('accepts published GSTINs, in any case and with spaces', () => {
    for (const gstin of PUBLISHED_GSTINS) expect(gstinProblem(gstin), gstin).toBeNull();
    expect(gstinProblem(' 27aapfu0939f1zv ')).toBeNull();
  });

  it('names the part that is wrong', () => {
    expect(gstinProblem('27AAPFU0939F1Z')).toBe(taxIdentityText.gstinLength);
    expect(gstinProblem('27AAPFU0939F1Z#')).toBe(taxIdentityText.gstinCharacters);
    expect(gstinProblem('00AAPFU0939F1ZV')).toBe(taxIdentityText.gstinState('00'));
    expect(gstinProblem('39AAPFU0939F1ZV')).toBe(taxIdentityText.gstinState('39'));
    expect(gstinProblem('27AAPF10939F1ZV')).toBe(taxIdentityText.gstinPan);
    expect(gstinProblem('27AAPXU0939F1ZV')).toBe(taxIdentityText.gstinPan); // 4th PAN letter: holder type
    expect(gstinProblem('27AAPFU0939F0ZV')).toBe(taxIdentityText.gstinEntity);
    expect(gstinProblem('27AAPFU0939F1YV')).toBe(taxIdentityText.gstinZ);
    expect(gstinProblem('27AAPFU0939F1ZW')).toBe(taxIdentityText.gstinCheck);
  });

  it('computes the check character of the published examples', () => {
    for (const gstin of PUBLISHED_GSTINS) expect(gstinCheckCharacter(gstin.slice(0, 14))).toBe(gstin[14]);
  });

  const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const letter = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ');
  const digit = fc.constantFrom(...'0123456789');
  const gstinArbitrary = fc
    .tuple(
      fc.constantFrom(...Object.keys(GST_STATES)),
      fc.array(letter, { minLength: 3, maxLength: 3 }),
      fc.constantFrom(...'ABCFGHJLPT'),
      letter,
      fc.array(digit, { minLength: 4, maxLength: 4 }),
      letter,
      fc.constantFrom(...'123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'),
    )
    .map(([state, first, holder, fifth, digits, last, entity]) => {
      const first14 = `${state}${first.join('')}${holder}${fifth}${digits.join('')}${last}${entity}Z`;
      return first14 + gstinCheckCharacter(first14);
    });

  it('accepts every well-formed GSTIN with its check character (property)', () => {
    fc.assert(fc.property(gstinArbitrary, (gstin) => gstinProblem(gstin) === null));
  });

  it('refuses any GSTIN with one character changed (property: the check catches every substitution)', () => {
    fc.assert(
      fc.property(gstinArbitrary, fc.nat(14), fc.nat(35), (gstin, at, shift) => {
        const replacement = alphabet[
          (alphabet.indexOf(gstin[at] as string) + 1 + (shift % 35)) % 36
        ] as string;
        const changed = gstin.slice(0, at) + replacement + gstin.slice(at + 1);
        return gstinProblem(changed) !== null;
      }),
    );
  });

  it('must agree with the state and the PAN given beside it', () => {
    expect(gstinAgreementProblem('27AAPFU0939F1ZV', '27', 'AAPFU0939F')).toBeNull();
    expect(gstinAgreementProblem('27AAPFU0939F1ZV', '29')).toBe(
      taxIdentityText.gstinStateMismatch('Maharashtra', 'Karnataka'),
    );
    expect(gstinAgreementProblem('27AAPFU0939F1ZV', '27', 'AAPFU0939G')).toBe(
      taxIdentityText.gstinPanMismatch,
    );
  });
});

describe('PAN, IFSC, Udyam, HSN/SAC', () => {
  it('checks formats', () => {
    expect(panProblem('AAPFU0939F')).toBeNull();
    expect(panProblem('aapfu 0939f')).toBeNull();
    expect(panProblem('AAPFU0939')).toBe(taxIdentityText.pan);
    expect(panProblem('AAPXU0939F')).toBe(taxIdentityText.pan);
    expect(ifscProblem('SBIN0001234')).toBeNull();
    expect(ifscProblem('SBIN1001234')).toBe(taxIdentityText.ifsc);
    expect(udyamProblem('UDYAM-MH-19-0012345')).toBeNull();
    expect(udyamProblem('UDYAM-MH-19-001234')).toBe(taxIdentityText.udyam);
    expect(hsnSacProblem('8471')).toBeNull();
    expect(hsnSacProblem('847130')).toBeNull();
    expect(hsnSacProblem('84713010')).toBeNull();
    expect(hsnSacProblem('998314')).toBeNull(); // SAC: IT design and development services
    expect(hsnSacProblem('84713')).toBe(taxIdentityText.hsnSac);
    expect(hsnSacProblem('0012')).toBe(taxIdentityText.hsnSac);
    expect(hsnSacProblem('99831')).toBe(taxIdentityText.hsnSac);
  });
});

describe('the GST split', () => {
  it('follows the place of supply and the supplier’s registration', () => {
    expect(supplyKind('27', '27', 'Registered')).toBe('intra');
    expect(supplyKind('27', '29', 'Registered')).toBe('inter');
    expect(supplyKind('27', '27', 'Composition')).toBe('untaxed');
    expect(supplyKind('27', '29', 'Unregistered')).toBe('untaxed');
  });

  it('splits within a state into equal halves, and rounds odd-paise halves each on its own', () => {
    // ₹1,000 at 18 %: 90 + 90, or 180 IGST.
    expect(lineTax(100_000, 18, 'intra')).toEqual({ cgst: 9_000, sgst: 9_000, igst: 0, tax: 18_000 });
    expect(lineTax(100_000, 18, 'inter')).toEqual({ cgst: 0, sgst: 0, igst: 18_000, tax: 18_000 });
    // ₹0.15 at 18 %: 2.7 paise. IGST 3; each half 1.35 → 1, the line's tax 2.
    expect(lineTax(15, 18, 'inter').igst).toBe(3);
    expect(lineTax(15, 18, 'intra')).toEqual({ cgst: 1, sgst: 1, igst: 0, tax: 2 });
    // ₹0.25 at 18 %: 4.5 paise. IGST 5 (half up); each half 2.25 → 2.
    expect(lineTax(25, 18, 'inter').igst).toBe(5);
    expect(lineTax(25, 18, 'intra').cgst).toBe(2);
    // ₹0.50 at 5 %: 2.5 paise → IGST 3; each half 1.25 → 1.
    expect(lineTax(50, 5, 'inter').igst).toBe(3);
    expect(lineTax(50, 5, 'intra')).toEqual({ cgst: 1, sgst: 1, igst: 0, tax: 2 });
    // ₹0.30 at 5 %: 1.5 paise → 2; each half 0.75 → 1, so the halves can also round up.
    expect(lineTax(30, 5, 'intra')).toEqual({ cgst: 1, sgst: 1, igst: 0, tax: 2 });
    expect(lineTax(100_000, 18, 'untaxed')).toEqual({ cgst: 0, sgst: 0, igst: 0, tax: 0 });
  });

  /** An independent computation: decimal strings of the exact quotient, rounded half up by hand. */
  function halfUp(numerator: bigint, denominator: bigint): bigint {
    const quotient = numerator / denominator;
    return (numerator % denominator) * 2n >= denominator ? quotient + 1n : quotient;
  }

  const amount = fc.integer({ min: 0, max: 10 ** 14 - 1 });
  const rate = fc.constantFrom(0, 0.25, 3, 5, 12, 18, 28);

  it('agrees with an independent big-integer computation (property)', () => {
    fc.assert(
      fc.property(amount, rate, (taxable, r) => {
        const hundredths = BigInt(Math.round(r * 100));
        const igst = halfUp(BigInt(taxable) * hundredths, 10_000n);
        const half = halfUp(BigInt(taxable) * hundredths, 20_000n);
        const inter = lineTax(taxable, r, 'inter');
        const intra = lineTax(taxable, r, 'intra');
        return (
          BigInt(inter.igst) === igst &&
          BigInt(intra.cgst) === half &&
          intra.cgst === intra.sgst &&
          intra.tax === intra.cgst + intra.sgst &&
          Math.abs(intra.tax - inter.tax) <= 1
        );
      }),
    );
  });

  it('totals an order as the sum of its lines', () => {
    const { lines, summary } = taxLines(
      [
        { taxable: 15, rate: 18 },
        { taxable: 100_000, rate: 12 },
      ],
      'intra',
    );
    expect(lines).toEqual([
      { cgst: 1, sgst: 1, igst: 0, tax: 2 },
      { cgst: 6_000, sgst: 6_000, igst: 0, tax: 12_000 },
    ]);
    expect(summary).toEqual({
      taxable: 100_015,
      cgst: 6_001,
      sgst: 6_001,
      igst: 0,
      tax: 12_002,
      total: 112_017,
    });
  });

  it('refuses what is not an amount or a rate', () => {
    expect(() => lineTax(-1, 18, 'inter')).toThrow(RangeError);
    expect(() => lineTax(1.5, 18, 'inter')).toThrow(RangeError);
    expect(() => lineTax(100, Number.NaN, 'inter')).toThrow(RangeError);
  });
});
