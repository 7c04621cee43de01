import type { HouseImageListDto, HouseViewDto, ImageType } from '@hauskonfig/shared';
import { useCallback, useMemo, useState } from 'react';
import {
  emptyImageDrafts,
  emptyViewDrafts,
  type ImageDraft,
  type ImageDrafts,
  viewErrors,
  viewRows,
  type ViewDrafts,
} from './house-drafts';
import { planSaveSteps, type SaveStep, withoutStep } from './save-house';
import { useHouseImages } from './use-house-images';
import { useHouseViews } from './use-house-views';

/**
 * Images and 3D models of the house form: what is stored, what staff changed locally, and the
 * calls that apply those changes when the house is saved. `loadFailed` replaces the default
 * error texts of loading them.
 */
export function useHouseFiles(houseId: string | undefined, loadFailed?: string) {
  const stored = useHouseImages(houseId, loadFailed);
  const storedViews = useHouseViews(houseId, loadFailed);
  const [drafts, setDrafts] = useState<{ images: ImageDrafts; views: ViewDrafts }>(() => ({
    images: emptyImageDrafts(),
    views: emptyViewDrafts(),
  }));
  const [showErrors, setShowErrors] = useState(false);

  const rows = useMemo(() => viewRows(storedViews.views, drafts.views), [storedViews.views, drafts.views]);
  const errors = useMemo(() => viewErrors(rows), [rows]);

  const setImageDraft = useCallback(
    (type: ImageType, draft: ImageDraft) =>
      setDrafts((current) => ({ ...current, images: { ...current.images, [type]: draft } })),
    [],
  );
  const updateViews = useCallback(
    (update: (views: ViewDrafts) => ViewDrafts) =>
      setDrafts((current) => ({ ...current, views: update(current.views) })),
    [],
  );

  const { show: showImages } = stored;
  const { show: showViews, views: currentViews } = storedViews;

  return {
    images: stored.images,
    imagesLoading: stored.loading,
    imageDrafts: drafts.images,
    setImageDraft,
    viewsLoading: storedViews.loading,
    rows,
    viewDrafts: drafts.views,
    updateViews,
    /** Errors of the 3D models, shown once staff tried to save. */
    viewErrors: showErrors ? errors : {},
    /** False (and the errors shown) when a 3D model cannot be saved as it is. */
    validate: useCallback(() => {
      setShowErrors(true);
      return Object.keys(errors).length === 0;
    }, [errors]),
    planSteps: useCallback((): SaveStep[] => planSaveSteps(drafts.images, rows), [drafts.images, rows]),
    /** Forgets the local change a successful call applied. */
    completeStep: useCallback(
      (step: SaveStep, saved?: HouseViewDto) =>
        setDrafts((current) => withoutStep(current.images, current.views, step, saved)),
      [],
    ),
    /** Drops every local change once all were applied. */
    resetDrafts: useCallback(() => {
      setDrafts({ images: emptyImageDrafts(), views: emptyViewDrafts() });
      setShowErrors(false);
    }, []),
    /** Shows one stored model's new state (e.g. queued again), which restarts the polling. */
    showStoredView: useCallback(
      (view: HouseViewDto) => showViews(currentViews.map((stored) => (stored.id === view.id ? view : stored))),
      [currentViews, showViews],
    ),
    /** Shows the stored state of the saved house (the local changes not applied stay). */
    showStored: useCallback(
      (houseId: string, images: HouseImageListDto, views: HouseViewDto[]) => {
        showImages(images, houseId);
        showViews(views, houseId);
      },
      [showImages, showViews],
    ),
  };
}

export type HouseFiles = ReturnType<typeof useHouseFiles>;
