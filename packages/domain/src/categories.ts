import { z } from 'zod';
import { FIELD_LABELS } from './field-labels';
import { messages } from './messages';
import { isCleanLine, isStorableText } from './text';

/** Longest category or sub-category name; long enough for real names, short enough for a table cell. */
export const CATEGORY_NAME_MAX = 100;

/** A required, trimmed name of at most CATEGORY_NAME_MAX characters. */
function nameSchema(label: string, required: string, tooLong: string) {
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(CATEGORY_NAME_MAX, tooLong)
    .refine(isCleanLine, messages.text.invalidCharacters(label));
}

/** Body of POST /api/category/add and PUT /api/category/update/{id}. */
export const categoryBodySchema = z.object(
  {
    category: nameSchema(
      FIELD_LABELS.categoryName,
      messages.category.nameRequired,
      messages.category.nameTooLong(CATEGORY_NAME_MAX),
    ),
  },
  { error: messages.category.nameRequired },
);
export type CategoryBody = z.infer<typeof categoryBodySchema>;

/** Body of POST /api/subcategory/add and PUT /api/subcategory/update/{id}: `category` is the category's _id or exact name. */
export const subCategoryBodySchema = z.object(
  {
    category: z
      .string({ error: messages.registration.selectCategory })
      .trim()
      .min(1, messages.registration.selectCategory)
      .refine(isStorableText, messages.text.invalidCharacters(FIELD_LABELS.category)),
    subCategory: nameSchema(
      FIELD_LABELS.subCategoryName,
      messages.category.subNameRequired,
      messages.category.subNameTooLong(CATEGORY_NAME_MAX),
    ),
  },
  { error: messages.category.subNameRequired },
);
export type SubCategoryBody = z.infer<typeof subCategoryBodySchema>;

/** A category as the API returns it (spec section 3). */
export type Category = { _id: string; category: string };
/**
 * A sub-category as the API returns it: `category` is its category's current name, `categoryId` that
 * category's _id (decision 021).
 */
export type SubCategory = { _id: string; category: string; categoryId: string; subCategory: string };
