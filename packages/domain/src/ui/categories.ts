import { catalogue } from '../i18n/catalogue';

/**
 * The master tables' category screens (apps/web/src/features/categories: the category and
 * sub-category lists, their add forms, the rows edited in place and the category picker). The
 * banners are `messages.category`.
 */
export const categoriesText = catalogue('ui.categories', {
  /** "2,000 in total" (Indian grouping). */
  inTotal: (n: number) => `${n.toLocaleString('en-IN')} in total`,
  actions: 'Actions',
  delete: 'Delete',
  category: 'Category',
  categoryName: 'Category name',
  /** /listCategory */
  list: {
    title: 'Categories',
    description: 'The supply categories tenders and suppliers are filed under.',
    add: 'Add Category',
    search: 'Search categories',
    loadFailed: 'Could not load the categories.',
    emptyTitle: 'No categories yet',
    emptyDescription: 'Add the first category so tenders and suppliers can be filed under it.',
    label: 'Categories',
    deleteTitle: 'Delete category',
    /** The confirmation around the category's name, shown in bold. */
    deleteBefore: 'Delete the category',
    deleteAfter:
      '? This cannot be undone. A category that still has sub-categories or suppliers cannot be deleted.',
  },
  /** /addCategory */
  add: {
    title: 'Add Category',
    description: 'Tenders and suppliers are filed under categories.',
    all: 'All categories',
    formLabel: 'Add category',
    submit: 'Add Category',
    placeholder: 'e.g. Electrical Equipment',
  },
  /** /listSubCategory */
  subList: {
    title: 'Sub Categories',
    description: 'Each sub-category belongs to one category; suppliers pick one when they register.',
    add: 'Add Sub Category',
    search: 'Search by category or sub category',
    loadFailed: 'Could not load the sub categories.',
    emptyTitle: 'No sub categories yet',
    emptyDescription: 'Add sub-categories to let suppliers say precisely what they supply.',
    label: 'Sub categories',
    subCategory: 'Sub Category',
    deleteTitle: 'Delete sub category',
    /** "Delete the sub category <b>Switchgear</b> of <b>Electrical</b>? This cannot be undone." */
    deleteBefore: 'Delete the sub category',
    deleteOf: 'of',
    deleteAfter: '? This cannot be undone.',
  },
  /** /addSubCategory */
  addSub: {
    title: 'Add Sub Category',
    description: 'Narrow a category down to what suppliers provide.',
    all: 'All sub categories',
    formLabel: 'Add sub category',
    submit: 'Add Sub Category',
    noCategories: 'There are no categories yet.',
    addCategoryFirst: 'Add a category first',
    name: 'Sub category name',
    placeholder: 'e.g. Switchgear',
  },
  /** The category picker. */
  select: {
    nothingFound: 'No category matches',
    loading: 'Loading categories…',
    placeholder: 'Search or pick a category',
  },
});
