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
import { loginMessages } from '@tenderdesk/domain/login-messages';
import { loginText } from '@tenderdesk/domain/ui/login';
import { type FormEvent, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Brand } from '../../components/brand';
import { LanguageSwitch } from '../../components/language-switch';
import { adoptAccountLanguage } from '../../lib/account-language';
import { ApiError } from '../../lib/api';
import { localised, useLocale, useText } from '../../lib/i18n';
import { PATHS } from '../../lib/paths';
import { getSession, saveSession } from '../../lib/session';
import { useLogin } from './api';
import { returnPathAfterLogin } from './return-path';

/** The three points beside the form, as keys of `loginText.highlights`. */
const HIGHLIGHTS = [
  { icon: IconChecklist, title: 'tendersTitle', text: 'tendersText' },
  { icon: IconScale, title: 'moneyTitle', text: 'moneyText' },
  { icon: IconLock, title: 'accessTitle', text: 'accessText' },
] as const;

export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const locale = useLocale();
  const t = useText(loginText);

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
          // The language stored on the account wins; none stored: the one on screen is stored.
          adoptAccountLanguage(data.language, { fresh: true });
          queryClient.clear();
          // Back to the screen that was asked for while logged out, or the role's home page.
          navigate(returnPathAfterLogin(location.state, data.role, params.get('from')), { replace: true });
        },
        onError: (err) => {
          if (err instanceof ApiError && err.status === 0) setError(loginMessages.networkError);
          else setError(err instanceof ApiError && err.message ? err.message : loginMessages.failed);
        },
      },
    );
  };

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing={0} mih="100vh">
      <Box
        component="aside"
        aria-label={t.aboutLabel}
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
            {t.tagline}
          </Text>
          {HIGHLIGHTS.map(({ icon: Icon, title, text }) => (
            <Group key={title} wrap="nowrap" align="flex-start">
              <ThemeIcon size={40} radius="md" color="yellow.5" variant="light">
                <Icon size={22} />
              </ThemeIcon>
              <Stack gap={2}>
                <Text c="white" fw={650}>
                  {t.highlights[title]}
                </Text>
                <Text c="navy.1" size="sm">
                  {t.highlights[text]}
                </Text>
              </Stack>
            </Group>
          ))}
        </Stack>
        <Text c="navy.2" size="xs">
          {t.footer}
        </Text>
      </Box>

      <Box
        component="main"
        p={{ base: 'md', sm: 48 }}
        style={{ display: 'flex', alignItems: 'center', justifyContent: 'center' }}
      >
        <Stack w="100%" maw={420} gap="lg">
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Box hiddenFrom="md">
              <Brand />
            </Box>
            <Box ml="auto">
              <LanguageSwitch />
            </Box>
          </Group>
          <Stack gap={4}>
            <Title order={1} fz={{ base: 24, sm: 28 }}>
              {t.title}
            </Title>
            <Text c="dimmed" size="sm">
              {t.subtitle}
            </Text>
          </Stack>
          {params.get('expired') && !error && (
            <Alert color="yellow" icon={<IconAlertCircle size={18} />}>
              {t.sessionEnded}
            </Alert>
          )}
          {error && (
            <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" data-testid="login-error">
              {localised(error, locale)}
            </Alert>
          )}
          <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }}>
            <form onSubmit={onSubmit} aria-label={t.formLabel}>
              <Stack>
                <TextInput
                  label={t.email}
                  type="email"
                  name="email"
                  autoComplete="username"
                  placeholder={t.emailPlaceholder}
                  required
                  value={email}
                  onChange={(event) => setEmail(event.currentTarget.value)}
                />
                <PasswordInput
                  label={t.password}
                  name="password"
                  autoComplete="current-password"
                  required
                  value={password}
                  onChange={(event) => setPassword(event.currentTarget.value)}
                />
                <Group justify="flex-end">
                  <Anchor component={Link} to={PATHS.forgotPassword} size="sm">
                    {t.forgotPassword}
                  </Anchor>
                </Group>
                <Button type="submit" loading={login.isPending} fullWidth size="md">
                  {t.submit}
                </Button>
              </Stack>
            </form>
          </Paper>
          <Text ta="center" size="sm" c="dimmed">
            {t.newSupplier}{' '}
            <Anchor component={Link} to={PATHS.supplierRegistration} fw={600}>
              {t.signUp}
            </Anchor>
          </Text>
        </Stack>
      </Box>
    </SimpleGrid>
  );
}
