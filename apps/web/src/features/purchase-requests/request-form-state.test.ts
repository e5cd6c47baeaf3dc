import { describe, expect, it } from 'vitest';
import {
  addItem,
  emptyItem,
  emptyRequestForm,
  isRequestFormDirty,
  removeItem,
  validateRequestForm,
} from './request-form-state';

describe('the purchase request form', () => {
  it('reports each missing field and item cell by its key', () => {
    const result = validateRequestForm(emptyRequestForm());
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors)).toEqual(
      expect.arrayContaining([
        'title',
        'categoryId',
        'neededBy',
        'justification',
        'items.0.itemCode',
        'items.0.qty',
      ]),
    );
  });

  it('accepts a complete form, quantities exact', () => {
    const state = {
      ...emptyRequestForm(),
      title: 'Cables',
      categoryId: 'c1',
      neededBy: '2030-01-01',
      justification: 'Needed',
    };
    state.items = [
      {
        ...emptyItem(),
        itemCode: 'A',
        itemName: 'B',
        partNo: 'C',
        manufacturer: 'D',
        uom: 'm',
        qty: '2.5',
      },
    ];
    const result = validateRequestForm(state);
    expect(result.ok && result.value.items[0]?.qty).toBe('2.50');
  });

  it('keeps one item row and knows when it was changed', () => {
    const initial = emptyRequestForm();
    const one = removeItem(initial, initial.items[0]?.key ?? '');
    expect(one.items).toHaveLength(1);
    const two = addItem(initial);
    expect(two.items).toHaveLength(2);
    expect(isRequestFormDirty(initial, initial)).toBe(false);
    expect(isRequestFormDirty({ ...initial, title: 'x' }, initial)).toBe(true);
  });
});
