import { Alert, Button, Grid, Group, Select, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { REGISTRATION_LABELS } from '@tenderdesk/domain/supplier-registration';
import { registrationText } from '@tenderdesk/domain/ui/registration';
import { useMemo } from 'react';
import { localised, useLocale, useText } from '../../lib/i18n';
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
  const t = useText(registrationText).product;
  const labels = useText(REGISTRATION_LABELS);
  const locale = useLocale();
  const shownError = (error: string | undefined) =>
    error === undefined ? undefined : localised(error, locale);

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
      <FormSection title={t.section} description={t.description}>
        {failed && (
          <Alert color="red" icon={<IconAlertCircle size={18} />}>
            <Group justify="space-between" gap="xs">
              {t.categoriesFailed}
              <Button
                size="xs"
                variant="white"
                color="red"
                onClick={() => {
                  void categories.refetch();
                  void subCategories.refetch();
                }}
              >
                {t.tryAgain}
              </Button>
            </Group>
          </Alert>
        )}
        <Grid gap="md">
          <Grid.Col span={half}>
            <Select
              id={fieldId('category')}
              label={labels.category}
              withAsterisk
              placeholder={categories.isPending ? t.loadingCategories : t.selectCategory}
              data={categoryOptions}
              searchable
              nothingFoundMessage={t.noCategory}
              value={category || null}
              onChange={(value) => form.setText('category', value ?? '')}
              error={shownError(form.errors.category)}
              comboboxProps={{ withinPortal: true }}
            />
          </Grid.Col>
          <Grid.Col span={half}>
            <Select
              id={fieldId('subCategory')}
              label={labels.subCategory}
              withAsterisk
              placeholder={category ? t.selectSubCategory : t.selectCategoryFirst}
              data={subCategoryOptions}
              searchable
              nothingFoundMessage={t.noSubCategory}
              disabled={!category}
              value={form.values.subCategory || null}
              onChange={(value) => form.setText('subCategory', value ?? '')}
              error={shownError(form.errors.subCategory)}
            />
          </Grid.Col>
        </Grid>
      </FormSection>
      <RegistrationSummary form={form} />
    </Stack>
  );
}
