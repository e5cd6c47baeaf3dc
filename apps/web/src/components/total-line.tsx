import { Group, Text } from '@mantine/core';
import type { CSSProperties } from 'react';

/** Figures in columns: tabular digits, never wrapped. */
export const numeric: CSSProperties = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' };

/** One line of a totals block: its label on the left, the amount on the right (bold when `strong`). */
export function TotalLine({
  label,
  value,
  strong,
  testId,
}: {
  label: string;
  value: string;
  strong?: boolean;
  testId?: string;
}) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" fw={strong ? 650 : undefined} c={strong ? undefined : 'dimmed'}>
        {label}
      </Text>
      <Text size={strong ? 'md' : 'sm'} fw={strong ? 700 : 500} style={numeric} data-testid={testId}>
        {value}
      </Text>
    </Group>
  );
}
