import { auctionMessages } from '../auction-messages';
import { auditMessages } from '../audit-messages';
import { awardMessages } from '../award-messages';
import { boqMessages } from '../boq-messages';
import { addendumText, clarificationText } from '../clarification-messages';
import { countText } from '../count-text';
import { documentText } from '../document-text';
import {
  CRITERION_KIND_LABELS,
  ENVELOPE_LABELS,
  ENVELOPE_MODE_LABELS,
  EVALUATION_STAGE_LABELS,
  EXEMPTION_LABELS,
  PAYMENT_INSTRUMENT_LABELS,
  SECURITY_KIND_LABELS,
  VERIFICATION_STATUS_LABELS,
} from '../evaluation';
import { evaluationMessages } from '../evaluation-messages';
import { FIELD_LABELS } from '../field-labels';
import { taxIdentityText } from '../gst';
import { importMessages } from '../import-messages';
import { languageMessages } from '../language-messages';
import { mailMessages } from '../mail-messages';
import { messages } from '../messages';
import { NOTIFICATION_ACTION_LABEL, notificationText } from '../notification-messages';
import { NOTIFICATION_LABELS } from '../notifications';
import { SUPPLY_KIND_LABELS } from '../order-tax';
import { logoText } from '../organisation-logo';
import { organisationText } from '../organisation-text';
import { purchaseOrderMessages } from '../purchase-order-messages';
import { purchaseRequestText } from '../purchase-request-messages';
import { PURCHASE_REQUEST_EVENT_LABELS, PURCHASE_REQUEST_FIELD_LABELS } from '../purchase-requests';
import { QUOTATION_FIELD_LABELS } from '../quotations';
import { REGISTRATION_LABELS } from '../registration-labels';
import { reportMessages } from '../report-messages';
import { scorecardMessages } from '../scorecard-schemas';
import { sheetMessages } from '../sheet-messages';
import { statementMessages } from '../statement-messages';
import { GST_REGISTRATION_LABELS, SUPPLIER_TAX_LABELS, supplierTaxText } from '../supplier-tax-text';
import { tenderCopyText } from '../tender-copy-messages';
import { TENDER_FIELD_LABELS, TENDER_FILE_LABELS, TENDER_ITEM_LABELS } from '../tender-rules';
import { auctionsText } from '../ui/auctions';
import { biddingText } from '../ui/auctions-bidding';
import { auditUiText } from '../ui/audit';
import { awardsText } from '../ui/awards';
import { bidsText } from '../ui/bids';
import { categoriesText } from '../ui/categories';
import { changePasswordText } from '../ui/change-password';
import { clarificationsUiText } from '../ui/clarifications';
import { commonText } from '../ui/common';
import { companyProfileText } from '../ui/company-profile';
import { compareText } from '../ui/compare';
import { controlsText } from '../ui/controls';
import { dashboardText } from '../ui/dashboard';
import { documentTypesText } from '../ui/document-types';
import { emailsText } from '../ui/emails';
import { evaluationSettingsText } from '../ui/evaluation';
import { evaluationReviewText } from '../ui/evaluation-review';
import { frameText } from '../ui/frame';
import { receiptsText } from '../ui/goods-receipts';
import { interestsText } from '../ui/interests';
import { languageSwitchText } from '../ui/language';
import { languageCardText } from '../ui/language-card';
import { lineAwardText } from '../ui/line-award';
import { listText } from '../ui/list';
import { loginText } from '../ui/login';
import { notificationsUiText } from '../ui/notifications';
import { orderBuyerText } from '../ui/order-buyer';
import { ordersText } from '../ui/orders';
import { organisationUiText } from '../ui/organisation';
import { passwordResetText } from '../ui/password-reset';
import { profileText } from '../ui/profile';
import { requestFormText } from '../ui/purchase-request-form';
import { requestScreenText } from '../ui/purchase-requests';
import { quotationsText } from '../ui/quotations';
import { receivedText } from '../ui/received-quotations';
import { registrationStepText, registrationText } from '../ui/registration';
import { reportScreenText } from '../ui/reports';
import { screenText } from '../ui/screens';
import { selectedText } from '../ui/selected-quotation';
import { sheetImportText } from '../ui/sheet-import';
import { shellText } from '../ui/shell';
import { subadminsText } from '../ui/subadmins';
import { scorecardText, standingCardText, supplierDetailsText } from '../ui/supplier-details';
import { supplierDocumentText } from '../ui/supplier-documents';
import { supplierImportText } from '../ui/supplier-import';
import { supplierActionText, supplierListText } from '../ui/supplier-lists';
import { supplierStandingText } from '../ui/supplier-standing';
import { supplierTendersText } from '../ui/supplier-tenders';
import { taxFieldsText } from '../ui/tax-fields';
import { tenderFormText } from '../ui/tender-form';
import { tenderFormExtrasText } from '../ui/tender-form-extras';
import { itemsEditorText, tenderViewText } from '../ui/tender-view';
import { tenderDetailsText, tenderListText } from '../ui/tenders';
import { unitsText } from '../ui/units';
import { vendorMessages } from '../vendor-messages';

