import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle, IconInfoCircle, IconMailCheck } from '@tabler/icons-react';
import { inLocale } from '@tenderdesk/domain/i18n/catalogue';
import { mailMessages } from '@tenderdesk/domain/mail-messages';
import { messages } from '@tenderdesk/domain/messages';
import { forgotPasswordBodySchema } from '@tenderdesk/domain/password-reset';
import { loginText } from '@tenderdesk/domain/ui/login';
import { passwordResetText } from '@tenderdesk/domain/ui/password-reset';
import { type FormEvent, useState } from 'react';
import { ApiError, errorMessage } from '../../lib/api';
import { currentLocale, localised, useLocale, useText } from '../../lib/i18n';
import { AuthCard } from './auth-card';
import { useForgotPassword } from './password-reset-api';

/** Whether the server's answer says it has no mail to send (in English, or in the language asked in). */
function saysNoMail(answer: string): boolean {
  const noMail = mailMessages.passwordReset.requestedNoMail;
  return (
    answer === noMail || answer === inLocale(mailMessages, currentLocale()).passwordReset.requestedNoMail
  );
}

/**
 * /forgot-password (issue 13): asks for an email and always shows the same confirmation, whether
 * or not an account uses it; the emailed link opens /reset-password.
 */
export function ForgotPasswordPage() {
  const request = useForgotPassword();
  const locale = useLocale();
  const t = useText(passwordResetText);
  const login = useText(loginText);
  const mail = useText(mailMessages);
  const [email, setEmail] = useState('');
  // Messages are kept as they came (a schema's English, the server's answer) and shown translated.
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [noMail, setNoMail] = useState(false);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const parsed = forgotPasswordBodySchema.safeParse({ email });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? messages.login.emailInvalid);
      return;
    }
    setFieldError(null);
    request.mutate(parsed.data, {
      onSuccess: (result) => {
        setNoMail(saysNoMail(result.message));
        setSentTo(parsed.data.email);
      },
      onError: (err) => {
        if (err instanceof ApiError && err.status === 0) setError(messages.login.networkError);
        else if (err instanceof ApiError && err.field === 'email') setFieldError(err.message);
        else setError(errorMessage(err, messages.generic.somethingWrong));
      },
    });
  };

  // Without mail the server says so (issue 18): no inbox to check, the administrator can help.
  if (sentTo && noMail) {
    return (
      <AuthCard title={t.contactAdministrator} intro={t.askedFor(sentTo)}>
        <Alert color="yellow" icon={<IconInfoCircle size={18} />} role="status" data-testid="reset-requested">
          {mail.passwordReset.requestedNoMail}
        </Alert>
        <Button variant="default" onClick={() => setSentTo(null)}>
          {t.useAnotherEmail}
        </Button>
      </AuthCard>
    );
  }

  if (sentTo) {
    return (
      <AuthCard title={t.checkEmail} intro={t.askedFor(sentTo)}>
        <Alert color="green" icon={<IconMailCheck size={18} />} role="status" data-testid="reset-requested">
          {mail.passwordReset.requested}
        </Alert>
        <Button variant="default" onClick={() => setSentTo(null)}>
          {t.useAnotherEmail}
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t.forgotTitle} intro={t.forgotIntro}>
      {error && (
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
          {localised(error, locale)}
        </Alert>
      )}
      <form onSubmit={onSubmit} aria-label={t.requestFormLabel} noValidate>
        <Stack>
          <TextInput
            label={login.email}
            type="email"
            name="email"
            autoComplete="username"
            placeholder={login.emailPlaceholder}
            required
            value={email}
            error={fieldError && localised(fieldError, locale)}
            onChange={(event) => setEmail(event.currentTarget.value)}
          />
          <Button type="submit" loading={request.isPending} fullWidth size="md">
            {t.sendLink}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
