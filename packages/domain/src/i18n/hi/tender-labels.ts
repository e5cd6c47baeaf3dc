import type { QUOTATION_FIELD_LABELS } from '../../quotations';
import type { TENDER_FIELD_LABELS, TENDER_FILE_LABELS, TENDER_ITEM_LABELS } from '../../tender-rules';
import type { TranslationsOf } from '../catalogue';

/** Hindi for the tender labels of `tender-rules.ts` and the quotation line's field names (decision 061). */
export const hiTenderLabels = {
  'tenderFileLabel.scopeOfWork': 'कार्य का दायरा',
  // RFQ stays as written (glossary).
  'tenderFileLabel.rfq': 'RFQ',

  'tenderFieldLabel.projectCode': 'परियोजना कोड',
  'tenderFieldLabel.projectName': 'परियोजना का नाम',
  'tenderFieldLabel.organisation': 'संगठन',
  'tenderFieldLabel.projectTitle': 'परियोजना शीर्षक',
  'tenderFieldLabel.supplyCategory': 'आपूर्ति श्रेणी',
  'tenderFieldLabel.projectScope': 'परियोजना का दायरा',
  'tenderFieldLabel.publishingDate': 'प्रकाशन तिथि',
  'tenderFieldLabel.closingDate': 'अंतिम तिथि',

  'tenderItemLabel.itemCode': 'मद कोड',
  'tenderItemLabel.itemName': 'मद का नाम',
  'tenderItemLabel.partNo': 'पार्ट नंबर',
  'tenderItemLabel.manufacturer': 'निर्माता',
  'tenderItemLabel.uom': 'माप इकाई',
  'tenderItemLabel.qty': 'मात्रा',

  // Named mid-sentence: "पंक्ति 2 पर मद कोड अधिकतम 500 वर्णों का पाठ होना चाहिए।"
  'quotationFieldLabel.itemCode': 'मद कोड',
  'quotationFieldLabel.itemName': 'मद का नाम',
  'quotationFieldLabel.partNo': 'पार्ट नंबर',
  'quotationFieldLabel.manufacturer': 'निर्माता',
  'quotationFieldLabel.uom': 'माप इकाई',
} satisfies TranslationsOf<typeof TENDER_FILE_LABELS, 'tenderFileLabel'> &
  TranslationsOf<typeof TENDER_FIELD_LABELS, 'tenderFieldLabel'> &
  TranslationsOf<typeof TENDER_ITEM_LABELS, 'tenderItemLabel'> &
  TranslationsOf<typeof QUOTATION_FIELD_LABELS, 'quotationFieldLabel'>;
