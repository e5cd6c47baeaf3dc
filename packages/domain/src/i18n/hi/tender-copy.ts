import type { tenderCopyText } from '../../tender-copy-messages';
import type { TranslationsOf } from '../catalogue';

/** Hindi for `tender-copy-messages.ts` (decision 061). */
export const hiTenderCopy = {
  'tenderCopy.copied': 'निविदा की प्रतिलिपि एक नए ड्राफ़्ट में बनाई गई।',
  'tenderCopy.nameSuffix': ' (प्रतिलिपि)',
  // Part of a project code, which stays in Latin letters.
  'tenderCopy.codeSuffix': '-COPY',
  'tenderCopy.action': 'निविदा की प्रतिलिपि बनाएँ',
  'tenderCopy.title': 'इस निविदा की प्रतिलिपि बनाएँ?',
  'tenderCopy.body': 'मदों, मानदंडों और सेटिंग्स के साथ एक नया ड्राफ़्ट बनेगा; फ़ाइलें, तिथियाँ और बोलियाँ कॉपी नहीं की जातीं।',
  'tenderCopy.confirm': 'प्रतिलिपि बनाएँ',
  'tenderCopy.failed': 'निविदा की प्रतिलिपि बनाने में विफल। कृपया पुनः प्रयास करें।',
  'tenderCopy.notice':
    'यह ड्राफ़्ट {0} की प्रतिलिपि है। प्रकाशित करने से पहले इसकी तिथियाँ निर्धारित करें तथा कार्य का दायरा और RFQ फ़ाइलें संलग्न करें।',
} satisfies TranslationsOf<typeof tenderCopyText, 'tenderCopy'>;
