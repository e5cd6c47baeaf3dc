import type { ComparisonSupplier, ComparisonView } from '@tenderdesk/domain/comparison';
import { evaluationMessages } from '@tenderdesk/domain/evaluation-messages';
import { describe, expect, it } from 'vitest';
import {
  comparableSuppliers,
  disqualifiedSuppliers,
  type EvaluatedComparisonSupplier,
  isDisqualifiedRow,
  isTwoEnvelope,
  roundTotalLines,
  sealedNotice,
  sealedRowText,
} from './evaluation-marks';

const supplier = (id: string, patch: Partial<EvaluatedComparisonSupplier> = {}) =>
  ({
    quotationId: `q-${id}`,
    supplierId: id,
    supplierName: `Supplier ${id}`,
    totalWithGst: 100300,
    ...patch,
  }) as EvaluatedComparisonSupplier;

const view = (patch: Partial<ComparisonView> & { envelopes?: 'single' | 'two' } = {}): ComparisonView => {
  const { envelopes, ...rest } = patch;
  return {
    tender: { _id: 't', closed: true, envelopes } as unknown as ComparisonView['tender'],
    sealed: false,
    opensOn: null,
    items: [],
    suppliers: [],
    quotedBy: [],
    selectedQuotationId: null,
    awardMode: null,
    ...rest,
  };
};

describe('the comparison of an evaluated tender', () => {
  it('shows each settled round beside its earlier total', () => {
    expect(roundTotalLines(supplier('a'))).toEqual([]);
    const once = supplier('a', { rounds: [{ round: 1, total: '100000.00', totalWithGst: '118000.00' }] });
    expect(roundTotalLines(once)).toEqual(['Round 1: ₹1,00,300.00, earlier ₹1,18,000.00']);
    const twice = supplier('a', {
      rounds: [
        { round: 2, total: '105000.00', totalWithGst: '110000.00' },
        { round: 1, total: '100000.00', totalWithGst: '118000.00' },
      ],
    });
    expect(roundTotalLines(twice)).toEqual([
      evaluationMessages.roundTotals(1, '₹1,10,000.00', '₹1,18,000.00'),
      evaluationMessages.roundTotals(2, '₹1,00,300.00', '₹1,10,000.00'),
    ]);
  });

  it('says a two-envelope tender is sealed until the committee opens it, not a day', () => {
    const day = (value: string) => `on ${value}`;
    expect(sealedNotice(null, day)).toBe(evaluationMessages.financialSealed);
    expect(sealedNotice('2026-06-01', day)).toBe('on 2026-06-01');
    expect(sealedRowText(null, day)).toBe(evaluationMessages.sealedShort);
    expect(sealedRowText('2026-06-01', day)).toBe('on 2026-06-01');
    expect(isTwoEnvelope(view({ sealed: true, opensOn: null }))).toBe(true);
    expect(isTwoEnvelope(view({ sealed: true, opensOn: '2026-06-01' }))).toBe(false);
    expect(isTwoEnvelope(view({ envelopes: 'two' }))).toBe(true);
    expect(isTwoEnvelope(view())).toBe(false);
  });

  it('never prices a disqualified supplier, and names it apart', () => {
    const flagged = view({
      suppliers: [supplier('a'), supplier('b', { disqualified: true })] as ComparisonSupplier[],
    });
    expect(comparableSuppliers(flagged).map((entry) => entry.supplierId)).toEqual(['a']);
    expect(disqualifiedSuppliers(flagged)).toEqual([{ supplierId: 'b', supplierName: 'Supplier b' }]);

    // A two-envelope tender whose server leaves the disqualified out of the priced suppliers.
    const quoted = (id: string, disqualified?: boolean) => ({
      quotationId: `q-${id}`,
      supplierId: id,
      supplierName: `Supplier ${id}`,
      submittedAt: '2026-05-01T00:00:00Z',
      revised: false,
      revisedAt: null,
      ...(disqualified ? { disqualified } : {}),
    });
    const open = view({
      envelopes: 'two',
      suppliers: [supplier('a')] as ComparisonSupplier[],
      quotedBy: [quoted('a'), quoted('c')],
    });
    expect(disqualifiedSuppliers(open)).toEqual([{ supplierId: 'c', supplierName: 'Supplier c' }]);
    // A single-envelope tender infers nothing.
    expect(
      disqualifiedSuppliers({ ...open, tender: { ...open.tender, envelopes: 'single' } as never }),
    ).toEqual([]);
    expect(isDisqualifiedRow(quoted('c', true))).toBe(true);
    expect(isDisqualifiedRow(quoted('a'))).toBe(false);
  });
});
