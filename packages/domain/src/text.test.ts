import { describe, expect, it } from 'vitest';
import { categoryBodySchema } from './categories';
import { messages } from './messages';
import { listQuerySchema } from './paging';
import { validateRegistrationField } from './supplier-registration';
import { findUnstorableText, isCleanLine, isCleanText, isStorableText } from './text';

describe('text checks', () => {
  it('tells storable text from NUL and lone surrogates', () => {
    expect(isStorableText('Ünïcödé 😀 क्ष')).toBe(true);
    expect(isStorableText('a\u0000b')).toBe(false);
    expect(isStorableText('a\uD800b')).toBe(false);
    expect(isStorableText('a\uDC00')).toBe(false);
    expect(isStorableText('\uD83D\uDE00')).toBe(true); // a whole pair
  });

  it('refuses control characters and bidi overrides in a line, keeps line breaks in text', () => {
    for (const bad of ['a\tb', 'a\nb', 'a\u0007', 'a\u007F', 'a\u0085', 'a\u202Eb', 'a\u2066b']) {
      expect(isCleanLine(bad), JSON.stringify(bad)).toBe(false);
    }
    expect(isCleanLine('Shakti Electricals Pvt. Ltd.')).toBe(true);
    expect(isCleanLine('क्\u200Dष')).toBe(true); // joiners stay
    expect(isCleanText('Line one\r\nLine two\twith a tab')).toBe(true);
    expect(isCleanText('a\u0000')).toBe(false);
    expect(isCleanText('a\u001B[31m')).toBe(false);
  });

  it('finds the path of the first unstorable string, keys included', () => {
    expect(findUnstorableText({ a: 'fine', b: ['ok', { c: 'x\u0000' }] })).toBe('b.1.c');
    expect(findUnstorableText({ 'bad\uD800key': 1 })).toBe('bad\uD800key');
    expect(findUnstorableText('top\u0000')).toBe('body');
    expect(findUnstorableText({ a: 'fine', n: 1, z: null })).toBeNull();
    expect(findUnstorableText(Buffer.from([0, 0xd8]))).toBeNull();
  });
});

describe('shared schemas use them', () => {
  it('names the field in the message', () => {
    const result = categoryBodySchema.safeParse({ category: 'Cables\u0000' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['category'],
      message: messages.text.invalidCharacters('Category name'),
    });
    const query = listQuerySchema(['name'], 'name').safeParse({ q: 'a\u0000' });
    expect(query.error?.issues[0]?.path).toEqual(['q']);
  });

  it('checks registration fields by kind', () => {
    expect(validateRegistrationField('companyName', { companyName: 'Acme\u0000' })).toBe(
      messages.text.invalidCharacters('Company Name'),
    );
    expect(validateRegistrationField('address', { address: '1 Road\nBlock B' })).toBeNull();
    expect(validateRegistrationField('address', { address: '1 Road\u0000' })).not.toBeNull();
    expect(validateRegistrationField('password', { password: 'pass\tword!' })).toBeNull();
    expect(validateRegistrationField('password', { password: 'pass\uD800word' })).not.toBeNull();
  });
});
