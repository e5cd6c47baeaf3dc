import { ACTIVE_SUPPLIERS, INACTIVE_SUPPLIERS, NEW_REQUESTS } from './supplier-list-config';
import { SupplierListPage } from './supplier-list-page';

/** /newSupplierRequest */
export function NewSupplierRequestsPage() {
  return <SupplierListPage key="pending" config={NEW_REQUESTS} />;
}

/** /activeSuppliers */
export function ActiveSuppliersPage() {
  return <SupplierListPage key="active" config={ACTIVE_SUPPLIERS} />;
}

/** /inactiveSuppliers */
export function InactiveSuppliersPage() {
  return <SupplierListPage key="inactive" config={INACTIVE_SUPPLIERS} />;
}
