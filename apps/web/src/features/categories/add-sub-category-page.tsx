import { Anchor, Box, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconList, IconPlus } from '@tabler/icons-react';
import { subCategoryBodySchema } from '@tenderdesk/domain/categories';
import { messages } from '@tenderdesk/domain/messages';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { Banner, useTimedBanner } from '../../components/timed-banner';
import { MASTER_TABLE_BANNER_MS } from '../../lib/banner-timing';
import { useSchemaForm } from '../../lib/use-schema-form';
import { useAddSubCategory, useCategories } from './api';
import { CategorySelect } from './category-select';

export function AddSubCategoryPage() {
  const categories = useCategories();
  // The category is held as '' until one is picked, which is what the schema reports as not picked.
  const { values, setValues, errors, set, validate, placeError } = useSchemaForm(subCategoryBodySchema, {
    category: '',
    subCategory: '',
  });
  const { banner, show, clear } = useTimedBanner();
  const addSubCategory = useAddSubCategory();
  const noCategories = categories.isSuccess && categories.data.length === 0;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = validate();
    if (!body) return;
    clear();
    addSubCategory.mutate(body, {
      // The category stays picked: sub-categories are usually added several at a time to one category.
      onSuccess: () => {
        show('success', messages.category.subAdded(body.subCategory), MASTER_TABLE_BANNER_MS);
        setValues((current) => ({ ...current, subCategory: '' }));
      },
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
        title="Add Sub Category"
        description="Narrow a category down to what suppliers provide."
        actions={
          <Button
            component={Link}
            to="/listsubCategory"
            variant="default"
            leftSection={<IconList size={16} />}
          >
            All sub categories
          </Button>
        }
      />
      <Stack gap={0}>
        <Banner banner={banner} onClose={clear} />
        <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
          <form onSubmit={onSubmit} noValidate aria-label="Add sub category">
            <Stack>
              <CategorySelect
                label="Category"
                required
                value={values.category || null}
                onChange={(value) => set('category')(value ?? '')}
                error={errors.category}
              />
              {noCategories && (
                <Text size="sm" c="dimmed" mt={-8}>
                  There are no categories yet.{' '}
                  <Anchor component={Link} to="/addCategory" size="sm">
                    Add a category first
                  </Anchor>
                  .
                </Text>
              )}
              <TextInput
                label="Sub category name"
                placeholder="e.g. Switchgear"
                required
                value={values.subCategory}
                onChange={(event) => set('subCategory')(event.currentTarget.value)}
                error={errors.subCategory}
              />
              <Group justify="flex-end">
                <Button
                  type="submit"
                  loading={addSubCategory.isPending}
                  leftSection={<IconPlus size={16} />}
                  w={{ base: '100%', xs: 'auto' }}
                >
                  Add Sub Category
                </Button>
              </Group>
            </Stack>
          </form>
        </Paper>
      </Stack>
    </Box>
  );
}
