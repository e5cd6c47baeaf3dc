/**
 * The catalogue's texts of the evaluation (issue 21, decision 049): settings, technical bids, bid
 * security, the committee's openings, technical evaluation and negotiation. Its own module, like
 * award-messages.ts, so screens without an evaluation do not carry it. Helpers add texts here;
 * every refusal the server answers is one of these.
 */
export const evaluationMessages = {
  // Settings (the buyer, while authoring)
  settingsSaved: 'Evaluation settings saved.',
  settingsLocked: 'Evaluation settings cannot change once bids have arrived or the tender has closed.',
  openersTooFew: 'Name at least two bid openers.',
  openersTooMany: 'Name at most 10 bid openers.',
  openerUnknown: 'Each bid opener must be an active admin or sub-admin.',
  openersRequiredInvalid: 'The openers needed must be at least 2 and at most the number of openers named.',
  criteriaRequired: 'A two-envelope tender needs at least one technical criterion.',
  criterionLabelRequired: (row: number) => `Criterion ${row}: the requirement is required.`,
  criterionMinimumInvalid: (row: number) =>
    `Criterion ${row}: the minimum must be a number of 0 or more, with at most 2 decimals.`,
  amountInvalid: (field: string) => `${field} must be an amount of 0 or more, with at most 2 decimals.`,
  exemptionsWithoutEmd: 'Exemptions apply only when a bid security or tender fee is asked.',
  singleWithEvaluation: 'Technical criteria and bid openers are for two-envelope tenders.',
  openerStillNamed: 'This account is a bid opener of a tender: name another opener there before deleting it.',
  // Settings: the body's shape (slice H1)
  settingsInvalid: 'The evaluation settings could not be read.',
  envelopesInvalid: 'Choose a single envelope or two envelopes.',
  criteriaTooMany: (max: number) => `A tender holds at most ${max} technical criteria.`,
  criterionKindInvalid: (row: number) => `Criterion ${row}: choose yes / no, a number or a document.`,
  criterionLabelTooLong: (row: number, max: number) =>
    `Criterion ${row}: the requirement must be at most ${max} characters.`,

  // The supplier's technical part and bid security
  technicalSaved: 'Technical part saved.',
  technicalRequired: 'Complete the technical part of your bid first.',
  notTwoEnvelope: 'This tender takes a single envelope: there is no technical part.',
  answerMissing: (label: string) => `Answer "${label}": it is mandatory.`,
  answerNumberInvalid: (label: string) => `"${label}" must be a number with at most 2 decimals.`,
  answerUnknownCriterion: 'An answer names a criterion this tender does not have.',
  documentRequired: (label: string) => `Upload a document for "${label}".`,
  securitySaved: 'Bid security saved.',
  securityNotAsked: (kind: string) => `This tender does not ask for a ${kind}.`,
  exemptionNotAllowed: 'This tender does not allow that exemption.',
  udyamRequired: 'An MSE exemption needs your Udyam registration number (UDYAM-XX-00-0000000).',
  paymentDetailsRequired: 'Give the instrument, reference, date and proof of payment.',
  paymentAmountShort: (amount: string) => `The amount paid is below the ${amount} this tender asks.`,
  biddingClosed: 'This tender has closed: its bid can no longer change.',
  // The supplier's envelopes: reading and refusals (slice H1)
  bidNotPublished: 'This tender is not open for bids.',
  bidNotApproved: 'Only a supplier approved for this tender can see or change its bid.',
  technicalNotMultipart: 'Send the technical part as a form with its documents.',
  technicalUnreadable: 'The technical part could not be read. Please try again.',
  answersUnreadable: 'The answers could not be read: send one answer per criterion.',
  documentTypeInvalid: (label: string) => `"${label}": upload a PDF, JPEG or PNG file.`,
  documentTooLarge: (label: string) => `"${label}": the document is larger than 10 MB.`,
  securityNotMultipart: 'Send the bid security as a form with its proof.',
  securityUnreadable: 'The bid security could not be read. Please try again.',
  securityKindInvalid: 'Choose the bid security (emd) or the tender fee (fee).',
  securityModeRequired: 'Say whether you paid or claim an exemption.',
  instrumentInvalid: 'Choose a bank guarantee, a demand draft or an online transfer.',
  referenceTooLong: (max: number) => `The payment reference must be at most ${max} characters.`,
  paidOnInvalid: 'The payment date must be a real date, not after today.',
  exemptionRequired: 'Choose the exemption you claim.',
  proofTypeInvalid: 'Upload the proof as a PDF, JPEG or PNG file.',
  proofTooLarge: 'The proof is larger than 10 MB.',
  securitySealed: 'Bid security documents are sealed until the tender closes.',

  // Opening by the committee
  notAnOpener: 'Only the bid openers named for this tender can open its envelopes.',
  passwordWrong: 'The password is not correct.',
  notClosedYet: (day: string) => `Envelopes open after the tender closes on ${day}.`,
  alreadyConfirmed: 'You have already confirmed this opening.',
  alreadyOpen: (envelope: string) => `The ${envelope} is already open.`,
  technicalFirst: 'The financial envelope opens only after the technical evaluation is complete.',
  confirmed: (still: number) =>
    still === 0
      ? 'Envelope opened.'
      : `Confirmed. ${still} more opener${still === 1 ? '' : 's'} must confirm.`,
  technicalSealed: 'The technical envelope is sealed until the bid openers open it.',
  financialSealed: 'Prices are sealed until the bid openers open the financial envelope.',
  sealedShort: 'Sealed until opened by the committee',

  // Technical evaluation
  decisionSaved: 'Decision saved.',
  reasonRequired: 'Give a reason for each failed criterion.',
  technicalNotOpen: 'The technical envelope is not open yet.',
  evaluationComplete: 'Technical evaluation completed; suppliers have been notified.',
  evaluationIncomplete: (count: number) =>
    `${count} supplier${count === 1 ? ' is' : 's are'} not yet marked qualified or disqualified.`,
  evaluationClosed: 'The technical evaluation is complete and can no longer change.',
  noneQualified: 'No supplier is qualified: the financial envelope has nothing to open.',
  disqualified: 'This supplier was disqualified in the technical evaluation: its prices stay sealed.',
  notEvaluated: 'This supplier has not been evaluated.',
  // The committee's calls (slice H2): refusals the contract leaves unnamed.
  evaluationForbidden: 'Only buyers who manage tenders and the named bid openers can see this evaluation.',
  passwordRequired: 'Enter your password to confirm the opening.',
  bidderUnknown: 'This supplier has no bid on this tender.',
  securityNotDeclared: 'This supplier has not declared that bid security.',
  reasonTooLong: 'A reason may hold at most 500 characters.',
  noteTooLong: 'A note may hold at most 500 characters.',
  reasonUnknownCriterion: 'A reason names a criterion this tender does not have.',
  reasonRepeated: 'Give one reason per failed criterion.',
  qualifiedWithReasons: 'A qualified supplier has no failed criteria: remove the reasons.',
  verificationNoteRequired: 'Give a note saying why the bid security is rejected.',

  // Negotiation
  negotiationNeedsPrices: 'A negotiation round starts after the prices are open.',
  negotiationOpen: 'A negotiation round is already open on this tender.',
  negotiationAwarded: 'This tender is awarded: no negotiation round can start.',
  deadlinePast: 'The deadline must be in the future.',
  inviteesRequired: 'Invite at least one qualified supplier who quoted.',
  inviteeNotEligible: 'Only qualified suppliers who quoted can be invited.',
  roundStarted: 'Negotiation round started; the invited suppliers have been notified.',
  notInvited: 'You are not invited to a negotiation round on this tender.',
  offerLate: 'The negotiation deadline has passed: the offer was not accepted.',
  offerHigher: (itemCode: string) =>
    `Item ${itemCode}: the negotiated price may not exceed your earlier price.`,
  offerUnknownItem: (itemCode: string) => `Item ${itemCode} is not in your quotation.`,
  offerSaved: 'Revised offer submitted. It stays sealed until the deadline.',
  offerSealed: 'Sealed until the negotiation deadline',

  // Bid security after award
  securityVerified: 'Verification saved.',
  releaseNeedsAward: 'Bid security is released after the award.',
  releaseOfWinner: "The successful bidder's bid security is not released here.",
  released: 'Release recorded.',
  alreadyReleased: 'This bid security has already been released.',

  // Negotiation and release (slice H3): refusals of the calls' input, and the statement's words
  deadlineInvalid: 'Give the deadline as a date and time.',
  offerItemsRequired: 'Give the negotiated unit price of at least one item.',
  offerRepeated: (itemCode: string) => `Item ${itemCode} is given more than once.`,
  offerPriceInvalid: (itemCode: string) =>
    `Item ${itemCode}: the unit price must be a number of 0 or more, with at most 2 decimals.`,
  awardDuringNegotiation: 'A negotiation round is open on this tender: award it after the round’s deadline.',
  releaseNoteRequired: 'Say how the bid security was returned (a note of at most 500 characters).',
  noSecurityDeclared: 'This supplier declared no bid security for this tender.',
  statement: {
    technicalTitle: 'Technical evaluation',
    criterion: 'Criterion',
    met: 'Met',
    notMet: 'Not met',
    result: 'Result',
    qualified: 'Qualified',
    disqualified: 'Disqualified',
    notEvaluated: 'Not evaluated',
    securitiesTitle: 'Bid security (EMD) and tender fee',
    securityColumns: ['Supplier', 'Kind', 'How', 'Reference', 'Amount', 'Verification', 'Released'],
    paid: 'Paid',
    exempt: 'Exempt',
    notDeclared: 'Not declared',
    roundsTitle: 'Price rounds (before and after negotiation)',
    roundColumns: [
      'Supplier',
      'Round',
      'Deadline',
      'Earlier total',
      'Earlier with GST',
      'Negotiated total',
      'Negotiated with GST',
    ],
    noOffer: 'No offer',
    committeeTitle: 'Bid opening committee',
    committeeColumns: ['Opener', 'Role', 'Technical envelope confirmed', 'Financial envelope confirmed'],
    notConfirmed: 'Not confirmed',
  },
} as const;
