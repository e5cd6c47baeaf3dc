import { catalogue } from './i18n/catalogue';

/**
 * Field names that the domain's checks put into a message ("Reason contains characters that are not
 * allowed ...", "The tender fee must be an amount ..."), so that they come out in the reader's
 * language with the message (issue 26, decision 061; Hindi in `i18n/hi/field-labels.ts`). A label a
 * screen also shows lives with that screen's texts; these are the ones only the checks name.
 */
export const FIELD_LABELS = catalogue('field', {
  // Accounts and sign-in
  username: 'Username',
  password: 'Password',
  oldPassword: 'Old password',
  newPassword: 'New password',
  confirmPassword: 'Confirm password',
  subAdmin: 'Sub-admin',
  // Lists and reports
  searchText: 'The search text',
  fromDate: 'The from date',
  toDate: 'The to date',
  from: 'From',
  to: 'To',
  firstDay: 'The first day',
  lastDay: 'The last day',
  scorecardFirstDay: 'The first day of the scorecard',
  scorecardLastDay: 'The last day of the scorecard',
  // Categories
  category: 'Category',
  categoryName: 'Category name',
  subCategoryName: 'Sub category name',
  // Tenders, clarifications, evaluation
  reason: 'Reason',
  theReason: 'The reason',
  question: 'Question',
  answer: 'Answer',
  note: 'Note',
  notes: 'Notes',
  reference: 'Reference',
  amountPaid: 'The amount paid',
  bidSecurity: 'The bid security (EMD)',
  tenderFee: 'The tender fee',
  criterion: (row: number) => `Criterion ${row}`,
  rejectionReason: 'Rejection reason',
  // Purchase orders and the organisation
  theOrder: 'The order',
  deliveryTerms: 'Delivery terms',
  paymentTerms: 'Payment terms',
  deliveryAddress: 'Delivery address',
  purchaseOrderTerms: 'Purchase order terms',
  legalName: 'Legal name',
  tradeName: 'Trade name',
  contactName: 'Contact name',
  unitName: 'Unit name',
  address: 'Address',
  city: 'City',
});
