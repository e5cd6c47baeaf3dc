import { Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { PageHeader } from './page-header';

/** A screen whose behaviour a later issue builds: the shell and title are in place already. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <Paper withBorder p="xl">
        <Stack align="center" gap="xs" py="lg">
          <ThemeIcon size={48} radius="xl" variant="light">
            <IconTools size={26} />
          </ThemeIcon>
          <Text fw={600}>This screen is on its way</Text>
          <Text c="dimmed" size="sm" ta="center" maw={420}>
            {title} is part of an upcoming release of TenderDesk.
          </Text>
        </Stack>
      </Paper>
    </>
  );
}
