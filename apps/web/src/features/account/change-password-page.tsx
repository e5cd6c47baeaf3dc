import { PasswordInput } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { changePasswordBodySchema } from '@tenderdesk/domain/account';
import { MIN_PASSWORD_LENGTH } from '@tenderdesk/domain/auth';
import { messages } from '@tenderdesk/domain/messages';
import { FormPage } from '../../components/form-page';
import { useTimedBanner } from '../../components/timed-banner';
import { ACCOUNT_BANNER_MS } from '../../lib/banner-timing';
import { useSchemaForm } from '../../lib/use-schema-form';
import { useChangePassword } from './api';

const EMPTY = { oldPassword: '', newPassword: '', confirmPassword: '' };

/** Admins, sub-admins and suppliers all change their own password here, inside their own shell. */
export function ChangePasswordPage() {
  const { values, errors, set, submitWith, reportErrorTo, reset } = useSchemaForm(
    changePasswordBodySchema,
    EMPTY,
  );
  const { banner, show, clear } = useTimedBanner();
  const changePassword = useChangePassword();

  // Spec section 5: the mismatch is reported while typing, not only on submit.
  const mismatch =
    values.confirmPassword !== '' && values.confirmPassword !== values.newPassword
      ? messages.password.mismatch
      : undefined;

  const onSubmit = submitWith((body) => {
    clear();
    changePassword.mutate(body, {
      onSuccess: () => {
        show('success', messages.password.changed, ACCOUNT_BANNER_MS);
        reset();
      },
      onError: reportErrorTo((message) => show('error', message, ACCOUNT_BANNER_MS)),
    });
  });

  return (
    <FormPage
      title="Change Password"
      description="Other browsers signed in to your account are signed out once the password changes."
      banner={banner}
      onCloseBanner={clear}
      formLabel="Change password"
      onSubmit={onSubmit}
      submitLabel="Change Password"
      submitIcon={<IconLock size={16} />}
      submitting={changePassword.isPending}
    >
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
    </FormPage>
  );
}
