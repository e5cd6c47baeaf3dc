import type {
  CRITERION_KIND_LABELS,
  ENVELOPE_LABELS,
  ENVELOPE_MODE_LABELS,
  EVALUATION_STAGE_LABELS,
  EXEMPTION_LABELS,
  PAYMENT_INSTRUMENT_LABELS,
  SECURITY_KIND_LABELS,
  VERIFICATION_STATUS_LABELS,
} from '../../evaluation';
import type { TranslationsOf } from '../catalogue';

/**
 * Hindi for the evaluation's labels in `evaluation.ts` (envelope modes and envelopes, criterion
 * kinds, security kinds, payment instruments, exemptions, verification statuses and stages), which
 * the evaluation and bid screens show and the comparative statement prints (decision 061).
 */
export const hiEvaluationLabels = {
  'envelopeModeLabel.single': 'एक लिफ़ाफ़ा',
  'envelopeModeLabel.two': 'दो लिफ़ाफ़े (पहले तकनीकी, फिर वित्तीय)',
  'envelopeLabel.technical': 'तकनीकी लिफ़ाफ़ा',
  'envelopeLabel.financial': 'वित्तीय लिफ़ाफ़ा',
  'criterionKindLabel.yesNo': 'हाँ / नहीं',
  'criterionKindLabel.number': 'न्यूनतम मान वाली संख्या',
  'criterionKindLabel.document': 'अपलोड हेतु दस्तावेज़',
  'securityKindLabel.emd': 'बोली प्रतिभूति (EMD)',
  'securityKindLabel.fee': 'निविदा शुल्क',
  'paymentInstrumentLabel.bankGuarantee': 'बैंक गारंटी',
  'paymentInstrumentLabel.demandDraft': 'डिमांड ड्राफ़्ट',
  'paymentInstrumentLabel.online': 'ऑनलाइन ट्रांसफ़र',
  'exemptionLabel.mse': 'सूक्ष्म या लघु उद्यम (उद्यम पंजीकरण)',
  'exemptionLabel.startup': 'मान्यता प्राप्त स्टार्टअप (DPIIT)',
  'verificationStatusLabel.Pending': 'लंबित',
  'verificationStatusLabel.Verified': 'सत्यापित',
  'verificationStatusLabel.Rejected': 'अस्वीकृत',
  'evaluationStageLabel.bidding': 'बोलियाँ आमंत्रित',
  'evaluationStageLabel.technicalOpening': 'तकनीकी लिफ़ाफ़ा खुलने की प्रतीक्षा',
  'evaluationStageLabel.technicalEvaluation': 'तकनीकी मूल्यांकन',
  'evaluationStageLabel.financialOpening': 'वित्तीय लिफ़ाफ़ा खुलने की प्रतीक्षा',
  'evaluationStageLabel.financialOpen': 'मूल्य खुल गए',
} satisfies TranslationsOf<typeof ENVELOPE_MODE_LABELS, 'envelopeModeLabel'> &
  TranslationsOf<typeof ENVELOPE_LABELS, 'envelopeLabel'> &
  TranslationsOf<typeof CRITERION_KIND_LABELS, 'criterionKindLabel'> &
  TranslationsOf<typeof SECURITY_KIND_LABELS, 'securityKindLabel'> &
  TranslationsOf<typeof PAYMENT_INSTRUMENT_LABELS, 'paymentInstrumentLabel'> &
  TranslationsOf<typeof EXEMPTION_LABELS, 'exemptionLabel'> &
  TranslationsOf<typeof VERIFICATION_STATUS_LABELS, 'verificationStatusLabel'> &
  TranslationsOf<typeof EVALUATION_STAGE_LABELS, 'evaluationStageLabel'>;
