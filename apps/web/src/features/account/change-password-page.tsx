import { Box, Button, Group, Paper, PasswordInput, Stack } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { changePasswordBodySchema } from '@tenderdesk/domain/account';
import { MIN_PASSWORD_LENGTH } from '@tenderdesk/domain/auth';
import { messages } from '@tenderdesk/domain/messages';
import type { FormEvent } from 'react';
import { PageHeader } from '../../components/page-header';
import { Banner, useTimedBanner } from '../../components/timed-banner';
import { ACCOUNT_BANNER_MS } from '../../lib/banner-timing';
import { useSchemaForm } from '../../lib/use-schema-form';
import { useChangePassword } from './api';

const EMPTY = { oldPassword: '', newPassword: '', confirmPassword: '' };

/** Admins, sub-admins and suppliers all change their own password here, inside their own shell. */
export function ChangePasswordPage() {
  const { values, errors, set, validate, placeError, reset } = useSchemaForm(changePasswordBodySchema, EMPTY);
  const { banner, show, clear } = useTimedBanner();
  const changePassword = useChangePassword();

  // Spec section 5: the mismatch is reported while typing, not only on submit.
  const mismatch =
    values.confirmPassword !== '' && values.confirmPassword !== values.newPassword
      ? messages.password.mismatch
      : undefined;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = validate();
    if (!body) return;
    clear();
    changePassword.mutate(body, {
      onSuccess: () => {
        show('success', messages.password.changed, ACCOUNT_BANNER_MS);
        reset();
      },
      onError: (err) => {
        const message = placeError(err, messages.generic.somethingWrong);
        if (message !== null) show('error', message, ACCOUNT_BANNER_MS);
      },
    });
  };

  return (
    // Header and form share one width, so the header's action lines up with the form's edge.
    <Box maw={640}>
      <PageHeader
        title="Change Password"
        description="Other browsers signed in to your account are signed out once the password changes."
      />
      <Stack gap={0}>
        <Banner banner={banner} onClose={clear} />
        <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
          <form onSubmit={onSubmit} noValidate aria-label="Change password">
            <Stack>
              <PasswordInput
                label="Old password"
                required
                autoComplete="current-password"
                value={values.oldPassword}
                onChange={(event) => set('oldPassword')(event.currentTarget.value)}
                error={errors.oldPassword}
              />
              <PasswordInput
                label="New password"
                description={`At least ${MIN_PASSWORD_LENGTH} characters.`}
                required
                autoComplete="new-password"
                value={values.newPassword}
                onChange={(event) => set('newPassword')(event.currentTarget.value)}
                error={errors.newPassword}
              />
              <PasswordInput
                label="Confirm new password"
                required
                autoComplete="new-password"
                value={values.confirmPassword}
                onChange={(event) => set('confirmPassword')(event.currentTarget.value)}
                error={errors.confirmPassword ?? mismatch}
              />
              <Group justify="flex-end">
                <Button
                  type="submit"
                  loading={changePassword.isPending}
                  leftSection={<IconLock size={16} />}
                  w={{ base: '100%', xs: 'auto' }}
                >
                  Change Password
                </Button>
              </Group>
            </Stack>
          </form>
        </Paper>
      </Stack>
    </Box>
  );
}
