import { percentText } from '../../scorecard';
import type { scorecardText, standingCardText, supplierDetailsText } from '../../ui/supplier-details';
import type { TranslationsOf } from '../catalogue';

/** Hindi for `ui/supplier-details.ts`: a supplier's details page (decision 061). */
export const hiUiSupplierDetails = {
  'ui.supplierDetails.heading': 'आपूर्तिकर्ता विवरण',
  'ui.supplierDetails.backToRequests': 'नए आपूर्तिकर्ता अनुरोधों पर वापस जाएँ',
  'ui.supplierDetails.inactive': 'निष्क्रिय',
  'ui.supplierDetails.company': 'कंपनी विवरण',
  'ui.supplierDetails.contact': 'संपर्क व्यक्ति',
  'ui.supplierDetails.tax': 'कर विवरण',
  'ui.supplierDetails.taxNotDeclared': '{0}: आपूर्तिकर्ता से अपनी प्रोफ़ाइल पूरी करने को कहा गया है।',
  'ui.supplierDetails.products': 'उत्पाद एवं सेवाएँ',
  'ui.supplierDetails.registered': '{0} को पंजीकृत',
  'ui.supplierDetails.registeredActivated': '{0} को पंजीकृत · {1} को सक्रिय किया गया',
  'ui.supplierDetails.registeredInactivated': '{0} को पंजीकृत · {1} को निष्क्रिय किया गया',
  'ui.supplierDetails.documents.title': 'पंजीकरण दस्तावेज़',
  'ui.supplierDetails.documents.hint': 'आपूर्तिकर्ता को सक्रिय करने से पहले दोनों दस्तावेज़ जाँचें।',
  'ui.supplierDetails.documents.uploaded': 'अपलोड किया गया दस्तावेज़',
} satisfies TranslationsOf<typeof supplierDetailsText, 'ui.supplierDetails'>;

/** Hindi for `ui/supplier-details.ts`: the scorecard card. */
export const hiUiScorecard = {
  'ui.scorecard.title': 'स्कोरकार्ड',
  'ui.scorecard.period': '{0} से {1} तक',
  'ui.scorecard.lastYearPeriod': '{0} से {1} तक (पिछले 12 महीने)',
  'ui.scorecard.periodLabel': 'स्कोरकार्ड की अवधि',
  'ui.scorecard.from': 'दिनांक से',
  'ui.scorecard.to': 'दिनांक तक',
  'ui.scorecard.show': 'दिखाएँ',
  'ui.scorecard.lastYear': 'पिछले 12 महीने',
  'ui.scorecard.loadFailed': 'स्कोरकार्ड लोड नहीं किया जा सका।',
  'ui.scorecard.noData': 'कोई डेटा नहीं',
  // A function, as the English (domain priceRatioText): the same figure, "4.5 %", from percentText.
  'ui.scorecard.priceRatio': (ratio: number | null) =>
    ratio === null ? 'कोई डेटा नहीं' : ratio <= 1 ? 'न्यूनतम' : `न्यूनतम से ${percentText(ratio - 1)} अधिक`,
  'ui.scorecard.response': 'प्रतिक्रिया दर',
  'ui.scorecard.responseHint': '{1, plural, one {# निविदा} other {# निविदाओं}} में से {0, number} में रुचि',
  'ui.scorecard.quotation': 'कोटेशन दर',
  'ui.scorecard.quotationHint': '{1, plural, one {# निविदा} other {# निविदाओं}} में से {0, number} में कोटेशन',
  'ui.scorecard.win': 'जीत दर',
  'ui.scorecard.winHint': '{1, number} कोटेशन में से {0, number} जीते',
  'ui.scorecard.price': 'न्यूनतम की तुलना में मूल्य',
  'ui.scorecard.priceHint': '{0, plural, one {# निविदा} other {# निविदाओं}} पर, जिनके मूल्य खुल चुके हैं',
  'ui.scorecard.onTime': 'समय पर डिलीवरी',
  'ui.scorecard.onTimeHint':
    '{1, plural, one {# प्राप्ति पंक्ति} other {# प्राप्ति पंक्तियों}} में से {0, number} डिलीवरी तिथि तक',
  'ui.scorecard.acceptance': 'स्वीकृति',
  'ui.scorecard.acceptanceHint': 'प्राप्त मात्रा में से स्वीकृत मात्रा',
  'ui.scorecard.documents': 'दस्तावेज़ अनुपालन',
  'ui.scorecard.documentsHint':
    '{1, plural, one {# आवश्यक दस्तावेज़} other {# आवश्यक दस्तावेज़ों}} में से {0, number} सत्यापित और वैध',
  'ui.scorecard.awarded': 'अवार्ड (GST सहित)',
} satisfies TranslationsOf<typeof scorecardText, 'ui.scorecard'>;

/** Hindi for `ui/supplier-details.ts`: the standing card (hold, blacklist, lift). */
export const hiUiStanding = {
  'ui.standing.title': 'प्रतिबंध स्थिति',
  'ui.standing.notRestricted':
    'कोई प्रतिबंध नहीं: आपूर्तिकर्ता रुचि व्यक्त कर सकता है, कोटेशन भेज सकता है और उसे अवार्ड दिया जा सकता है।',
  'ui.standing.hold': 'रोक लगाएँ',
  'ui.standing.blacklist': 'काली सूची में डालें',
  'ui.standing.liftHold': 'रोक हटाएँ',
  'ui.standing.liftBlacklist': 'काली सूची से हटाएँ',
  'ui.standing.titles.hold': 'आपूर्तिकर्ता पर रोक लगाएँ',
  'ui.standing.titles.blacklist': 'आपूर्तिकर्ता को काली सूची में डालें',
  'ui.standing.titles.lift': 'प्रतिबंध हटाएँ',
  'ui.standing.confirm.hold': 'रोक लगाएँ',
  'ui.standing.confirm.blacklist': 'काली सूची में डालें',
  'ui.standing.confirm.lift': 'प्रतिबंध हटाएँ',
  'ui.standing.liftBody':
    '{0} फिर से रुचि व्यक्त कर सकेगा, कोटेशन भेज सकेगा और उसे अवार्ड दिया जा सकेगा। आपूर्तिकर्ता को सूचित किया जाता है।',
  'ui.standing.holdBody':
    '{0} अंतिम दिन के अगले दिन तक न रुचि व्यक्त कर सकेगा, न कोटेशन भेज सकेगा, न उसे अवार्ड या आदेश दिया जा सकेगा। आपूर्तिकर्ता को कारण सहित सूचित किया जाता है।',
  'ui.standing.blacklistBody':
    '{0} काली सूची से हटाए जाने तक न रुचि व्यक्त कर सकेगा, न कोटेशन भेज सकेगा, न उसे अवार्ड या आदेश दिया जा सकेगा। आपूर्तिकर्ता को कारण सहित सूचित किया जाता है।',
  'ui.standing.lastDay': 'रोक का अंतिम दिन',
  'ui.standing.orderReference': 'आदेश संदर्भ',
  'ui.standing.orderReferencePlaceholder': 'उदाहरण: ORD/2026/17',
  'ui.standing.reason': 'कारण',
  'ui.standing.cancel': 'रद्द करें',
} satisfies TranslationsOf<typeof standingCardText, 'ui.standing'>;
