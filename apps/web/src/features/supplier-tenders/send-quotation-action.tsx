import { Button, Tooltip } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import type { SupplierTender } from '@tenderdesk/domain/tenders';

const COMING = 'Quotations arrive in a coming release.';

/**
 * The approved list's Actions slot for one tender: Send Quotation. Disabled until quotations are
 * built (the next issue replaces this body with the quotation modal and 'Quotation Sent').
 */
export function SendQuotationAction({ tender, fullWidth }: { tender: SupplierTender; fullWidth?: boolean }) {
  return (
    <Tooltip label={COMING} withArrow events={{ hover: true, focus: true, touch: true }}>
      <Button
        size="xs"
        variant="light"
        leftSection={<IconSend size={14} aria-hidden />}
        // aria-disabled keeps the button focusable, so keyboard users reach the tooltip's reason.
        data-disabled
        aria-disabled="true"
        title={COMING}
        aria-label={`Send Quotation for ${tender.projectName} (${COMING})`}
        onClick={(event) => event.preventDefault()}
        fullWidth={fullWidth}
        data-testid="send-quotation"
      >
        Send Quotation
      </Button>
    </Tooltip>
  );
}
