import { catalogue } from '../i18n/catalogue';

/**
 * The purchase request form's own texts (apps/web/src/features/purchase-requests/request-form-page:
 * raise and edit), English as the form had them. Apart from `requestScreenText`, which the form does
 * not load (the form's chunk carries the domain's schemas and is near its budget).
 */
export const requestFormText = catalogue('ui.purchaseRequestForm', {
  raiseTitle: 'Raise Purchase Request',
  editTitle: 'Edit Purchase Request',
  editTitleOf: (code: string) => `Edit Purchase Request ${code}`,
  formDescription:
    'Say what is needed, by when and why, and list the items. It is saved as a draft until you submit it.',
  leaveTitle: 'Leave this request?',
  leaveMessage: 'What you typed has not been saved.',
  theNeed: 'The need',
  items: 'Items',
  noCategoryMatch: 'No category matches',
  saveChanges: 'Save changes',
  saveDraft: 'Save draft',
  backToList: 'Back to Purchase Requests',
});
