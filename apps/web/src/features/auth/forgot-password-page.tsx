import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle, IconInfoCircle, IconMailCheck } from '@tabler/icons-react';
import { mailMessages } from '@tenderdesk/domain/mail-messages';
import { messages } from '@tenderdesk/domain/messages';
import { forgotPasswordBodySchema } from '@tenderdesk/domain/password-reset';
import { type FormEvent, useState } from 'react';
import { ApiError, errorMessage } from '../../lib/api';
import { AuthCard } from './auth-card';
import { useForgotPassword } from './password-reset-api';

/**
 * /forgot-password (issue 13): asks for an email and always shows the same confirmation, whether
 * or not an account uses it; the emailed link opens /reset-password.
 */
export function ForgotPasswordPage() {
  const request = useForgotPassword();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [answer, setAnswer] = useState<string>(mailMessages.passwordReset.requested);

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
        setAnswer(result.message);
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
  if (sentTo && answer === mailMessages.passwordReset.requestedNoMail) {
    return (
      <AuthCard title="Contact your administrator" intro={`You asked for a reset link for ${sentTo}.`}>
        <Alert color="yellow" icon={<IconInfoCircle size={18} />} role="status" data-testid="reset-requested">
          {answer}
        </Alert>
        <Button variant="default" onClick={() => setSentTo(null)}>
          Use another email
        </Button>
      </AuthCard>
    );
  }

  if (sentTo) {
    return (
      <AuthCard title="Check your email" intro={`You asked for a reset link for ${sentTo}.`}>
        <Alert color="green" icon={<IconMailCheck size={18} />} role="status" data-testid="reset-requested">
          {mailMessages.passwordReset.requested}
        </Alert>
        <Button variant="default" onClick={() => setSentTo(null)}>
          Use another email
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Forgot your password?"
      intro="Enter the email you sign in with. If it belongs to an account, we will email a link to choose a new password."
    >
      {error && (
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
          {error}
        </Alert>
      )}
      <form onSubmit={onSubmit} aria-label="Request a password reset link" noValidate>
        <Stack>
          <TextInput
            label="Email"
            type="email"
            name="email"
            autoComplete="username"
            placeholder="you@company.com"
            required
            value={email}
            error={fieldError}
            onChange={(event) => setEmail(event.currentTarget.value)}
          />
          <Button type="submit" loading={request.isPending} fullWidth size="md">
            Send reset link
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
