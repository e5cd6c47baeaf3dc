import type { taxFieldsText } from '../../ui/tax-fields';
import type { TranslationsOf } from '../catalogue';

/** Hindi for `ui/tax-fields.ts`: the hints of the tax details' form (decision 061). */
export const hiUiTaxFields = {
  'ui.taxFields.registrationHint.Registered': 'GSTIN वाला नियमित GST करदाता',
  'ui.taxFields.registrationHint.Composition': 'कंपोज़िशन योजना के अंतर्गत पंजीकृत (GSTIN सहित)',
  'ui.taxFields.registrationHint.Unregistered': 'GST के अंतर्गत पंजीकृत नहीं (कोई GSTIN नहीं)',
  'ui.taxFields.registrationHintNone': 'पंजीकृत और कंपोज़िशन डीलर के पास GSTIN होता है',
  'ui.taxFields.gstinHint': '15 वर्ण; आपके पते वाले राज्य में पंजीकृत',
  'ui.taxFields.panHint': '10 वर्ण, जैसे ABCDE1234F',
  'ui.taxFields.udyamHint': 'MSME के लिए: UDYAM-XX-00-0000000',
  'ui.taxFields.bankAccountHint': 'इसे IFSC कोड के साथ दें',
  'ui.taxFields.ifscHint': 'जैसे SBIN0001234',
} satisfies TranslationsOf<typeof taxFieldsText, 'ui.taxFields'>;
