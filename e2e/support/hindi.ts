import { appendFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import '../../packages/domain/src/i18n/sources';
import { catalogueEntries, installTranslations } from '../../packages/domain/src/i18n/catalogue';
import { compileIcu, hindi } from '../../packages/domain/src/i18n/hi/index';
import { expectAccessible } from './accessibility';

// The tests read the Hindi they expect from the catalogue itself (`inLocale(source, 'hi')`).
installTranslations('hi', hindi, compileIcu);

/**
 * Words a Hindi screen keeps in Latin letters (docs/i18n-glossary.md): tax and file codes, units, the
 * time zone and the brand. Everything else in Latin letters is data or a text the catalogue misses.
 */
export const KEPT_LATIN = new Set([
  'GSTIN',
  'GST',
  'CGST',
  'SGST',
  'IGST',
  'UTGST',
  'PAN',
  'HSN',
  'SAC',
  'MSE',
  'MSME',
  'DPIIT',
  'UDYAM',
  'EMD',
  'PDF',
  'CSV',
  'XLSX',
  'XLS',
  'JPG',
  'JPEG',
  'PNG',
  'MB',
  'KB',
  'OTP',
  'RFQ',
  'RFP',
  // The spec's Ready & Publish button on draft tenders.
  'RP',
  'BoQ',
  'Excel',
  'IFSC',
  'UPI',
  'NEFT',
  'RTGS',
  'IST',
  'am',
  'pm',
  'TenderDesk',
  'English',
]);

/** Latin runs that are data by their shape: emails, web addresses, codes with digits, file names. */
const DATA_SHAPES = [
  /[\w.+-]+@[\w-]+(\.[\w-]+)+/g,
  /https?:\/\/\S+/g,
  /\b[A-Z]+(?:\/[\w-]+)+/g,
  /\b[\w-]*\d[\w-]*\b/g,
  /\b[\w -]+\.(pdf|xlsx|csv|png|jpe?g)\b/gi,
];

/**
 * Every text a person can read on the page (text nodes, and the names and hints in aria-label,
 * placeholder, title and alt), skipping what is hidden and what the page marks as not to be
 * translated (`translate="no"`: the language switch names each language in itself).
 */
async function readableTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const hidden = (element: Element | null): boolean => {
      for (let at = element; at; at = at.parentElement) {
        if (at.getAttribute('translate') === 'no') return true;
        if (at.tagName === 'SCRIPT' || at.tagName === 'STYLE' || at.tagName === 'NOSCRIPT') return true;
      }
      if (!element) return true;
      const box = element as HTMLElement;
      return (
        box.offsetParent === null && getComputedStyle(box).position !== 'fixed' && box.tagName !== 'BODY'
      );
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      if (text && !hidden(node.parentElement)) texts.push(text);
    }
    for (const element of Array.from(
      document.body.querySelectorAll('[aria-label],[placeholder],[title],img[alt]'),
    )) {
      // A name nobody hears or sees (Mantine's measuring textarea is aria-hidden and off screen).
      if (hidden(element) || element.closest('[aria-hidden="true"]')) continue;
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = element.getAttribute(name)?.trim();
        if (value) texts.push(value);
      }
    }
    texts.push(document.title);
    return texts;
  });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The Latin words of `text` that are neither `data` (as entered: titles, names) nor kept codes. */
export function strayLatin(text: string, data: readonly string[]): string[] {
  let rest = text;
  // Longest first, so that a name containing a shorter one goes whole.
  for (const value of [...data].sort((a, b) => b.length - a.length)) {
    // Whole words only: a short value ("hi") must not take letters out of a word.
    if (value.trim())
      rest = rest.replace(new RegExp(`(?<![A-Za-z])${escapeRegExp(value)}(?![A-Za-z])`, 'g'), ' ');
  }
  for (const shape of DATA_SHAPES) rest = rest.replace(shape, ' ');
  return (rest.match(/[A-Za-z][A-Za-z'’]*/g) ?? []).filter((word) => !KEPT_LATIN.has(word));
}

/**
 * Issue 26's scan: the screen on the page, in Hindi, shows no English the catalogue should have given
 * in Hindi. `given` lists what the test entered (titles, names, items: never translated), or reads
 * what the server sent the page (`watchServerData`). Fails naming
 * each text that still has a stray Latin word, then runs axe on the Hindi screen.
 */
export async function expectHindiScreen(
  page: Page,
  screen: string,
  given: readonly string[] | (() => Promise<readonly string[]>) = [],
) {
  await test.step(`Hindi only: ${screen}`, async () => {
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    const texts = await readableTexts(page);
    // Data the server sent is read after the screen: whatever the screen shows had arrived by then,
    // even a card that loaded while it was being read.
    const data = typeof given === 'function' ? await given() : given;
    // HINDI_SEEN=<file> keeps each screen's texts (one JSON line per screen): which texts people see
    // most, for the native-quality review (issue 26).
    const seen = process.env.HINDI_SEEN;
    if (seen) appendFileSync(seen, `${JSON.stringify({ screen, texts: [...new Set(texts)] })}\n`);
    const stray = texts
      .map((text) => ({ text, words: strayLatin(text, data) }))
      .filter(({ words }) => words.length > 0)
      .map(({ text, words }) => `${words.join(' ')}  ←  "${text.slice(0, 120)}"`);
    expect([...new Set(stray)], `${screen} (${page.url()}) shows English`).toEqual([]);
  });
  await expectAccessible(page, `${screen} in Hindi`);
}

/** Every English constant of the catalogue: an answer's value equal to one is a text, not data. */
let englishTexts: Set<string> | undefined;
function isCatalogueText(value: string): boolean {
  englishTexts ??= new Set(
    catalogueEntries()
      .map((entry) => entry.english)
      .filter((english): english is string => typeof english === 'string'),
  );
  return englishTexts.has(value);
}

function stringsOf(value: unknown, into: Set<string>, key = '') {
  if (typeof value === 'string') {
    // A message is the server's text (in the language asked); a catalogue word is a text too
    // (a status, a kind): shown untranslated, it must fail the scan.
    // Identifiers ("hi", "subadmin", "manageTenders") are never shown as they are: not data.
    const identifier = /^[a-z][A-Za-z0-9_.-]*$/.test(value) || value.trim().length < 3;
    if (key !== 'message' && !identifier && !isCatalogueText(value)) into.add(value);
  } else if (Array.isArray(value)) for (const item of value) stringsOf(item, into);
  else if (value && typeof value === 'object')
    for (const [name, item] of Object.entries(value)) stringsOf(item, into, name);
}

/**
 * The data the server sent the page from now on (every string of its JSON answers that is not a
 * message nor a catalogue text): for screens that list what other tests made too (the dashboards,
 * the lists), whose names are data as entered. Call before opening the screen; read `data()` after.
 */
export function watchServerData(page: Page): () => Promise<string[]> {
  const seen = new Set<string>();
  const reading = new Set<Promise<void>>();
  page.on('response', (response) => {
    if (!response.url().includes('/api/')) return;
    if (!response.headers()['content-type']?.includes('application/json')) return;
    const read = response
      .json()
      .then((body) => stringsOf(body, seen))
      // A body already gone (a navigation): nothing to read.
      .catch(() => {})
      .finally(() => reading.delete(read));
    reading.add(read);
  });
  return async () => {
    await Promise.all([...reading]);
    return [...seen];
  };
}
