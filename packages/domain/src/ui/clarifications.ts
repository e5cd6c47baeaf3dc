import { catalogue } from '../i18n/catalogue';

/**
 * A tender's questions and answers and its addenda under the tender (apps/web/src/features/
 * clarifications), English as the screen had it. The section texts and refusals are the domain's
 * (`clarificationText`, `addendumText`), the addenda's lines `describeAddendum`'s.
 */
export const clarificationsUiText = catalogue('ui.clarifications', {
  /** The question box's count of characters typed. */
  characters: (count: number, max: number) => `${count} / ${max} characters`,
  sendQuestion: 'Send question',
  answer: 'Answer',
  /** Under the buyer's answer: when (and by whom) it was saved last. */
  answeredOn: (when: string) => `Answered ${when}`,
  answeredOnBy: (when: string, by: string) => `Answered ${when} by ${by}`,
});
