import { afterAll, describe, expect, it } from 'vitest';
import { catalogue, inLocale, installTranslations, localise, type TranslationsOf } from './catalogue';
import { compileIcu, hindi as portalHindi } from './hi/index';
import { localeFromAcceptLanguage, localeFromLanguages } from './locale';

const sample = catalogue('test.sample', {
  saved: 'Saved.',
  added: (name: string) => `Category "${name}" added.`,
  count: (n: number) => `${n} ${n === 1 ? 'supplier' : 'suppliers'}`,
  uses: (names: readonly string[]) => `Still used by ${names.join(', ')}.`,
  label: 'Sample Field Label',
  required: (label: string) => `${label} is required`,
  nested: { deep: 'Deep' },
});

const hindi = {
  'test.sample.saved': 'सहेजा गया।',
  'test.sample.added': 'श्रेणी "{0}" जोड़ी गई।',
  'test.sample.count': '{0, plural, one {# आपूर्तिकर्ता} other {# आपूर्तिकर्ता}}',
  'test.sample.uses': 'अब भी {0} द्वारा उपयोग में।',
  'test.sample.label': 'कंपनी का नाम',
  'test.sample.required': '{0} आवश्यक है',
  'test.sample.nested.deep': 'गहरा',
} satisfies TranslationsOf<typeof sample, 'test.sample'>;

// Installed beside the portal's own Hindi, which is put back after (the domain tests share modules).
installTranslations('hi', { ...portalHindi, ...hindi }, compileIcu);
afterAll(() => installTranslations('hi', portalHindi, compileIcu));

describe('catalogue', () => {
  it('leaves English exactly as written', () => {
    expect(inLocale(sample, 'en')).toBe(sample);
    expect(sample.added('Cement')).toBe('Category "Cement" added.');
    expect(localise('Saved.', 'en')).toBe('Saved.');
  });

  it('gives a source in Hindi with the same shape, arguments in order and lists joined', () => {
    const hi = inLocale(sample, 'hi');
    expect(hi.saved).toBe('सहेजा गया।');
    expect(hi.added('Cement')).toBe('श्रेणी "Cement" जोड़ी गई।');
    expect(hi.count(100000)).toBe('1,00,000 आपूर्तिकर्ता');
    expect(hi.uses(['A', 'B', 'C'])).toBe('अब भी A, B, और C द्वारा उपयोग में।');
    expect(hi.nested.deep).toBe('गहरा');
    // An argument that is itself a catalogue text is translated too; data is not.
    expect(hi.required(sample.label)).toBe('कंपनी का नाम आवश्यक है');
  });

  it('translates finished English texts at an edge, and leaves other text alone', () => {
    expect(localise('Saved.', 'hi')).toBe('सहेजा गया।');
    expect(localise(sample.added('Steel'), 'hi')).toBe('श्रेणी "Steel" जोड़ी गई।');
    expect(localise(sample.required(sample.label), 'hi')).toBe('कंपनी का नाम आवश्यक है');
    expect(localise('Some tender title', 'hi')).toBe('Some tender title');
  });
});

describe('locale choice', () => {
  it('is Hindi only when a caller prefers Hindi', () => {
    expect(localeFromAcceptLanguage(undefined)).toBe('en');
    expect(localeFromAcceptLanguage('')).toBe('en');
    expect(localeFromAcceptLanguage('hi')).toBe('hi');
    expect(localeFromAcceptLanguage('hi-IN,hi;q=0.9,en;q=0.8')).toBe('hi');
    expect(localeFromAcceptLanguage('en-US,en;q=0.9,hi;q=0.8')).toBe('en');
    expect(localeFromAcceptLanguage('fr, hi;q=0.5')).toBe('hi');
    expect(localeFromAcceptLanguage('fr')).toBe('en');
    expect(localeFromLanguages(['mr-IN', 'hi-IN', 'en'])).toBe('hi');
    expect(localeFromLanguages(['en-GB', 'hi'])).toBe('en');
  });
});
