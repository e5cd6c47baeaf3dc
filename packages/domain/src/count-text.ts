import { catalogue } from './i18n/catalogue';

/**
 * Counted phrases ("1 supplier", "3 sub-categories") that messages such as `messages.category.inUse`
 * and `subMoveInUse` take as arguments (issue 26, decision 061). Each is a catalogue function, so a
 * phrase is translated with its plural (Hindi: an ICU plural in `i18n/hi/count.ts`) by `inLocale`,
 * and by `localise` when it reaches an edge inside a finished message.
 */
const counted = (count: number, singular: string, plural: string) =>
  `${count} ${count === 1 ? singular : plural}`;

export const countText = catalogue('count', {
  subCategories: (count: number) => counted(count, 'sub-category', 'sub-categories'),
  suppliers: (count: number) => counted(count, 'supplier', 'suppliers'),
  tenders: (count: number) => counted(count, 'tender', 'tenders'),
});
