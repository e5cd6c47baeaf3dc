/**
 * The message catalogue. Texts from spec section 8 are spelled exactly as the spec writes them;
 * the ones the spec leaves to the server ("server message") are ours and say why and what next.
 * Web and server both import from here, so a text is never written twice.
 */
export const messages = {
  login: {
    failed: 'Login failed',
    networkError: 'Server error. Please try again.',
    success: 'Login successful',
    invalidCredentials: 'Invalid email or password.',
    emailRequired: 'Email is required',
    passwordRequired: 'Password is required',
    emailInvalid: 'Please enter a valid email address',
    supplierPending:
      'Your registration is still pending approval. You can log in once an administrator activates your account.',
    supplierInactive: (reason: string | null) =>
      `Your supplier account is inactive${reason ? `: ${reason}` : '.'} Please contact the administrator to reactivate it.`,
    tooManyAttempts: 'Too many failed login attempts. Please wait 15 minutes and try again.',
  },
  auth: {
    missingToken: 'Please log in to continue.',
    invalidToken: 'Your session has expired or is no longer valid. Please log in again.',
    forbidden: 'You do not have permission to do this.',
    adminOnly: 'Only the admin can do this.',
  },
  http: {
    notFound: 'Not found.',
    malformedJson: 'The request body is not valid JSON.',
    tooLarge: 'The request is too large.',
    invalidInput: 'Invalid input.',
    internal: 'Something went wrong on the server. Please try again.',
    rateLimited: 'Too many requests. Please slow down and try again shortly.',
  },
  generic: {
    somethingWrong: 'Something went wrong.',
  },
  category: {
    added: (name: string) => `Category "${name}" added successfully.`,
    subAdded: (name: string) => `Sub Category "${name}" added successfully.`,
  },
  password: {
    changed: 'Password changed successfully.',
    mismatch: 'New passwords do not match.',
  },
  subadmin: {
    added: (name: string) => `Subadmin "${name}" added successfully.`,
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
  },
  registration: {
    failed: 'Failed to submit supplier request',
    success: 'Supplier request submitted successfully!',
    required: (label: string) => `${label} is required`,
    passwordsMismatch: 'Passwords do not match',
    tradeLicenseRequired: 'Company Trade License is required',
    vatCertificateRequired: 'VAT Registration Certificate is required',
    selectCategory: 'Please select a category',
    selectSubcategory: 'Please select a subcategory',
    incomplete: 'Please complete all sections before submitting',
  },
  supplierSide: {
    noToken: 'No authentication token found.',
    invalidToken: 'Invalid authentication token.',
    missingCategory: 'Your profile is missing a category. Please update your profile.',
    profileFailed: 'Unable to load profile.',
    noProfile: 'No profile data found.',
  },
} as const;
