import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { homePathForRole } from '@tenderdesk/domain/permissions';
import { Link } from 'react-router';
import { getSession } from '../lib/session';

export function NotFoundPage() {
  const home = homePathForRole(getSession()?.role);
  return (
    <Center component="main" mih="100vh" p="md">
      <Stack align="center" gap="sm">
        <Title order={1} c="navy.9">
          Page not found
        </Title>
        <Text c="dimmed" ta="center">
          The address you opened does not match any TenderDesk screen.
        </Text>
        <Button component={Link} to={home}>
          {home === '/' ? 'Go to login' : 'Go to my home page'}
        </Button>
      </Stack>
    </Center>
  );
}
