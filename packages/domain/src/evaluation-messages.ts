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

  // The buyer's screens (settings, evaluation, comparison): notices, questions and their checks
  settingsNotice:
    'Decide how bids for this tender are evaluated: one or two envelopes, technical criteria, bid security and the bid openers.',
  settingsLoadFailed: 'Could not load the evaluation settings.',
  settingsSaveFailed: 'Could not save the evaluation settings. Your changes are kept: try again.',
  openerCandidatesFailed: 'Could not load the admins and sub-admins who may open bids.',
  singleEnvelopeHint:
    'Prices open when the tender closes, as before. A bid security and a tender fee may still be asked.',
  twoEnvelopeHint:
    'Suppliers send a technical part and their prices. After closing, the bid openers open the technical envelope, evaluate it, then open the prices of qualified suppliers only.',
  criteriaEmpty: 'No criteria yet: add the requirements suppliers must meet.',
  settingsLeave: 'Leave without saving? Your changes to the evaluation settings will be lost.',
  evaluationLoadFailed: 'Could not load the evaluation.',
  noSuppliers: 'No supplier has sent a technical part or a quotation yet.',
  notSent: 'Not sent',
  notAnswered: 'Not answered',
  noDocument: 'No document',
  confirmOpeningBody: (envelope: string, required: number) =>
    `Enter your password to confirm the opening of the ${envelope}. It opens once ${required} bid openers have confirmed.`,
  openingPasswordRequired: 'Enter your password.',
  openersOnly: 'Only the bid openers named for this tender can open envelopes and decide the evaluation.',
  disqualifyNeedsCriterion: 'Mark at least one failed criterion and give its reason.',
  reasonAnsweredNo: 'Answered no.',
  reasonBelowMinimum: (value: string, minimum: string) => `${value} is below the minimum of ${minimum}.`,
  reasonNotAnswered: 'Not answered.',
  reasonNoDocument: 'No document uploaded.',
  rejectNoteRequired: 'Give a note: why the payment or exemption is rejected.',
  completeQuestion: (qualified: number, disqualified: number) =>
    `Complete the technical evaluation with ${qualified} qualified and ${disqualified} disqualified? The decisions can no longer change, and every supplier is told the result.`,
  compareLink: 'Compare the quotations of qualified suppliers',
  noneEligible: 'No qualified supplier has quoted: nobody can be invited.',
  inviteesHint: 'The lowest bidder (L1) is chosen; choose others to invite them too.',
  deadlineRequired: "Give the deadline's date and time.",
  offerSent: (when: string) => `Offer sent ${when}`,
  noOffer: 'No offer',
  roundsEmpty: 'No negotiation round yet.',
  releaseQuestion: (supplier: string) =>
    `Record that ${supplier}'s bid security (EMD) is released? This cannot be undone.`,
  releaseNoteMissing: 'Give a note: how and when the bid security was returned.',
  singleEnvelopeEvaluation:
    'This tender takes a single envelope: its prices opened when it closed. Negotiation and the release of bid security are here.',
  roundTotals: (round: number, total: string, earlier: string) =>
    `Round ${round}: ${total}, earlier ${earlier}`,
} as const;
