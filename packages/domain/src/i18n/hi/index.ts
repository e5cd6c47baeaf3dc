import type { Translations } from '../catalogue';
import { documentHindi } from './document';

/** The formatter the translations need, loaded with them (decision 061). */
export { compileIcu } from '../icu';

import { hiAuction } from './auction';
import { hiAudit } from './audit';
import { hiAward } from './award';
import { hiBoq } from './boq';
import { hiClarification } from './clarification';
import { hiCount } from './count';
import { hiEvaluation } from './evaluation';
import { hiFieldLabels } from './field-labels';
import { hiImport } from './import';
import { hiLanguage } from './language';
import { hiLogoAndTaxIdentity } from './logo-and-tax-identity';
import { hiMail } from './mail';
import { hiMessages } from './messages';
import { hiNotification, hiNotificationAction, hiNotificationLabel } from './notification';
import { hiOrganisation } from './organisation';
import { hiPurchaseOrder } from './purchase-order';
import { hiPurchaseRequest, hiPurchaseRequestEvent } from './purchase-request';
import { hiRegistration } from './registration';
import { hiReport } from './report';
import { hiScorecard } from './scorecard';
import { hiSheet } from './sheet';
import { hiStatement } from './statement';
import { hiSupplierTax } from './supplier-tax';
import { hiSupplyKind } from './supply-kind';
import { hiTenderCopy } from './tender-copy';
import { hiTenderLabels } from './tender-labels';
import { hiUiAuctions } from './ui-auctions';
import { hiUiAuctionBidding } from './ui-auctions-bidding';
import { hiUiAudit } from './ui-audit';
import { hiUiAwards } from './ui-awards';
import { hiUiBids } from './ui-bids';
import { hiUiCategories } from './ui-categories';
import { hiUiChangePassword } from './ui-change-password';
import { hiUiClarifications } from './ui-clarifications';
import { hiUiCommon } from './ui-common';
import { hiUiCompanyProfile } from './ui-company-profile';
import { hiUiCompare } from './ui-compare';
import { hiUiControls } from './ui-controls';
import { hiUiDashboard } from './ui-dashboard';
import { hiUiDocumentTypes } from './ui-document-types';
import { hiUiEmails } from './ui-emails';
import { hiUiEvaluation } from './ui-evaluation';
import { hiEvaluationLabels } from './ui-evaluation-labels';
import { hiUiEvaluationReview } from './ui-evaluation-review';
import { hiUiFrame } from './ui-frame';
import { hiUiGoodsReceipts } from './ui-goods-receipts';
import { hiUiInterests } from './ui-interests';
import { hiUiLanguage, hiUiLanguageCard } from './ui-language';
import { hiUiLineAward } from './ui-line-award';
import { hiUiList } from './ui-list';
import { hiUiLogin } from './ui-login';
import { hiUiNotifications } from './ui-notifications';
import { hiUiOrderBuyer } from './ui-order-buyer';
import { hiUiOrders } from './ui-orders';
import { hiUiOrganisation } from './ui-organisation';
import { hiUiPasswordReset } from './ui-password-reset';
import { hiUiProfile } from './ui-profile';
import { hiUiPurchaseRequestForm, hiUiPurchaseRequests } from './ui-purchase-requests';
import { hiUiQuotations } from './ui-quotations';
import { hiUiReceived } from './ui-received-quotations';
import { hiUiRegistration, hiUiRegistrationSteps } from './ui-registration';
import { hiUiReports } from './ui-reports';
import { hiUiScreens } from './ui-screens';
import { hiUiSelectedQuotation } from './ui-selected-quotation';
import { hiUiSheetImport } from './ui-sheet-import';
import { hiUiShell } from './ui-shell';
import { hiUiSubadmins } from './ui-subadmins';
import { hiUiScorecard, hiUiStanding, hiUiSupplierDetails } from './ui-supplier-details';
import { hiUiSupplierDocuments } from './ui-supplier-documents';
import { hiUiSupplierImport } from './ui-supplier-import';
import { hiUiSupplierActions, hiUiSupplierList } from './ui-supplier-lists';
import { hiUiSupplierStanding } from './ui-supplier-standing';
import { hiUiSupplierTenders } from './ui-supplier-tenders';
import { hiUiTaxFields } from './ui-tax-fields';
import { hiUiTenderForm, hiUiTenderFormExtras } from './ui-tender-form';
import { hiUiItemsEditor, hiUiTenderView } from './ui-tender-view';
import { hiUiTenderDetails, hiUiTenderList } from './ui-tenders';
import { hiUiUnits } from './ui-units';
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
  ...hiCount,
  ...hiTenderLabels,
  ...hiFieldLabels,
  ...hiScorecard,
  ...hiLogoAndTaxIdentity,
  ...hiUiScreens,
  ...hiUiFrame,
  ...hiUiControls,
  ...hiUiList,
  ...hiUiCommon,
  ...hiUiShell,
  ...hiUiTenderView,
  ...hiUiTenderDetails,
  ...hiUiItemsEditor,
  ...hiUiTaxFields,
  ...hiUiSheetImport,
  ...hiUiNotifications,
  ...hiUiChangePassword,
  ...hiUiSupplierStanding,
  ...hiUiRegistrationSteps,
  ...hiUiRegistration,
  ...hiUiSupplierTenders,
  ...hiUiQuotations,
  ...hiUiDashboard,
  ...hiUiAwards,
  ...hiUiCompare,
  ...hiUiLineAward,
  ...hiUiReceived,
  ...hiUiSelectedQuotation,
  ...hiUiOrders,
  ...hiUiOrderBuyer,
  ...hiUiGoodsReceipts,
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
  ...hiUiTenderForm,
  ...hiUiTenderFormExtras,
  ...documentHindi,
  ...hiLanguage,
  ...hiUiLanguage,
  ...hiUiLanguageCard,
  ...hiUiLogin,
  ...hiUiProfile,
  ...hiUiAuctions,
  ...hiUiAuctionBidding,
  ...hiUiPurchaseRequests,
  ...hiUiReports,
  ...hiUiPasswordReset,
  ...hiPurchaseRequestEvent,
  ...hiNotificationLabel,
  ...hiSupplyKind,
  ...hiUiPurchaseRequestForm,
  ...hiEvaluationLabels,
  ...hiUiBids,
  ...hiUiClarifications,
  ...hiUiEvaluation,
  ...hiUiEvaluationReview,
  ...hiUiCategories,
  ...hiUiCompanyProfile,
  ...hiUiSubadmins,
  ...hiUiOrganisation,
  ...hiUiUnits,
  ...hiUiAudit,
  ...hiUiEmails,
};
