/**
 * Exact money arithmetic. Amounts are held as integer hundredths (paise) so that sums never drift;
 * conversion from user input rounds half up (away from zero for positive values) to 2 places.
 *
 * Bound: every amount, and every result, is exact while its hundredths are a safe integer
 * (|paise| <= MAX_PAISE = 2^53 - 1, about ₹90 lakh crore, thousands of times any tender). Products
 * (quantity x price, total x margin) are computed in BigInt, so no intermediate value loses a digit.
 * Beyond the bound a function throws a RangeError rather than return a value that has drifted;
 * money.test.ts proves the exactness against BigInt arithmetic up to 10^15 hundredths.
 */
export type Paise = number;

/** The largest amount, in hundredths, that is held exactly. */
export const MAX_PAISE = Number.MAX_SAFE_INTEGER;

/**
 * The largest total a quotation may have before GST: ₹9,99,99,99,99,999.99 (just under ₹1 lakh
 * crore, 10^14 - 1 paise). Quantities (QTY_MAX) and unit prices each stay below 10^12 rupees, but
 * their product need not: the quotation's total is what is bounded (decision 041). With the
 * highest GST rate (28 %) the total with GST stays below 1.28 x 10^14 paise, so it fits the
 * numeric(16,2) columns (below 10^16 paise) and 70 such totals still sum within MAX_PAISE.
 */
export const MAX_QUOTATION_TOTAL_PAISE = 10 ** 14 - 1;

/** The highest GST rate, in percent (quotations.ts GST_RATES). */
const MAX_GST_PERCENT = 28n;

/** The most a quotation's total with GST can be: its total's bound plus 28 % GST, each rounded half up. */
export const MAX_QUOTATION_TOTAL_WITH_GST_PAISE = Number(
  BigInt(MAX_QUOTATION_TOTAL_PAISE) + (BigInt(MAX_QUOTATION_TOTAL_PAISE) * MAX_GST_PERCENT + 50n) / 100n,
);

/** Throws when an amount has left the exact range (see the bound above). */
function exact(paise: bigint): Paise {
  if (paise > BigInt(MAX_PAISE) || paise < -BigInt(MAX_PAISE)) {
    throw new RangeError(`Amount out of the exact range (${MAX_PAISE} hundredths)`);
  }
  return Number(paise);
}

/**
 * Parses a decimal string or number into hundredths, rounding half up. NaN for non-numeric input;
 * a RangeError for a number too large to be held exactly.
 */
export function toPaise(value: string | number): Paise {
  const text = typeof value === 'number' ? numberToPlainString(value) : value.trim();
  const match = /^([+-])?(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match || (match[2] === '' && (match[3] ?? '') === '')) return Number.NaN;
  const sign = match[1] === '-' ? -1n : 1n;
  const fraction = (match[3] ?? '').padEnd(3, '0');
  let hundredths = BigInt(match[2] || '0') * 100n + BigInt(fraction.slice(0, 2));
  if (Number(fraction[2]) >= 5) hundredths += 1n;
  return exact(sign * hundredths);
}

function numberToPlainString(value: number): string {
  if (!Number.isFinite(value)) return 'NaN';
  // toFixed(10) avoids exponent notation for small and large values alike.
  return value.toFixed(10);
}

/** Hundredths back to a fixed 2-decimal string, e.g. 123456 -> "1234.56". */
export function paiseToDecimal(paise: Paise): string {
  const value = BigInt(paise);
  const abs = value < 0n ? -value : value;
  return `${value < 0n ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/** quantity x unit price, both with up to 2 decimals, rounded half up to 2 decimals. */
export function lineTotalPaise(quantity: string | number, unitPrice: string | number): Paise {
  const qty = toPaise(quantity);
  const price = toPaise(unitPrice);
  const q = Number.isNaN(qty) ? 100 : qty; // spec: quantity taken as 1 if not numeric
  const p = Number.isNaN(price) ? 0 : price; // spec: price taken as 0 if not numeric
  // q and p are hundredths, so the product is in ten-thousandths: divide by 100, rounding half up.
  return exact(roundHalfUpDiv(BigInt(q) * BigInt(p), 100n));
}

export function sumPaise(values: readonly Paise[]): Paise {
  return exact(values.reduce((total, value) => total + BigInt(value), 0n));
}

export type MarginType = 'Percentage' | 'Fixed Amount';

/** A percentage margin adds that percent of the total; a fixed margin adds the amount. */
export function applyMarginPaise(total: Paise, type: MarginType, marginValue: string | number): Paise {
  const margin = toPaise(marginValue);
  if (Number.isNaN(margin) || margin < 0) return total;
  if (type === 'Fixed Amount') return exact(BigInt(total) + BigInt(margin));
  // margin is percent x 100; total x percent / 100 = total x margin / 10000.
  return exact(BigInt(total) + roundHalfUpDiv(BigInt(total) * BigInt(margin), 10000n));
}

function roundHalfUpDiv(numerator: bigint, divisor: bigint): bigint {
  const negative = numerator < 0n;
  const abs = negative ? -numerator : numerator;
  const quotient = (abs + divisor / 2n) / divisor;
  return negative ? -quotient : quotient;
}

const RUPEES = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Formats hundredths for India: ₹1,23,456.78 (formatted from the exact decimal string, not a float). */
export function formatRupees(paise: Paise): string {
  // Intl formats a decimal string exactly; paise / 100 would round large amounts through a float.
  return RUPEES.format(paiseToDecimal(paise) as Intl.StringNumericLiteral);
}
