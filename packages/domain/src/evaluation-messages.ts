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

  // The supplier's bid screens (the quotation modal's steps, My bid, the negotiation offer)
  supplierBid: {
    loadFailed: 'Your bid could not be loaded. Try again.',
    stepTechnical: 'Technical',
    stepTechnicalHint: 'Answer each criterion',
    stepSecurity: 'Bid security',
    stepSecurityHint: 'EMD and tender fee',
    stepPrices: 'Prices',
    stepPricesHint: 'Your quotation',
    twoEnvelopeNote:
      'This tender takes two envelopes: your technical part is opened and evaluated first; your prices are opened only if you qualify.',
    mandatory: 'Mandatory',
    optional: 'Optional',
    minimum: (amount: string) => `Minimum ${amount}`,
    keptFile: (name: string) => `Kept: ${name}`,
    removeKeptFile: 'Remove',
    fileTypes: 'PDF, JPEG or PNG, at most 10 MB.',
    technicalFailed: 'The technical part could not be saved. Try again.',
    discardTitle: 'Discard your changes?',
    discardBody: 'What you typed and did not save will be lost.',
    securityFailed: 'The bid security could not be saved. Try again.',
    modeRequired: 'Say whether you paid or claim an exemption.',
    instrumentRequired: 'Choose how you paid.',
    referenceRequired: 'Give the payment reference (transaction, draft or guarantee number).',
    referenceTooLong: 'The reference must be at most 100 characters.',
    paidOnRequired: 'Give the day you paid.',
    amountInvalid: 'The amount must be 0 or more, with at most 2 decimals.',
    proofRequired: 'Upload the proof of payment.',
    exemptionRequired: 'Choose the exemption you claim.',
    asked: (amount: string) => `${amount} asked by this tender.`,
    noExemptions: 'This tender allows no exemption: pay it and upload the proof.',
    myBid: 'My bid',
    stage: 'Stage',
    technicalSavedOn: (instant: string) => `Technical part saved on ${instant}.`,
    technicalChangedOn: (instant: string) => `Last changed ${instant}.`,
    technicalMissing: 'Technical part not sent yet: complete it before sending your prices.',
    technicalNotSent: 'No technical part was sent before the tender closed.',
    editUntil: (day: string) => `You can change it until the tender closes on ${day}.`,
    securityMissing: (kind: string) => `${kind}: not declared yet.`,
    securityPaid: (kind: string, amount: string, instrument: string, reference: string) =>
      `${kind}: ${amount} paid by ${instrument}, reference ${reference}.`,
    securityExempt: (kind: string, exemption: string) => `${kind}: exemption claimed (${exemption}).`,
    verification: (status: string) => `Verification: ${status}`,
    released: (instant: string) => `Released on ${instant}.`,
    resultPending: 'The technical result is published once the committee completes its evaluation.',
    qualified: 'Qualified in the technical evaluation: your prices will be opened.',
    disqualifiedTitle: 'Not qualified in the technical evaluation',
    disqualified: 'Your prices stay sealed. The committee gave these reasons:',
    negotiationInvited: (round: number, deadline: string) =>
      `You are invited to negotiation round ${round}: send a revised offer by ${deadline}.`,
    negotiationClosed: (round: number) => `Negotiation round ${round} has closed.`,
    negotiationShort: (round: number, deadline: string) =>
      `Negotiation round ${round}: offer by ${deadline}.`,
    notInvolved: 'Nothing more is asked of you for this tender.',
    viewBid: 'View my bid',
    offerTitle: (round: number) => `Negotiation offer, round ${round}`,
    offerHint:
      'Enter a new unit price for each item, no higher than your earlier price; leave it as it is to keep the earlier price.',
    deadline: (instant: string) => `Deadline: ${instant}`,
    timeLeft: (text: string) => `Time left: ${text}`,
    offerSubmittedOn: (instant: string) => `Offer sent on ${instant}.`,
    offerChangeable: 'You can send it again with other prices until the deadline.',
    offerNotSent: 'No offer sent.',
    offerReadOnly: 'The deadline has passed: the offer can no longer change.',
    offerSettled: 'Your negotiated prices replaced your earlier quotation.',
    offerFailed: 'The offer could not be sent. Try again.',
    offerPriceInvalid: (itemCode: string) =>
      `Item ${itemCode}: the unit price must be 0 or more, with at most 2 decimals.`,
  },
} as const;
