import { catalogue } from '../i18n/catalogue';

/**
 * The registration wizard's step titles (spec section 2), by key: the domain's arrays
 * `REGISTRATION_STEP_TITLES` and `COMPANY_PROFILE_STEP_TITLES` (registration-labels.ts) hold the same
 * English, but an array has no catalogue key. A screen shows `t[key]` for each key of its list below.
 */
export const registrationStepText = catalogue('ui.registrationSteps', {
  companyDetails: 'Company Details',
  contactPerson: 'Contact Person',
  productServices: 'Product Services',
  /** The company profile's third step, as the spec names it there. */
  productAndServices: 'Product & Services',
});

export type RegistrationStepKey = keyof typeof registrationStepText;
/** The wizard's steps in order (REGISTRATION_STEP_TITLES). */
export const REGISTRATION_STEP_KEYS = ['companyDetails', 'contactPerson', 'productServices'] as const;
/** The company profile's steps in order (COMPANY_PROFILE_STEP_TITLES). */
export const COMPANY_PROFILE_STEP_KEYS = ['companyDetails', 'contactPerson', 'productAndServices'] as const;

/**
 * The supplier registration wizard's own texts (apps/web/src/features/registration). Its field labels
 * are `REGISTRATION_LABELS` (registration-labels.ts), its messages `messages.registration`.
 */
export const registrationText = catalogue('ui.registration', {
  layout: {
    backToLogin: 'Back to login',
    eyebrow: 'Supplier registration',
    title: 'Become a TenderDesk supplier',
    intro:
      'Three short steps. An administrator reviews your request and documents; once your account is activated you can sign in and answer tenders in your category.',
  },
  stepDescriptions: {
    companyDetails: 'Company, login, documents',
    contactPerson: 'Who we talk to',
    productServices: 'What you supply',
  },
  /** A step's name where the stepper shows no label (phones): "Step 2: Contact Person". */
  stepName: (step: number, title: string) => `Step ${step}: ${title}`,
  /** The heading of the step on screen: "Step 2 of 3 · Contact Person". */
  stepHeading: (step: number, steps: number, title: string) => `Step ${step} of ${steps} · ${title}`,
  /** The success message's text around its link: "… You can [log in] once your account is activated." */
  successBeforeLink: 'Your request now awaits approval by the administrator. You can',
  successLink: 'log in',
  successAfterLink: 'once your account is activated.',
  formLabel: 'Supplier registration',
  uploading: 'Uploading your documents…',
  uploadProgress: 'Upload progress',
  back: 'Back',
  finish: 'Finish',
  next: 'Next',
  alreadyRegistered: 'Already registered?',
  logIn: 'Log in',
  leaveTitle: 'Leave the registration?',
  leaveMessage:
    'What you have typed and the documents you chose are not saved yet. If you leave now, you will have to start again.',
  company: {
    section: 'Company',
    optional: 'Optional',
    taxSection: 'Tax details',
    taxDescription:
      "How you are registered under GST. The buyer's orders show the taxes that follow from it.",
    loginSection: 'Login',
    loginDescription: 'You will sign in with this email address and password once your account is activated.',
    passwordHint: 'At least 8 characters',
    confirmPasswordHint: 'Type the same password again',
    documentsSection: 'Documents',
    documentsDescription: 'The administrator checks both documents before activating your account.',
  },
  document: {
    placeholder: 'Choose a PDF, JPG or PNG file',
    /** The document picker's hint: "PDF, JPG, JPEG or PNG, up to 10 MB". */
    hint: (size: string) => `PDF, JPG, JPEG or PNG, up to ${size}`,
  },
  contact: {
    section: 'Contact person',
    description: 'The person we contact about tenders and quotations.',
  },
  product: {
    section: 'Product & services',
    description: 'You will see the tenders published for your category.',
    categoriesFailed: 'The categories could not be loaded.',
    tryAgain: 'Try again',
    loadingCategories: 'Loading categories…',
    selectCategory: 'Select a category',
    noCategory: 'No category matches',
    selectSubCategory: 'Select a subcategory',
    selectCategoryFirst: 'Select a category first',
    noSubCategory: 'No subcategory matches',
  },
  summary: {
    label: 'Summary',
    title: 'Before you finish',
    company: 'Company',
    loginEmail: 'Login email',
    contactPerson: 'Contact person',
    contactEmail: 'Contact email',
    gst: 'GST',
  },
});
