import { NavLink } from '@mantine/core';
import { type ReactNode, useEffect, useId, useState } from 'react';

type SidebarGroupProps = {
  label: string;
  icon: ReactNode;
  /** Opens the group; it also opens by itself when one of its screens becomes the current one. */
  containsActive: boolean;
  defaultOpened?: boolean;
  children: ReactNode;
  'data-testid'?: string;
};

/**
 * A sidebar group that opens and closes its links. It is a real button, so Tab reaches it,
 * Enter and Space toggle it, and a screen reader hears whether it is expanded and what it controls.
 */
export function SidebarGroup({
  label,
  icon,
  containsActive,
  defaultOpened,
  children,
  'data-testid': testId,
}: SidebarGroupProps) {
  const [opened, setOpened] = useState(defaultOpened ?? containsActive);
  const id = useId();
  useEffect(() => {
    if (containsActive) setOpened(true);
  }, [containsActive]);
  return (
    <NavLink
      component="button"
      type="button"
      label={label}
      leftSection={icon}
      childrenOffset={28}
      opened={opened}
      onChange={setOpened}
      aria-expanded={opened}
      aria-controls={id}
      attributes={{ collapse: { id, role: 'group', 'aria-label': label } }}
      data-testid={testId}
    >
      {children}
    </NavLink>
  );
}
