import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountInWords, numberInIndianWords } from './amount-in-words';

describe('amount in words (Indian style)', () => {
  it('reads the stated examples', () => {
    expect(amountInWords(38_500_198)).toBe(
      'Rupees Three Lakh Eighty-Five Thousand One and Ninety-Eight Paise Only',
    );
    expect(amountInWords(10_000)).toBe('Rupees One Hundred Only');
    expect(amountInWords(0)).toBe('Rupees Zero Only');
    expect(amountInWords(5)).toBe('Rupees Zero and Five Paise Only');
    expect(amountInWords(100)).toBe('Rupees One Only');
    expect(amountInWords(123_456_780)).toBe(
      'Rupees Twelve Lakh Thirty-Four Thousand Five Hundred Sixty-Seven and Eighty Paise Only',
    );
    expect(amountInWords(1_000_000_000)).toBe('Rupees One Crore Only');
    expect(amountInWords(1_000_000_000_000)).toBe('Rupees One Thousand Crore Only');
    expect(amountInWords(100_000_000_000_000)).toBe('Rupees One Lakh Crore Only');
    expect(amountInWords(1_10_01_011_00)).toBe('Rupees One Crore Ten Lakh One Thousand Eleven Only');
    expect(amountInWords(99_999_99)).toBe(
      'Rupees Ninety-Nine Thousand Nine Hundred Ninety-Nine and Ninety-Nine Paise Only',
    );
    expect(amountInWords(21_20)).toBe('Rupees Twenty-One and Twenty Paise Only');
    expect(amountInWords(1_900_000_00)).toBe('Rupees Nineteen Lakh Only');
  });

  it('refuses what is not an amount in paise', () => {
    expect(() => amountInWords(-1)).toThrow(RangeError);
    expect(() => amountInWords(1.5)).toThrow(RangeError);
    expect(() => amountInWords(Number.MAX_SAFE_INTEGER + 1)).toThrow(RangeError);
  });

  /** Words back to a number, independently: the round trip proves no group is lost or doubled. */
  const WORDS =
    'Zero One Two Three Four Five Six Seven Eight Nine Ten Eleven Twelve Thirteen Fourteen Fifteen Sixteen Seventeen Eighteen Nineteen'.split(
      ' ',
    );
  const TENS = 'Twenty Thirty Forty Fifty Sixty Seventy Eighty Ninety'.split(' ');
  function wordValue(word: string): bigint {
    if (word.includes('-')) {
      const [tens = '', ones = ''] = word.split('-');
      const ten = TENS.indexOf(tens);
      const one = WORDS.indexOf(ones);
      if (ten < 0 || one < 1 || one > 9) throw new Error(`Not a hyphenated number: ${word}`);
      return BigInt((ten + 2) * 10 + one);
    }
    const small = WORDS.indexOf(word);
    if (small >= 0) return BigInt(small);
    const ten = TENS.indexOf(word);
    if (ten >= 0) return BigInt((ten + 2) * 10);
    throw new Error(`Not a number word: ${word}`);
  }
  function parseIndianWords(words: string): bigint {
    const tokens = words.split(' ');
    const crore = tokens.lastIndexOf('Crore');
    if (crore >= 0)
      return (
        parseIndianWords(tokens.slice(0, crore).join(' ')) * 10_000_000n +
        (crore + 1 < tokens.length ? parseIndianWords(tokens.slice(crore + 1).join(' ')) : 0n)
      );
    const scales: Record<string, bigint> = { Thousand: 1000n, Lakh: 100_000n };
    let total = 0n;
    let group = 0n;
    for (const token of tokens) {
      if (token === 'Hundred') group *= 100n;
      else if (scales[token]) {
        total += group * (scales[token] as bigint);
        group = 0n;
      } else group += wordValue(token);
    }
    return total + group;
  }
  /** "Rupees X [and Y Paise] Only" back to paise. */
  function parseAmount(text: string): bigint {
    const match = /^Rupees (.+?)(?: and (.+) Paise)? Only$/.exec(text);
    if (!match) throw new Error(`Not an amount in words: ${text}`);
    return parseIndianWords(match[1] as string) * 100n + (match[2] ? parseIndianWords(match[2]) : 0n);
  }

  it('round-trips any whole number of rupees up to 10^15', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 15n }), (n) => {
        expect(parseIndianWords(numberInIndianWords(n))).toBe(n);
      }),
      { numRuns: 500 },
    );
  });

  it('round-trips any amount in paise, with the paise present only when not zero (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (paise) => {
        const words = amountInWords(paise);
        expect(parseAmount(words)).toBe(BigInt(paise));
        expect(words.includes(' Paise ')).toBe(paise % 100 !== 0);
        // No double spaces, no dangling hyphen, every word capitalised.
        expect(words).toMatch(/^(?:[A-Z][a-z]*(?:-[A-Z][a-z]*)?)(?: [A-Z][a-z]*(?:-[A-Z][a-z]*)?| and)*$/);
      }),
      { numRuns: 500 },
    );
  });
});
