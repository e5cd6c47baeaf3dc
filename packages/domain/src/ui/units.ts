import { catalogue } from '../i18n/catalogue';

/**
 * The units of measure screen (apps/web/src/features/units, Master Tables). The banners are the
 * server's (`organisationText.uom*`); the units' codes and names are data.
 */
export const unitsText = catalogue('ui.units', {
  title: 'Units of Measure',
  description: 'The units tender items are quantified in: the GST unit quantity codes, and any you add.',
  search: 'Search units',
  /** "28 in total" (Indian grouping). */
  inTotal: (n: number) => `${n.toLocaleString('en-IN')} in total`,
  loadFailed: 'Could not load the units of measure.',
  empty: 'No units',
  label: 'Units of measure',
  code: 'Code',
  name: 'Name',
  actions: 'Actions',
  gstCode: 'GST code',
  added: 'Added',
  deleteLabel: (code: string) => `Delete ${code}`,
  deleteTitle: 'Delete unit',
  deleteConfirm: (code: string) => `Delete the unit "${code}"? Tender items that use it keep it as text.`,
  delete: 'Delete',
  formLabel: 'Add a unit',
  add: 'Add unit',
});
