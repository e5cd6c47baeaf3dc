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
import { roleLabel } from '@tenderdesk/domain/permissions';
import { PageHeader } from '../../components/page-header';
import { Banner, useTimedBanner } from '../../components/timed-banner';
import { ACCOUNT_BANNER_MS } from '../../lib/banner-timing';
import { useSchemaForm } from '../../lib/use-schema-form';
import { type Profile, useProfile, useUpdateProfile } from './api';

function RoleBadge({ role }: { role: string }) {
  return (
    <Badge variant="light" data-testid="profile-role">
      {roleLabel(role)}
    </Badge>
  );
}

export function ProfilePage() {
  const profile = useProfile();
  const { banner, show, clear } = useTimedBanner();
  return (
    <>
      <PageHeader title="Profile" description="Your name and email as the rest of the team sees them." />
      <Stack maw={920} gap={0}>
        <Banner banner={banner} onClose={clear} />
        {profile.isPending ? (
          <Skeleton h={260} radius="md" />
        ) : profile.isError ? (
          <Alert
            color="red"
            icon={<IconAlertCircle size={18} />}
            role="alert"
            title="Could not load your profile."
          >
            <Button size="xs" variant="light" color="red" mt="xs" onClick={() => profile.refetch()}>
              Try again
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
                onSaved={() => show('success', messages.account.profileUpdated, ACCOUNT_BANNER_MS)}
                onFailed={(message) => show('error', message, ACCOUNT_BANNER_MS)}
              />
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
      <form onSubmit={onSubmit} noValidate aria-label="Profile">
        <Stack>
          <TextInput
            label="Username"
            required
            value={values.username}
            onChange={(event) => set('username')(event.currentTarget.value)}
            error={errors.username}
          />
          <TextInput
            label="Email"
            type="email"
            required
            value={values.email}
            onChange={(event) => set('email')(event.currentTarget.value)}
            error={errors.email}
          />
          <Input.Wrapper label="Role" description="Only the admin can change what an account may open.">
            <Group mt={6}>
              <RoleBadge role={profile.role} />
            </Group>
          </Input.Wrapper>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" disabled={!changed || update.isPending} onClick={() => reset()}>
              Reset
            </Button>
            <Button
              type="submit"
              loading={update.isPending}
              disabled={!changed}
              leftSection={<IconDeviceFloppy size={16} />}
            >
              Save changes
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
