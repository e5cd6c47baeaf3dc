import { catalogue } from '../i18n/catalogue';

/**
 * The evaluation settings' texts (apps/web/src/features/evaluation: the tender page's Evaluation
 * card, the settings summary, the settings screen and its criteria editor), English as the screens
 * had them, and the criteria's rules that the evaluation screen shows too. The envelope modes,
 * criterion kinds and exemptions are the domain's labels (`evaluation.ts`); the notices and checks
 * are `evaluationMessages`.
 */
export const evaluationSettingsText = catalogue('ui.evaluation', {
  loadingEllipsis: 'Loading…',
  tryAgain: 'Try again',
  /** The tender page's card. */
  card: {
    heading: 'Evaluation',
    locked: 'Locked',
    viewSettings: 'View settings',
    edit: 'Edit',
    openEvaluation: 'Open evaluation',
  },
  /** The settings read-only (the card, a locked settings screen). */
  summary: {
    envelopes: 'Envelopes',
    emdAmount: 'EMD amount',
    tenderFee: 'Tender fee',
    exemptionsAllowed: 'Exemptions allowed',
    bidOpeners: 'Bid openers',
    technicalCriteria: 'Technical criteria',
    notAsked: 'Not asked',
    noneNamed: 'None named',
    none: 'None',
    /** `names`: the openers' names, joined. */
    openersMustConfirm: (names: string, required: number) => `${names} (${required} must confirm)`,
    criteriaCount: (count: number) => `${count} criteri${count === 1 ? 'on' : 'a'}`,
  },
  /** A criterion's requirement as a row head says it: "Mandatory · min 5,000". */
  rule: {
    mandatory: 'Mandatory',
    optional: 'Optional',
    minimum: (value: string) => `min ${value}`,
  },
  /** The settings screen. */
  backToDraft: 'Back to the draft',
  backToTender: 'Back to the tender',
  title: 'Evaluation Settings',
  formName: 'Evaluation settings',
  leaveTitle: 'Leave this page?',
  envelopes: 'Envelopes',
  howSealed: 'How bids are sealed',
  technicalCriteria: 'Technical criteria',
  technicalCriteriaHint:
    "What every bid's technical part answers. The committee judges each answer; mandatory ones failing are suggested as failures.",
  securityTitle: 'Bid security and tender fee',
  securityHint:
    'Leave an amount blank when the tender does not ask it. Suppliers declare how they paid or claim an exemption allowed here.',
  exemptionsAllowed: 'Exemptions allowed',
  bidOpeners: 'Bid openers',
  openersHint:
    'After closing, each envelope opens only once the number of openers needed has confirmed with their password.',
  saveSettings: 'Save settings',
  /** The amounts' fields (and the name their check gives them). */
  amount: {
    emdAmount: 'EMD amount',
    tenderFee: 'Tender fee',
  },
  notAsked: 'Not asked',
  upToTwoDecimals: 'Up to 2 decimals',
  openersDescription: (fewest: number, most: number) => `Admins or sub-admins, ${fewest} to ${most}`,
  chooseOpeners: 'Choose openers',
  noOpenerFound: 'No admin or sub-admin of that name',
  openersNeeded: 'Openers needed to open',
  eachMustConfirm: 'Each must confirm',
  /** The criteria editor. */
  criteria: {
    listName: 'Technical criteria',
    add: 'Add criterion',
    criterion: (row: number) => `Criterion ${row}`,
    /** A criterion without a requirement yet, as the move and remove buttons name it. */
    unnamed: (row: number) => `criterion ${row}`,
    moveUp: (name: string) => `Move ${name} up`,
    moveDown: (name: string) => `Move ${name} down`,
    remove: (name: string) => `Remove ${name}`,
    kind: 'Kind',
    kindOf: (row: number) => `Kind, criterion ${row}`,
    requirement: 'Requirement',
    requirementOf: (row: number) => `Requirement, criterion ${row}`,
    requirementExample: 'e.g. ISO 9001 certificate',
    minimum: 'Minimum',
    minimumOf: (row: number) => `Minimum, criterion ${row}`,
    minimumHint: 'Blank: any number',
    mandatory: 'Mandatory',
    mandatoryOf: (row: number) => `Mandatory, criterion ${row}`,
  },
});
