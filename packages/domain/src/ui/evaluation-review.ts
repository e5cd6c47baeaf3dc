import { catalogue } from '../i18n/catalogue';

/**
 * The evaluation screen's texts (apps/web/src/features/evaluation: the stage, the bid opening
 * committee, the technical evaluation and its decisions, the review of bid security, negotiation
 * rounds and the release of EMDs), English as the screens had them. The stages, envelopes, security
 * kinds, instruments, exemptions and verification statuses are the domain's labels
 * (`evaluation.ts`); the notices, questions and checks are `evaluationMessages`.
 */
export const evaluationReviewText = catalogue('ui.evaluationReview', {
  tryAgain: 'Try again',
  cancel: 'Cancel',
  backToTender: 'Back to the tender',
  title: 'Evaluation',
  closedEarly: (when: string) => `Closed early ${when}`,
  closingDate: (day: string) => `Closing date ${day}`,
  stageNav: 'Evaluation stage',
  /** After a stage passed, for screen readers (a space before it). */
  stageDone: ' (done)',
  /** The bid opening committee. */
  committee: {
    heading: 'Bid opening committee',
    mustConfirm: (required: number, openers: number) =>
      `${required} of ${openers} openers must confirm each opening.`,
    envelopeConfirmed: (envelope: string, confirmed: number, required: number) =>
      `${envelope}: ${confirmed} of ${required} confirmed.`,
    confirmOpening: 'Confirm opening',
    openers: 'Bid openers',
    opener: 'Opener',
    role: 'Role',
    technicalConfirmed: 'Technical confirmed',
    financialConfirmed: 'Financial confirmed',
    you: 'You',
    notYet: 'Not yet',
    technicalAt: (when: string) => `Technical: ${when}`,
    financialAt: (when: string) => `Financial: ${when}`,
    opened: (envelope: string, when: string) => `${envelope} opened ${when}`,
    yourPassword: 'Your password',
    /** The name of the password field's show / hide button (Mantine's own, in the catalogue). */
    togglePassword: 'Toggle password visibility',
  },
  /** The technical envelope: the bidders while sealed, then the grid (or cards) and results. */
  technical: {
    heading: 'Technical evaluation',
    completed: (when: string) => `Completed ${when}`,
    complete: 'Complete technical evaluation',
    completeConfirm: 'Complete',
    bidders: 'Suppliers who have bid',
    supplier: 'Supplier',
    technicalPart: 'Technical part',
    quotation: 'Quotation',
    technicalPartAt: (when: string) => `Technical part: ${when}`,
    quotationAt: (when: string) => `Quotation: ${when}`,
    notDecided: 'Not decided',
    qualified: 'Qualified',
    disqualified: 'Disqualified',
    note: (note: string) => `Note: ${note}`,
    changeDecision: 'Change decision',
    decide: 'Qualify / Disqualify',
    /** `action` is one of the two above. */
    decideFor: (action: string, supplier: string) => `${action}: ${supplier}`,
    suggestedFail: 'Suggested fail',
    yes: 'Yes',
    no: 'No',
    gridRegion: 'Technical evaluation, scrolls sideways',
    gridName: 'Technical evaluation: criteria by supplier',
    criterion: 'Criterion',
    result: 'Result',
    answersOf: (supplier: string) => `Answers of ${supplier}`,
  },
  /** Qualify or disqualify one supplier. */
  decision: {
    title: (supplier: string) => `Technical result: ${supplier}`,
    result: 'Result',
    qualified: 'Qualified',
    disqualified: 'Disqualified',
    failedCriteria: 'Failed criteria and their reasons',
    reason: 'Reason',
    reasonFor: (criterion: string) => `Reason: ${criterion}`,
    note: 'Note (optional)',
    qualify: 'Qualify',
    disqualify: 'Disqualify',
  },
  /** A supplier's declared bid security or fee, and its verification. */
  security: {
    exemption: 'Exemption',
    exemptWithUdyam: (exemption: string, udyam: string) => `Exempt: ${exemption}, ${udyam}`,
    exempt: (exemption: string) => `Exempt: ${exemption}`,
    paid: 'Paid',
    reference: (reference: string) => `ref. ${reference}`,
    notDeclared: 'Not declared',
    /** `kind` is the security's label. */
    ofSupplier: (kind: string, supplier: string) => `${kind} of ${supplier}`,
    proof: 'Proof',
    /** `label`: the security of the supplier, as above. */
    proofOf: (label: string) => `proof, ${label}`,
    note: (note: string) => `Note: ${note}`,
    verify: 'Verify',
    verifyLabel: (label: string) => `Verify ${label}`,
    reject: 'Reject',
    rejectLabel: (label: string) => `Reject ${label}`,
    rejectTitle: (label: string) => `Reject: ${label}`,
    noteLabel: 'Note',
  },
  /** Negotiation rounds. */
  negotiation: {
    heading: 'Negotiation',
    hint: "Offers stay sealed until the round's deadline; a negotiated price may not exceed the earlier one.",
    start: 'Start a negotiation round',
    roundCloses: (round: number, when: string) => `Round ${round} closes ${when}.`,
    noChange: 'No change',
    round: (round: number) => `Round ${round}`,
    settled: (when: string) => `Settled ${when}`,
    openUntil: (when: string) => `Open until ${when}`,
    deadline: (when: string) => `Deadline ${when}`,
    note: (note: string) => `Note: ${note}`,
    invitees: (round: number) => `Round ${round} invitees`,
    supplier: 'Supplier',
    offer: 'Offer',
    earlierTotal: 'Earlier total with GST',
    negotiatedTotal: 'Negotiated total with GST',
    earlier: (total: string) => `Earlier: ${total}`,
    negotiated: 'Negotiated:',
    invite: 'Invite',
    selectAll: 'Select all',
    deadlineDate: 'Deadline date',
    time: (zone: string) => `Time (${zone})`,
    noteLabel: 'Note to the invited suppliers (optional)',
    startRound: 'Start round',
  },
  /** The release of bid security (EMD) after the award. */
  release: {
    heading: 'Bid security (EMD) release',
    released: (when: string) => `Released ${when}`,
    winnerHeld: 'Successful bidder: held',
    releaseOf: (supplier: string) => `Release EMD of ${supplier}`,
    release: 'Release EMD',
    bySupplier: 'Bid security by supplier',
    supplier: 'Supplier',
    emd: 'EMD',
    record: 'Record release',
    note: 'Note',
    noteHint: 'How and when it was returned (bank guarantee returned, refund reference...)',
  },
});
