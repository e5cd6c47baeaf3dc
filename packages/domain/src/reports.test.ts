import { describe, expect, it } from 'vitest';
import { tenderReportQuerySchema, winRate } from './reports';

describe('winRate', () => {
  it('is awards per quotation in percent to one decimal, null without quotations', () => {
    expect(winRate(0, 0)).toBeNull();
    expect(winRate(0, 3)).toBe(0);
    expect(winRate(2, 3)).toBe(66.7);
    expect(winRate(1, 3)).toBe(33.3);
    expect(winRate(1, 8)).toBe(12.5);
    expect(winRate(3, 3)).toBe(100);
  });
});

describe('tenderReportQuerySchema', () => {
  it('takes empty dates as none, the same day for both, and refuses from after to or a bad date', () => {
    expect(tenderReportQuerySchema.parse({ from: '', to: '' })).toMatchObject({
      from: undefined,
      to: undefined,
    });
    expect(tenderReportQuerySchema.parse({ from: '2026-03-02', to: '2026-03-02' })).toMatchObject({
      from: '2026-03-02',
      to: '2026-03-02',
    });
    const order = tenderReportQuerySchema.safeParse({ from: '2026-03-03', to: '2026-03-02' });
    expect(order.error?.issues[0]).toMatchObject({
      path: ['to'],
      message: 'The from date must be on or before the to date.',
    });
    const bad = tenderReportQuerySchema.safeParse({ from: '2026-13-01' });
    expect(bad.error?.issues[0]?.path).toEqual(['from']);
  });
});
