import { catalogueRequestPath, PropertyShape, type CatalogueHouseDto } from '@hauskonfig/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../api/endpoints';
import { hasInitialAnswer, takeInitialAnswer } from '../api/initial-answer';
import { configureFilterStore } from '../state/configure-filter-cookie';
import { catalogueLoader, initialCatalogue, loadCatalogue } from './catalogue-request';

vi.mock('../api/endpoints', () => ({ api: { templates: vi.fn() } }));
vi.mock('../api/initial-answer', () => ({ hasInitialAnswer: vi.fn(), takeInitialAnswer: vi.fn() }));
vi.mock('../state/configure-filter-cookie', () => ({ configureFilterStore: { get: vi.fn() } }));

const FILTER = { propertyShape: PropertyShape.STRAIGHT };
const HOUSES = [{ id: 'h1' }] as CatalogueHouseDto[];
const signal = new AbortController().signal;

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(configureFilterStore.get).mockReturnValue(FILTER);
  vi.mocked(hasInitialAnswer).mockReturnValue(false);
  vi.mocked(api.templates).mockResolvedValue(HOUSES);
});

describe('catalogueLoader and loadCatalogue', () => {
  it('asks for the catalogue ahead, and the page takes that answer once', async () => {
    expect(catalogueLoader()).toBeNull();
    expect(api.templates).toHaveBeenCalledTimes(1);
    expect(await loadCatalogue({ ...FILTER }, signal)).toBe(HOUSES);
    expect(api.templates).toHaveBeenCalledTimes(1);
    await loadCatalogue(FILTER, signal);
    expect(api.templates).toHaveBeenCalledTimes(2);
    expect(api.templates).toHaveBeenLastCalledWith(FILTER, signal);
  });

  it('asks anew for a filter changed since the loader asked', async () => {
    catalogueLoader();
    await loadCatalogue({ propertyShape: PropertyShape.HILLSIDE }, signal);
    expect(api.templates).toHaveBeenLastCalledWith({ propertyShape: PropertyShape.HILLSIDE }, signal);
  });

  it('asks nothing when the server embedded the catalogue in the page', () => {
    vi.mocked(hasInitialAnswer).mockReturnValue(true);
    catalogueLoader();
    expect(hasInitialAnswer).toHaveBeenCalledWith(catalogueRequestPath(FILTER));
    expect(api.templates).not.toHaveBeenCalled();
  });

  it('hands a failed answer asked ahead to the page, which reports it', async () => {
    vi.mocked(api.templates).mockRejectedValue(new Error('offline'));
    catalogueLoader();
    await expect(loadCatalogue(FILTER, signal)).rejects.toThrow('offline');
  });
});

describe('initialCatalogue', () => {
  it('takes the catalogue the server embedded for the filter', () => {
    vi.mocked(takeInitialAnswer).mockReturnValue(HOUSES);
    expect(initialCatalogue(FILTER)).toBe(HOUSES);
    expect(takeInitialAnswer).toHaveBeenCalledWith(catalogueRequestPath(FILTER));
  });
});
