import { beforeAll, describe, expect, it } from 'vitest';
import { countText } from './count-text';
import { inLocale, installTranslations, localise } from './i18n/catalogue';
import { compileIcu, hindi } from './i18n/hi/index';
import { messages } from './messages';

beforeAll(() => installTranslations('hi', hindi, compileIcu));

describe('counted phrases', () => {
  it('count in English exactly as the messages always did', () => {
    expect(countText.subCategories(1)).toBe('1 sub-category');
    expect(countText.subCategories(3)).toBe('3 sub-categories');
    expect(countText.suppliers(1)).toBe('1 supplier');
    expect(countText.suppliers(2)).toBe('2 suppliers');
    expect(countText.tenders(1)).toBe('1 tender');
    expect(countText.tenders(12)).toBe('12 tenders');
  });

  it('count in Hindi with its plural forms and Indian grouping', () => {
    const hi = inLocale(countText, 'hi');
    expect(hi.subCategories(1)).toBe('1 उप-श्रेणी');
    expect(hi.subCategories(3)).toBe('3 उप-श्रेणियाँ');
    expect(hi.suppliers(2)).toBe('2 आपूर्तिकर्ता');
    expect(hi.tenders(1)).toBe('1 निविदा');
    expect(hi.tenders(125000)).toBe('1,25,000 निविदाएँ');
  });

  it('come out in Hindi inside a finished in-use message at an edge', () => {
    const english = messages.category.inUse('Electrical', [
      countText.subCategories(3),
      countText.suppliers(2),
    ]);
    expect(english).toBe(
      'Cannot delete "Electrical": it still has 3 sub-categories and 2 suppliers. Move or delete them first.',
    );
    expect(localise(english, 'hi')).toBe(
      '"Electrical" को हटाया नहीं जा सकता: इससे अभी भी 3 उप-श्रेणियाँ और 2 आपूर्तिकर्ता जुड़े हुए हैं। पहले इन्हें कहीं और ले जाएँ या हटाएँ।',
    );
    const move = messages.category.subMoveInUse('Cables', countText.suppliers(1));
    expect(move).toBe(
      'Cannot move "Cables" to another category: 1 supplier still use it. Move them to another sub category first.',
    );
    expect(localise(move, 'hi')).toBe(
      '"Cables" को किसी अन्य श्रेणी में नहीं ले जाया जा सकता: 1 आपूर्तिकर्ता अभी भी इसका उपयोग कर रहे हैं। पहले उन्हें किसी अन्य उप-श्रेणी में ले जाएँ।',
    );
  });

  it('gives the same Hindi when the caller knows its language', () => {
    const hi = inLocale(messages, 'hi');
    expect(hi.category.inUse('Cables', [countText.suppliers(1)])).toBe(
      '"Cables" को हटाया नहीं जा सकता: इससे अभी भी 1 आपूर्तिकर्ता जुड़े हुए हैं। पहले इन्हें कहीं और ले जाएँ या हटाएँ।',
    );
  });
});
