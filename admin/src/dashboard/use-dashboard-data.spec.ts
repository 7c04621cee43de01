import { enumValues, RequestStatus } from '@hauskonfig/shared';
import type { DataProvider, GetListParams } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { loadDashboard } from './use-dashboard-data';

describe('loadDashboard', () => {
  const latest = [{ id: 'r-2' }, { id: 'r-1' }];
  const getList = vi.fn(async (_resource: string, params: GetListParams) =>
    params.filter.status
      ? { data: [], total: params.filter.status === RequestStatus.NEW ? 3 : undefined }
      : { data: latest, total: 12 },
  );
  const dataProvider = { getList } as unknown as DataProvider;

  it('counts each status with a page of one row, and loads the newest requests', async () => {
    const data = await loadDashboard(dataProvider);
    expect(data.latest).toBe(latest);
    expect(data.total).toBe(12);
    expect(data.counts[RequestStatus.NEW]).toBe(3);
    expect(data.counts[RequestStatus.SOLD]).toBe(0);
    expect(Object.keys(data.counts)).toEqual(enumValues(RequestStatus));
    const countCall = getList.mock.calls.find(([, params]) => params.filter.status === RequestStatus.SOLD);
    expect(countCall?.[1].pagination).toEqual({ page: 1, perPage: 1 });
    const latestCall = getList.mock.calls.find(([, params]) => !params.filter.status);
    expect(latestCall?.[1]).toMatchObject({ sort: { field: 'createdAt', order: 'DESC' } });
  });

  it('falls back to the rows it got when the list has no total', async () => {
    const provider = {
      getList: vi.fn(async (_resource: string, params: GetListParams) =>
        params.filter.status ? { data: [], total: 0 } : { data: latest },
      ),
    } as unknown as DataProvider;
    expect((await loadDashboard(provider)).total).toBe(2);
  });
});
