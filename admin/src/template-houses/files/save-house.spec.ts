import { ConversionStatus, type HouseViewDto, ImageType } from '@hauskonfig/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppDataProvider } from '../../providers/data-provider';
import { emptyImageDrafts, type ImageDrafts, type ViewDrafts, type ViewRow, viewRows } from './house-drafts';
import { storedView } from './house-view-fixture';
import {
  CONVERSION_POLL_MS,
  planSaveSteps,
  runSaveStep,
  type SaveStep,
  stepFile,
  waitForConversions,
  withoutStep,
} from './save-house';

const file = (name: string) => new File(['x'], name);

/** A form row of a stored view, unchanged unless the changes say otherwise. */
const storedRow = (id: string, changes: Partial<ViewRow> = {}): ViewRow => {
  const view = storedView(id);
  return { key: id, view, name: view.name, standard: view.standard, removed: false, ...changes };
};

const newRow = (key: string, name: string, picked?: File): ViewRow => ({
  key,
  name,
  standard: false,
  file: picked,
  removed: false,
});

const drafts = (changes: Partial<ImageDrafts>): ImageDrafts => ({ ...emptyImageDrafts(), ...changes });

describe('planSaveSteps', () => {
  it('plans nothing when nothing changed', () => {
    expect(planSaveSteps(emptyImageDrafts(), [storedRow('v1')])).toEqual([]);
  });

  it('deletes first, then renames, then uploads images, then uploads models', () => {
    const thumbnail = file('vorschau.jpg');
    const plan = file('grundriss.png');
    const model = file('haus.glb');
    const images = drafts({
      [ImageType.THUMBNAIL]: { added: [{ key: 'img-1', file: thumbnail }], removed: [] },
      [ImageType.GROUNDPLAN]: { added: [{ key: 'img-2', file: plan }], removed: ['alt.png'] },
    });
    const rows = [
      storedRow('v1', { removed: true }),
      storedRow('v2', { name: 'Neuer Name ' }),
      newRow('draft-1', 'Neues Modell', model),
    ];

    expect(planSaveSteps(images, rows).map((step) => [step.kind, step.key])).toEqual([
      ['deleteViews', 'removed-views'],
      ['deleteImages', 'removed-images:GROUNDPLAN'],
      ['saveView', 'v2'],
      ['uploadImage', 'img-1'],
      ['uploadImage', 'img-2'],
      ['saveView', 'draft-1'],
    ]);
  });

  it('sends the trimmed name, the standard flag and the stored id of a changed view', () => {
    const steps = planSaveSteps(emptyImageDrafts(), [storedRow('v1', { name: ' Erdgeschoss ', standard: true })]);
    expect(steps).toEqual([
      { kind: 'saveView', key: 'v1', id: 'v1', name: 'Erdgeschoss', standard: true, file: undefined },
    ]);
  });

  it('uploads a stored view with a new file after the images', () => {
    const model = file('neu.glb');
    const images = drafts({
      [ImageType.REFERENCES]: { added: [{ key: 'img-1', file: file('ref.jpg') }], removed: [] },
    });
    const steps = planSaveSteps(images, [storedRow('v1', { file: model })]);
    expect(steps.map((step) => step.kind)).toEqual(['uploadImage', 'saveView']);
    expect(steps[1]).toMatchObject({ id: 'v1', file: model });
  });

  it('does not delete the stored preview image when a new one replaces it', () => {
    const images = drafts({
      [ImageType.THUMBNAIL]: { added: [{ key: 'img-1', file: file('neu.jpg') }], removed: ['alt.jpg'] },
    });
    expect(planSaveSteps(images, []).map((step) => step.kind)).toEqual(['uploadImage']);
  });

  it('leaves out removed rows that were never stored', () => {
    expect(
      planSaveSteps(emptyImageDrafts(), [{ ...newRow('draft-1', 'Weg', file('weg.glb')), removed: true }]),
    ).toEqual([]);
  });

  it('deletes all removed stored views in one call', () => {
    const steps = planSaveSteps(emptyImageDrafts(), [
      storedRow('v1', { removed: true }),
      storedRow('v2', { removed: true }),
    ]);
    expect(steps).toEqual([{ kind: 'deleteViews', key: 'removed-views', ids: ['v1', 'v2'] }]);
  });
});

