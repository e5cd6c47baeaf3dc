import { describe, expect, it } from 'vitest';
import { CATEGORY_NAME_MAX, categoryBodySchema, subCategoryBodySchema } from './categories';
import { countText } from './count-text';
import { messages } from './messages';

const firstIssue = (result: { error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.error?.issues[0];

describe('category body', () => {
  it('trims the name', () => {
    expect(categoryBodySchema.parse({ category: '  Electrical ' })).toEqual({ category: 'Electrical' });
  });

  it('requires a non-blank name, naming the field', () => {
    for (const body of [{}, { category: '' }, { category: '   ' }, { category: 42 }]) {
      const issue = firstIssue(categoryBodySchema.safeParse(body));
      expect(issue?.message).toBe(messages.category.nameRequired);
      expect(issue?.path).toEqual(['category']);
    }
    expect(firstIssue(categoryBodySchema.safeParse(undefined))?.message).toBe(messages.category.nameRequired);
  });

  it('limits the length', () => {
    expect(categoryBodySchema.safeParse({ category: 'x'.repeat(CATEGORY_NAME_MAX) }).success).toBe(true);
    const issue = firstIssue(categoryBodySchema.safeParse({ category: 'x'.repeat(CATEGORY_NAME_MAX + 1) }));
    expect(issue?.message).toBe(messages.category.nameTooLong(CATEGORY_NAME_MAX));
  });
});

describe('sub-category body', () => {
  it('requires the category and a non-blank name', () => {
    expect(firstIssue(subCategoryBodySchema.safeParse({ subCategory: 'Cables' }))).toMatchObject({
      message: messages.registration.selectCategory,
      path: ['category'],
    });
    expect(firstIssue(subCategoryBodySchema.safeParse({ category: 'id', subCategory: ' ' }))).toMatchObject({
      message: messages.category.subNameRequired,
      path: ['subCategory'],
    });
    expect(subCategoryBodySchema.parse({ category: 'id', subCategory: ' Cables ' }).subCategory).toBe(
      'Cables',
    );
  });
});

describe('in-use messages', () => {
  it('counts in the singular and plural and joins the uses', () => {
    expect(countText.suppliers(1)).toBe('1 supplier');
    expect(countText.suppliers(2)).toBe('2 suppliers');
    expect(messages.category.inUse('Electrical', [countText.subCategories(3), countText.suppliers(2)])).toBe(
      'Cannot delete "Electrical": it still has 3 sub-categories and 2 suppliers. Move or delete them first.',
    );
    expect(messages.category.inUse('Cables', ['1 supplier'])).toBe(
      'Cannot delete "Cables": it still has 1 supplier. Move or delete them first.',
    );
    expect(messages.category.inUse('X', ['a', 'b', 'c'])).toContain('a, b and c.');
  });
});
