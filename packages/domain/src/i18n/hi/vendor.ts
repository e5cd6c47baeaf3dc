import { RECEIPT_LIMITS } from '../../goods-receipts';
import { STANDING_LIMITS } from '../../supplier-standing';
import { DOCUMENT_LIMITS } from '../../vendor-documents';
import type { vendorMessages } from '../../vendor-messages';
import type { TranslationsOf } from '../catalogue';

/**
 * Hindi for `vendor-messages.ts` (decision 061): document types and supplier documents, goods
 * receipts, the supplier's standing. The limits are put in from the same constants as the English.
 */
export const hiVendor = {
  // Document types (the admin)
  'vendor.typeNameRequired': 'दस्तावेज़ प्रकार का नाम दर्ज करें।',
  'vendor.typeNameTooLong': `नाम में अधिकतम ${DOCUMENT_LIMITS.typeNameMax} वर्ण हो सकते हैं।`,
  'vendor.typeNameTaken': 'इस नाम का दस्तावेज़ प्रकार पहले से मौजूद है।',
  'vendor.typeNotFound': 'यह दस्तावेज़ प्रकार मौजूद नहीं है।',
  'vendor.typeInUse':
    'आपूर्तिकर्ताओं के पास इस प्रकार के दस्तावेज़ हैं: इसे वैकल्पिक बनाया जा सकता है, पर हटाया नहीं जा सकता।',
  'vendor.typeBuiltin':
    'यह दस्तावेज़ प्रकार पंजीकरण के दो दस्तावेज़ों में से एक है: इसका नाम बदला जा सकता है, पर इसे हटाया नहीं जा सकता।',
  'vendor.typeCategoryNotFound': 'चुनी गई श्रेणियों में से एक अब मौजूद नहीं है: कृपया फिर से चुनें।',
  'vendor.typeCreated': 'दस्तावेज़ प्रकार “{0}” जोड़ा गया।',
  'vendor.typeUpdated': 'दस्तावेज़ प्रकार “{0}” सहेजा गया।',
  'vendor.typeDeleted': 'दस्तावेज़ प्रकार “{0}” हटाया गया।',
  // Supplier documents
  'vendor.documentNotFound': 'यह दस्तावेज़ मौजूद नहीं है।',
  'vendor.documentTypeRequired': 'दस्तावेज़ का प्रकार चुनें।',
  'vendor.documentFileRequired': 'अपलोड करने के लिए फ़ाइल चुनें।',
  'vendor.documentFileType': 'दस्तावेज़ PDF, JPG, JPEG या PNG फ़ाइल होना चाहिए।',
  'vendor.documentTooLarge': 'दस्तावेज़ का आकार अधिकतम {0} हो सकता है।',
  'vendor.documentUploadUnreadable': 'अपलोड पढ़ा नहीं जा सका: पुनः प्रयास करें।',
  'vendor.documentNotMultipart': 'दस्तावेज़ को multipart फ़ॉर्म के रूप में भेजें।',
  'vendor.expiryNotExpected': 'इस प्रकार के दस्तावेज़ की वैधता समाप्त नहीं होती: समाप्ति तिथि खाली छोड़ें।',
  'vendor.expiryDateInvalid': 'समाप्ति तिथि एक मान्य तिथि के रूप में दर्ज करें।',
  'vendor.documentUploaded': 'दस्तावेज़ {0} अपलोड किया गया: क्रेता इसका सत्यापन करेगा।',
  'vendor.documentVerified': '{1} का दस्तावेज़ {0} सत्यापित किया गया।',
  'vendor.documentRejected': '{1} का दस्तावेज़ {0} अस्वीकार किया गया: आपूर्तिकर्ता को इसका कारण बताया जाएगा।',
  'vendor.issueDateInvalid': 'जारी होने की तिथि एक मान्य तिथि के रूप में दर्ज करें।',
  'vendor.issueDateFuture': 'जारी होने की तिथि भविष्य की नहीं हो सकती।',
  'vendor.expiryRequired': 'इस प्रकार के दस्तावेज़ की वैधता समाप्त होती है: इसकी समाप्ति तिथि दर्ज करें।',
  'vendor.expiryBeforeIssue': 'समाप्ति तिथि जारी होने की तिथि के बाद की होनी चाहिए।',
  'vendor.expiryPast': 'इस दस्तावेज़ की वैधता पहले ही समाप्त हो चुकी है: मान्य दस्तावेज़ अपलोड करें।',
  'vendor.rejectReasonRequired': 'दस्तावेज़ अस्वीकार करने का कारण बताएँ: यह आपूर्तिकर्ता को बताया जाएगा।',
  'vendor.reasonTooLong': `कारण में अधिकतम ${DOCUMENT_LIMITS.reasonMax} वर्ण हो सकते हैं।`,
  'vendor.alreadyReviewed': 'यह दस्तावेज़ पहले ही सत्यापित या अस्वीकार किया जा चुका है।',
  'vendor.expiringWithinInvalid': `समाप्ति की अवधि 1 से ${DOCUMENT_LIMITS.expiringWithinMaxDays} तक दिनों की पूर्ण संख्या होनी चाहिए।`,
  /** The English says "has"/"have" by the list's length; the Hindi reads the same for one or several. */
  'vendor.blockedByDocuments':
    '{0} की वैधता समाप्त हो चुकी है। फिर से रुचि व्यक्त करने या कोटेशन भेजने के लिए मेरे दस्तावेज़ अनुभाग में मान्य दस्तावेज़ अपलोड करें।',
  'vendor.reminderSubject':
    '{1, plural, =0 {आपके दस्तावेज़ {0} की वैधता आज समाप्त हो रही है} one {आपके दस्तावेज़ {0} की वैधता # दिन में समाप्त होगी} other {आपके दस्तावेज़ {0} की वैधता # दिनों में समाप्त होगी}}',
  // Goods receipts
  'vendor.receiptOrderNotOpen':
    'माल केवल ऐसे जारी आदेश के विरुद्ध प्राप्त किया जा सकता है जिसकी आपूर्तिकर्ता ने पावती दी हो।',
  /** The English picks its sentence by the problem; so does the Hindi (ICU select on the same values). */
  'vendor.receiptLine':
    '{1, select, unknownLine {{0}: यह पंक्ति आदेश में नहीं है।} quantityInvalid {{0}: मात्राएँ 0 या उससे अधिक की संख्याएँ होनी चाहिए, जिनमें अधिकतम 2 दशमलव स्थान हों।} acceptedAboveReceived {{0}: स्वीकृत मात्रा प्राप्त मात्रा से अधिक नहीं हो सकती।} overReceipt {{0}: इतनी मात्रा स्वीकार करने पर आदेश से अधिक माल प्राप्त हो जाएगा।} reasonRequired {{0}: अस्वीकृत मात्रा का कारण बताएँ।} nothingReceived {कम से कम एक पंक्ति के लिए प्राप्त मात्रा दर्ज करें।} other {{0}}}',
  'vendor.receiptDateInvalid': 'माल पहुँचने का दिन दर्ज करें।',
  'vendor.receiptDateFuture': 'प्राप्ति तिथि भविष्य की नहीं हो सकती।',
  'vendor.receiptNotesTooLong': `टिप्पणियों में अधिकतम ${RECEIPT_LIMITS.notesMax} वर्ण हो सकते हैं।`,
  'vendor.receiptDateBeforeIssue': 'प्राप्ति तिथि आदेश जारी होने के दिन से पहले की नहीं हो सकती।',
  'vendor.receiptLinesInvalid': 'प्राप्ति की पंक्तियाँ दर्ज करें: प्रत्येक पंक्ति के लिए प्राप्त और स्वीकृत मात्रा।',
  'vendor.receiptNotMultipart': 'प्राप्ति को फ़ॉर्म (multipart/form-data) के रूप में भेजें।',
  'vendor.receiptUnreadable': 'प्राप्ति पढ़ी नहीं जा सकी। कृपया पुनः प्रयास करें।',
  'vendor.deliveryTooLarge': 'डिलीवरी दस्तावेज़ अधिकतम 10 MB का हो सकता है।',
  'vendor.deliveryTypeInvalid': 'डिलीवरी दस्तावेज़ PDF, JPG या PNG फ़ाइल होना चाहिए।',
  'vendor.receiptRecorded': 'माल प्राप्ति {0} दर्ज की गई।',
  'vendor.receiptRecordedClosed':
    'माल प्राप्ति {0} दर्ज की गई। आदेश का पूरा माल प्राप्त हो गया है: आदेश बंद कर दिया गया है।',
  'vendor.shortCloseReasonRequired': 'आदेश को आंशिक प्राप्ति पर बंद करने का कारण बताएँ।',
  'vendor.shortCloseReasonTooLong': `कारण में अधिकतम ${RECEIPT_LIMITS.reasonMax} वर्ण हो सकते हैं।`,
  'vendor.rejectedReasonTooLong': `अस्वीकृति के कारण में अधिकतम ${RECEIPT_LIMITS.reasonMax} वर्ण हो सकते हैं।`,
  'vendor.shortClosed': 'आदेश आंशिक प्राप्ति पर बंद कर दिया गया है: अब इसके विरुद्ध और माल प्राप्त नहीं किया जाएगा।',
  'vendor.confirmShortClose':
    '{0} को आंशिक प्राप्ति पर बंद करें? इसके विरुद्ध अब और माल प्राप्त नहीं किया जा सकेगा, और आपूर्तिकर्ता को कारण बताया जाएगा।',
  'vendor.notShortClosable':
    'केवल ऐसा आदेश आंशिक प्राप्ति पर बंद किया जा सकता है जिसकी पावती दी जा चुकी हो और जो अभी खुला हो।',
  'vendor.orderClosed': 'यह आदेश बंद है: अब इसके विरुद्ध कोई माल प्राप्त नहीं किया जा सकता।',
  'vendor.orderCancelled': 'यह आदेश रद्द है: इसके विरुद्ध कोई माल प्राप्त नहीं किया जा सकता।',
  'vendor.closedNotCancellable': 'यह आदेश बंद है: बंद आदेश को रद्द नहीं किया जा सकता।',
  // Standing
  'vendor.holdUntilInvalid': 'रोक का अंतिम दिन आज के बाद की तिथि के रूप में दर्ज करें।',
  'vendor.holdTooLong': `रोक अधिकतम ${STANDING_LIMITS.maxHoldDays} दिनों तक लगाई जा सकती है।`,
  'vendor.standingReasonRequired': 'कारण बताएँ: यह आपूर्तिकर्ता को बताया जाएगा।',
  'vendor.standingReasonTooLong': `कारण में अधिकतम ${STANDING_LIMITS.reasonMax} वर्ण हो सकते हैं।`,
  'vendor.orderRefRequired': 'उस आदेश का संदर्भ दें जिसके तहत आपूर्तिकर्ता को काली सूची में डाला जा रहा है।',
  'vendor.liftKindInvalid': 'चुनें कि रोक हटाई जा रही है या काली सूची।',
  'vendor.notHeld': 'इस आपूर्तिकर्ता पर कोई रोक नहीं है।',
  'vendor.notBlacklisted': 'यह आपूर्तिकर्ता काली सूची में नहीं है।',
  'vendor.alreadyBlacklisted': 'यह आपूर्तिकर्ता पहले से काली सूची में है।',
  'vendor.held': '{0} पर {1} तक रोक लगाई गई है।',
  'vendor.blacklistedDone': '{0} को काली सूची में डाल दिया गया है।',
  'vendor.lifted': '{0} के साथ अब फिर से व्यापार किया जा सकता है।',
  'vendor.orderRefTooLong': `आदेश संदर्भ में अधिकतम ${STANDING_LIMITS.orderRefMax} वर्ण हो सकते हैं।`,
  'vendor.onHold':
    'आपके खाते पर {0} तक रोक लगी है: तब तक आप रुचि व्यक्त नहीं कर सकते, कोटेशन नहीं भेज सकते और आपको अवार्ड नहीं किया जा सकता। विवरण के लिए क्रेता से संपर्क करें।',
  'vendor.blacklisted':
    'क्रेता ने आपके खाते को काली सूची में डाल दिया है: आप रुचि व्यक्त नहीं कर सकते, कोटेशन नहीं भेज सकते और आपको अवार्ड नहीं किया जा सकता। विवरण के लिए क्रेता से संपर्क करें।',
  'vendor.supplierRestricted':
    '{0} पर रोक लगी है या वह काली सूची में है: उसे अवार्ड नहीं किया जा सकता और न ही उसे आदेश भेजा जा सकता है।',
} satisfies TranslationsOf<typeof vendorMessages, 'vendor'>;
