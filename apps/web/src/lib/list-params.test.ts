import { DEFAULT_PAGE_SIZE, MAX_SEARCH_LENGTH } from '@tenderdesk/domain/paging-rules';
import { describe, expect, it } from 'vitest';
import {
  lastPage,
  listQueryString,
  nextSort,
  readListParams,
  sortDirection,
  writeListParams,
} from './list-params';

const SORTS = ['name', '-name', 'createdAt', '-createdAt'] as const;
type Sort = (typeof SORTS)[number];
const spec = { sorts: SORTS, defaultSort: '-createdAt' as Sort };
const read = (query: string) => readListParams(new URLSearchParams(query), spec);

describe('list state in the address', () => {
  it('reads page, page size, search and sort, and starts from the defaults', () => {
    expect(read('')).toEqual({ page: 1, pageSize: DEFAULT_PAGE_SIZE, q: '', sort: '-createdAt' });
    expect(read('page=3&pageSize=50&q=%20steel%20&sort=name')).toEqual({
      page: 3,
      pageSize: 50,
      q: 'steel',
      sort: 'name',
    });
  });

  it('falls back to the default for anything a hand-edited or stale link may carry', () => {
    for (const query of ['page=0', 'page=-2', 'page=abc', 'page=1.5', 'page=99999999999']) {
      expect(read(query).page).toBe(1);
    }
    for (const query of ['pageSize=7', 'pageSize=500', 'pageSize=x']) {
      expect(read(query).pageSize).toBe(DEFAULT_PAGE_SIZE);
    }
    expect(read('sort=password').sort).toBe('-createdAt');
    expect(read(`q=${'a'.repeat(MAX_SEARCH_LENGTH + 50)}`).q).toHaveLength(MAX_SEARCH_LENGTH);
  });

  it('writes only what differs from the defaults and keeps other parameters', () => {
    const written = writeListParams(
      new URLSearchParams('tab=2&page=4'),
      { page: 1, pageSize: DEFAULT_PAGE_SIZE, q: 'bolt', sort: '-createdAt' },
      spec,
    );
    expect(written.toString()).toBe('tab=2&q=bolt');
    const full = writeListParams(new URLSearchParams(), { page: 2, pageSize: 50, q: '', sort: 'name' }, spec);
    expect(read(full.toString())).toEqual({ page: 2, pageSize: 50, q: '', sort: 'name' });
  });

  it('builds the list call of the paging contract', () => {
    expect(listQueryString({ page: 2, pageSize: 20, q: '', sort: '-createdAt' })).toBe(
      'page=2&pageSize=20&sort=-createdAt',
    );
    expect(listQueryString({ page: 1, pageSize: 10, q: 'a&b', sort: 'name' })).toBe(
      'page=1&pageSize=10&sort=name&q=a%26b',
    );
  });
});

describe('sorting by a column', () => {
  it('knows the direction of each column', () => {
    expect(sortDirection<Sort>('name', 'name')).toBe('asc');
    expect(sortDirection<Sort>('-name', 'name')).toBe('desc');
    expect(sortDirection<Sort>('-createdAt', 'name')).toBeNull();
  });

  it('sorts ascending first (dates newest first), then reverses', () => {
    expect(nextSort<Sort>('-createdAt', 'name')).toBe('name');
    expect(nextSort<Sort>('name', 'name')).toBe('-name');
    expect(nextSort<Sort>('-name', 'name')).toBe('name');
    expect(nextSort<Sort>('name', 'createdAt', true)).toBe('-createdAt');
    expect(nextSort<Sort>('-createdAt', 'createdAt', true)).toBe('createdAt');
  });

  it('counts the last page', () => {
    expect(lastPage(0, 20)).toBe(1);
    expect(lastPage(20, 20)).toBe(1);
    expect(lastPage(21, 20)).toBe(2);
  });
});
