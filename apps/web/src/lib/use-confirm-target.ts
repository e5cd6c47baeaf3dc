import { useState } from 'react';

/**
 * The row a confirmation dialog is about. The row is kept after closing so the dialog's text does
 * not go blank while its closing animation runs.
 */
export function useConfirmTarget<T>() {
  const [target, setTarget] = useState<T | null>(null);
  const [opened, setOpened] = useState(false);
  return {
    target,
    opened,
    ask: (row: T) => {
      setTarget(row);
      setOpened(true);
    },
    close: () => setOpened(false),
  };
}
