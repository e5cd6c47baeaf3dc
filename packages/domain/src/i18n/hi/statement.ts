import type { statementMessages } from '../../statement-messages';
import type { TranslationsOf } from '../catalogue';

/** Hindi for `statement-messages.ts` (decision 061): the comparative statement's buttons, XLSX and PDF. */
export const hiStatement = {
  'statement.xlsx': 'तुलनात्मक विवरण (XLSX)',
  'statement.pdf': 'तुलनात्मक विवरण (PDF)',
  'statement.failed': 'तुलनात्मक विवरण डाउनलोड करने में विफल।',
  'statement.empty': 'इस निविदा में अभी तक किसी स्वीकृत आपूर्तिकर्ता का कोटेशन नहीं है।',
  'statement.title': 'तुलनात्मक विवरण',
  'statement.notQuoted': 'कोट नहीं किया गया',
  'statement.lowest': 'न्यूनतम',
  'statement.lowestTotal': 'न्यूनतम कुल',
  'statement.awarded': 'अवार्ड किया गया',
  'statement.none': 'कोई नहीं',
} satisfies TranslationsOf<typeof statementMessages, 'statement'>;
