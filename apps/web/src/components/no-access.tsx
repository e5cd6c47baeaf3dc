import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { frameText } from '@tenderdesk/domain/ui/frame';
import { Link } from 'react-router';
import { useText } from '../lib/i18n';
import { usePageTitle } from '../lib/page-title';
import { PATHS } from '../lib/paths';

export function NoAccess() {
  const t = useText(frameText).noAccess;
  // Its own tab title (issue 18), not the title of the screen it refuses.
  usePageTitle(t.tabTitle);
  return (
    <Paper withBorder p="xl" maw={560}>
      <Stack gap="sm">
        <Title order={1} fz={{ base: 20, sm: 22 }}>
          {t.title}
        </Title>
        <Text c="dimmed">{t.text}</Text>
        <Button component={Link} to={PATHS.dashboard} variant="light" w="fit-content">
          {t.toDashboard}
        </Button>
      </Stack>
    </Paper>
  );
}
