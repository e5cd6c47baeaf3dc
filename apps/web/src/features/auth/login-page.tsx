import {
  Alert,
  Anchor,
  Box,
  Button,
  Group,
  Paper,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconChecklist, IconLock, IconScale } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { messages } from '@tenderdesk/domain/messages';
import { type FormEvent, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Brand } from '../../components/brand';
import { ApiError } from '../../lib/api';
import { PATHS } from '../../lib/paths';
import { getSession, saveSession } from '../../lib/session';
import { useLogin } from './api';
import { returnPathAfterLogin } from './return-path';

const HIGHLIGHTS = [
  {
    icon: IconChecklist,
    title: 'Tenders end to end',
    text: 'Publish RFQs, approve interest, compare quotations.',
  },
  { icon: IconScale, title: 'Exact with money', text: 'Every total recomputed on the server, to the paisa.' },
  { icon: IconLock, title: 'Strict access', text: 'Each role sees exactly what it is allowed to see.' },
];

export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  const session = getSession();
  // Signed in (just now, or in another tab): on to the screen asked for, or the home page.
  if (session)
    return <Navigate to={returnPathAfterLogin(location.state, session.role, params.get('from'))} replace />;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    login.mutate(
      { email, password },
      {
        onSuccess: (data) => {
          saveSession(data.token, data.role);
          queryClient.clear();
          // Back to the screen that was asked for while logged out, or the role's home page.
          navigate(returnPathAfterLogin(location.state, data.role, params.get('from')), { replace: true });
        },
        onError: (err) => {
          if (err instanceof ApiError && err.status === 0) setError(messages.login.networkError);
          else setError(err instanceof ApiError && err.message ? err.message : messages.login.failed);
        },
      },
    );
  };

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing={0} mih="100vh">
      <Box
        component="aside"
        aria-label="About TenderDesk"
        visibleFrom="md"
        p={56}
        style={{
          background: 'linear-gradient(150deg, #132a55 0%, #1c3d7a 55%, #2a55a2 100%)',
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
        }}
      >
        <Brand inverted />
        <Stack gap="xl" maw={440}>
          <Text c="white" fz={38} fw={650} lh={1.15}>
            Procurement your suppliers can trust.
          </Text>
          {HIGHLIGHTS.map(({ icon: Icon, title, text }) => (
            <Group key={title} wrap="nowrap" align="flex-start">
              <ThemeIcon size={40} radius="md" color="yellow.5" variant="light">
                <Icon size={22} />
              </ThemeIcon>
              <Stack gap={2}>
                <Text c="white" fw={650}>
                  {title}
                </Text>
                <Text c="navy.1" size="sm">
                  {text}
                </Text>
              </Stack>
            </Group>
          ))}
        </Stack>
        <Text c="navy.2" size="xs">
          TenderDesk · open-source tender and supplier portal
        </Text>
      </Box>

      <Box
        component="main"
        p={{ base: 'md', sm: 48 }}
        style={{ display: 'flex', alignItems: 'center', justifyContent: 'center' }}
      >
        <Stack w="100%" maw={420} gap="lg">
          <Box hiddenFrom="md">
            <Brand />
          </Box>
          <Stack gap={4}>
            <Title order={1} fz={{ base: 24, sm: 28 }}>
              Sign in
            </Title>
            <Text c="dimmed" size="sm">
              Buyers and registered suppliers sign in here.
            </Text>
          </Stack>
          {params.get('expired') && !error && (
            <Alert color="yellow" icon={<IconAlertCircle size={18} />}>
              Your session has ended. Please sign in again.
            </Alert>
          )}
          {error && (
            <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" data-testid="login-error">
              {error}
            </Alert>
          )}
          <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }}>
            <form onSubmit={onSubmit} aria-label="Login">
              <Stack>
                <TextInput
                  label="Email"
                  type="email"
                  name="email"
                  autoComplete="username"
                  placeholder="you@company.com"
                  required
                  value={email}
                  onChange={(event) => setEmail(event.currentTarget.value)}
                />
                <PasswordInput
                  label="Password"
                  name="password"
                  autoComplete="current-password"
                  required
                  value={password}
                  onChange={(event) => setPassword(event.currentTarget.value)}
                />
                <Group justify="flex-end">
                  <Anchor component={Link} to={PATHS.forgotPassword} size="sm">
                    Forgot password?
                  </Anchor>
                </Group>
                <Button type="submit" loading={login.isPending} fullWidth size="md">
                  Login
                </Button>
              </Stack>
            </form>
          </Paper>
          <Text ta="center" size="sm" c="dimmed">
            New supplier?{' '}
            <Anchor component={Link} to={PATHS.supplierRegistration} fw={600}>
              Sign Up
            </Anchor>
          </Text>
        </Stack>
      </Box>
    </SimpleGrid>
  );
}
