import { Anchor, Box, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconList, IconPlus } from '@tabler/icons-react';
import { subCategoryBodySchema } from '@tenderdesk/domain/categories';
import { messages } from '@tenderdesk/domain/messages';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { Banner, useTimedBanner } from '../../components/timed-banner';
import { MASTER_TABLE_BANNER_MS } from '../../lib/banner-timing';
import { type FieldErrors, fieldErrorsOf, placeServerError } from '../../lib/form-errors';
import { useAddSubCategory, useCategories } from './api';
import { CategorySelect } from './category-select';

export function AddSubCategoryPage() {
  const categories = useCategories();
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const { banner, show, clear } = useTimedBanner();
  const addSubCategory = useAddSubCategory();
  const noCategories = categories.isSuccess && categories.data.length === 0;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = subCategoryBodySchema.safeParse({ category: categoryId ?? '', subCategory: name });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error.issues));
      return;
    }
    setErrors({});
    clear();
    addSubCategory.mutate(parsed.data, {
      // The category stays picked: sub-categories are usually added several at a time to one category.
      onSuccess: () => {
        show('success', messages.category.subAdded(parsed.data.subCategory), MASTER_TABLE_BANNER_MS);
        setName('');
      },
      onError: (err) => {
        const { field, message } = placeServerError(err, messages.generic.somethingWrong, [
          'category',
          'subCategory',
        ]);
        if (field) setErrors({ [field]: message });
        else show('error', message, MASTER_TABLE_BANNER_MS);
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
                value={categoryId}
                onChange={(value) => {
                  setCategoryId(value);
                  setErrors((current) => ({ ...current, category: undefined }));
                }}
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
                value={name}
                onChange={(event) => setName(event.currentTarget.value)}
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
