import { catalogue } from '../i18n/catalogue';

/**
 * The dashboards' own texts (apps/web/src/features/dashboard, decision 036): the admin's figures and
 * charts and the supplier's figures. The admin figures' English is also `ADMIN_FIGURES` (dashboard.ts),
 * by the same keys.
 */
export const dashboardText = catalogue('ui.dashboard', {
  welcome: 'Welcome to the Dashboard',
  supplierIntro: 'Your tenders, interests, quotations and awards at a glance.',
  adminIntro: 'What needs attention, and how the portal is doing.',
  needsAttention: 'What needs attention',
  atAGlance: 'At a glance',
  loadingCharts: 'Loading charts',
  loadFailed: 'The dashboard could not be loaded.',
  pickSection: 'Pick a section from the menu to get started.',
  organisationPrompt: 'Complete your organisation settings',
  openOrganisation: 'Open organisation settings',
  taxPrompt: 'Complete your tax details',
  openCompanyProfile: 'Open Company Profile',
  adminFigures: {
    newSupplierRequests: 'New supplier requests',
    interestsAwaiting: 'Interests awaiting a decision',
    closingSoon: 'Tenders closing in the next 7 days',
    quotationsThisWeek: 'Quotations received this week',
    draftsReady: 'Drafts ready to publish',
  },
  supplierFigures: {
    openTenders: 'Open tenders in your category',
    pendingInterests: 'Interests awaiting the buyer',
    quotationsSent: 'Quotations sent',
    awards: 'Tenders awarded to you',
  },
  /** Below the awards: their value ("₹1,18,000.00 with GST", the amount formatted by the screen). */
  awardedWithGst: (amount: string) => `${amount} with GST`,
  noneYet: 'None yet',
  companyProfile: 'Company Profile',
  /** "Check the details buyers see about you in [Company Profile]." around its link. */
  profileBeforeLink: 'Check the details buyers see about you in',
  profileLink: 'Company Profile',
  profileAfterLink: '.',
  charts: {
    title: 'Activity',
    published: 'Tenders published per month',
    publishedEmpty: 'No tenders published in the last six months.',
    quotations: 'Quotations per tender (latest published)',
    quotationsEmpty: 'No tenders published yet.',
    awarded: 'Awarded value by category (with GST)',
    awardedEmpty: 'No tenders awarded yet.',
    tenders: 'Tenders',
    quotationsSeries: 'Quotations',
    awardedSeries: 'Awarded',
    month: 'Month',
    tender: 'Tender',
    category: 'Category',
    awardedValue: 'Awarded value',
    /** A category's row in the awarded chart's table: "Pipes (3 awards)". */
    categoryAwards: (category: string, awards: number) =>
      `${category} (${awards} ${awards === 1 ? 'award' : 'awards'})`,
  },
});
