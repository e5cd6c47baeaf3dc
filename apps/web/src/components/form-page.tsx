import { Box, Button, Group, Paper, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { PageHeader } from './page-header';
import { Banner, type BannerState } from './timed-banner';

type FormPageProps = {
  title: string;
  description: string;
  /** Header actions, such as a link back to the list. */
  actions?: ReactNode;
  banner: BannerState;
  onCloseBanner: () => void;
  /** The form's accessible name. */
  formLabel: string;
  onSubmit: (event: FormEvent) => void;
  submitLabel: string;
  submitIcon: ReactNode;
  submitting: boolean;
  /** The fields. */
  children: ReactNode;
};

/**
 * The frame of a one-form page: header, banner, then the form in a card with its submit button.
 * Header and form share one width, so the header's action lines up with the form's edge.
 */
export function FormPage({
  title,
  description,
  actions,
  banner,
  onCloseBanner,
  formLabel,
  onSubmit,
  submitLabel,
  submitIcon,
  submitting,
  children,
}: FormPageProps) {
  return (
    <Box maw={640}>
      <PageHeader title={title} description={description} actions={actions} />
      <Stack gap={0}>
        <Banner banner={banner} onClose={onCloseBanner} />
        <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
          <form onSubmit={onSubmit} noValidate aria-label={formLabel}>
            <Stack>
              {children}
              <Group justify="flex-end">
                <Button
                  type="submit"
                  loading={submitting}
                  leftSection={submitIcon}
                  w={{ base: '100%', xs: 'auto' }}
                >
                  {submitLabel}
                </Button>
              </Group>
            </Stack>
          </form>
        </Paper>
      </Stack>
    </Box>
  );
}
