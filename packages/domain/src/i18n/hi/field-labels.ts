import type { FIELD_LABELS } from '../../field-labels';
import type { PURCHASE_REQUEST_FIELD_LABELS } from '../../purchase-requests';
import type { TranslationsOf } from '../catalogue';

/**
 * Hindi for `field-labels.ts` (decision 061): field names as the checks' messages name them; and the
 * purchase request form's labels (`PURCHASE_REQUEST_FIELD_LABELS`), which its checks name too.
 */
export const hiFieldLabels = {
  'field.username': 'उपयोगकर्ता नाम',
  'field.password': 'पासवर्ड',
  'field.oldPassword': 'पुराना पासवर्ड',
  'field.newPassword': 'नया पासवर्ड',
  'field.confirmPassword': 'पासवर्ड की पुष्टि',
  'field.subAdmin': 'उप-व्यवस्थापक',
  'field.searchText': 'खोज पाठ',
  'field.fromDate': 'प्रारंभ तिथि',
  'field.toDate': 'समाप्ति तिथि',
  'field.from': 'प्रारंभ तिथि',
  'field.to': 'समाप्ति तिथि',
  'field.firstDay': 'पहला दिन',
  'field.lastDay': 'अंतिम दिन',
  'field.scorecardFirstDay': 'स्कोरकार्ड का पहला दिन',
  'field.scorecardLastDay': 'स्कोरकार्ड का अंतिम दिन',
  'field.category': 'श्रेणी',
  'field.categoryName': 'श्रेणी का नाम',
  'field.subCategoryName': 'उप-श्रेणी का नाम',
  'field.reason': 'कारण',
  'field.theReason': 'कारण',
  'field.question': 'प्रश्न',
  'field.answer': 'उत्तर',
  'field.note': 'टिप्पणी',
  'field.notes': 'टिप्पणियाँ',
  'field.reference': 'संदर्भ',
  'field.amountPaid': 'भुगतान की गई राशि',
  'field.bidSecurity': 'बोली प्रतिभूति (EMD)',
  'field.tenderFee': 'निविदा शुल्क',
  'field.criterion': 'मानदंड {0, number}',
  'field.rejectionReason': 'अस्वीकृति का कारण',
  'field.theOrder': 'आदेश',
  'field.deliveryTerms': 'डिलीवरी की शर्तें',
  'field.paymentTerms': 'भुगतान की शर्तें',
  'field.deliveryAddress': 'डिलीवरी का पता',
  'field.purchaseOrderTerms': 'क्रय आदेश की शर्तें',
  'field.legalName': 'विधिक नाम',
  'field.tradeName': 'व्यापारिक नाम',
  'field.contactName': 'संपर्क व्यक्ति का नाम',
  'field.unitName': 'इकाई का नाम',
  'field.address': 'पता',
  'field.city': 'शहर',

  'purchaseRequestFieldLabel.title': 'शीर्षक',
  'purchaseRequestFieldLabel.categoryId': 'श्रेणी',
  'purchaseRequestFieldLabel.neededBy': 'आवश्यकता की तिथि',
  'purchaseRequestFieldLabel.justification': 'औचित्य',
  'purchaseRequestFieldLabel.items': 'मदें',
} satisfies TranslationsOf<typeof FIELD_LABELS, 'field'> &
  TranslationsOf<typeof PURCHASE_REQUEST_FIELD_LABELS, 'purchaseRequestFieldLabel'>;
