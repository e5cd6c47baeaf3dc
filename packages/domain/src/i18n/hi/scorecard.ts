import { SCORECARD_MAX_DAYS } from '../../scorecard';
import type { scorecardMessages } from '../../scorecard-schemas';
import type { TranslationsOf } from '../catalogue';
import { INTL_LOCALE } from '../locale';

/** Hindi for `scorecardMessages` of `scorecard-schemas.ts` (decision 061). */
export const hiScorecard = {
  'scorecard.dayInvalid': '{0} एक तिथि (yyyy-mm-dd) होनी चाहिए।',
  'scorecard.order': 'अवधि अपने अंतिम दिन को या उससे पहले शुरू होनी चाहिए।',
  'scorecard.tooLong': `स्कोरकार्ड में अधिकतम ${new Intl.NumberFormat(INTL_LOCALE.hi).format(SCORECARD_MAX_DAYS)} दिनों की अवधि ली जा सकती है।`,
  'scorecard.fromAlone': 'अवधि का पहला और अंतिम दिन दोनों दें, या पिछले 12 महीनों के लिए दोनों खाली छोड़ें।',
} satisfies TranslationsOf<typeof scorecardMessages, 'scorecard'>;
