import { Button, type ButtonProps, Text } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { tenderCopyText } from '@tenderdesk/domain/tender-copy-messages';
import { tenderDetailsText } from '@tenderdesk/domain/ui/tenders';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { errorMessage } from '../../lib/api';
import { useText } from '../../lib/i18n';
import { useConfirmTarget } from '../../lib/use-confirm-target';
import { useCopyTender } from './api';
import { editTenderPath } from './edit-path';

/** The tender a copy is asked for: enough to name it in the dialog. */
type Copied = { _id: string; projectCode: string; projectTitle: string };

/** What the new draft's form is handed in the router state: it shows the copy notice (tender-form-page.tsx). */
export type CopiedState = { copiedFrom: string };

/**
 * Copy tender (issue 23): asked first, then the new draft's edit form opens with a notice. A
 * refusal is handed to `onError` (the screen's banner).
 */
export function useCopyTenderAction(onError: (message: string) => void) {
  const navigate = useNavigate();
  const text = useText(tenderCopyText);
  const t = useText(tenderDetailsText);
  const copy = useCopyTender();
  const asking = useConfirmTarget<Copied>();

  const run = () => {
    const tender = asking.target;
    if (!tender) return;
    copy.mutate(tender._id, {
      onSuccess: (response) => {
        asking.close();
        const state: CopiedState = { copiedFrom: tender.projectCode };
        navigate(editTenderPath(response.data._id, true), { state });
      },
      onError: (error) => {
        asking.close();
        onError(errorMessage(error, text.failed));
      },
    });
  };

  const button = (tender: Copied, props: ButtonProps = {}) => (
    <Button
      variant="default"
      leftSection={<IconCopy size={14} />}
      onClick={() => asking.ask(tender)}
      disabled={copy.isPending}
      aria-label={`${text.action} ${tender.projectCode}`}
      {...props}
    >
      {t.copy}
    </Button>
  );

  const dialog = (
    <ConfirmDialog
      opened={asking.opened}
      title={text.title}
      message={
        <>
          {text.body}
          {asking.target && (
            <Text span display="block" mt="xs" c="dimmed" size="sm">
              {asking.target.projectCode} · {asking.target.projectTitle}
            </Text>
          )}
        </>
      }
      confirmLabel={text.confirm}
      loading={copy.isPending}
      onConfirm={run}
      onCancel={asking.close}
    />
  );

  return { button, dialog };
}
