/**
 * The cache keys that more than one feature reads or refreshes (decision 044). Features never
 * import one another (`scripts/check-boundaries.test.ts`), so a key another feature needs lives
 * here, and its owner's `api.ts` builds its own keys from it: a key is spelled once, and a rename
 * cannot leave a stale copy that silently stops refreshing a screen.
 */
export const sharedKeys = {
  /** Every tender query (features/tenders); interest decisions refresh them, tender addenda live under it. */
  tenders: ['tenders'] as const,
  /** A tender's addenda (features/clarifications), under the tenders' key so a tender edit refetches them. */
  tenderAddenda: (tenderId: string) => ['tenders', 'addenda', tenderId] as const,
  /** Every purchase request query (features/purchase-requests); a tender made from one refreshes them. */
  purchaseRequests: ['purchase-requests'] as const,
  /** One purchase request, also read by the tender form made from it. */
  purchaseRequest: (id: string) => ['purchase-requests', 'details', id] as const,
  /** The caller's role and permissions (features/auth), read by the shell and by screens that adapt. */
  permissions: ['auth', 'permissions'] as const,
  /** The signed-in admin's profile: the header's card and the Profile screen share it. */
  profile: ['auth', 'profile'] as const,
  /** The signed-in supplier's registration: the supplier shell, Company Profile and RFQ screens share it. */
  companyProfile: ['companyProfile'] as const,
  /** The buying organisation and its units (features/organisation); the dashboard asks to complete it. */
  organisation: ['organisation'] as const,
  /** The units of measure master list (features/units); the tender form suggests its codes. */
  unitsOfMeasure: ['units-of-measure'] as const,
  /** Every award query (features/awards); an award from the auction's result refreshes them. */
  awards: ['awards'] as const,
};
