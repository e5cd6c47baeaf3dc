import { Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { frameText } from '@tenderdesk/domain/ui/frame';
import { useText } from '../lib/i18n';
import { useTitleText } from '../lib/page-title';
import { PageHeader } from './page-header';

/** A screen whose behaviour a later issue builds: the shell and title are in place already. */
export function PlaceholderPage({ title }: { title: string }) {
  const t = useText(frameText).placeholder;
  const shown = useTitleText()(title);
  return (
    <>
      <PageHeader title={shown} />
      <Paper withBorder p="xl">
        <Stack align="center" gap="xs" py="lg">
          <ThemeIcon size={48} radius="xl" variant="light">
            <IconTools size={26} />
          </ThemeIcon>
          <Text fw={600}>{t.title}</Text>
          <Text c="dimmed" size="sm" ta="center" maw={420}>
            {t.text(shown)}
          </Text>
        </Stack>
      </Paper>
    </>
  );
}
