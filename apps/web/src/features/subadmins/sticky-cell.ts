import type { CSSProperties } from 'react';

/** Keeps the sub-admin's name in view while the eight permission columns scroll on a phone. */
export const STICKY_CELL: CSSProperties = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  background: 'var(--mantine-color-body)',
  boxShadow: 'inset -1px 0 0 var(--mantine-color-gray-2)',
  minWidth: 150,
};
