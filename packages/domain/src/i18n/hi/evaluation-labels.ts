import type {
  EVALUATION_STAGE_LABELS,
  EXEMPTION_LABELS,
  PAYMENT_INSTRUMENT_LABELS,
  SECURITY_KIND_LABELS,
} from '../../evaluation';
import type { TranslationsOf } from '../catalogue';

/**
 * Hindi for `evaluation.ts`'s label maps that the supplier's bid screens show: the kinds of bid
 * security, how it was paid, the exemptions and a two-envelope tender's stage (decision 061).
 */
export const hiEvaluationLabels = {
  'securityKindLabel.emd': 'बोली प्रतिभूति (EMD)',
  'securityKindLabel.fee': 'निविदा शुल्क',
  'paymentInstrumentLabel.bankGuarantee': 'बैंक गारंटी',
  'paymentInstrumentLabel.demandDraft': 'डिमांड ड्राफ़्ट',
  'paymentInstrumentLabel.online': 'ऑनलाइन ट्रांसफ़र',
  'exemptionLabel.mse': 'सूक्ष्म या लघु उद्यम (उद्यम पंजीकरण)',
  'exemptionLabel.startup': 'मान्यता प्राप्त स्टार्टअप (DPIIT)',
  'evaluationStageLabel.bidding': 'बोली खुली है',
  'evaluationStageLabel.technicalOpening': 'तकनीकी लिफ़ाफ़ा खुलने की प्रतीक्षा',
  'evaluationStageLabel.technicalEvaluation': 'तकनीकी मूल्यांकन',
  'evaluationStageLabel.financialOpening': 'वित्तीय लिफ़ाफ़ा खुलने की प्रतीक्षा',
  'evaluationStageLabel.financialOpen': 'मूल्य खुल गए',
} satisfies TranslationsOf<typeof SECURITY_KIND_LABELS, 'securityKindLabel'> &
  TranslationsOf<typeof PAYMENT_INSTRUMENT_LABELS, 'paymentInstrumentLabel'> &
  TranslationsOf<typeof EXEMPTION_LABELS, 'exemptionLabel'> &
  TranslationsOf<typeof EVALUATION_STAGE_LABELS, 'evaluationStageLabel'>;
