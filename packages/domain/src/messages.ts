import { MAX_DOCUMENT_SIZE_LABEL } from './documents';
import { catalogue } from './i18n/catalogue';
import { loginMessages } from './login-messages';

/**
 * The message catalogue. Texts from spec section 8 are spelled exactly as the spec writes them;
 * the ones the spec leaves to the server ("server message") are ours and say why and what next.
 * Web and server both import from here, so a text is never written twice.
 */

export const messages = catalogue('messages', {
  login: loginMessages,
  auth: {
    missingToken: 'Please log in to continue.',
    invalidToken: 'Your session has expired or is no longer valid. Please log in again.',
    forbidden: 'You do not have permission to do this.',
    adminOnly: 'Only the admin can do this.',
  },
  http: {
    notFound: 'Not found.',
    malformedJson: 'The request body is not valid JSON.',
    exportsBusy: 'The server is busy preparing other downloads. Please try again in a minute.',
    tooLarge: 'The request is too large.',
    invalidInput: 'Invalid input.',
    internal: 'Something went wrong on the server. Please try again.',
    rateLimited: 'Too many requests. Please slow down and try again shortly.',
    duplicate: 'This record already exists.',
    stillReferenced: 'This record is still in use, or refers to one that no longer exists.',
    badUrl: 'The address of this request is not valid.',
    unavailable: 'The service is unavailable right now. Please try again shortly.',
  },
  /** Text PostgreSQL cannot store, or control characters in a name (packages/domain/src/text.ts). */
  text: {
    invalidCharacters: (label: string) =>
      `${label} contains characters that are not allowed (control characters or broken Unicode).`,
  },
  generic: {
    somethingWrong: 'Something went wrong.',
  },
  category: {
    added: (name: string) => `Category "${name}" added successfully.`,
    subAdded: (name: string) => `Sub Category "${name}" added successfully.`,
    updated: (name: string) => `Category "${name}" updated successfully.`,
    subUpdated: (name: string) => `Sub Category "${name}" updated successfully.`,
    deleted: (name: string) => `Category "${name}" deleted successfully.`,
    subDeleted: (name: string) => `Sub Category "${name}" deleted successfully.`,
    nameRequired: 'Category name is required',
    subNameRequired: 'Sub category name is required',
    nameTooLong: (max: number) => `Category name must be at most ${max} characters`,
    subNameTooLong: (max: number) => `Sub category name must be at most ${max} characters`,
    notFound: 'Category not found.',
    subNotFound: 'Sub category not found.',
    duplicate: (name: string) => `A category named "${name}" already exists.`,
    subDuplicate: (name: string, category: string) =>
      `A sub category named "${name}" already exists in "${category}".`,
    /** `uses` are counted phrases such as "3 sub-categories"; see countText in count-text.ts. */
    inUse: (name: string, uses: readonly string[]) =>
      `Cannot delete "${name}": it still has ${uses.length > 1 ? `${uses.slice(0, -1).join(', ')} and ${uses.at(-1)}` : uses[0]}. Move or delete them first.`,
    subMoveInUse: (name: string, suppliers: string) =>
      `Cannot move "${name}" to another category: ${suppliers} still use it. Move them to another sub category first.`,
  },
  password: {
    changed: 'Password changed successfully.',
    mismatch: 'New passwords do not match.',
    oldRequired: 'Old password is required',
    newRequired: 'New password is required',
    confirmRequired: 'Confirm password is required',
    newTooShort: (min: number) => `New password must be at least ${min} characters`,
    sameAsOld: 'The new password must be different from the old password.',
    oldIncorrect: 'Old password is incorrect.',
  },
  subadmin: {
    added: (name: string) => `Subadmin "${name}" added successfully.`,
    updated: (name: string) => `Subadmin "${name}" updated successfully.`,
    deleted: (name: string) => `Subadmin "${name}" deleted successfully.`,
    notFound: 'Sub-admin not found.',
    cannotDeleteSelf: 'You cannot delete your own account.',
    outranks: 'You can only manage sub-admins whose permissions you also hold.',
    emailAdminOnly: "Only the admin can change another sub-admin's email.",
    unknownPermission: (keys: string) => `Unknown permission: ${keys}.`,
    permissionNotBoolean: 'Each permission must be true or false.',
    permissionsRequired: 'Permissions are required',
    subAdminIdRequired: 'Sub-admin is required',
  },
  account: {
    usernameRequired: 'Username is required',
    usernameTooLong: (max: number) => `Username must be at most ${max} characters`,
    passwordTooShort: (min: number) => `Password must be at least ${min} characters`,
    emailTaken: 'This email is already registered to another account.',
    profileUpdated: 'Profile updated successfully.',
  },
  role: {
    fetchFailed: 'Failed to fetch sub-admins',
    updated: 'Permission updated successfully!',
    updateFailed: 'Failed to update permission',
  },
  suppliers: {
    fetchRequestsFailed: 'Failed to fetch supplier requests',
    fetchActiveFailed: 'Failed to fetch active suppliers',
    fetchInactiveFailed: 'Failed to fetch inactive suppliers',
    activateFailed: 'Failed to activate supplier',
    inactivateFailed: 'Failed to inactivate supplier',
    activated: 'Supplier activated successfully!',
    noPending: "No new supplier requests found with 'Pending' status.",
    noInactive: 'No inactive suppliers found.',
    noActive: 'No active suppliers found.',
    reasonRequired: 'Please provide a reason for inactivation',
    inactivated: 'Supplier inactivated successfully!',
    reasonTooLong: (max: number) => `The reason must be at most ${max} characters`,
    alreadyInStatus: (status: string) => `This supplier is already ${status}.`,
    notFound: 'Supplier not found.',
    documentNotFound: 'Document not found.',
    detailsFailed: 'Failed to load supplier details. Please try again.',
    documentOpenFailed: 'The document could not be opened. Please try again.',
  },
  /** The shared files layer (apps/server/src/plugins/files), whoever owns the file. */
  files: {
    notFound: 'Document not found.',
    /** Every upload slot is taken (503, with Retry-After). */
    busy: 'The server is busy receiving other uploads. Please try again in a minute.',
  },
  /** The paging contract's refusals (packages/domain/src/paging.ts), shared by every list. */
  list: {
    pageInvalid: 'page must be a whole number of 1 or more',
    pageSizeInvalid: (max: number) => `pageSize must be a whole number from 1 to ${max}`,
    sortInvalid: (sorts: readonly string[]) => `sort must be one of ${sorts.join(', ')}`,
    searchTooLong: (max: number) => `The search text must be at most ${max} characters`,
  },
  registration: {
    failed: 'Failed to submit supplier request',
    success: 'Supplier request submitted successfully!',
    required: (label: string) => `${label} is required`,
    passwordsMismatch: 'Passwords do not match',
    tradeLicenseRequired: 'Company Trade License is required',
    vatCertificateRequired: 'GST registration certificate is required',
    selectCategory: 'Please select a category',
    selectSubcategory: 'Please select a subcategory',
    incomplete: 'Please complete all sections before submitting',
    emailInvalid: 'Please enter a valid email address',
    passwordTooShort: (min: number) => `Password must be at least ${min} characters`,
    tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
    phoneInvalid: (label: string) => `${label} may contain only digits, spaces and + - ( ) . /`,
    phoneTooFewDigits: (label: string, min: number) => `${label} must contain at least ${min} digits`,
    documentType: (label: string) => `${label} must be a PDF, JPG, JPEG or PNG file.`,
    documentTooLarge: (label: string) => `${label} must be at most ${MAX_DOCUMENT_SIZE_LABEL}.`,
    emailTaken: 'This email address is already registered.',
    categoryNotFound: 'The selected category no longer exists. Please select another category.',
    subcategoryNotFound: 'The selected subcategory no longer exists. Please select another subcategory.',
    subcategoryMismatch: 'The selected subcategory does not belong to the selected category.',
    notMultipart: 'Please send the registration as a multipart form with both documents attached.',
    unreadableUpload: 'The upload could not be read. Please try again.',
  },
  /** Tenders and drafts (spec section 8, Tender (admin) and Drafts; the rest are the server's). */
  tender: {
    updated: 'Tender updated successfully!',
    draftCreated: 'Tender draft created successfully!',
    updateFailed: 'Failed to update tender.',
    createFailed: 'Failed to create tender.',
    fetchFailed: 'Failed to fetch tenders. Please try again.',
    noTenders: 'No tenders found.',
    deleteFailed: 'Failed to delete tender. Please try again.',
    deleted: 'Tender deleted successfully!',
    detailsFailed: 'Failed to load tender details. Please try again.',
    notFound: 'Tender not found.',
    confirmDelete: 'Are you sure you want to delete this tender?',
    required: (label: string) => `${label} is required`,
    tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
    dateInvalid: (label: string) => `${label} must be a valid date (YYYY-MM-DD)`,
    closingBeforePublishing: 'Closing Date must be on or after the Publishing Date',
    itemsRequired: 'Add at least one item with every field filled in',
    itemsInvalid: 'The items could not be read. Please check the items table and try again.',
    itemRequired: (label: string) => `${label} is required for every item`,
    qtyInvalid: 'Qty must be a number of at least 1 with at most 2 decimals',
    tooManyItems: (max: number) => `A tender can have at most ${max} items`,
    scopeOfWorkRequired: 'At least one Scope of Work file is required',
    rfqRequired: 'At least one RFQ file is required',
    tooManyFiles: (label: string, max: number) => `At most ${max} ${label} files can be attached`,
    fileType: (label: string) => `${label} files must be PDF, JPG, JPEG or PNG files.`,
    fileTooLarge: (label: string) => `${label} files must be at most ${MAX_DOCUMENT_SIZE_LABEL} each.`,
    codeTaken: (code: string) => `A tender with the project code "${code}" already exists.`,
    categoryNotFound: 'The selected supply category no longer exists. Please select another category.',
    answered: (interests: number, quotations: number) =>
      `This tender cannot be deleted: ${[
        interests ? `${interests} supplier${interests === 1 ? ' has' : 's have'} expressed interest` : '',
        quotations ? `${quotations} quotation${quotations === 1 ? ' has' : 's have'} been received` : '',
      ]
        .filter(Boolean)
        .join(' and ')}. Its history must be kept.`,
    fileNotFound: 'File not found.',
    sealedInvalid: 'Sealed must be true or false',
    /** 400: a published tender's sealing is fixed (decision 026). */
    sealedFixed: 'Sealed bidding cannot be changed once the tender is published.',
    sealedLabel: 'Sealed bids',
    sealedHint: 'Prices stay hidden from buyers until the tender closes.',
    notADraft: 'This tender is already published.',
    notPublished: 'This tender is not published.',
    notMultipart: 'Please send the tender as a multipart form.',
    unreadableUpload: 'The tender form could not be read. Please try again.',
    removeInvalid: (label: string) =>
      `The ${label} files to remove could not be read or are not files of this tender.`,
    /** Closing a tender early (decision 039). */
    closeEarly: 'Close early',
    closeEarlyTitle: 'Close this tender early?',
    closeEarlyBody:
      'No supplier can express interest, ask a question or send or change a quotation once it is closed. Every supplier with interest is told, with your reason. This cannot be undone.',
    closeEarlyReasonLabel: 'Reason for closing early',
    closeEarlyReasonRequired: 'Reason is required',
    closeEarlyReasonTooLong: (max: number) => `Reason must be at most ${max} characters`,
    closedEarly: 'Tender closed early.',
    closeEarlyFailed: 'Failed to close the tender. Please try again.',
    /** 409: closing early a tender that is already closed, or a draft. */
    alreadyClosed: 'This tender is already closed.',
    draftNotClosable: 'A draft cannot be closed: it is not published.',
    /** A tender closed early, as its pages say it. */
    closedEarlyOn: (day: string, reason: string) => `Closed early on ${day}: ${reason}`,
    /** 409: interest or questions on a tender that is awarded (whole or by line). */
    awarded: 'This tender has been awarded and no longer takes interest or questions.',
  },
  draft: {
    publishFailed: 'Failed to publish tender.',
    published: 'Tender published successfully!',
    deleteFailed: 'Failed to delete draft.',
    deleted: 'Draft deleted successfully!',
    detailsFailed: 'Failed to load draft details. Please try again.',
    notFound: 'Draft not found.',
    noDrafts: 'No drafts available.',
    confirmDelete: 'Are you sure you want to delete this draft?',
    confirmPublish: 'Are you sure you want to publish this draft?',
    markedReady: 'Draft marked ready to publish.',
    notReady: 'Mark this draft ready to publish first.',
  },
  /** Supplier interest in a tender (spec section 8, Tender (admin) and Supplier side). */
  interest: {
    fetchFailed: 'Failed to fetch interested tenders. Please try again.',
    none: 'No interested suppliers found.',
    decided: (status: 'Approved' | 'Rejected') =>
      `Interest ${status === 'Approved' ? 'approved' : 'rejected'} successfully!`,
    decideFailed: (status: 'Approved' | 'Rejected') =>
      `Failed to ${status === 'Approved' ? 'approve' : 'reject'} interest. Please try again.`,
    confirmDecision: (status: 'Approved' | 'Rejected') =>
      `Are you sure you want to ${status === 'Approved' ? 'approve' : 'reject'} this supplier's interest?`,
    statusInvalid: 'status must be Approved or Rejected',
    notFound: 'This supplier has not expressed interest in this tender.',
    expressed: 'Interest expressed successfully!',
    already: 'You have already expressed interest in this tender.',
    expressFailed: 'Failed to express interest. Please try again.',
    supplierIdMissing: 'Authentication error: Supplier ID not found.',
    notYourself: 'You can only express interest for your own supplier account.',
    tenderClosed: 'This tender has closed and no longer takes interest.',
    otherCategory: 'This tender is not open to your category.',
    notPublished: 'This tender is not open for interest.',
    /** 409: rejecting the supplier whose quotation is the tender's award. */
    awarded: "This supplier's quotation is selected for this tender. Change the award first.",
    /** The optional reason of a rejection (issue 18). */
    reasonLabel: 'Reason',
    reasonInvalid: 'The reason must be text.',
    reasonTooLong: (max: number) => `The reason can be at most ${max} characters.`,
    reasonHint: 'Optional. The supplier sees it on the tender and in its email.',
    rejectedBecause: (reason: string) => `Reason: ${reason}`,
  },
  supplierSide: {
    noToken: 'No authentication token found.',
    invalidToken: 'Invalid authentication token.',
    missingCategory: 'Your profile is missing a category. Please update your profile.',
    profileFailed: 'Unable to load profile.',
    noProfile: 'No profile data found.',
    tendersAccessDenied: 'Access denied. Please log in again.',
    /** A supplier asking for another category's tenders (403; the server's, clearer than the spec's text). */
    otherCategory: 'You can only see the tenders of your own category.',
    noTendersForCategory: 'No tenders found for your category.',
    tendersFailed: 'Failed to load tenders. Please try again later.',
    noTendersYet: 'No tenders available for your category yet.',
    pendingFailed: 'Failed to load pending tenders.',
    approvedFailed: 'Failed to load approved tenders.',
    rejectedFailed: 'Failed to load rejected tenders.',
    noPending: 'No pending tenders found.',
    noApproved: 'No approved tenders found.',
    noRejected: 'No rejected tenders found.',
    closed: 'Closed',
  },
  /** Quotations (spec sections 5 and 8, Supplier side; decision 025). */
  quotation: {
    already: 'You have already submitted a quotation for this tender.',
    empty: 'Quotation cannot be empty.',
    submitted: 'Quotation submitted successfully!',
    submitFailed: 'Failed to submit quotation.',
    updated: 'Quotation updated successfully!',
    updateFailed: 'Failed to update quotation.',
    none: 'No quotations found.',
    noneReceived: 'No quotations received.',
    noneSent: "You haven't sent any quotations yet.",
    closed: (date: string) => `This tender closed on ${date}; quotations can no longer be sent or changed.`,
    notApproved: 'Only a supplier approved for this tender can send or change a quotation.',
    notPublished: 'This tender is not open for quotations.',
    notFound: 'Quotation not found.',
    unreadable: 'The quotation must be the JSON text of a quotation (items and notes).',
    noItems: 'Quotation cannot be empty.',
    tooManyItems: 'A quotation can have at most 500 lines.',
    lineInvalid: (line: number) => `Line ${line} of the quotation must be an item.`,
    qtyInvalid: (line: number) => `The quantity on line ${line} must be at least 1, with at most 2 decimals.`,
    unitPriceInvalid: (line: number) =>
      `The unit price on line ${line} must be 0 or more, with at most 2 decimals.`,
    gstRateInvalid: (line: number) => `The GST rate on line ${line} must be 0, 5, 12, 18 or 28.`,
    fieldInvalid: (line: number, label: string) =>
      `The ${label} on line ${line} must be text of at most 500 characters.`,
    notesInvalid: 'Notes must be text of at most 5000 characters.',
    referenceInvalid: 'The reference must be text of at most 100 characters.',
    deliveryDaysInvalid: 'Delivery days must be a whole number of 0 or more.',
    validUntilInvalid: 'Valid until must be a date (YYYY-MM-DD).',
    totalTooLarge:
      'The quotation total is too large: it can be at most ₹9,99,99,99,99,999.99 before GST. Lower the quantities or unit prices.',
    tooManyRevisions: (count: number) =>
      `You revised this quotation ${count} times in the last minute. Wait a minute and send it again.`,
    /** The quotation of the awarded supplier is frozen. */
    selected: 'This quotation has been selected by the buyer and can no longer be changed.',
    /** Some of its lines were awarded (award by line; issue 18). */
    linesAwarded: 'The buyer awarded lines of this quotation, so it can no longer be changed.',
    submittedTitle: 'Quotation Submitted!',
    submittedBody: 'Your quotation has been successfully sent.',
    sent: 'Quotation Sent',
    fetchFailed: 'Failed to fetch quotations. Please try again.',
    detailsFailed: 'Failed to fetch quotation details. Please try again.',
    myListFailed: 'Failed to load your quotations. Please try again.',
    notQuoted: 'Not quoted',
    noItemsQuoted: 'No items quoted',
    /** A sealed tender's prices stay hidden from buyers until it closes. */
    sealedUntil: (date: string) => `Sealed: prices open on ${date}, after the tender closes.`,
    /** The supplier's priced editor (Send Quotation and Edit on My Quotations). */
    noPricedLines: 'Enter a unit price for at least one item.',
    priceRequired: (line: number) => `Enter the unit price on line ${line}, or remove the line.`,
    notQuotedNote: (count: number) =>
      `${count} item${count === 1 ? ' has' : 's have'} no unit price and will not be quoted. Leave a price blank only for items you do not supply.`,
    tenderLoadFailed: 'Failed to load the tender’s items. Please try again.',
    discardTitle: 'Discard this quotation?',
    discardBody: 'The prices and notes you typed will be lost.',
    notAuthenticated: 'Not authenticated. Please log in.',
    profileInvalid: 'Supplier profile not found or invalid.',
    profileFailed: 'Failed to load your profile. Please log in again.',
  },
} as const);
