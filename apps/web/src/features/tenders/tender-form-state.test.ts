import { taxIdentityText } from '@tenderdesk/domain/gst';
import { messages } from '@tenderdesk/domain/messages';
import type { Tender } from '@tenderdesk/domain/tender-rules';
import { describe, expect, it } from 'vitest';
import {
  addFileRow,
  addItem,
  emptyTenderForm,
  fileProgress,
  filledItemCount,
  importItems,
  isTenderFormDirty,
  removeExisting,
  removeFileRow,
  removeItem,
  serverErrorKey,
  setFile,
  type TenderFormState,
  tenderFormData,
  tenderFormFrom,
  updateItem,
} from './tender-form-state';
import { validateTenderForm } from './tender-validation';

const pdf = (name: string, size = 10) => new File([new Uint8Array(size)], name, { type: 'application/pdf' });

function filled(): TenderFormState {
  let state = emptyTenderForm();
  state = {
    ...state,
    fields: {
      projectCode: 'RFQ-1',
      projectName: 'Pumps',
      organisation: 'Water Board',
      projectTitle: 'Pump supply',
      supplyCategory: 'cat-1',
      projectScope: 'Supply\nand install',
      publishingDate: '2026-12-01',
      closingDate: '2026-12-20',
    },
  };
  const first = state.items[0]?.key ?? '';
  for (const [field, value] of Object.entries({
    itemCode: 'P-1',
    itemName: 'Pump',
    partNo: 'X1',
    manufacturer: 'Acme',
    uom: 'Nos',
    qty: '2.5',
  })) {
    state = updateItem(state, first, field as never, value);
  }
  state = setFile(state, 'scopeOfWork', state.files.scopeOfWork[0]?.key ?? '', pdf('scope.pdf'));
  return setFile(state, 'rfq', state.files.rfq[0]?.key ?? '', pdf('rfq.pdf'));
}

const tender: Tender = {
  _id: 't1',
  projectCode: 'RFQ-1',
  projectName: 'Pumps',
  organisation: 'Water Board',
  projectTitle: 'Pump supply',
  supplyCategory: 'Pumps',
  supplyCategoryId: 'cat-1',
  projectScope: 'Scope',
  publishingDate: '2026-12-01',
  closingDate: '2026-12-20',
  status: 'Draft',
  readyToPublish: false,
  sealed: false,
  isClosed: false,
  questionsCloseAt: null,
  latestAddendum: 0,
  items: [
    {
      _id: 'i1',
      itemCode: 'P-1',
      itemName: 'Pump',
      partNo: 'X1',
      manufacturer: 'Acme',
      uom: 'Nos',
      qty: 3,
      hsnSac: '8413',
    },
  ],
  buyingUnitId: null,
  buyingUnit: null,
  scopeOfWork: ['a.pdf', 'b.pdf'],
  rfq: ['c.pdf'],
  scopeOfWorkFiles: [
    { fileName: 'a.pdf', originalName: 'Scope A.pdf', size: 5, contentType: 'application/pdf' },
    { fileName: 'b.pdf', originalName: 'Scope B.pdf', size: 5, contentType: 'application/pdf' },
  ],
  rfqFiles: [{ fileName: 'c.pdf', originalName: 'RFQ.pdf', size: 5, contentType: 'application/pdf' }],
  createdAt: '2026-11-01T00:00:00Z',
  updatedAt: '2026-11-01T00:00:00Z',
  publishedAt: null,
};

describe('tender form rows', () => {
  it('starts with one item row and one file row of each kind (spec section 9)', () => {
    const state = emptyTenderForm();
    expect(state.items).toHaveLength(1);
    expect(state.files.scopeOfWork).toHaveLength(1);
    expect(state.files.rfq).toHaveLength(1);
  });

  it('adds and removes item rows but always keeps one', () => {
    let state = addItem(emptyTenderForm());
    expect(state.items).toHaveLength(2);
    const [first, second] = state.items;
    state = removeItem(state, first?.key ?? '');
    expect(state.items.map((row) => row.key)).toEqual([second?.key]);
    expect(removeItem(state, second?.key ?? '').items).toHaveLength(1);
  });

  it('keeps a last file row, emptied, when it is removed', () => {
    let state = filled();
    state = removeFileRow(state, 'rfq', state.files.rfq[0]?.key ?? '');
    expect(state.files.rfq).toHaveLength(1);
    expect(state.files.rfq[0]?.file).toBeNull();
    state = addFileRow(state, 'rfq');
    expect(state.files.rfq).toHaveLength(2);
  });
});

