import { z } from 'zod';
import { FIELD_LABELS } from './field-labels';
import { messages } from './messages';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, MAX_SEARCH_LENGTH } from './paging-rules';
import { isCleanLine } from './text';

export * from './paging-rules';

/**
 * The zod schema of a list's query string, with the shared messages. Marked free of side effects so
 * that a bundle drops the schemas modules build at load time but a screen never uses (decision 031).
 */
/* @__NO_SIDE_EFFECTS__ */
export function listQuerySchema<const Sorts extends readonly [string, ...string[]]>(
  sorts: Sorts,
  defaultSort: Sorts[number],
) {
  return z.object({
    page: z.coerce
      .number({ error: messages.list.pageInvalid })
      .int(messages.list.pageInvalid)
      .min(1, messages.list.pageInvalid)
      .default(1),
    pageSize: z.coerce
      .number({ error: messages.list.pageSizeInvalid(MAX_PAGE_SIZE) })
      .int(messages.list.pageSizeInvalid(MAX_PAGE_SIZE))
      .min(1, messages.list.pageSizeInvalid(MAX_PAGE_SIZE))
      .max(MAX_PAGE_SIZE, messages.list.pageSizeInvalid(MAX_PAGE_SIZE))
      .default(DEFAULT_PAGE_SIZE),
    q: z
      .string()
      .trim()
      .max(MAX_SEARCH_LENGTH, messages.list.searchTooLong(MAX_SEARCH_LENGTH))
      .refine(isCleanLine, messages.text.invalidCharacters(FIELD_LABELS.searchText))
      .optional(),
    sort: z.enum(sorts, { error: messages.list.sortInvalid(sorts) }).default(defaultSort as never),
  });
}
