import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { homePathForRole } from '@tenderdesk/domain/permissions';
import { frameText } from '@tenderdesk/domain/ui/frame';
import { Link } from 'react-router';
import { useText } from '../lib/i18n';
import { getSession } from '../lib/session';

export function NotFoundPage() {
  const home = homePathForRole(getSession()?.role);
  const t = useText(frameText).notFound;
  return (
    <Center component="main" mih="100vh" p="md">
      <Stack align="center" gap="sm">
        <Title order={1} c="navy.9">
          {t.title}
        </Title>
        <Text c="dimmed" ta="center">
          {t.text}
        </Text>
        <Button component={Link} to={home}>
          {home === '/' ? t.toLogin : t.toHome}
        </Button>
      </Stack>
    </Center>
  );
}
