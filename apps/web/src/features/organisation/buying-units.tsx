import {
  Badge,
  Button,
  Checkbox,
  Grid,
  Group,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { GST_STATES } from '@tenderdesk/domain/gst';
import { messages } from '@tenderdesk/domain/messages';
import { type BuyingUnit, buyingUnitSchema } from '@tenderdesk/domain/organisation';
import { organisationUiText } from '@tenderdesk/domain/ui/organisation';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Modal, useLastOpen } from '../../components/modal';
import { errorMessage } from '../../lib/api';
import { useText } from '../../lib/i18n';
import { useSchemaForm } from '../../lib/use-schema-form';
import { useDeleteBuyingUnit, useSaveBuyingUnit } from './api';

const STATES = Object.entries(GST_STATES).map(([code, name]) => ({
  value: code,
  label: `${name} (${code})`,
}));

type Props = { units: BuyingUnit[]; onDone: (message: string) => void; onFailed: (message: string) => void };

/** The buying units, each a card (a handful at most), with add, edit and delete. */
export function BuyingUnits({ units, onDone, onFailed }: Props) {
  const [editing, setEditing] = useState<BuyingUnit | 'new' | null>(null);
  const [deleting, setDeleting] = useState<BuyingUnit | null>(null);
  const shownDeleting = useLastOpen(deleting);
  const remove = useDeleteBuyingUnit();
  const t = useText(organisationUiText).units;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
      <Stack>
        <Group justify="space-between">
          <Title order={2} size="h4">
            {t.title}
          </Title>
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
            {t.add}
          </Button>
        </Group>
        {units.length === 0 ? (
          <Text c="dimmed">{t.none}</Text>
        ) : (
          units.map((unit) => (
            <Paper key={unit._id} withBorder p="md" radius="md" aria-label={unit.name} component="section">
              <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
                <Stack gap={2} style={{ minWidth: 0, flex: '1 1 260px' }}>
                  <Group gap="xs">
                    <Text fw={650}>{unit.name}</Text>
                    {unit.isDefault && <Badge variant="light">{t.default}</Badge>}
                  </Group>
                  <Text size="sm">
                    {unit.address}, {unit.city} {unit.pincode}, {unit.stateName}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {unit.gstin ? t.gstin(unit.gstin) : t.noGstin}
                  </Text>
                </Stack>
                <Group gap="xs">
                  <Button
                    size="xs"
                    variant="default"
                    leftSection={<IconPencil size={14} />}
                    onClick={() => setEditing(unit)}
                  >
                    {t.edit}
                  </Button>
                  <Button
                    size="xs"
                    variant="light"
                    color="red"
                    leftSection={<IconTrash size={14} />}
                    onClick={() => setDeleting(unit)}
                  >
                    {t.delete}
                  </Button>
                </Group>
              </Group>
            </Paper>
          ))
        )}
      </Stack>
      {editing && (
        <UnitDialog
          unit={editing === 'new' ? null : editing}
          first={units.length === 0}
          onClose={() => setEditing(null)}
          onSaved={(message) => {
            setEditing(null);
            onDone(message);
          }}
          onFailed={onFailed}
        />
      )}
      <ConfirmDialog
        opened={deleting !== null}
        title={t.deleteTitle}
        message={t.deleteConfirm(shownDeleting?.name ?? '')}
        confirmLabel={t.delete}
        danger
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting._id, {
            onSuccess: (result) => onDone(result.message),
            onError: (error) => onFailed(errorMessage(error, messages.generic.somethingWrong)),
            onSettled: () => setDeleting(null),
          })
        }
      />
    </Paper>
  );
}

type DialogProps = {
  unit: BuyingUnit | null;
  first: boolean;
  onClose: () => void;
  onSaved: (message: string) => void;
  onFailed: (message: string) => void;
};

function UnitDialog({ unit, first, onClose, onSaved, onFailed }: DialogProps) {
  const { values, errors, set, submitWith, reportErrorTo } = useSchemaForm(buyingUnitSchema, {
    name: unit?.name ?? '',
    address: unit?.address ?? '',
    city: unit?.city ?? '',
    stateCode: unit?.stateCode ?? '',
    pincode: unit?.pincode ?? '',
    gstin: unit?.gstin ?? '',
    isDefault: unit?.isDefault ?? first,
  });
  const save = useSaveBuyingUnit();
  const all = useText(organisationUiText);
  const t = all.units;
  const onSubmit = submitWith((body) =>
    save.mutate(
      { id: unit?._id ?? null, body },
      { onSuccess: (result) => onSaved(result.message), onError: reportErrorTo(onFailed) },
    ),
  );
  type TextField = 'name' | 'address' | 'city' | 'pincode' | 'gstin';
  const text = (field: TextField, label: string, extra: object = {}) => (
    <TextInput
      label={label}
      value={values[field]}
      onChange={(event) => set(field)(event.currentTarget.value)}
      error={errors[field]}
      {...extra}
    />
  );
  return (
    <Modal opened onClose={onClose} title={unit ? t.editTitle(unit.name) : t.addTitle} size="lg">
      <form onSubmit={onSubmit} noValidate aria-label={t.formLabel}>
        <Stack>
          {text('name', t.name, { required: true, 'data-autofocus': true })}
          {text('address', t.address, { required: true })}
          <Grid>
            <Grid.Col span={{ base: 12, sm: 6 }}>{text('city', t.city, { required: true })}</Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              {text('pincode', t.pincode, { required: true, inputMode: 'numeric' })}
            </Grid.Col>
          </Grid>
          <Select
            label={t.state}
            required
            searchable
            data={STATES}
            value={values.stateCode || null}
            onChange={(value) => set('stateCode')(value ?? '')}
            error={errors.stateCode}
          />
          {text('gstin', t.gstinLabel, { description: t.gstinHint })}
          <Checkbox
            label={t.isDefault}
            checked={values.isDefault}
            disabled={first || unit?.isDefault}
            onChange={(event) => set('isDefault')(event.currentTarget.checked)}
            error={errors.isDefault}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {all.cancel}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {unit ? t.save : t.add}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
