import type {
  NOTIFICATION_ACTION_LABEL,
  NotificationText,
  notificationText,
  TenderRef,
} from '../../notification-messages';
import type { NOTIFICATION_LABELS } from '../../notifications';
import type { Translations, TranslationsOf } from '../catalogue';

/** A tender as the texts name it: its code and title are data, joined as the English joins them. */
const tenderName = (tender: TenderRef) => `${tender.projectCode} – ${tender.projectTitle}`;

/** Each notification's Hindi: the same function as its English, giving the same title and body. */
type NotificationTranslations = {
  [K in keyof typeof notificationText as `notification.${K & string}`]: (typeof notificationText)[K];
};

/**
 * Hindi for `notification-messages.ts` (decision 061). Every entry's English returns an object (a
 * title, also the email's subject, and a body), which an ICU message cannot give, so each Hindi
 * entry is a function of the same arguments returning the same shape, mirroring the English's
 * branches. Its type is the English function's own; `Translation` says a function gives a string,
 * so the part is handed to the catalogue as `Translations` (the catalogue returns what a
 * translation function returns as it is).
 */
const notificationHindi = {
  'notification.supplierRegistered': (company: string): NotificationText => ({
    title: 'नया आपूर्तिकर्ता अनुरोध',
    body: `${company} ने पंजीकरण किया है और स्वीकृति की प्रतीक्षा में है।`,
  }),
  'notification.supplierActivated': (): NotificationText => ({
    title: 'आपका खाता सक्रिय हो गया है',
    body: 'आपका आपूर्तिकर्ता खाता स्वीकृत कर दिया गया है। अब आप लॉग इन करके अपनी श्रेणी की निविदाएँ देख सकते हैं और उनमें रुचि व्यक्त कर सकते हैं।',
  }),
  'notification.supplierInactivated': (reason: string): NotificationText => ({
    title: 'आपका खाता निष्क्रिय कर दिया गया है',
    body: `आपका आपूर्तिकर्ता खाता निष्क्रिय कर दिया गया है। कारण: ${reason}`,
  }),
  'notification.tenderPublished': (tender: TenderRef, closingDate: string): NotificationText => ({
    title: `नई निविदा: ${tenderName(tender)}`,
    body: `आपकी श्रेणी में एक निविदा प्रकाशित हुई है। इसकी अंतिम तिथि ${closingDate} है।`,
  }),
  'notification.interestApproved': (tender: TenderRef): NotificationText => ({
    title: `रुचि स्वीकृत: ${tenderName(tender)}`,
    body: 'इस निविदा में आपकी रुचि स्वीकृत कर ली गई है: अब आप अपना कोटेशन भेज सकते हैं।',
  }),
  'notification.interestRejected': (tender: TenderRef, reason?: string | null): NotificationText => ({
    title: `रुचि अस्वीकृत: ${tenderName(tender)}`,
    body: `इस निविदा में आपकी रुचि स्वीकृत नहीं की गई।${reason ? ` कारण: ${reason}` : ''}`,
  }),
  'notification.quotationReceived': (tender: TenderRef, company: string): NotificationText => ({
    title: `कोटेशन प्राप्त: ${tenderName(tender)}`,
    body: `${company} ने कोटेशन भेजा है।`,
  }),
  'notification.quotationRevised': (tender: TenderRef, company: string): NotificationText => ({
    title: `कोटेशन संशोधित: ${tenderName(tender)}`,
    body: `${company} ने अपना कोटेशन संशोधित किया है।`,
  }),
  'notification.tenderAmended': (tender: TenderRef, addendum: number, note: string): NotificationText => ({
    title: `शुद्धिपत्र ${addendum}: ${tenderName(tender)}`,
    body: `निविदा में संशोधन किया गया है। ${note}`,
  }),
  'notification.tenderClosingSoon': (tender: TenderRef, closingDate: string): NotificationText => ({
    title: `शीघ्र बंद होगी: ${tenderName(tender)}`,
    body: `यह निविदा ${closingDate} को दिन की समाप्ति पर बंद हो जाएगी, और आपने अभी तक अपना कोटेशन नहीं भेजा है।`,
  }),
  'notification.tenderClosedEarly': (tender: TenderRef, reason: string): NotificationText => ({
    title: `समय से पहले बंद: ${tenderName(tender)}`,
    body: `क्रेता ने यह निविदा उसकी अंतिम तिथि से पहले ही बंद कर दी है। अब इसमें रुचि, प्रश्न या कोटेशन स्वीकार नहीं किए जाते। कारण: ${reason}`,
  }),
  'notification.awardWon': (tender: TenderRef): NotificationText => ({
    title: `आपको अवार्ड किया गया: ${tenderName(tender)}`,
    body: 'इस निविदा के लिए आपका कोटेशन चुना गया है।',
  }),
  'notification.awardRegret': (tender: TenderRef): NotificationText => ({
    title: `निविदा अवार्ड की गई: ${tenderName(tender)}`,
    body: 'आपके कोटेशन के लिए धन्यवाद। यह निविदा किसी अन्य आपूर्तिकर्ता को अवार्ड की गई है।',
  }),
  'notification.orderReceived': (
    number: string,
    receipt: number,
    rejected: boolean,
    closed: boolean,
  ): NotificationText => ({
    title: `माल प्राप्त: ${number} (माल प्राप्ति ${receipt})`,
    body: `क्रेता ने क्रय आदेश ${number} के विरुद्ध माल प्राप्ति ${receipt} दर्ज की है।${
      rejected ? ' कुछ माल अस्वीकार किया गया है: कारण आदेश पर दिए गए हैं।' : ''
    }${closed ? ' आदेश का पूरा माल अब प्राप्त हो चुका है और आदेश बंद कर दिया गया है।' : ''}`,
  }),
  'notification.orderShortClosed': (number: string, reason: string): NotificationText => ({
    title: `क्रय आदेश ${number} आंशिक प्राप्ति पर बंद`,
    body: `क्रेता ने यह आदेश बंद कर दिया है: इसके विरुद्ध अब और माल प्राप्त नहीं किया जाएगा। कारण: ${reason}`,
  }),
  'notification.orderIssued': (tender: TenderRef, number: string): NotificationText => ({
    title: `क्रय आदेश ${number}: ${tenderName(tender)}`,
    body: 'आपको एक क्रय आदेश जारी किया गया है। कृपया इसे डाउनलोड करें और मेरे आदेश अनुभाग में इसकी पावती दें।',
  }),
  'notification.technicalQualified': (tender: TenderRef): NotificationText => ({
    title: `तकनीकी रूप से योग्य: ${tenderName(tender)}`,
    body: 'समिति ने आपकी तकनीकी बोली को योग्य पाया है। आपके मूल्य अन्य योग्य बोलीदाताओं के मूल्यों के साथ खोले जाएँगे।',
  }),
  'notification.technicalDisqualified': (
    tender: TenderRef,
    reasons: readonly { label: string; reason: string }[],
  ): NotificationText => ({
    title: `तकनीकी रूप से अयोग्य: ${tenderName(tender)}`,
    body: `समिति ने आपकी तकनीकी बोली को योग्य नहीं पाया, इसलिए आपके मूल्य नहीं खोले जाएँगे। कारण: ${reasons
      .map((reason) => `${reason.label}: ${reason.reason}`)
      .join('; ')}।`,
  }),
  'notification.negotiationInvited': (
    tender: TenderRef,
    round: number,
    deadline: string,
    note: string,
  ): NotificationText => ({
    title: `वार्ता का दौर ${round}: ${tenderName(tender)}`,
    body: `क्रेता आपको अपने मूल्य कम करने के लिए आमंत्रित करता है। ${deadline} से पहले अपना संशोधित प्रस्ताव भेजें; कोई भी मूल्य आपके पिछले मूल्य से अधिक नहीं हो सकता।${note ? ` टिप्पणी: ${note}` : ''}`,
  }),
  'notification.auctionInvited': (
    tender: TenderRef,
    startsAt: string,
    endsAt: string,
    bidOn: 'total' | 'line',
  ): NotificationText => ({
    title: `रिवर्स नीलामी: ${tenderName(tender)}`,
    body: `आपको ${startsAt} से ${endsAt} तक चलने वाली लाइव रिवर्स नीलामी में आमंत्रित किया गया है (इसकी अवधि बढ़ाई जा सकती है)। आप अपने खोले गए मूल्य से नीचे ${bidOn === 'total' ? 'GST सहित अपनी कुल राशि' : 'प्रत्येक मद की इकाई दर'} की बोली लगाएँगे। नीलामी शुरू होने से पहले डेमो नीलामी में अभ्यास कर लें।`,
  }),
  'notification.auctionCancelled': (tender: TenderRef): NotificationText => ({
    title: `रिवर्स नीलामी रद्द: ${tenderName(tender)}`,
    body: 'क्रेता ने रिवर्स नीलामी शुरू होने से पहले ही रद्द कर दी है। आपका कोटेशन पहले की तरह मान्य है।',
  }),
  'notification.auctionClosed': (tender: TenderRef, bids: number): NotificationText => ({
    title: `रिवर्स नीलामी बंद: ${tenderName(tender)}`,
    body: `रिवर्स नीलामी ${bids === 1 ? '1 बोली' : `${bids} बोलियों`} के साथ समाप्त हो गई है। अंतिम रैंक तैयार हैं: परिणाम से अवार्ड करें।`,
  }),
  'notification.supplierHeld': (until: string, reason: string): NotificationText => ({
    title: 'आपके खाते पर रोक लगाई गई है',
    body: `क्रेता ने ${until} तक आपके खाते पर रोक लगाई है। तब तक आप रुचि व्यक्त नहीं कर सकते, कोटेशन नहीं भेज सकते और आपको अवार्ड नहीं किया जा सकता। कारण: ${reason}`,
  }),
  'notification.supplierBlacklisted': (reason: string, orderReference: string): NotificationText => ({
    title: 'आपके खाते को काली सूची में डाल दिया गया है',
    body: `क्रेता ने आपके खाते को काली सूची में डाल दिया है (आदेश ${orderReference})। आप रुचि व्यक्त नहीं कर सकते, कोटेशन नहीं भेज सकते और आपको अवार्ड नहीं किया जा सकता। कारण: ${reason}`,
  }),
  'notification.documentRejected': (typeName: string, reason: string): NotificationText => ({
    title: `आपका दस्तावेज़ अस्वीकृत: ${typeName}`,
    body: `क्रेता ने आपके दस्तावेज़ ${typeName} को अस्वीकार कर दिया है। कारण: ${reason} मेरे दस्तावेज़ अनुभाग में नया दस्तावेज़ अपलोड करें।`,
  }),
  'notification.supplierRestrictionLifted': (): NotificationText => ({
    title: 'आपके खाते पर अब कोई प्रतिबंध नहीं है',
    body: 'क्रेता ने आपके खाते पर लगी रोक हटा दी है या उसे काली सूची से बाहर कर दिया है: अब आप फिर से रुचि व्यक्त कर सकते हैं और कोटेशन भेज सकते हैं।',
  }),
  'notification.documentExpiring': (
    typeName: string,
    expiryDay: string,
    daysBefore: number,
  ): NotificationText => ({
    title:
      daysBefore === 0
        ? `आपके दस्तावेज़ ${typeName} की वैधता आज समाप्त हो रही है`
        : `आपके दस्तावेज़ ${typeName} की वैधता ${daysBefore} ${daysBefore === 1 ? 'दिन' : 'दिनों'} में समाप्त होगी`,
    body: `आपके दस्तावेज़ ${typeName} की वैधता ${expiryDay} तक है। उससे पहले मेरे दस्तावेज़ अनुभाग में मान्य दस्तावेज़ अपलोड करें: अगले दिन से, किसी आवश्यक दस्तावेज़ की वैधता समाप्त होने पर आप न तो रुचि व्यक्त कर पाएँगे और न ही कोटेशन भेज पाएँगे।`,
  }),
} satisfies NotificationTranslations;

