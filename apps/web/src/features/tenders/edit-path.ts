import { PATHS } from '../../lib/paths';

/** /newtender opened on a tender to edit (spec section 2: the form is entered with the tender and its draft flag). */
export function editTenderPath(id: string, draft: boolean): string {
  return `${PATHS.newTender}?${new URLSearchParams({ edit: id, draft: draft ? '1' : '0' })}`;
}
