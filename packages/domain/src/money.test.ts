import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyMarginPaise,
  formatRupees,
  lineTotalPaise,
  MAX_PAISE,
  paiseToDecimal,
  sumPaise,
  toPaise,
} from './money';

describe('money', () => {
  it('parses decimals into hundredths, rounding half up', () => {
    expect(toPaise('12.34')).toBe(1234);
    expect(toPaise('0.005')).toBe(1);
    expect(toPaise('0.004')).toBe(0);
    expect(toPaise(0.1 + 0.2)).toBe(30);
    expect(toPaise('7')).toBe(700);
    expect(toPaise('.5')).toBe(50);
    expect(Number.isNaN(toPaise('abc'))).toBe(true);
    expect(Number.isNaN(toPaise(''))).toBe(true);
  });

  it('computes a line total exactly where floating point would drift', () => {
    // 1.15 * 3 = 3.4499999999999997 in floating point; exact is 3.45
    expect(paiseToDecimal(lineTotalPaise('3', '1.15'))).toBe('3.45');
    expect(paiseToDecimal(lineTotalPaise('2.5', '0.33'))).toBe('0.83'); // 0.825 rounds half up
    expect(paiseToDecimal(lineTotalPaise('abc', '10'))).toBe('10.00'); // quantity taken as 1
    expect(paiseToDecimal(lineTotalPaise('4', 'x'))).toBe('0.00'); // price taken as 0
  });

  it('sums line totals without drift', () => {
    const lines = Array.from({ length: 10 }, () => toPaise('0.10'));
    expect(paiseToDecimal(sumPaise(lines))).toBe('1.00');
  });

  it('applies percentage and fixed margins to 2 decimals', () => {
    expect(paiseToDecimal(applyMarginPaise(toPaise('1000'), 'Percentage', '12.5'))).toBe('1125.00');
    expect(paiseToDecimal(applyMarginPaise(toPaise('10.01'), 'Percentage', '5'))).toBe('10.51');
    expect(paiseToDecimal(applyMarginPaise(toPaise('10.00'), 'Fixed Amount', '2.50'))).toBe('12.50');
    expect(paiseToDecimal(applyMarginPaise(toPaise('10.00'), 'Fixed Amount', '-1'))).toBe('10.00');
  });

  it('formats rupees with Indian digit grouping', () => {
    expect(formatRupees(12345678)).toBe('₹1,23,456.78');
    expect(formatRupees(0)).toBe('₹0.00');
    // Through a float this would print ...992.00 or ...000.00: the decimal string keeps every digit.
    expect(formatRupees(999_999_999_999_999)).toBe('₹99,99,99,99,99,999.99');
  });
});

/**
 * The stated bound: exact for every amount up to 10^15 hundredths (₹10 lakh crore), far past any
 * tender, checked against BigInt arithmetic; beyond MAX_PAISE the functions refuse.
 */
describe('money is exact up to 10^15 hundredths', () => {
  const BOUND = 10n ** 15n;
  /** A non-negative amount in hundredths, as the decimal string a user or the database gives. */
  const amount = (max: bigint) =>
    fc.bigInt({ min: 0n, max }).map((hundredths) => ({ hundredths, text: decimal(hundredths) }));
  const decimal = (hundredths: bigint) =>
    `${hundredths / 100n}.${String(hundredths % 100n).padStart(2, '0')}`;
  const halfUp = (numerator: bigint, divisor: bigint) => (numerator + divisor / 2n) / divisor;
  const min = (a: bigint, b: bigint) => (a < b ? a : b);

  it('parses and prints every amount unchanged', () => {
    fc.assert(
      fc.property(amount(BOUND), ({ hundredths, text }) => {
        expect(toPaise(text)).toBe(Number(hundredths));
        expect(paiseToDecimal(toPaise(text))).toBe(text);
        expect(toPaise(`-${text}`)).toBe(Number(-hundredths));
      }),
    );
  });

  it('rounds a third decimal half up at any size', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: BOUND * 10n - 1n }), (thousandths) => {
        const text = `${thousandths / 1000n}.${String(thousandths % 1000n).padStart(3, '0')}`;
        expect(toPaise(text)).toBe(Number(halfUp(thousandths, 10n)));
      }),
    );
  });

  it('multiplies quantity by price exactly whenever the line total is within the bound', () => {
    fc.assert(
      // Any quantity, and a price whose line total stays within the bound: the product of the
      // hundredths then reaches 10^17, past 2^53, where a float would lose the last digits.
      fc.property(
        amount(10n ** 9n).chain((quantity) =>
          amount(min(BOUND, (BOUND * 100n) / (quantity.hundredths || 1n))).map((price) => ({
            quantity,
            price,
          })),
        ),
        ({ quantity, price }) => {
          const expected = halfUp(quantity.hundredths * price.hundredths, 100n);
          expect(lineTotalPaise(quantity.text, price.text)).toBe(Number(expected));
        },
      ),
    );
    // A product of 9.56 x 10^16 ten-thousandths: through a float it rounds to ...779.
    expect(lineTotalPaise('5170694.64', '1849106.57')).toBe(956_116_543_028_778);
  });

  it('sums and applies margins exactly within the bound', () => {
    fc.assert(
      fc.property(fc.array(amount(BOUND / 1000n), { maxLength: 1000 }), (lines) => {
        const expected = lines.reduce((total, line) => total + line.hundredths, 0n);
        expect(sumPaise(lines.map((line) => toPaise(line.text)))).toBe(Number(expected));
      }),
    );
    fc.assert(
      fc.property(amount(BOUND / 2n), amount(10_000n), ({ hundredths: total }, margin) => {
        const percentage = total + halfUp(total * margin.hundredths, 10_000n);
        expect(applyMarginPaise(Number(total), 'Percentage', margin.text)).toBe(Number(percentage));
        expect(applyMarginPaise(Number(total), 'Fixed Amount', margin.text)).toBe(
          Number(total + margin.hundredths),
        );
      }),
    );
  });

  it('refuses an amount it cannot hold exactly instead of drifting', () => {
    const tooLarge = `${BigInt(MAX_PAISE) / 100n + 1n}`;
    expect(() => toPaise(tooLarge)).toThrow(RangeError);
    expect(() => sumPaise([MAX_PAISE, 1])).toThrow(RangeError);
    expect(() => lineTotalPaise('100000000', '100000000')).toThrow(RangeError);
  });
});