export const hiNotification = notificationHindi as unknown as Translations;

/** Hindi for `NOTIFICATION_ACTION_LABEL` in `notification-messages.ts` (decision 061): the email's button. */
export const hiNotificationAction = {
  'notificationAction.supplier.registered': 'अनुरोध की समीक्षा करें',
  'notificationAction.supplier.activated': 'लॉग इन करें',
  'notificationAction.supplier.inactivated': 'पोर्टल खोलें',
  'notificationAction.tender.published': 'निविदा देखें',
  'notificationAction.interest.approved': 'निविदा देखें',
  'notificationAction.interest.rejected': 'निविदा देखें',
  'notificationAction.quotation.received': 'कोटेशन देखें',
  'notificationAction.quotation.revised': 'कोटेशन देखें',
  'notificationAction.tender.amended': 'शुद्धिपत्र देखें',
  'notificationAction.tender.closing-soon': 'अपना कोटेशन भेजें',
  'notificationAction.tender.closed-early': 'निविदा देखें',
  'notificationAction.award.won': 'अपने कोटेशन देखें',
  'notificationAction.award.regret': 'अपने कोटेशन देखें',
  'notificationAction.order.issued': 'अपने आदेश देखें',
  'notificationAction.order.received': 'माल प्राप्ति देखें',
  'notificationAction.order.short-closed': 'आदेश देखें',
  'notificationAction.technical.result': 'अपनी बोली देखें',
  'notificationAction.negotiation.invited': 'संशोधित प्रस्ताव भेजें',
  'notificationAction.auction.invited': 'नीलामी खोलें',
  'notificationAction.auction.cancelled': 'निविदा देखें',
  'notificationAction.auction.closed': 'परिणाम देखें',
  'notificationAction.supplier.restricted': 'पोर्टल खोलें',
  'notificationAction.supplier.restriction-lifted': 'निविदाएँ देखें',
  'notificationAction.document.rejected': 'नया दस्तावेज़ अपलोड करें',
  'notificationAction.document.expiring': 'मान्य दस्तावेज़ अपलोड करें',
} satisfies TranslationsOf<typeof NOTIFICATION_ACTION_LABEL, 'notificationAction'>;

