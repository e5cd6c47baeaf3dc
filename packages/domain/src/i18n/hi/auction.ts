import { AUCTION_LIMITS } from '../../auction';
import type { auctionMessages } from '../../auction-messages';
import type { TranslationsOf } from '../catalogue';

/** Hindi for `auction-messages.ts` (decision 061). */
export const hiAuction = {
  // Scheduling (the buyer)
  'auction.scheduled': 'रिवर्स नीलामी निर्धारित की गई। आमंत्रित आपूर्तिकर्ताओं को सूचित कर दिया गया है।',
  'auction.cancelled': 'रिवर्स नीलामी रद्द की गई। आमंत्रित आपूर्तिकर्ताओं को सूचित कर दिया गया है।',
  'auction.settingsInvalid': 'नीलामी की सेटिंग्स पढ़ी नहीं जा सकीं।',
  'auction.needsPrices': 'रिवर्स नीलामी मूल्य खुलने के बाद ही निर्धारित की जा सकती है।',
  'auction.awarded': 'यह निविदा अवार्ड की जा चुकी है: कोई रिवर्स नीलामी निर्धारित नहीं की जा सकती।',
  'auction.alreadyScheduled': 'इस निविदा की रिवर्स नीलामी पहले से है।',
  'auction.negotiationOpen':
    'वार्ता का एक दौर खुला है: नीलामी निर्धारित करने से पहले उसकी समय-सीमा बीतने की प्रतीक्षा करें।',
  'auction.startPast': 'प्रारंभ का समय भविष्य का होना चाहिए।',
  'auction.startTooFar': `प्रारंभ का समय ${AUCTION_LIMITS.maxDaysAhead} दिनों के भीतर होना चाहिए।`,
  'auction.startInvalid': 'प्रारंभ का समय तिथि और समय के रूप में दर्ज करें।',
  'auction.durationInvalid': `अवधि ${AUCTION_LIMITS.minDurationMinutes} से ${AUCTION_LIMITS.maxDurationMinutes} तक के पूर्ण मिनटों में होनी चाहिए।`,
  'auction.bidOnInvalid': 'चुनें कि आपूर्तिकर्ता कुल राशि पर बोली लगाएँगे या प्रत्येक पंक्ति पर।',
  'auction.decrementKindInvalid': 'न्यूनतम कटौती के रूप में राशि या प्रतिशत चुनें।',
  'auction.decrementAmountInvalid': 'न्यूनतम कटौती 0 से अधिक की राशि होनी चाहिए, जिसमें अधिकतम 2 दशमलव स्थान हों।',
  'auction.decrementPercentInvalid': `न्यूनतम कटौती 0 से अधिक और अधिकतम ${AUCTION_LIMITS.maxPercent} प्रतिशत होनी चाहिए, जिसमें अधिकतम 2 दशमलव स्थान हों।`,
  'auction.extensionInvalid': `विस्तार 0 से ${AUCTION_LIMITS.maxExtensionMinutes} तक के पूर्ण मिनटों में होना चाहिए।`,
  'auction.extensionLimitInvalid': `विस्तारों की संख्या 0 से ${AUCTION_LIMITS.maxExtensions} तक की पूर्ण संख्या होनी चाहिए।`,
  'auction.visibilityInvalid': 'चुनें कि बोलीदाता क्या देखेंगे: केवल अपनी रैंक, या अपनी रैंक और न्यूनतम मूल्य।',
  'auction.inviteesTooFew': `कम से कम ${AUCTION_LIMITS.minInvitees} आपूर्तिकर्ताओं को आमंत्रित करें।`,
  'auction.inviteeNotEligible': 'प्रत्येक आमंत्रित आपूर्तिकर्ता का ऐसा कोटेशन होना चाहिए जिसके मूल्य आपके लिए खुले हों।',
  'auction.cancelTooLate': 'नीलामी केवल उसके शुरू होने से पहले रद्द की जा सकती है।',
  'auction.notFound': 'इस निविदा की कोई रिवर्स नीलामी नहीं है।',
  'auction.totalLine': 'GST सहित कुल राशि',

  // Bidding (the supplier)
  'auction.notInvited': 'आप इस रिवर्स नीलामी में आमंत्रित नहीं हैं।',
  'auction.bidAccepted': 'बोली स्वीकार की गई।',
  'auction.bidInvalid': 'अपनी बोली अधिकतम 2 दशमलव स्थानों वाली राशि के रूप में दर्ज करें।',
  'auction.notStarted': 'नीलामी अभी शुरू नहीं हुई है।',
  'auction.ended': 'नीलामी समाप्त हो चुकी है: यह बोली समाप्ति के बाद पहुँची।',
  'auction.notPositive': 'बोली शून्य से अधिक होनी चाहिए।',
  'auction.notLower': 'आपकी बोली अधिकतम ₹{0} हो सकती है (आपका पिछला मूल्य घटा न्यूनतम कटौती)।',
  'auction.noLowerPossible': 'आपका मूल्य न्यूनतम कटौती जितना और कम नहीं हो सकता।',
  'auction.lineRequired': 'वह मद चुनें जिस पर आप बोली लगा रहे हैं।',
  'auction.lineUnknown': 'आपने इस मद का कोटेशन नहीं दिया था, इसलिए आप इस पर बोली नहीं लगा सकते।',
  'auction.lineNotExpected': 'यह नीलामी कुल राशि पर है: कोई मद चुने बिना बोली लगाएँ।',
  'auction.wasCancelled': 'क्रेता ने यह रिवर्स नीलामी शुरू होने से पहले रद्द कर दी।',
  'auction.tooManyBids': `एक मिनट में अधिकतम ${AUCTION_LIMITS.bidsPerMinute} बोलियाँ: कुछ क्षण प्रतीक्षा करें और फिर से बोली लगाएँ।`,

  // The live stream (both sides)
  'auction.streamAfterInvalid': 'किसी इवेंट संख्या के बाद से फिर शुरू करें: 0 या उससे अधिक की पूर्ण संख्या।',
  // The supplier's screens (the live auction, the practice auction, the tender page's card)
  'auction.bidConfirm': '{1} पर {0} की बोली लगाएँ?',
  'auction.bidFailed': 'बोली नहीं लगाई जा सकी।',
  'auction.nextLower': 'वह राशि या उससे कम दर्ज करें, या उसे भरने के लिए “− कटौती” दबाएँ।',
  'auction.nextWaitStart': 'उलटी गिनती शून्य होने तक प्रतीक्षा करें, फिर से अपनी बोली लगाएँ।',
  'auction.nextEnded': 'आपका पिछला स्वीकृत मूल्य मान्य है। अंतिम रैंक कुछ ही क्षणों में यहाँ दिखेंगी।',
  'auction.nextWaitMinute': 'आपका पिछला स्वीकृत मूल्य मान्य है; कुछ सेकंड बाद फिर से बोली लगाएँ।',
  'auction.nextCheckHistory':
    'हो सकता है बोली सर्वर तक न पहुँची हो। फिर से बोली लगाने से पहले नीचे “आपकी बोलियाँ” देखें: कनेक्शन लौटने पर स्क्रीन अपडेट हो जाती है।',
  'auction.nextTypeAmount': 'राशि रुपयों में टाइप करें, जैसे 1234567.50 (अल्पविराम भी चलेंगे)।',
  'auction.nextPositive': 'शून्य से अधिक राशि दर्ज करें।',
  'auction.auctionLoadFailed': 'रिवर्स नीलामी लोड नहीं हो सकी।',
  'auction.cancelledNotice': 'क्रेता ने यह रिवर्स नीलामी रद्द कर दी। आपका कोटेशन पहले जैसा ही मान्य है।',
  'auction.closedNotice': 'नीलामी बंद हो गई है: ये रैंक अंतिम हैं। क्रेता परिणाम के आधार पर अवार्ड करेगा।',
  'auction.endedNotice': 'नीलामी समाप्त हो गई है। अंतिम रैंक कुछ ही क्षणों में दिखेंगी।',
  'auction.scheduledNotice': 'उलटी गिनती शून्य होने पर बोली लगनी शुरू होगी। पहले अभ्यास नीलामी में अभ्यास कर लें।',
  'auction.extendedNotice':
    '{0, plural, =1 {नीलामी 1 मिनट बढ़ाई गई (अंतिम मिनट में एक बोली आई): अब यह {1} पर समाप्त होगी।} other {नीलामी # मिनट बढ़ाई गई (अंतिम # मिनट में एक बोली आई): अब यह {1} पर समाप्त होगी।}}',
  'auction.rankChanged': 'अब {1} पर आपकी रैंक {0} है।',
  'auction.extendedSpoken': 'समय बढ़ाया गया: नीलामी अब बाद में समाप्त होगी।',
  'auction.practiceLabel':
    'अभ्यास नीलामी: सिम्युलेटेड बोलीदाता, केवल आपके ब्राउज़र में। किसी क्रेता को कुछ नहीं भेजा जाता और कुछ भी सहेजा नहीं जाता।',
  'auction.practiceRestarted': 'एक नई अभ्यास नीलामी शुरू हो गई है।',
  'auction.practiceOver': 'अभ्यास नीलामी समाप्त हो गई है। जब चाहें, दूसरी शुरू करें।',

  // The award
  'auction.awardDuringAuction': 'एक रिवर्स नीलामी निर्धारित है या चल रही है: उसके बंद होने के बाद अवार्ड करें।',
  'auction.negotiationDuringAuction': 'एक रिवर्स नीलामी निर्धारित है या चल रही है: उसके बंद होने के बाद वार्ता शुरू करें।',

  // The auction's record: the bid export (bids.xlsx) and the comparative statement's section
  'auction.record.totalLine': 'GST सहित कुल',
  'auction.record.title': 'रिवर्स नीलामी',
  'auction.record.settingsTitle': 'रिवर्स नीलामी: सेटिंग्स',
  'auction.record.rankingTitle': 'रिवर्स नीलामी: अंतिम रैंकिंग',
  'auction.record.bidsTitle': 'रिवर्स नीलामी: सभी बोलियाँ',
  'auction.record.bidsSheet': 'बोलियाँ',
  'auction.record.rankingSheet': 'अंतिम रैंकिंग',
  'auction.record.rankingSheetNotFinal': 'रैंकिंग (अंतिम नहीं)',
  'auction.record.statementBidsSheet': 'नीलामी की बोलियाँ',
  'auction.record.noBids': 'कोई बोली नहीं लगाई गई।',
  'auction.record.bidOn.total': 'GST सहित कुल राशि',
  'auction.record.bidOn.line': 'प्रत्येक मद का GST से पहले का इकाई मूल्य',
  'auction.record.visibility.rank': 'केवल अपनी रैंक',
  'auction.record.visibility.rank-and-lowest': 'अपनी रैंक और न्यूनतम मूल्य',
  'auction.record.settings.bidOn': 'बोली का आधार',
  'auction.record.settings.start': 'प्रारंभ',
  'auction.record.settings.duration': 'अवधि',
  'auction.record.settings.scheduledEnd': 'निर्धारित समाप्ति',
  'auction.record.settings.end': 'समाप्ति',
  'auction.record.settings.extensions': 'स्वतः विस्तार',
  'auction.record.settings.decrement': 'न्यूनतम कटौती',
  'auction.record.settings.visibility': 'बोलीदाताओं को क्या दिखा',
  'auction.record.settings.invitees': 'आमंत्रित आपूर्तिकर्ता',
  'auction.record.settings.bids': 'बोलियाँ',
  'auction.record.settings.closedAt': 'बंद होने का समय',
  'auction.record.minutes': '{0, number} मिनट',
  'auction.record.decrementPercent': 'बोलीदाता के पिछले मूल्य का {0}%',
  'auction.record.extensionsUsed':
    'अधिकतम {1, number} में से {0, number}, प्रत्येक {2, number} मिनट का (अंतिम {2, number} मिनट में आई बोली समाप्ति का समय बढ़ा देती है)',
  'auction.record.noExtension': 'कोई नहीं (स्वतः विस्तार नहीं)',
  'auction.record.extended': 'समय बढ़ाया गया',
  'auction.record.yes': 'हाँ',
  'auction.record.no': 'नहीं',
} satisfies TranslationsOf<typeof auctionMessages, 'auction'>;
