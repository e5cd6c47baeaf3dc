import { PasswordInput } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { changePasswordBodySchema } from '@tenderdesk/domain/account';
import { MIN_PASSWORD_LENGTH } from '@tenderdesk/domain/auth';
import { messages } from '@tenderdesk/domain/messages';
import { changePasswordText } from '@tenderdesk/domain/ui/change-password';
import { FormPage } from '../../components/form-page';
import { useTimedBanner } from '../../components/timed-banner';
import { ACCOUNT_BANNER_MS } from '../../lib/banner-timing';
import { useText } from '../../lib/i18n';
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
  const t = useText(changePasswordText);
  const m = useText(messages);

  // Spec section 5: the mismatch is reported while typing, not only on submit.
  const mismatch =
    values.confirmPassword !== '' && values.confirmPassword !== values.newPassword
      ? m.password.mismatch
      : undefined;

  const onSubmit = submitWith((body) => {
    clear();
    changePassword.mutate(body, {
      onSuccess: () => {
        show('success', m.password.changed, ACCOUNT_BANNER_MS);
        reset();
      },
      onError: reportErrorTo((message) => show('error', message, ACCOUNT_BANNER_MS)),
    });
  });

  return (
    <FormPage
      title={t.title}
      description={t.description}
      banner={banner}
      onCloseBanner={clear}
      formLabel={t.formLabel}
      onSubmit={onSubmit}
      submitLabel={t.submit}
      submitIcon={<IconLock size={16} />}
      submitting={changePassword.isPending}
    >
      <PasswordInput
        label={t.oldPassword}
        required
        autoComplete="current-password"
        value={values.oldPassword}
        onChange={(event) => set('oldPassword')(event.currentTarget.value)}
        error={errors.oldPassword}
      />
      <PasswordInput
        label={t.newPassword}
        description={t.newPasswordHint(MIN_PASSWORD_LENGTH)}
        required
        autoComplete="new-password"
        value={values.newPassword}
        onChange={(event) => set('newPassword')(event.currentTarget.value)}
        error={errors.newPassword}
      />
      <PasswordInput
        label={t.confirmPassword}
        required
        autoComplete="new-password"
        value={values.confirmPassword}
        onChange={(event) => set('confirmPassword')(event.currentTarget.value)}
        error={errors.confirmPassword ?? mismatch}
      />
    </FormPage>
  );
}
