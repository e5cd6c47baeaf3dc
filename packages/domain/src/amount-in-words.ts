import type { Paise } from './money';

/*
 * Amounts in words as Indian documents write them (issue 20): Indian grouping (thousand, lakh,
 * crore), tens hyphenated ("Eighty-Five"), "Rupees ... and Ninety-Eight Paise Only". Above 99 crore
 * the crores themselves are read the same way ("One Thousand Crore", "One Lakh Crore").
 */

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 0..99 in words ('' for 0), the tens hyphenated: "Eighty-Five". */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n] ?? '';
  const tens = TENS[Math.floor(n / 10)] ?? '';
  const ones = ONES[n % 10] ?? '';
  return ones ? `${tens}-${ones}` : tens;
}

/** 0..999 in words ('' for 0). */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = belowHundred(n % 100);
  if (hundreds === 0) return rest;
  return rest ? `${ONES[hundreds]} Hundred ${rest}` : `${ONES[hundreds]} Hundred`;
}

/** A whole number in Indian words: crore (10^7), lakh (10^5), thousand, hundred. 0 is "Zero". */
export function numberInIndianWords(value: bigint | number): string {
  let n = BigInt(value);
  if (n < 0n) throw new RangeError('A negative amount has no words here');
  if (n === 0n) return 'Zero';
  const parts: string[] = [];
  const crore = n / 10_000_000n;
  n %= 10_000_000n;
  if (crore > 0n) parts.push(`${numberInIndianWords(crore)} Crore`);
  const lakh = Number(n / 100_000n);
  n %= 100_000n;
  if (lakh > 0) parts.push(`${belowHundred(lakh)} Lakh`);
  const thousand = Number(n / 1000n);
  n %= 1000n;
  if (thousand > 0) parts.push(`${belowHundred(thousand)} Thousand`);
  if (n > 0n) parts.push(belowThousand(Number(n)));
  return parts.join(' ');
}

/**
 * "Rupees Three Lakh Eighty-Five Thousand One and Ninety-Eight Paise Only"; "Rupees One Hundred
 * Only" when there are no paise; "Rupees Zero Only" for nothing.
 */
export function amountInWords(paise: Paise): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError('Not an amount in paise');
  const rupees = BigInt(paise) / 100n;
  const cents = paise % 100;
  const rupeeWords = `Rupees ${numberInIndianWords(rupees)}`;
  return cents > 0 ? `${rupeeWords} and ${belowHundred(cents)} Paise Only` : `${rupeeWords} Only`;
}
