import { Anchor, Box, Container, Group, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { registrationText } from '@tenderdesk/domain/ui/registration';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Brand } from '../../components/brand';
import { useText } from '../../lib/i18n';
import { PATHS } from '../../lib/paths';

/** The public registration screen's own frame: the brand, a way back to login, and the form. */
export function RegistrationLayout({ children }: { children: ReactNode }) {
  const t = useText(registrationText).layout;
  return (
    <Box mih="100vh">
      <Box
        component="header"
        bg="white"
        px="md"
        py="sm"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
      >
        <Container size="md" px={0}>
          <Group justify="space-between" wrap="nowrap">
            <Brand />
            <Anchor component={Link} to={PATHS.login} size="sm" fw={600}>
              <Group gap={4} wrap="nowrap">
                <IconArrowLeft size={16} />
                <span>{t.backToLogin}</span>
              </Group>
            </Anchor>
          </Group>
        </Container>
      </Box>
      <Box component="main">
        <Box
          style={{ background: 'linear-gradient(150deg, #132a55 0%, #1c3d7a 55%, #2a55a2 100%)' }}
          pt={{ base: 'lg', sm: 40 }}
          pb={{ base: 64, sm: 96 }}
          px="md"
        >
          <Container size="md" px={0}>
            <Text c="yellow.4" fw={700} size="xs" tt="uppercase" style={{ letterSpacing: '0.08em' }}>
              {t.eyebrow}
            </Text>
            <Title order={1} c="white" fw={700} fz={{ base: 24, sm: 32 }} lh={1.2} mt={4}>
              {t.title}
            </Title>
            <Text c="navy.1" size="sm" mt={6} maw={560}>
              {t.intro}
            </Text>
          </Container>
        </Box>
        <Container size="md" px={{ base: 'xs', sm: 'md' }} mt={{ base: -48, sm: -72 }} pb="xl">
          {children}
        </Container>
      </Box>
    </Box>
  );
}
