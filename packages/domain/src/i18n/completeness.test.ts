import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { catalogueEntries } from './catalogue';
import { hindi } from './hi/index';
import './sources';

/**
 * The catalogue is complete in both languages (issue 26, decision 061): every English entry has its
 * Hindi and no Hindi entry is left over; each Hindi ICU message parses, uses only the arguments its
 * English takes and every one of them; and it is written in Devanagari, not English left in place.
 */

/** Entries whose Hindi is rightly the same Latin text (codes and names people read as they are). */
const LATIN_ALLOWED = new Set<string>([
  'supplierTaxLabel.gstin',
  'supplierTaxLabel.pan',
  'tenderCopy.codeSuffix',
  'tenderFileLabel.rfq',
  'ui.tenderList.rp',
  // An example address in the login form's email field.
  'ui.login.emailPlaceholder',
]);
/** Entries whose English takes an argument the Hindi rightly leaves out. */
const ARGUMENT_UNUSED = new Set<string>([]);

/** Codes the glossary keeps in Latin letters in Hindi too (tax identities, tax names, formats). */
const KEPT_LATIN = /\b(GSTIN|GST|CGST|SGST|IGST|UTGST|PAN|HSN|SAC|EMD|PDF|CSV|XLSX|OTP|ID|RFQ|RFP)\b/g;

/** A text that is only such codes, arguments, figures and signs (a column "CGST (₹)", "GSTIN: {0}"). */
function onlyKeptLatin(translation: string): boolean {
  return (
    translation
      .replace(/\{[^}]*\}/g, '')
      .replace(KEPT_LATIN, '')
      .replace(/[^A-Za-z]/g, '') === ''
  );
}

function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    into.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) argumentsOf(option.value, into);
    }
    if (element.type === TYPE.tag) argumentsOf(element.children, into);
  }
  return into;
}

const entries = catalogueEntries();

describe('the Hindi catalogue', () => {
  it('has every English key and no other', () => {
    const english = new Set(entries.map((entry) => entry.key));
    const missing = [...english].filter((key) => !(key in hindi));
    const extra = Object.keys(hindi).filter((key) => !english.has(key));
    expect(missing, 'keys with no Hindi').toEqual([]);
    expect(extra, 'Hindi keys with no English').toEqual([]);
  });

  it('parses, uses exactly the English arguments, and is Devanagari', () => {
    const problems: string[] = [];
    for (const { key, arity, english } of entries) {
      const translation = hindi[key];
      if (translation === undefined) continue;
      if (typeof translation === 'function') {
        if (typeof english !== 'function') problems.push(`${key}: a constant translated by a function`);
        continue;
      }
      let used: Set<string>;
      try {
        used = argumentsOf(parse(translation));
      } catch (error) {
        problems.push(`${key}: not an ICU message (${(error as Error).message})`);
        continue;
      }
      const expected = new Set(Array.from({ length: arity }, (_, index) => String(index)));
      for (const name of used) if (!expected.has(name)) problems.push(`${key}: unknown argument {${name}}`);
      if (!ARGUMENT_UNUSED.has(key)) {
        for (const name of expected)
          if (!used.has(name)) problems.push(`${key}: argument {${name}} left out`);
      }
      if (!/[\u0900-\u097F]/.test(translation) && !LATIN_ALLOWED.has(key) && !onlyKeptLatin(translation)) {
        problems.push(`${key}: no Devanagari ("${translation}")`);
      }
    }
    expect(problems).toEqual([]);
  });
});
