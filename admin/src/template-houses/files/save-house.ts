import { type HouseViewDto, ImageType } from '@hauskonfig/shared';
import type { UploadProgress } from '../../auth/api-client';
import type { AppDataProvider } from '../../providers/data-provider';
import {
  IMAGE_TYPES,
  type ImageDrafts,
  isConverting,
  isViewChanged,
  type ViewDrafts,
  type ViewRow,
} from './house-drafts';

/** One API call that applies a local change; `key` names the draft entry it fulfils. */
export type SaveStep =
  | { kind: 'deleteViews'; key: string; ids: string[] }
  | { kind: 'deleteImages'; key: string; type: ImageType; filenames: string[] }
  | { kind: 'saveView'; key: string; id?: string; name: string; standard: boolean; file?: File }
  | { kind: 'uploadImage'; key: string; type: ImageType; file: File };

export const CONVERSION_POLL_MS = 3000;

const removedImagesKey = (type: ImageType) => `removed-images:${type}`;
const REMOVED_VIEWS_KEY = 'removed-views';

/**
 * The calls that bring the stored files in line with the form: deletions first (they free the
 * standard flag and cannot fail on size), then renames, then every file upload, one at a time.
 */
export function planSaveSteps(images: ImageDrafts, rows: ViewRow[]): SaveStep[] {
  const steps: SaveStep[] = [];
  const removedViews = rows.filter((row) => row.view && row.removed).map((row) => row.key);
  if (removedViews.length > 0) steps.push({ kind: 'deleteViews', key: REMOVED_VIEWS_KEY, ids: removedViews });
  for (const type of IMAGE_TYPES) {
    const filenames = images[type].removed;
    // A new preview image replaces the stored one on the server.
    const replaced = type === ImageType.THUMBNAIL && images[type].added.length > 0;
    if (filenames.length > 0 && !replaced)
      steps.push({ kind: 'deleteImages', key: removedImagesKey(type), type, filenames });
  }
  const viewStep = (row: ViewRow): SaveStep => ({
    kind: 'saveView',
    key: row.key,
    id: row.view?.id,
    name: row.name.trim(),
    standard: row.standard,
    file: row.file,
  });
  steps.push(...rows.filter((row) => isViewChanged(row) && !row.file).map(viewStep));
  for (const type of IMAGE_TYPES) {
    steps.push(
      ...images[type].added.map((image) => ({ kind: 'uploadImage' as const, key: image.key, type, file: image.file })),
    );
  }
  steps.push(...rows.filter((row) => !row.removed && row.file && (!row.view || isViewChanged(row))).map(viewStep));
  return steps;
}

/** The file a step sends, shown as a row of the progress dialog. */
export const stepFile = (step: SaveStep): File | undefined =>
  step.kind === 'uploadImage' || step.kind === 'saveView' ? step.file : undefined;

/** Runs one step; answers the saved view for view steps. */
export async function runSaveStep(
  dataProvider: AppDataProvider,
  houseId: string,
  step: SaveStep,
  onProgress: (progress: UploadProgress) => void,
): Promise<HouseViewDto | undefined> {
  switch (step.kind) {
    case 'deleteViews':
      await dataProvider.deleteHouseViews(houseId, step.ids);
      return undefined;
    case 'deleteImages':
      await dataProvider.deleteImages(houseId, step.type, step.filenames);
      return undefined;
    case 'uploadImage':
      await dataProvider.uploadImages(houseId, step.type, [step.file], onProgress);
      return undefined;
    case 'saveView':
      return dataProvider.saveHouseView(
        { id: step.id, houseId, name: step.name, standard: step.standard, file: step.file },
        onProgress,
      );
  }
}

/** The drafts without the entry a successful step applied, so a retry does not repeat it. */
export function withoutStep(
  images: ImageDrafts,
  views: ViewDrafts,
  step: SaveStep,
  saved?: HouseViewDto,
): { images: ImageDrafts; views: ViewDrafts } {
  switch (step.kind) {
    case 'deleteImages':
      return { images: { ...images, [step.type]: { ...images[step.type], removed: [] } }, views };
    case 'uploadImage': {
      const draft = images[step.type];
      const added = draft.added.filter((image) => image.key !== step.key);
      // The uploaded preview image has replaced the stored one, marked or not.
      const removed = step.type === ImageType.THUMBNAIL ? [] : draft.removed;
      return { images: { ...images, [step.type]: { added, removed } }, views };
    }
    case 'deleteViews': {
      const edits = { ...views.edits };
      for (const id of step.ids) delete edits[id];
      return { images, views: { ...views, edits } };
    }
    case 'saveView': {
      const edits = { ...views.edits };
      delete edits[step.key];
      return {
        images,
        views: {
          edits,
          added: views.added.filter((added) => added.key !== step.key),
          // The new view now has its stored id; keep the choice of standard pointing at it.
          standardKey: views.standardKey === step.key && saved ? saved.id : views.standardKey,
        },
      };
    }
  }
}

const delay = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/**
 * Waits until the background conversion of the given views has ended (READY or FAILED), or
 * until the signal aborts (staff continue in the background). A failing poll ends the wait:
 * the views section shows the state anyway.
 */
export async function waitForConversions(
  dataProvider: AppDataProvider,
  houseId: string,
  viewIds: string[],
  signal: AbortSignal,
): Promise<void> {
  let pending = viewIds;
  while (pending.length > 0 && !signal.aborted) {
    await delay(CONVERSION_POLL_MS, signal);
    if (signal.aborted) return;
    const views = await dataProvider.houseViews(houseId).catch(() => null);
    if (!views) return;
    pending = pending.filter((id) => views.some((view) => view.id === id && isConverting(view)));
  }
}
