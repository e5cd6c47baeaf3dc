import { Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

const wrap = { overflowWrap: 'anywhere' } as const;

/**
 * The top of most cards: a title with a dimmed line below it, and something short on the right
 * (a badge, an amount) when given.
 */
export function CardHeading({
  title,
  subtitle,
  aside,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  aside?: ReactNode;
}) {
  const heading = (
    <Stack gap={0} style={{ minWidth: 0 }}>
      <Text size="sm" fw={600} style={wrap}>
        {title}
      </Text>
      {subtitle !== undefined && (
        <Text size="xs" c="dimmed" style={wrap}>
          {subtitle}
        </Text>
      )}
    </Stack>
  );
  if (aside === undefined) return heading;
  return (
    <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
      {heading}
      {aside}
    </Group>
  );
}
