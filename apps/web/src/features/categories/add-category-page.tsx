import { Box, Button, Group, Paper, Stack, TextInput } from '@mantine/core';
import { IconList, IconPlus } from '@tabler/icons-react';
import { categoryBodySchema } from '@tenderdesk/domain/categories';
import { messages } from '@tenderdesk/domain/messages';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { Banner, useTimedBanner } from '../../components/timed-banner';
import { MASTER_TABLE_BANNER_MS } from '../../lib/banner-timing';
import { fieldErrorsOf, placeServerError } from '../../lib/form-errors';
import { useAddCategory } from './api';

export function AddCategoryPage() {
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const { banner, show, clear } = useTimedBanner();
  const addCategory = useAddCategory();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = categoryBodySchema.safeParse({ category: name });
    if (!parsed.success) {
      setError(fieldErrorsOf(parsed.error.issues).category);
      return;
    }
    setError(undefined);
    clear();
    addCategory.mutate(parsed.data, {
      onSuccess: () => {
        show('success', messages.category.added(parsed.data.category), MASTER_TABLE_BANNER_MS);
        setName('');
      },
      // The input keeps what was typed, so a duplicate can be corrected rather than retyped.
      onError: (err) => {
        const { field, message } = placeServerError(err, messages.generic.somethingWrong, ['category']);
        if (field) setError(message);
        else show('error', message, MASTER_TABLE_BANNER_MS);
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
                value={name}
                onChange={(event) => setName(event.currentTarget.value)}
                error={error}
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
