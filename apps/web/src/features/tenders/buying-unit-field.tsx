import { Select } from '@mantine/core';
import { tenderFormExtrasText } from '@tenderdesk/domain/ui/tender-form-extras';
import { useText } from '../../lib/i18n';
import { useBuyingUnits } from './api';

/**
 * The buying unit a tender buys for (issue 20), shown only when the organisation has more than
 * one: the default unit is preselected. Choosing the default stores none (''), so the tender
 * follows the organisation's default unit.
 */
export function BuyingUnitField({
  value,
  onChange,
  error,
  disabled,
}: {
  value: string;
  onChange: (buyingUnitId: string) => void;
  error?: string;
  disabled: boolean;
}) {
  const units = useBuyingUnits();
  const t = useText(tenderFormExtrasText);
  const list = units.data ?? [];
  if (list.length <= 1 && !error) return null;
  const fallback = list.find((unit) => unit.isDefault)?._id ?? null;
  return (
    <Select
      id="tender-buyingUnitId"
      label={t.buyingUnit}
      description={t.buyingUnitHint}
      data={list.map((unit) => ({
        value: unit._id,
        label: `${unit.name} (${unit.stateName})${unit.isDefault ? t.defaultUnit : ''}`,
      }))}
      value={value || fallback}
      onChange={(picked) => onChange(picked && picked !== fallback ? picked : '')}
      allowDeselect={false}
      error={error}
      disabled={disabled}
    />
  );
}
