import { z } from 'zod';
import { messages } from './messages';

/*
 * Text the portal will store. PostgreSQL cannot store a NUL character in text, and a lone UTF-16
 * surrogate is not a character at all (it cannot be encoded as UTF-8); both used to crash requests
 * with a 500. Names and other one-line values also refuse control characters (line breaks and tabs
 * included) and the bidirectional overrides that can disguise a name; multi-line text keeps its
 * line breaks and tabs. Joiners (U+200C, U+200D) stay allowed: Indic scripts and emoji need them.
 */

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const BIDI_CONTROLS = '\\u202A-\\u202E\\u2066-\\u2069';
const LINE_CONTROLS = new RegExp(`[\\u0000-\\u001F\\u007F-\\u009F${BIDI_CONTROLS}]`);
const TEXT_CONTROLS = new RegExp(
  `[\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F${BIDI_CONTROLS}]`,
);

/** No NUL and no lone surrogate: PostgreSQL can store it (passwords, search text, free input). */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}

/** Storable and free of control characters: names, emails, phone numbers, other one-line fields. */
export function isCleanLine(value: string): boolean {
  return isStorableText(value) && !LINE_CONTROLS.test(value);
}

/** Storable, with line breaks and tabs but no other control character: addresses, reasons, notes. */
export function isCleanText(value: string): boolean {
  return isStorableText(value) && !TEXT_CONTROLS.test(value);
}

export type TextKind = 'line' | 'text' | 'storable';

const CHECKS: Record<TextKind, (value: string) => boolean> = {
  line: isCleanLine,
  text: isCleanText,
  storable: isStorableText,
};

/** The message when `label`'s value fails the check of `kind`, or null when it passes. */
export function textCharactersError(value: string, kind: TextKind, label: string): string | null {
  return CHECKS[kind](value) ? null : messages.text.invalidCharacters(label);
}

/** A zod string check of `kind` with the shared message naming `label`. */
export function safeText(kind: TextKind, label: string) {
  return z.string().refine(CHECKS[kind], messages.text.invalidCharacters(label));
}

/**
 * The path (`a.b.0`) of the first string anywhere in `value` (keys included) that PostgreSQL could
 * not store, or null. The server's safety net runs it over every body, query and route parameter.
 */
export function findUnstorableText(value: unknown, path: string[] = [], depth = 0): string | null {
  if (typeof value === 'string') return isStorableText(value) ? null : path.join('.') || 'body';
  if (typeof value !== 'object' || value === null || depth > 32 || ArrayBuffer.isView(value)) return null;
  const entries = Array.isArray(value) ? value.entries() : Object.entries(value);
  for (const [key, item] of entries) {
    const here = [...path, String(key)];
    if (typeof key === 'string' && !isStorableText(key)) return here.join('.');
    const found = findUnstorableText(item, here, depth + 1);
    if (found) return found;
  }
  return null;
}
