import { describe, expect, it } from 'vitest';
import { applyMarginPaise, formatRupees, lineTotalPaise, paiseToDecimal, sumPaise, toPaise } from './money';

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
  });
});
