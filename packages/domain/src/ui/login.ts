import { catalogue } from '../i18n/catalogue';

/** The login page's own texts (apps/web/src/features/auth/login-page.tsx), English as the spec has them. */
export const loginText = catalogue('ui.login', {
  aboutLabel: 'About TenderDesk',
  tagline: 'Procurement your suppliers can trust.',
  highlights: {
    tendersTitle: 'Tenders end to end',
    tendersText: 'Publish RFQs, approve interest, compare quotations.',
    moneyTitle: 'Exact with money',
    moneyText: 'Every total recomputed on the server, to the paisa.',
    accessTitle: 'Strict access',
    accessText: 'Each role sees exactly what it is allowed to see.',
  },
  footer: 'TenderDesk · open-source tender and supplier portal',
  title: 'Sign in',
  subtitle: 'Buyers and registered suppliers sign in here.',
  sessionEnded: 'Your session has ended. Please sign in again.',
  formLabel: 'Login',
  email: 'Email',
  emailPlaceholder: 'you@company.com',
  password: 'Password',
  forgotPassword: 'Forgot password?',
  submit: 'Login',
  newSupplier: 'New supplier?',
  signUp: 'Sign Up',
});