describe('stepFile', () => {
  it('answers the file of uploads and view saves only', () => {
    const picked = file('a.jpg');
    expect(stepFile({ kind: 'uploadImage', key: 'k', type: ImageType.REFERENCES, file: picked })).toBe(picked);
    expect(stepFile({ kind: 'saveView', key: 'k', name: 'n', standard: false })).toBeUndefined();
    expect(stepFile({ kind: 'deleteViews', key: 'k', ids: ['v1'] })).toBeUndefined();
  });
});

describe('withoutStep', () => {
  const views: ViewDrafts = {
    edits: { v1: { removed: true }, v2: { name: 'Neu' } },
    added: [{ key: 'draft-1', name: 'Neu', file: file('neu.glb') }],
    standardKey: 'draft-1',
  };

  it('forgets deleted images of the step type only', () => {
    const images = drafts({
      [ImageType.GROUNDPLAN]: { added: [], removed: ['a.png'] },
      [ImageType.REFERENCES]: { added: [], removed: ['b.jpg'] },
    });
    const step: SaveStep = { kind: 'deleteImages', key: 'k', type: ImageType.GROUNDPLAN, filenames: ['a.png'] };
    const next = withoutStep(images, views, step);
    expect(next.images[ImageType.GROUNDPLAN].removed).toEqual([]);
    expect(next.images[ImageType.REFERENCES].removed).toEqual(['b.jpg']);
    expect(next.views).toBe(views);
  });

  it('forgets an uploaded image; an uploaded preview image also ends the stored one’s removal', () => {
    const images = drafts({
      [ImageType.THUMBNAIL]: { added: [{ key: 'img-1', file: file('neu.jpg') }], removed: ['alt.jpg'] },
      [ImageType.REFERENCES]: {
        added: [
          { key: 'img-2', file: file('a.jpg') },
          { key: 'img-3', file: file('b.jpg') },
        ],
        removed: ['c.jpg'],
      },
    });
    const thumbnail = withoutStep(images, views, {
      kind: 'uploadImage',
      key: 'img-1',
      type: ImageType.THUMBNAIL,
      file: file('neu.jpg'),
    });
    expect(thumbnail.images[ImageType.THUMBNAIL]).toEqual({ added: [], removed: [] });
    const reference = withoutStep(images, views, {
      kind: 'uploadImage',
      key: 'img-2',
      type: ImageType.REFERENCES,
      file: file('a.jpg'),
    });
    expect(reference.images[ImageType.REFERENCES].added.map((image) => image.key)).toEqual(['img-3']);
    expect(reference.images[ImageType.REFERENCES].removed).toEqual(['c.jpg']);
  });

  it('forgets the edits of deleted views', () => {
    const next = withoutStep(emptyImageDrafts(), views, { kind: 'deleteViews', key: 'removed-views', ids: ['v1'] });
    expect(next.views.edits).toEqual({ v2: { name: 'Neu' } });
    expect(views.edits.v1).toEqual({ removed: true });
  });

  it('forgets a saved new view and points the standard choice at its stored id', () => {
    const step: SaveStep = { kind: 'saveView', key: 'draft-1', name: 'Neu', standard: true };
    const next = withoutStep(emptyImageDrafts(), views, step, storedView('v9'));
    expect(next.views).toEqual({ edits: views.edits, added: [], standardKey: 'v9' });
  });

  it('forgets the edit of a saved stored view and keeps another standard choice', () => {
    const step: SaveStep = { kind: 'saveView', key: 'v2', id: 'v2', name: 'Neu', standard: false };
    const next = withoutStep(emptyImageDrafts(), views, step, storedView('v2'));
    expect(next.views.edits).toEqual({ v1: { removed: true } });
    expect(next.views.added).toEqual(views.added);
    expect(next.views.standardKey).toBe('draft-1');
  });
});

describe('a retry after a failed step', () => {
  it('plans only the changes that were not applied yet', () => {
    const stored = [storedView('v1'), storedView('v2')];
    let images = drafts({
      [ImageType.GROUNDPLAN]: { added: [{ key: 'img-1', file: file('eg.png') }], removed: ['alt.png'] },
    });
    let views: ViewDrafts = {
      edits: { v1: { removed: true }, v2: { name: 'Obergeschoss' } },
      added: [{ key: 'draft-1', name: 'Neu', file: file('neu.glb') }],
    };
    const steps = planSaveSteps(images, viewRows(stored, views));
    expect(steps.map((step) => step.key)).toEqual([
      'removed-views',
      'removed-images:GROUNDPLAN',
      'v2',
      'img-1',
      'draft-1',
    ]);

    // The first three calls succeeded (the deleted view is gone from the stored list), the upload failed.
    for (const step of steps.slice(0, 3)) ({ images, views } = withoutStep(images, views, step, storedView('v2')));
    const storedNow = [storedView('v2', { name: 'Obergeschoss' })];
    expect(planSaveSteps(images, viewRows(storedNow, views))).toEqual(steps.slice(3));
  });
});

