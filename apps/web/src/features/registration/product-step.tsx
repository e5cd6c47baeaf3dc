import { Alert, Button, Grid, Group, Select, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { REGISTRATION_LABELS } from '@tenderdesk/domain/supplier-registration';
import { useMemo } from 'react';
import { useRegistrationCategories, useRegistrationSubCategories } from './api';
import { FormSection, fieldId } from './registration-fields';
import { RegistrationSummary } from './registration-summary';
import type { RegistrationForm } from './use-registration-form';

const half = { base: 12, sm: 6 };

/** Step 3, Product Services: the category decides which tenders the supplier will see. */
export function ProductStep({ form }: { form: RegistrationForm }) {
  const categories = useRegistrationCategories();
  const subCategories = useRegistrationSubCategories();
  const category = form.values.category;

  const categoryOptions = useMemo(
    () =>
      (categories.data ?? [])
        .map((item) => ({ value: item._id, label: item.category }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    [categories.data],
  );
  // Only the chosen category's sub-categories (spec section 5).
  const subCategoryOptions = useMemo(
    () =>
      (subCategories.data ?? [])
        .filter((item) => item.categoryId === category)
        .map((item) => ({ value: item._id, label: item.subCategory }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    [subCategories.data, category],
  );
  const failed = categories.isError || subCategories.isError;

  return (
    <Stack gap="lg">
      <FormSection
        title="Product & services"
        description="You will see the tenders published for your category."
      >
        {failed && (
          <Alert color="red" icon={<IconAlertCircle size={18} />}>
            <Group justify="space-between" gap="xs">
              The categories could not be loaded.
              <Button
                size="xs"
                variant="white"
                color="red"
                onClick={() => {
                  void categories.refetch();
                  void subCategories.refetch();
                }}
              >
                Try again
              </Button>
            </Group>
          </Alert>
        )}
        <Grid gap="md">
          <Grid.Col span={half}>
            <Select
              id={fieldId('category')}
              label={REGISTRATION_LABELS.category}
              withAsterisk
              placeholder={categories.isPending ? 'Loading categories…' : 'Select a category'}
              data={categoryOptions}
              searchable
              nothingFoundMessage="No category matches"
              value={category || null}
              onChange={(value) => form.setText('category', value ?? '')}
              error={form.errors.category}
              comboboxProps={{ withinPortal: true }}
            />
          </Grid.Col>
          <Grid.Col span={half}>
            <Select
              id={fieldId('subCategory')}
              label={REGISTRATION_LABELS.subCategory}
              withAsterisk
              placeholder={category ? 'Select a subcategory' : 'Select a category first'}
              data={subCategoryOptions}
              searchable
              nothingFoundMessage="No subcategory matches"
              disabled={!category}
              value={form.values.subCategory || null}
              onChange={(value) => form.setText('subCategory', value ?? '')}
              error={form.errors.subCategory}
            />
          </Grid.Col>
        </Grid>
      </FormSection>
      <RegistrationSummary form={form} />
    </Stack>
  );
}