describe('validateTenderForm', () => {
  it('gives the spec messages per field, per item cell and per required file', () => {
    const result = validateTenderForm(emptyTenderForm(), 'create');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.projectCode).toBe(messages.tender.required('Project Code'));
    expect(result.errors.closingDate).toBe(messages.tender.required('Closing Date'));
    expect(result.errors['items.0.qty']).toBe(messages.tender.itemRequired('Qty'));
    expect(result.errors['items.0.partNo']).toBe(messages.tender.itemRequired('Part No.'));
    expect(result.errors['scopeOfWork.0']).toBe(messages.tender.scopeOfWorkRequired);
    expect(result.errors['rfq.0']).toBe(messages.tender.rfqRequired);
  });

  it('needs no files on an edit, and names the second row of a bad quantity', () => {
    let state = tenderFormFrom(tender);
    state = addItem(state);
    const second = state.items[1]?.key ?? '';
    for (const field of ['itemCode', 'itemName', 'partNo', 'manufacturer', 'uom'] as const)
      state = updateItem(state, second, field, 'x');
    state = updateItem(state, second, 'qty', '0.5');
    const result = validateTenderForm(state, 'edit');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({ 'items.1.qty': messages.tender.qtyInvalid });
  });

  it('refuses a closing date before the publishing date and a file of the wrong type', () => {
    let state = filled();
    state = { ...state, fields: { ...state.fields, closingDate: '2026-11-30' } };
    state = setFile(state, 'rfq', state.files.rfq[0]?.key ?? '', new File(['x'], 'notes.txt'));
    const result = validateTenderForm(state, 'create');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.closingDate).toBe(messages.tender.closingBeforePublishing);
    expect(result.errors['rfq.0']).toBe(messages.tender.fileType('RFQ'));
  });
});

describe('validateTenderForm on an edit', () => {
  it('refuses to remove the last file of a kind unless another is picked', () => {
    let state = removeExisting(tenderFormFrom(tender), 'rfq', 'c.pdf');
    const result = validateTenderForm(state, 'edit');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors).toEqual({ 'rfq.0': messages.tender.rfqRequired });
    state = setFile(state, 'rfq', state.files.rfq[0]?.key ?? '', pdf('new.pdf'));
    expect(validateTenderForm(state, 'edit').ok).toBe(true);
  });
});

describe('tenderFormData', () => {
  it('sends the fields, items as JSON with exact quantities, and each file under its kind', () => {
    const state = addFileRow(filled(), 'scopeOfWork');
    const withSecond = setFile(
      state,
      'scopeOfWork',
      state.files.scopeOfWork[1]?.key ?? '',
      pdf('scope2.pdf'),
    );
    const result = validateTenderForm(withSecond, 'create');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const form = tenderFormData(withSecond, result.value);
    expect(form.get('projectCode')).toBe('RFQ-1');
    expect(form.get('projectScope')).toBe('Supply\nand install');
    expect(form.get('supplyCategory')).toBe('cat-1');
    expect(JSON.parse(String(form.get('items')))).toEqual([
      {
        itemCode: 'P-1',
        itemName: 'Pump',
        partNo: 'X1',
        manufacturer: 'Acme',
        uom: 'Nos',
        qty: 2.5,
        hsnSac: null,
      },
    ]);
    // No unit picked: empty, the organisation's default unit.
    expect(form.get('buyingUnitId')).toBe('');
    expect(form.getAll('scopeOfWork').map((file) => (file as File).name)).toEqual([
      'scope.pdf',
      'scope2.pdf',
    ]);
    expect(form.getAll('rfq').map((file) => (file as File).name)).toEqual(['rfq.pdf']);
    expect(form.has('removeScopeOfWork')).toBe(false);
  });

  it('sends an item’s HSN/SAC code without spaces, refuses a bad one on its cell, and keeps the buying unit', () => {
    const base = filled();
    const key = base.items[0]?.key ?? '';
    const bad = validateTenderForm(updateItem(base, key, 'hsnSac', '12'), 'create');
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.errors['items.0.hsnSac']).toBe(taxIdentityText.hsnSac);
    const state = { ...updateItem(base, key, 'hsnSac', '8413 70'), buyingUnitId: 'unit-2' };
    const result = validateTenderForm(state, 'create');
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    const form = tenderFormData(state, result.value);
    expect(JSON.parse(String(form.get('items')))[0].hsnSac).toBe('841370');
    expect(form.get('buyingUnitId')).toBe('unit-2');
    // An edit starts from the tender's codes and unit.
    const edit = tenderFormFrom({ ...tender, buyingUnitId: 'unit-2' });
    expect(edit.items[0]?.hsnSac).toBe('8413');
    expect(edit.buyingUnitId).toBe('unit-2');
    expect(isTenderFormDirty({ ...edit, buyingUnitId: '' }, edit)).toBe(true);
    expect(serverErrorKey('buyingUnitId')).toBe('buyingUnitId');
  });

  it('lists the stored files an edit removes, as JSON arrays', () => {
    let state = tenderFormFrom(tender);
    expect(state.fields.supplyCategory).toBe('cat-1');
    expect(state.items[0]?.qty).toBe('3');
    state = removeExisting(state, 'scopeOfWork', 'b.pdf');
    expect(state.existing.scopeOfWork.map((file) => file.fileName)).toEqual(['a.pdf']);
    const result = validateTenderForm(state, 'edit');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const form = tenderFormData(state, result.value);
    expect(JSON.parse(String(form.get('removeScopeOfWork')))).toEqual(['b.pdf']);
    expect(form.has('removeRfq')).toBe(false);
    expect(form.getAll('scopeOfWork')).toEqual([]);
  });
});