/** A data provider with only the calls the save steps make, each recorded. */
const fakeProvider = () => {
  const saved = storedView('v9');
  const calls = {
    deleteHouseViews: vi.fn(async () => undefined),
    deleteImages: vi.fn(async () => ({
      groundPlans: [],
      groundPlansMeasured: [],
      thumbnail: null,
      referenceImages: [],
    })),
    uploadImages: vi.fn(async () => ({
      groundPlans: [],
      groundPlansMeasured: [],
      thumbnail: null,
      referenceImages: [],
    })),
    saveHouseView: vi.fn(async () => saved),
    houseViews: vi.fn(async (): Promise<HouseViewDto[]> => []),
  };
  return { calls, saved, provider: calls as unknown as AppDataProvider };
};

describe('runSaveStep', () => {
  const onProgress = () => undefined;

  it('sends each kind of step to its API call', async () => {
    const { calls, saved, provider } = fakeProvider();
    const picked = file('a.jpg');
    await runSaveStep(provider, 'house-1', { kind: 'deleteViews', key: 'k', ids: ['v1'] }, onProgress);
    await runSaveStep(
      provider,
      'house-1',
      { kind: 'deleteImages', key: 'k', type: ImageType.GROUNDPLAN, filenames: ['a.png'] },
      onProgress,
    );
    await runSaveStep(
      provider,
      'house-1',
      { kind: 'uploadImage', key: 'k', type: ImageType.REFERENCES, file: picked },
      onProgress,
    );
    const answer = await runSaveStep(
      provider,
      'house-1',
      { kind: 'saveView', key: 'k', id: 'v2', name: 'EG', standard: true },
      onProgress,
    );

    expect(calls.deleteHouseViews).toHaveBeenCalledWith('house-1', ['v1']);
    expect(calls.deleteImages).toHaveBeenCalledWith('house-1', ImageType.GROUNDPLAN, ['a.png']);
    expect(calls.uploadImages).toHaveBeenCalledWith('house-1', ImageType.REFERENCES, [picked], onProgress);
    expect(calls.saveHouseView).toHaveBeenCalledWith(
      { id: 'v2', houseId: 'house-1', name: 'EG', standard: true, file: undefined },
      onProgress,
    );
    expect(answer).toBe(saved);
  });
});

describe('waitForConversions', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('polls until the converting views have ended', async () => {
    vi.useFakeTimers();
    const { calls, provider } = fakeProvider();
    calls.houseViews
      .mockResolvedValueOnce([storedView('v1', { conversionStatus: ConversionStatus.CONVERTING })])
      .mockResolvedValueOnce([storedView('v1', { conversionStatus: ConversionStatus.FAILED })]);
    const done = waitForConversions(provider, 'house-1', ['v1'], new AbortController().signal);
    await vi.advanceTimersByTimeAsync(CONVERSION_POLL_MS);
    expect(calls.houseViews).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(CONVERSION_POLL_MS);
    await done;
    expect(calls.houseViews).toHaveBeenCalledTimes(2);
  });

  it('stops at once when staff continue in the background', async () => {
    const { calls, provider } = fakeProvider();
    const controller = new AbortController();
    const done = waitForConversions(provider, 'house-1', ['v1'], controller.signal);
    controller.abort();
    await done;
    expect(calls.houseViews).not.toHaveBeenCalled();
  });

  it('stops when a poll fails', async () => {
    vi.useFakeTimers();
    const { calls, provider } = fakeProvider();
    calls.houseViews.mockRejectedValue(new Error('offline'));
    const done = waitForConversions(provider, 'house-1', ['v1'], new AbortController().signal);
    await vi.advanceTimersByTimeAsync(CONVERSION_POLL_MS);
    await done;
    expect(calls.houseViews).toHaveBeenCalledTimes(1);
  });
});