/**
 * Every English source of the catalogue (decision 061). Importing this module registers them all:
 * the server does at start, and the completeness test walks them. The web app never imports it:
 * each screen imports the sources it shows, so English stays split by screen.
 *
 * A new source (`catalogue('prefix', {...})`) is listed here, and its Hindi part in `hi/index.ts`.
 */
export const ENGLISH_SOURCES = [
  messages,
  auctionMessages,
  auditMessages,
  awardMessages,
  boqMessages,
  clarificationText,
  addendumText,
  documentText,
  evaluationMessages,
  importMessages,
  languageMessages,
  mailMessages,
  notificationText,
  NOTIFICATION_ACTION_LABEL,
  organisationText,
  purchaseOrderMessages,
  purchaseRequestText,
  REGISTRATION_LABELS,
  reportMessages,
  sheetMessages,
  statementMessages,
  SUPPLIER_TAX_LABELS,
  GST_REGISTRATION_LABELS,
  supplierTaxText,
  tenderCopyText,
  vendorMessages,
  countText,
  TENDER_FILE_LABELS,
  TENDER_FIELD_LABELS,
  TENDER_ITEM_LABELS,
  QUOTATION_FIELD_LABELS,
  FIELD_LABELS,
  PURCHASE_REQUEST_FIELD_LABELS,
  scorecardMessages,
  logoText,
  taxIdentityText,
  screenText,
  frameText,
  controlsText,
  listText,
  commonText,
  shellText,
  tenderViewText,
  tenderDetailsText,
  itemsEditorText,
  taxFieldsText,
  sheetImportText,
  notificationsUiText,
  changePasswordText,
  supplierStandingText,
  registrationStepText,
  registrationText,
  supplierTendersText,
  quotationsText,
  dashboardText,
  awardsText,
  compareText,
  lineAwardText,
  receivedText,
  selectedText,
  ordersText,
  orderBuyerText,
  receiptsText,
  supplierListText,
  supplierActionText,
  supplierImportText,
  supplierDetailsText,
  scorecardText,
  standingCardText,
  supplierDocumentText,
  documentTypesText,
  interestsText,
  tenderListText,
  tenderFormText,
  tenderFormExtrasText,
  languageSwitchText,
  languageCardText,
  loginText,
  profileText,
  auctionsText,
  biddingText,
  requestScreenText,
  reportScreenText,
  passwordResetText,
  PURCHASE_REQUEST_EVENT_LABELS,
  NOTIFICATION_LABELS,
  SUPPLY_KIND_LABELS,
  requestFormText,
  bidsText,
  clarificationsUiText,
  ENVELOPE_MODE_LABELS,
  ENVELOPE_LABELS,
  CRITERION_KIND_LABELS,
  SECURITY_KIND_LABELS,
  PAYMENT_INSTRUMENT_LABELS,
  EXEMPTION_LABELS,
  VERIFICATION_STATUS_LABELS,
  EVALUATION_STAGE_LABELS,
  evaluationSettingsText,
  evaluationReviewText,
  categoriesText,
  companyProfileText,
  subadminsText,
  organisationUiText,
  unitsText,
  auditUiText,
  emailsText,
] as const;
