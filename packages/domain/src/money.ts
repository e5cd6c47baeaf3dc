/**
 * Exact money arithmetic. Amounts are held as integer hundredths (paise) so that sums never drift;
 * conversion from user input rounds half up (away from zero for positive values) to 2 places.
 */
export type Paise = number;

/** Parses a decimal string or number into hundredths, rounding half up. NaN for non-numeric input. */
export function toPaise(value: string | number): Paise {
  const text = typeof value === 'number' ? numberToPlainString(value) : value.trim();
  const match = /^([+-])?(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match || (match[2] === '' && (match[3] ?? '') === '')) return Number.NaN;
  const sign = match[1] === '-' ? -1 : 1;
  const whole = match[2] === '' ? 0 : Number(match[2]);
  const fraction = (match[3] ?? '').padEnd(3, '0');
  let hundredths = whole * 100 + Number(fraction.slice(0, 2));
  if (Number(fraction[2]) >= 5) hundredths += 1;
  return sign * hundredths;
}

function numberToPlainString(value: number): string {
  if (!Number.isFinite(value)) return 'NaN';
  // toFixed(10) avoids exponent notation for small and large values alike.
  return value.toFixed(10);
}

/** Hundredths back to a fixed 2-decimal string, e.g. 123456 -> "1234.56". */
export function paiseToDecimal(paise: Paise): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** quantity x unit price, both with up to 2 decimals, rounded half up to 2 decimals. */
export function lineTotalPaise(quantity: string | number, unitPrice: string | number): Paise {
  const qty = toPaise(quantity);
  const price = toPaise(unitPrice);
  const q = Number.isNaN(qty) ? 100 : qty; // spec: quantity taken as 1 if not numeric
  const p = Number.isNaN(price) ? 0 : price; // spec: price taken as 0 if not numeric
  // q and p are hundredths, so the product is in ten-thousandths: divide by 100, rounding half up.
  return roundHalfUpDiv(q * p, 100);
}

export function sumPaise(values: readonly Paise[]): Paise {
  return values.reduce((total, value) => total + value, 0);
}

export type MarginType = 'Percentage' | 'Fixed Amount';

/** A percentage margin adds that percent of the total; a fixed margin adds the amount. */
export function applyMarginPaise(total: Paise, type: MarginType, marginValue: string | number): Paise {
  const margin = toPaise(marginValue);
  if (Number.isNaN(margin) || margin < 0) return total;
  if (type === 'Fixed Amount') return total + margin;
  // margin is percent x 100; total x percent / 100 = total x margin / 10000.
  return total + roundHalfUpDiv(total * margin, 10000);
}

function roundHalfUpDiv(numerator: number, divisor: number): number {
  const sign = numerator < 0 ? -1 : 1;
  return sign * Math.floor((Math.abs(numerator) + divisor / 2) / divisor);
}

/** Formats hundredths for India: ₹1,23,456.78 */
export function formatRupees(paise: Paise): string {
  const formatter = new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return formatter.format(paise / 100);
}
