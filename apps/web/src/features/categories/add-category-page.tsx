import { Box, Button, Group, Paper, Stack, TextInput } from '@mantine/core';
import { IconList, IconPlus } from '@tabler/icons-react';
import { categoryBodySchema } from '@tenderdesk/domain/categories';
import { messages } from '@tenderdesk/domain/messages';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { Banner, useTimedBanner } from '../../components/timed-banner';
import { MASTER_TABLE_BANNER_MS } from '../../lib/banner-timing';
import { useSchemaForm } from '../../lib/use-schema-form';
import { useAddCategory } from './api';

export function AddCategoryPage() {
  const { values, set, errors, validate, placeError, reset } = useSchemaForm(categoryBodySchema, {
    category: '',
  });
  const { banner, show, clear } = useTimedBanner();
  const addCategory = useAddCategory();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = validate();
    if (!body) return;
    clear();
    addCategory.mutate(body, {
      onSuccess: () => {
        show('success', messages.category.added(body.category), MASTER_TABLE_BANNER_MS);
        reset();
      },
      // The input keeps what was typed, so a duplicate can be corrected rather than retyped.
      onError: (err) => {
        const message = placeError(err, messages.generic.somethingWrong);
        if (message !== null) show('error', message, MASTER_TABLE_BANNER_MS);
      },
    });
  };

  return (
    // Header and form share one width, so the header's action lines up with the form's edge.
    <Box maw={640}>
      <PageHeader
        title="Add Category"
        description="Tenders and suppliers are filed under categories."
        actions={
          <Button component={Link} to="/listCategory" variant="default" leftSection={<IconList size={16} />}>
            All categories
          </Button>
        }
      />
      <Stack gap={0}>
        <Banner banner={banner} onClose={clear} />
        <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
          <form onSubmit={onSubmit} noValidate aria-label="Add category">
            <Stack>
              <TextInput
                label="Category name"
                placeholder="e.g. Electrical Equipment"
                required
                value={values.category}
                onChange={(event) => set('category')(event.currentTarget.value)}
                error={errors.category}
                autoFocus
              />
              <Group justify="flex-end">
                <Button
                  type="submit"
                  loading={addCategory.isPending}
                  leftSection={<IconPlus size={16} />}
                  w={{ base: '100%', xs: 'auto' }}
                >
                  Add Category
                </Button>
              </Group>
            </Stack>
          </form>
        </Paper>
      </Stack>
    </Box>
  );
}
