import {
  Alert,
  Avatar,
  Badge,
  Button,
  Grid,
  Group,
  Input,
  Paper,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconAlertCircle, IconDeviceFloppy } from '@tabler/icons-react';
import { profileBodySchema } from '@tenderdesk/domain/account';
import { messages } from '@tenderdesk/domain/messages';
import type { Role } from '@tenderdesk/domain/permissions';
import { commonText } from '@tenderdesk/domain/ui/common';
import { profileText } from '@tenderdesk/domain/ui/profile';
import { LanguageCard } from '../../components/language-card';
import { PageHeader } from '../../components/page-header';
import { Banner, useTimedBanner } from '../../components/timed-banner';
import { ACCOUNT_BANNER_MS } from '../../lib/banner-timing';
import { useText } from '../../lib/i18n';
import { useSchemaForm } from '../../lib/use-schema-form';
import { type Profile, useProfile, useUpdateProfile } from './api';

function RoleBadge({ role }: { role: string }) {
  const c = useText(commonText);
  return (
    <Badge variant="light" data-testid="profile-role">
      {Object.hasOwn(c.role, role) ? c.role[role as Role] : role}
    </Badge>
  );
}

export function ProfilePage() {
  const profile = useProfile();
  const { banner, show, clear } = useTimedBanner();
  const t = useText(profileText);
  const m = useText(messages);
  return (
    <>
      <PageHeader title={t.title} description={t.description} />
      <Stack maw={920} gap={0}>
        <Banner banner={banner} onClose={clear} />
        {profile.isPending ? (
          <Skeleton h={260} radius="md" />
        ) : profile.isError ? (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" title={t.loadFailed}>
            <Button size="xs" variant="light" color="red" mt="xs" onClick={() => profile.refetch()}>
              {t.tryAgain}
            </Button>
          </Alert>
        ) : (
          <Grid gap="md">
            <Grid.Col span={{ base: 12, md: 4 }}>
              <ProfileSummary profile={profile.data} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 8 }}>
              <ProfileForm
                profile={profile.data}
                onSaved={() => show('success', m.account.profileUpdated, ACCOUNT_BANNER_MS)}
                onFailed={(message) => show('error', message, ACCOUNT_BANNER_MS)}
              />
              <LanguageCard />
            </Grid.Col>
          </Grid>
        )}
      </Stack>
    </>
  );
}

function ProfileSummary({ profile }: { profile: Profile }) {
  return (
    <Paper withBorder p="xl" h="100%">
      <Stack align="center" gap={6} ta="center">
        <Avatar color="navy" radius="xl" size={72}>
          {profile.username.charAt(0).toUpperCase()}
        </Avatar>
        <Text fw={650} size="lg" mt="xs" style={{ wordBreak: 'break-word' }}>
          {profile.username}
        </Text>
        <Text size="sm" c="dimmed" style={{ wordBreak: 'break-all' }}>
          {profile.email}
        </Text>
        <RoleBadge role={profile.role} />
      </Stack>
    </Paper>
  );
}

/** Username and email are editable; the role is shown but only the admin's Role page changes access. */
function ProfileForm({
  profile,
  onSaved,
  onFailed,
}: {
  profile: Profile;
  onSaved: () => void;
  onFailed: (message: string) => void;
}) {
  // Seeded from the loaded profile; Reset goes back to the profile as last loaded or saved.
  const { values, setValues, errors, set, submitWith, reportErrorTo, reset } = useSchemaForm(
    profileBodySchema,
    {
      username: profile.username,
      email: profile.email,
    },
  );
  const update = useUpdateProfile();
  const t = useText(profileText);
  const changed = values.username.trim() !== profile.username || values.email.trim() !== profile.email;

  const onSubmit = submitWith((body) =>
    update.mutate(body, {
      onSuccess: ({ profile: saved }) => {
        // The server stores emails in lower case: show what was saved, not what was typed.
        setValues({ username: saved.username, email: saved.email });
        onSaved();
      },
      onError: reportErrorTo(onFailed),
    }),
  );

  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
      <form onSubmit={onSubmit} noValidate aria-label={t.formLabel}>
        <Stack>
          <TextInput
            label={t.username}
            required
            value={values.username}
            onChange={(event) => set('username')(event.currentTarget.value)}
            error={errors.username}
          />
          <TextInput
            label={t.email}
            type="email"
            required
            value={values.email}
            onChange={(event) => set('email')(event.currentTarget.value)}
            error={errors.email}
          />
          <Input.Wrapper label={t.role} description={t.roleHint}>
            <Group mt={6}>
              <RoleBadge role={profile.role} />
            </Group>
          </Input.Wrapper>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" disabled={!changed || update.isPending} onClick={() => reset()}>
              {t.reset}
            </Button>
            <Button
              type="submit"
              loading={update.isPending}
              disabled={!changed}
              leftSection={<IconDeviceFloppy size={16} />}
            >
              {t.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
