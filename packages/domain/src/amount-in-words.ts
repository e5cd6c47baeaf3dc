import type { Locale } from './i18n/locale';
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

/*
 * The same in Hindi (issue 26): Hindi names its numbers 1 to 99 each with its own word (no tens +
 * ones pattern), so they are a table, spelt as the standard dictionaries do; then सौ (hundred),
 * हज़ार, लाख and करोड़ in the same Indian grouping, crores above 99 read the same way ("एक हज़ार
 * करोड़"). The amount reads "तीन लाख पचासी हज़ार एक रुपये और अट्ठानवे पैसे मात्र": the words first,
 * then रुपये (रुपया for exactly one), और ... पैसे (पैसा for one) when there are paise, मात्र ("only").
 */

const HINDI_BELOW_HUNDRED = [
  '',
  'एक',
  'दो',
  'तीन',
  'चार',
  'पाँच',
  'छह',
  'सात',
  'आठ',
  'नौ',
  'दस',
  'ग्यारह',
  'बारह',
  'तेरह',
  'चौदह',
  'पंद्रह',
  'सोलह',
  'सत्रह',
  'अठारह',
  'उन्नीस',
  'बीस',
  'इक्कीस',
  'बाईस',
  'तेईस',
  'चौबीस',
  'पच्चीस',
  'छब्बीस',
  'सत्ताईस',
  'अट्ठाईस',
  'उनतीस',
  'तीस',
  'इकतीस',
  'बत्तीस',
  'तैंतीस',
  'चौंतीस',
  'पैंतीस',
  'छत्तीस',
  'सैंतीस',
  'अड़तीस',
  'उनतालीस',
  'चालीस',
  'इकतालीस',
  'बयालीस',
  'तैंतालीस',
  'चवालीस',
  'पैंतालीस',
  'छियालीस',
  'सैंतालीस',
  'अड़तालीस',
  'उनचास',
  'पचास',
  'इक्यावन',
  'बावन',
  'तिरपन',
  'चौवन',
  'पचपन',
  'छप्पन',
  'सत्तावन',
  'अट्ठावन',
  'उनसठ',
  'साठ',
  'इकसठ',
  'बासठ',
  'तिरसठ',
  'चौंसठ',
  'पैंसठ',
  'छियासठ',
  'सड़सठ',
  'अड़सठ',
  'उनहत्तर',
  'सत्तर',
  'इकहत्तर',
  'बहत्तर',
  'तिहत्तर',
  'चौहत्तर',
  'पचहत्तर',
  'छिहत्तर',
  'सतहत्तर',
  'अठहत्तर',
  'उन्यासी',
  'अस्सी',
  'इक्यासी',
  'बयासी',
  'तिरासी',
  'चौरासी',
  'पचासी',
  'छियासी',
  'सत्तासी',
  'अट्ठासी',
  'नवासी',
  'नब्बे',
  'इक्यानवे',
  'बानवे',
  'तिरानवे',
  'चौरानवे',
  'पचानवे',
  'छियानवे',
  'सत्तानवे',
  'अट्ठानवे',
  'निन्यानवे',
];

/** 0..99 in Hindi ('' for 0). */
const hindiBelowHundred = (n: number) => HINDI_BELOW_HUNDRED[n] ?? '';

/** 0..999 in Hindi ('' for 0): "तीन सौ पचासी". */
function hindiBelowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = hindiBelowHundred(n % 100);
  if (hundreds === 0) return rest;
  return rest ? `${hindiBelowHundred(hundreds)} सौ ${rest}` : `${hindiBelowHundred(hundreds)} सौ`;
}

/** A whole number in Hindi words, Indian grouping: करोड़, लाख, हज़ार, सौ. 0 is "शून्य". */
export function numberInHindiWords(value: bigint | number): string {
  let n = BigInt(value);
  if (n < 0n) throw new RangeError('A negative amount has no words here');
  if (n === 0n) return 'शून्य';
  const parts: string[] = [];
  const crore = n / 10_000_000n;
  n %= 10_000_000n;
  if (crore > 0n) parts.push(`${numberInHindiWords(crore)} करोड़`);
  const lakh = Number(n / 100_000n);
  n %= 100_000n;
  if (lakh > 0) parts.push(`${hindiBelowHundred(lakh)} लाख`);
  const thousand = Number(n / 1000n);
  n %= 1000n;
  if (thousand > 0) parts.push(`${hindiBelowHundred(thousand)} हज़ार`);
  if (n > 0n) parts.push(hindiBelowThousand(Number(n)));
  return parts.join(' ');
}

/**
 * "तीन लाख पचासी हज़ार एक रुपये और अट्ठानवे पैसे मात्र"; "एक सौ रुपये मात्र" when there are no
 * paise; "शून्य रुपये मात्र" for nothing; "एक रुपया मात्र", "... और एक पैसा मात्र" for one.
 */
export function amountInHindiWords(paise: Paise): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError('Not an amount in paise');
  const rupees = BigInt(paise) / 100n;
  const cents = paise % 100;
  const rupeeWords = `${numberInHindiWords(rupees)} ${rupees === 1n ? 'रुपया' : 'रुपये'}`;
  if (cents === 0) return `${rupeeWords} मात्र`;
  return `${rupeeWords} और ${hindiBelowHundred(cents)} ${cents === 1 ? 'पैसा' : 'पैसे'} मात्र`;
}

/** An amount in words in a language (English: `amountInWords`, the spec's form). */
export function amountInWordsIn(paise: Paise, locale: Locale): string {
  return locale === 'hi' ? amountInHindiWords(paise) : amountInWords(paise);
}
