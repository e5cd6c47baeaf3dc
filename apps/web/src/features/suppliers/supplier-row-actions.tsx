import { Button, Group } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconEye } from '@tabler/icons-react';
import type { SupplierView } from '@tenderdesk/domain/supplier-list-rules';
import { nextSupplierStatus, type SupplierAction } from '@tenderdesk/domain/supplier-status';
import { supplierActionText } from '@tenderdesk/domain/ui/supplier-lists';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useText } from '../../lib/i18n';
import { PATHS, pathTo } from '../../lib/paths';

type Props = {
  supplier: SupplierView;
  /** The actions this screen offers; each is enabled only while the status allows it. */
  actions: readonly SupplierAction[];
  busy: boolean;
  onActivate: (supplier: SupplierView) => void;
  onInactivate: (supplier: SupplierView) => void;
  withView?: boolean;
  fullWidth?: boolean;
};

/** View, Activate and Inactivate for one supplier, as the list rows and the details page show them. */
export function SupplierRowActions({
  supplier,
  actions,
  busy,
  onActivate,
  onInactivate,
  withView = true,
  fullWidth,
}: Props) {
  const t = useText(supplierActionText);
  const allowed = (action: SupplierAction) => nextSupplierStatus(supplier.status, action) !== null;
  // On a phone three labelled buttons share one row: they grow to fill it and drop their icons.
  const grow = fullWidth ? { style: { flex: 1 }, px: 4 } : {};
  const icon = (node: ReactNode) => (fullWidth ? undefined : node);
  return (
    <Group gap="xs" wrap="nowrap" justify={fullWidth ? 'stretch' : 'flex-end'}>
      {withView && (
        <Button
          component={Link}
          to={pathTo(PATHS.supplierDetails, supplier._id)}
          size="xs"
          variant="default"
          leftSection={icon(<IconEye size={14} />)}
          aria-label={t.viewLabel(supplier.companyName)}
          {...grow}
        >
          {t.view}
        </Button>
      )}
      {actions.includes('activate') && (
        <Button
          size="xs"
          color="green"
          variant="light"
          leftSection={icon(<IconCircleCheck size={14} />)}
          disabled={!allowed('activate') || busy}
          onClick={() => onActivate(supplier)}
          {...grow}
        >
          {t.activate}
        </Button>
      )}
      {actions.includes('inactivate') && (
        <Button
          size="xs"
          color="red"
          variant="light"
          leftSection={icon(<IconCircleX size={14} />)}
          disabled={!allowed('inactivate') || busy}
          onClick={() => onInactivate(supplier)}
          {...grow}
        >
          {t.inactivate}
        </Button>
      )}
    </Group>
  );
}