/** Hindi for `NOTIFICATION_LABELS` (notifications.ts): each event as the email choices name it. */
export const hiNotificationLabel = {
  'notificationLabel.supplier.registered': 'नया आपूर्तिकर्ता अनुरोध',
  'notificationLabel.supplier.activated': 'खाता सक्रिय किया गया',
  'notificationLabel.supplier.inactivated': 'खाता निष्क्रिय किया गया',
  'notificationLabel.tender.published': 'आपकी श्रेणी में नई निविदा',
  'notificationLabel.interest.approved': 'रुचि स्वीकृत',
  'notificationLabel.interest.rejected': 'रुचि अस्वीकृत',
  'notificationLabel.quotation.received': 'कोटेशन प्राप्त',
  'notificationLabel.quotation.revised': 'कोटेशन संशोधित',
  'notificationLabel.tender.amended': 'निविदा में संशोधन (शुद्धिपत्र)',
  'notificationLabel.tender.closing-soon': '24 घंटे में बंद होने वाली निविदा',
  'notificationLabel.tender.closed-early': 'समय से पहले बंद हुई निविदा',
  'notificationLabel.award.won': 'आपको अवार्ड की गई निविदा',
  'notificationLabel.award.regret': 'किसी अन्य आपूर्तिकर्ता को अवार्ड की गई निविदा',
  'notificationLabel.order.issued': 'आपको जारी किया गया क्रय आदेश',
  'notificationLabel.order.received': 'आपके आदेश के विरुद्ध माल प्राप्त',
  'notificationLabel.order.short-closed': 'आपका आदेश आंशिक प्राप्ति पर बंद',
  'notificationLabel.technical.result': 'तकनीकी मूल्यांकन का परिणाम',
  'notificationLabel.negotiation.invited': 'वार्ता के दौर का आमंत्रण',
  'notificationLabel.auction.invited': 'रिवर्स नीलामी का आमंत्रण',
  'notificationLabel.auction.cancelled': 'रिवर्स नीलामी रद्द',
  'notificationLabel.auction.closed': 'रिवर्स नीलामी बंद',
  'notificationLabel.supplier.restricted': 'खाते पर रोक या काली सूची',
  'notificationLabel.supplier.restriction-lifted': 'रोक या काली सूची हटाई गई',
  'notificationLabel.document.rejected': 'दस्तावेज़ अस्वीकृत',
  'notificationLabel.document.expiring': 'दस्तावेज़ की वैधता समाप्त होने वाली है',
} satisfies TranslationsOf<typeof NOTIFICATION_LABELS, 'notificationLabel'>;
