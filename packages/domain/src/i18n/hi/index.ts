import type { Translations } from '../catalogue';
import { hiAuction } from './auction';
import { hiAudit } from './audit';
import { hiAward } from './award';
import { hiBoq } from './boq';
import { hiClarification } from './clarification';
import { hiEvaluation } from './evaluation';
import { hiImport } from './import';
import { hiMail } from './mail';
import { hiMessages } from './messages';
import { hiNotification, hiNotificationAction } from './notification';
import { hiOrganisation } from './organisation';
import { hiPurchaseOrder } from './purchase-order';
import { hiPurchaseRequest } from './purchase-request';
import { hiRegistration } from './registration';
import { hiReport } from './report';
import { hiSheet } from './sheet';
import { hiStatement } from './statement';
import { hiSupplierTax } from './supplier-tax';
import { hiTenderCopy } from './tender-copy';
import { hiUiDocumentTypes } from './ui-document-types';
import { hiUiInterests } from './ui-interests';
import { hiUiScorecard, hiUiStanding, hiUiSupplierDetails } from './ui-supplier-details';
import { hiUiSupplierDocuments } from './ui-supplier-documents';
import { hiUiSupplierImport } from './ui-supplier-import';
import { hiUiSupplierActions, hiUiSupplierList } from './ui-supplier-lists';
import { hiUiTenderForm, hiUiTenderFormExtras } from './ui-tender-form';
import { hiUiTenderList, hiUiTenderView } from './ui-tenders';
import { hiVendor } from './vendor';

/**
 * Hindi: one part per English source, each `satisfies TranslationsOf<typeof source, 'prefix'>` so a
 * missing or extra key fails the typecheck as well as `completeness.test.ts` (decision 061). The
 * web loads this module only when Hindi is chosen; the server installs it at start.
 */
export const hindi: Translations = {
  ...hiMessages,
  ...hiRegistration,
  ...hiSupplierTax,
  ...hiOrganisation,
  ...hiEvaluation,
  ...hiAuction,
  ...hiAward,
  ...hiBoq,
  ...hiClarification,
  ...hiImport,
  ...hiSheet,
  ...hiTenderCopy,
  ...hiNotification,
  ...hiNotificationAction,
  ...hiMail,
  ...hiAudit,
  ...hiPurchaseOrder,
  ...hiPurchaseRequest,
  ...hiReport,
  ...hiStatement,
  ...hiVendor,
  ...hiUiSupplierList,
  ...hiUiSupplierActions,
  ...hiUiSupplierImport,
  ...hiUiSupplierDetails,
  ...hiUiScorecard,
  ...hiUiStanding,
  ...hiUiSupplierDocuments,
  ...hiUiDocumentTypes,
  ...hiUiInterests,
  ...hiUiTenderList,
  ...hiUiTenderView,
  ...hiUiTenderForm,
  ...hiUiTenderFormExtras,
};
