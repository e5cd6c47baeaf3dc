import { catalogue } from './i18n/catalogue';
/**
 * Copying a tender (issue 23, item 4): the texts of the copy call and of the screens that offer it,
 * kept apart from messages.ts so only those screens carry them.
 */
export const tenderCopyText = catalogue('tenderCopy', {
  /** 201: the copy is a new draft. */
  copied: 'Tender copied into a new draft.',
  /** What the project name of a copy ends with. */
  nameSuffix: ' (copy)',
  /** What the project code of a copy ends with (then -2, -3... while taken). */
  codeSuffix: '-COPY',
  action: 'Copy tender',
  title: 'Copy this tender?',
  body: 'A new draft with the items, criteria and settings; files, dates and bids are not copied.',
  confirm: 'Copy',
  failed: 'Failed to copy the tender. Please try again.',
  /** On the new draft's form. */
  notice: (code: string) =>
    `This draft is a copy of ${code}. Set its dates and attach its Scope of Work and RFQ files before publishing.`,
} as const);
