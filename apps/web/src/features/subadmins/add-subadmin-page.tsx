import { Anchor, Box, Button, Group, Paper, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { IconList, IconUserPlus } from '@tabler/icons-react';
import { MIN_PASSWORD_LENGTH } from '@tenderdesk/domain/auth';
import { messages } from '@tenderdesk/domain/messages';
import { subAdminCreateBodySchema } from '@tenderdesk/domain/subadmins';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { Banner, useTimedBanner } from '../../components/timed-banner';
import { SUBADMIN_BANNER_MS } from '../../lib/banner-timing';
import { getSession } from '../../lib/session';
import { useSchemaForm } from '../../lib/use-schema-form';
import { useAddSubAdmin } from './api';

const EMPTY = { username: '', email: '', password: '' };

export function AddSubAdminPage() {
  const { values, errors, set, validate, placeError, reset } = useSchemaForm(subAdminCreateBodySchema, EMPTY);
  const { banner, show, clear } = useTimedBanner();
  const addSubAdmin = useAddSubAdmin();
  const isAdmin = getSession()?.role === 'admin';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = validate();
    if (!body) return;
    clear();
    addSubAdmin.mutate(body, {
      onSuccess: () => {
        show('success', messages.subadmin.added(body.username), SUBADMIN_BANNER_MS);
        reset();
      },
      onError: (err) => {
        const message = placeError(err, messages.generic.somethingWrong);
        if (message !== null) show('error', message, SUBADMIN_BANNER_MS);
      },
    });
  };

  return (
    // Header and form share one width, so the header's action lines up with the form's edge.
    <Box maw={640}>
      <PageHeader
        title="Add Sub Admin"
        description="Sub-admins see only the sections granted to them."
        actions={
          <Button component={Link} to="/listSubadmin" variant="default" leftSection={<IconList size={16} />}>
            All sub admins
          </Button>
        }
      />
      <Stack gap={0}>
        <Banner banner={banner} onClose={clear} />
        <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
          <form onSubmit={onSubmit} noValidate aria-label="Add sub admin">
            <Stack>
              <TextInput
                label="Username"
                placeholder="e.g. Anita Rao"
                required
                autoComplete="off"
                value={values.username}
                onChange={(event) => set('username')(event.currentTarget.value)}
                error={errors.username}
              />
              <TextInput
                label="Email"
                type="email"
                placeholder="name@company.com"
                required
                autoComplete="off"
                value={values.email}
                onChange={(event) => set('email')(event.currentTarget.value)}
                error={errors.email}
              />
              <PasswordInput
                label="Password"
                description={`At least ${MIN_PASSWORD_LENGTH} characters. Share it with the sub-admin privately.`}
                required
                autoComplete="new-password"
                value={values.password}
                onChange={(event) => set('password')(event.currentTarget.value)}
                error={errors.password}
              />
              <Text size="sm" c="dimmed">
                A new sub-admin starts with no permissions.{' '}
                {isAdmin && (
                  <>
                    Grant them on the{' '}
                    <Anchor component={Link} to="/role" size="sm">
                      Role page
                    </Anchor>
                    .
                  </>
                )}
              </Text>
              <Group justify="flex-end">
                <Button
                  type="submit"
                  loading={addSubAdmin.isPending}
                  leftSection={<IconUserPlus size={16} />}
                  w={{ base: '100%', xs: 'auto' }}
                >
                  Add Sub Admin
                </Button>
              </Group>
            </Stack>
          </form>
        </Paper>
      </Stack>
    </Box>
  );
}
