import { Group, Text } from '@mantine/core';

export function BrandMark({ size = 30 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true">
      <rect width="32" height="32" rx="7" fill="#1c3d7a" />
      <path d="M9 10h14v3h-5.5v11h-3V13H9z" fill="#fff" />
      <circle cx="23" cy="22" r="3" fill="#f5a524" />
    </svg>
  );
}

export function Brand({ inverted = false }: { inverted?: boolean }) {
  return (
    <Group gap={8} wrap="nowrap">
      <BrandMark />
      <Text fw={750} fz={19} c={inverted ? 'white' : 'navy.9'} style={{ letterSpacing: '-0.01em' }}>
        TenderDesk
      </Text>
    </Group>
  );
}
