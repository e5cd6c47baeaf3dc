import {
  Alert,
  Button,
  EmptyState,
  type MantineRadius,
  type MantineSpacing,
  Skeleton,
  Stack,
  type StackProps,
} from '@mantine/core';
import { IconAlertCircle, IconSearch } from '@tabler/icons-react';
import { listText } from '@tenderdesk/domain/ui/list';
import type { ReactNode } from 'react';
import { useText } from '../lib/i18n';

/**
 * A screen's or a panel's placeholder while it loads: skeletons of the given heights (after any
 * `children`, such as the screen's heading), announced to assistive technology as "Loading" and busy.
 * Every loading placeholder is one of these, so none is a nameless or role-less block to axe.
 */
export function LoadingBlock({
  heights = [],
  gap = 'sm',
  radius,
  children,
  ...rest
}: Omit<StackProps, 'gap' | 'children'> & {
  heights?: readonly number[];
  gap?: MantineSpacing;
  radius?: MantineRadius;
  children?: ReactNode;
  'data-testid'?: string;
}) {
  const t = useText(listText);
  return (
    <Stack gap={gap} role="status" aria-busy="true" aria-label={t.loading} {...rest}>
      {children}
      {heights.map((height, row) => (
        <Skeleton key={row} h={height} radius={radius} />
      ))}
    </Stack>
  );
}

/** Placeholder rows while a list loads, so the page does not jump when it arrives. */
export function ListLoading() {
  return <LoadingBlock gap="xs" heights={[38, 38, 38, 38, 38]} radius="sm" data-testid="list-loading" />;
}

/** The spec's lists only log load errors; an officer needs to see them and be able to try again. */
export function ListLoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useText(listText);
  return (
    <Alert
      color="red"
      icon={<IconAlertCircle size={18} />}
      role="alert"
      title={message}
      data-testid="list-error"
    >
      <Button size="xs" variant="light" color="red" mt="xs" onClick={onRetry}>
        {t.tryAgain}
      </Button>
    </Alert>
  );
}

/** Nothing to show: either the table is empty (say what to do) or the search matched nothing. */
export function ListEmpty({
  query,
  icon,
  title,
  description,
  noMatch,
  action,
}: {
  query: string;
  icon: ReactNode;
  title: string;
  description?: string;
  /** The title when a search matched nothing ('Nothing matches "…"' unless given). */
  noMatch?: (query: string) => string;
  action?: ReactNode;
}) {
  const t = useText(listText);
  if (query.trim()) {
    return (
      <EmptyState
        py="xl"
        icon={<IconSearch size={28} />}
        withIndicatorBackground
        title={(noMatch ?? t.noMatch)(query.trim())}
        description={t.checkSpelling}
        data-testid="list-empty"
      />
    );
  }
  return (
    <EmptyState
      py="xl"
      icon={icon}
      variant="light"
      title={title}
      description={description}
      data-testid="list-empty"
    >
      {action && <EmptyState.Actions>{action}</EmptyState.Actions>}
    </EmptyState>
  );
}
