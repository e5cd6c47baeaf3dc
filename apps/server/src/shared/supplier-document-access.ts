import type { Caller } from '../core/caller';

/**
 * Who may read a supplier's documents: the supplier itself, and admins or sub-admins who manage
 * suppliers. A sub-admin without the permission is refused outright (403: it reveals nothing);
 * another supplier is answered as if the document did not exist. (The files layer's FileAccess:
 * the registration's two files and the documents of issue 24 are read through it.)
 */
export function supplierDocumentAccess(caller: Caller, supplierId: string): 'allow' | 'hidden' | 'forbidden' {
  if (caller.role === 'supplier') return caller.id === supplierId ? 'allow' : 'hidden';
  return caller.permissions.manageSuppliers ? 'allow' : 'forbidden';
}
