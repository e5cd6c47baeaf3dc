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
import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Modal } from '../../components/modal';
import { errorMessage } from '../../lib/api';
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
  const remove = useDeleteBuyingUnit();
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
      <Stack>
        <Group justify="space-between">
          <Title order={2} size="h4">
            Buying units
          </Title>
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
            Add unit
          </Button>
        </Group>
        {units.length === 0 ? (
          <Text c="dimmed">
            No buying units yet. Add the head office first: it becomes the default buyer.
          </Text>
        ) : (
          units.map((unit) => (
            <Paper key={unit._id} withBorder p="md" radius="md" aria-label={unit.name} component="section">
              <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
                <Stack gap={2} style={{ minWidth: 0, flex: '1 1 260px' }}>
                  <Group gap="xs">
                    <Text fw={650}>{unit.name}</Text>
                    {unit.isDefault && <Badge variant="light">Default</Badge>}
                  </Group>
                  <Text size="sm">
                    {unit.address}, {unit.city} {unit.pincode}, {unit.stateName}
                  </Text>
                  <Text size="sm" c="dimmed">
                    GSTIN: {unit.gstin || 'none'}
                  </Text>
                </Stack>
                <Group gap="xs">
                  <Button
                    size="xs"
                    variant="default"
                    leftSection={<IconPencil size={14} />}
                    onClick={() => setEditing(unit)}
                  >
                    Edit
                  </Button>
                  <Button
                    size="xs"
                    variant="light"
                    color="red"
                    leftSection={<IconTrash size={14} />}
                    onClick={() => setDeleting(unit)}
                  >
                    Delete
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
        title="Delete buying unit"
        message={`Delete "${deleting?.name ?? ''}"? Orders already made keep its details.`}
        confirmLabel="Delete"
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
    <Modal opened onClose={onClose} title={unit ? `Edit ${unit.name}` : 'Add buying unit'} size="lg">
      <form onSubmit={onSubmit} noValidate aria-label="Buying unit">
        <Stack>
          {text('name', 'Unit name', { required: true, 'data-autofocus': true })}
          {text('address', 'Address', { required: true })}
          <Grid>
            <Grid.Col span={{ base: 12, sm: 6 }}>{text('city', 'City', { required: true })}</Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              {text('pincode', 'PIN code', { required: true, inputMode: 'numeric' })}
            </Grid.Col>
          </Grid>
          <Select
            label="State"
            required
            searchable
            data={STATES}
            value={values.stateCode || null}
            onChange={(value) => set('stateCode')(value ?? '')}
            error={errors.stateCode}
          />
          {text('gstin', 'GSTIN', { description: 'Its first two digits are the state code' })}
          <Checkbox
            label="Default buyer (for tenders that name no unit)"
            checked={values.isDefault}
            disabled={first || unit?.isDefault}
            onChange={(event) => set('isDefault')(event.currentTarget.checked)}
            error={errors.isDefault}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              {unit ? 'Save unit' : 'Add unit'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
