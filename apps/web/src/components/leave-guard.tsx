import { commonText } from '@tenderdesk/domain/ui/common';
import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { useText } from '../lib/i18n';
import { ConfirmDialog } from './confirm-dialog';

type LeaveGuardProps = {
  /** True while there is input that leaving would lose. */
  when: boolean;
  title: string;
  message: string;
};

/**
 * Asks before leaving a screen with unsaved input: a dialog for links and the browser's Back
 * (React Router's blocker), the browser's own prompt for reloads, closed tabs and typed addresses.
 * Moving within the screen (a change of its query string, such as a wizard's step) is not leaving.
 */
export function LeaveGuard({ when, title, message }: LeaveGuardProps) {
  const t = useText(commonText);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);

  // Nothing left to lose (e.g. the form was sent): let a pending navigation through.
  useEffect(() => {
    if (blocker.state === 'blocked' && !when) blocker.proceed();
  }, [blocker, when]);

  return (
    <ConfirmDialog
      opened={blocker.state === 'blocked'}
      title={title}
      message={message}
      confirmLabel={t.leave}
      cancelLabel={t.stay}
      danger
      backCloses={false}
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}