describe('sealed bids (decision 026)', () => {
  it("sends 'true' / 'false', starts off and follows the tender being edited", () => {
    expect(emptyTenderForm().sealed).toBe(false);
    expect(tenderFormFrom({ ...tender, sealed: true }).sealed).toBe(true);
    const state = filled();
    const result = validateTenderForm(state, 'create');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(tenderFormData(state, result.value).get('sealed')).toBe('false');
    expect(tenderFormData({ ...state, sealed: true }, result.value).get('sealed')).toBe('true');
  });

  it("leaves it out of a published tender's edit, where it is fixed", () => {
    const state = tenderFormFrom({ ...tender, status: 'Published', sealed: true });
    const result = validateTenderForm(state, 'edit');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(tenderFormData(state, result.value, { sendSealed: false }).has('sealed')).toBe(false);
  });

  it('makes the form dirty and takes the server error on its field', () => {
    const initial = tenderFormFrom(tender);
    expect(isTenderFormDirty({ ...initial, sealed: true }, initial)).toBe(true);
    expect(serverErrorKey('sealed')).toBe('sealed');
  });
});

describe('isTenderFormDirty', () => {
  it('is clean as loaded and dirty after typing, a picked file or a removed file', () => {
    const initial = tenderFormFrom(tender);
    expect(isTenderFormDirty(initial, initial)).toBe(false);
    expect(isTenderFormDirty({ ...initial, fields: { ...initial.fields, projectName: 'X' } }, initial)).toBe(
      true,
    );
    expect(isTenderFormDirty(removeExisting(initial, 'rfq', 'c.pdf'), initial)).toBe(true);
    const picked = setFile(initial, 'rfq', initial.files.rfq[0]?.key ?? '', pdf('r.pdf'));
    expect(isTenderFormDirty(picked, initial)).toBe(true);
  });
});

describe('fileProgress', () => {
  it('splits the request progress over the files in body order', () => {
    let state = emptyTenderForm();
    state = setFile(state, 'scopeOfWork', state.files.scopeOfWork[0]?.key ?? '', pdf('a.pdf', 100));
    state = setFile(state, 'rfq', state.files.rfq[0]?.key ?? '', pdf('b.pdf', 300));
    const scope = state.files.scopeOfWork[0]?.key ?? '';
    const rfq = state.files.rfq[0]?.key ?? '';
    expect(fileProgress(state, 0)).toEqual({ [scope]: 0, [rfq]: 0 });
    expect(fileProgress(state, 50)).toEqual({ [scope]: 100, [rfq]: 33 });
    expect(fileProgress(state, 100)).toEqual({ [scope]: 100, [rfq]: 100 });
  });
});

describe('serverErrorKey', () => {
  it('places a server error on its field, item cell or first file row', () => {
    expect(serverErrorKey('projectCode')).toBe('projectCode');
    expect(serverErrorKey('items.2.qty')).toBe('items.2.qty');
    expect(serverErrorKey('rfq')).toBe('rfq.0');
    expect(serverErrorKey('something')).toBeNull();
    expect(serverErrorKey(undefined)).toBeNull();
  });
});

describe('importItems (issue 23)', () => {
  const imported = [
    {
      itemCode: '0012',
      itemName: 'Cable',
      partNo: 'C-1',
      manufacturer: 'Polycab',
      uom: 'MTR',
      qty: '12.50',
      hsnSac: '8544',
    },
    {
      itemCode: 'L-2',
      itemName: 'Lugs',
      partNo: 'L-2',
      manufacturer: 'Dowells',
      uom: 'NOS',
      qty: '7.00',
      hsnSac: null,
    },
  ];

  it('replaces the blank starting row, and adds after filled rows or in their place', () => {
    const fresh = importItems(emptyTenderForm(), imported, 'append');
    expect(fresh.items.map((row) => [row.itemCode, row.qty, row.hsnSac])).toEqual([
      ['0012', '12.50', '8544'],
      ['L-2', '7.00', ''],
    ]);
    expect(filledItemCount(fresh)).toBe(2);
    const twice = importItems(fresh, imported.slice(0, 1), 'append');
    expect(twice.items.map((row) => row.itemCode)).toEqual(['0012', 'L-2', '0012']);
    expect(importItems(twice, imported.slice(1), 'replace').items.map((row) => row.itemCode)).toEqual([
      'L-2',
    ]);
  });
});
