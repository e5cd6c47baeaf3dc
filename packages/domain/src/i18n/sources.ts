import { auctionMessages } from '../auction-messages';
import { auditMessages } from '../audit-messages';
import { awardMessages } from '../award-messages';
import { boqMessages } from '../boq-messages';
import { addendumText, clarificationText } from '../clarification-messages';
import { documentText } from '../document-text';
import { evaluationMessages } from '../evaluation-messages';
import { importMessages } from '../import-messages';
import { mailMessages } from '../mail-messages';
import { messages } from '../messages';
import { NOTIFICATION_ACTION_LABEL, notificationText } from '../notification-messages';
import { organisationText } from '../organisation-text';
import { purchaseOrderMessages } from '../purchase-order-messages';
import { purchaseRequestText } from '../purchase-request-messages';
import { REGISTRATION_LABELS } from '../registration-labels';
import { reportMessages } from '../report-messages';
import { sheetMessages } from '../sheet-messages';
import { statementMessages } from '../statement-messages';
import { GST_REGISTRATION_LABELS, SUPPLIER_TAX_LABELS, supplierTaxText } from '../supplier-tax-text';
import { tenderCopyText } from '../tender-copy-messages';
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
] as const;
