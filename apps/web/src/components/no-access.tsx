import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { usePageTitle } from '../lib/page-title';
import { PATHS } from '../lib/paths';

/** Its own tab title (issue 18), not the title of the screen it refuses. */
export const NO_ACCESS_TITLE = 'No access';

export function NoAccess() {
  usePageTitle(NO_ACCESS_TITLE);
  return (
    <Paper withBorder p="xl" maw={560}>
      <Stack gap="sm">
        <Title order={1} fz={{ base: 20, sm: 22 }}>
          You do not have access to this page
        </Title>
        <Text c="dimmed">
          Your account has not been granted the permission for this section. Ask the administrator to grant it
          on the Role page.
        </Text>
        <Button component={Link} to={PATHS.dashboard} variant="light" w="fit-content">
          Back to the dashboard
        </Button>
      </Stack>
    </Paper>
  );
}
