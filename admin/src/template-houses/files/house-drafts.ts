import {
  ConversionStatus,
  type HouseImageListDto,
  type HouseViewDto,
  ImageType,
  type PublishCandidate,
  VALIDATION_MESSAGES,
} from '@hauskonfig/shared';
import type { HouseFields } from '../types';

/** Images and 3D models are changed locally and sent only when the house is saved. */
interface NewImage {
  key: string;
  file: File;
}

export interface ImageDraft {
  added: NewImage[];
  /** Stored file names of existing images marked for deletion. */
  removed: string[];
}

export type ImageDrafts = Record<ImageType, ImageDraft>;

interface ViewEdit {
  name?: string;
  file?: File;
  removed?: boolean;
}

interface NewView {
  key: string;
  name: string;
  file?: File;
}

export interface ViewDrafts {
  /** Changes of existing views, by view id. */
  edits: Record<string, ViewEdit>;
  added: NewView[];
  /** Key of the view chosen as standard; null for none; undefined while unchanged. */
  standardKey?: string | null;
}

/** One 3D model as the form shows it: the stored view with the local changes applied. */
export interface ViewRow {
  key: string;
  view?: HouseViewDto;
  name: string;
  standard: boolean;
  file?: File;
  removed: boolean;
}

/** Image types in the order the form shows them and uploads them: the preview image first. */
export const IMAGE_TYPES = [
  ImageType.THUMBNAIL,
  ImageType.GROUNDPLAN,
  ImageType.GROUNDPLAN_MEASURED,
  ImageType.REFERENCES,
];

let lastKey = 0;
/** Keys for local entries (randomUUID needs a secure context, which a LAN install may lack). */
export const newDraftKey = () => `draft-${++lastKey}`;

export const emptyImageDrafts = (): ImageDrafts =>
  Object.fromEntries(IMAGE_TYPES.map((type) => [type, { added: [], removed: [] }])) as unknown as ImageDrafts;

export const emptyViewDrafts = (): ViewDrafts => ({ edits: {}, added: [] });

/** The stored file name of an image URL: its last path segment without query. */
export const imageFilename = (url: string): string => url.split('?')[0].split('/').pop() ?? url;

/** URLs of the stored images of one type. */
export function storedImages(list: HouseImageListDto | null, type: ImageType): string[] {
  if (!list) return [];
  switch (type) {
    case ImageType.THUMBNAIL:
      return list.thumbnail ? [list.thumbnail] : [];
    case ImageType.GROUNDPLAN:
      return list.groundPlans;
    case ImageType.GROUNDPLAN_MEASURED:
      return list.groundPlansMeasured;
    case ImageType.REFERENCES:
      return list.referenceImages;
  }
}

/** How many images of a type the house has once the drafts are saved. */
export function imageCountAfterSave(list: HouseImageListDto | null, type: ImageType, draft: ImageDraft): number {
  const kept = storedImages(list, type).filter((url) => !draft.removed.includes(imageFilename(url))).length;
  // A new preview image replaces the stored one.
  return type === ImageType.THUMBNAIL ? Math.min(1, kept + draft.added.length) : kept + draft.added.length;
}

export const isConverting = (view: Pick<HouseViewDto, 'conversionStatus'>) =>
  view.conversionStatus === ConversionStatus.QUEUED || view.conversionStatus === ConversionStatus.CONVERTING;

export function viewRows(views: HouseViewDto[], drafts: ViewDrafts): ViewRow[] {
  const isStandard = (key: string, stored: boolean) =>
    drafts.standardKey === undefined ? stored : drafts.standardKey === key;
  return [
    ...views.map((view) => {
      const edit = drafts.edits[view.id] ?? {};
      return {
        key: view.id,
        view,
        name: edit.name ?? view.name,
        standard: isStandard(view.id, view.standard),
        file: edit.file,
        removed: edit.removed ?? false,
      };
    }),
    ...drafts.added.map((added) => ({ ...added, standard: isStandard(added.key, false), removed: false })),
  ];
}

/** German errors of the 3D models by row key; empty when all can be saved. */
export function viewErrors(rows: ViewRow[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const row of rows) {
    if (row.removed) continue;
    if (!row.view && (!row.file || !row.name.trim())) errors[row.key] = VALIDATION_MESSAGES.houseViewRequired;
    else if (!row.name.trim()) errors[row.key] = VALIDATION_MESSAGES.nameRequired.a;
  }
  return errors;
}

/** Whether a stored view needs an update call (rename, standard flag or new file). */
export const isViewChanged = (row: ViewRow): boolean =>
  !!row.view &&
  !row.removed &&
  (row.file !== undefined || row.name.trim() !== row.view.name || row.standard !== row.view.standard);

/** What the shared publish rule needs, from the saved state of a house. */
export function publishCandidate(
  house: Pick<HouseFields, 'propertyShape' | 'constructionMethod' | 'roofShape' | 'sizeInSqm'>,
  images: HouseImageListDto,
  views: Pick<HouseViewDto, 'name' | 'conversionStatus'>[],
): PublishCandidate {
  const named = views.filter((view) => view.name.trim() !== '');
  return {
    propertyShape: house.propertyShape ?? null,
    constructionMethod: house.constructionMethod ?? null,
    roofShape: house.roofShape ?? null,
    sizeInSqm: house.sizeInSqm ?? null,
    hasThumbnail: images.thumbnail !== null,
    floorPlanCount: images.groundPlans.length + images.groundPlansMeasured.length,
    namedViewCount: named.length,
    readyViewCount: named.filter((view) => view.conversionStatus === ConversionStatus.READY).length,
  };
}

/** The same, for what the form holds: stored files with the local changes applied. */
export function draftPublishCandidate(
  house: Pick<HouseFields, 'propertyShape' | 'constructionMethod' | 'roofShape' | 'sizeInSqm'>,
  images: HouseImageListDto | null,
  drafts: ImageDrafts,
  rows: ViewRow[],
): PublishCandidate {
  const count = (type: ImageType) => imageCountAfterSave(images, type, drafts[type]);
  const named = rows.filter((row) => !row.removed && row.name.trim() !== '' && (row.view || row.file));
  return {
    propertyShape: house.propertyShape ?? null,
    constructionMethod: house.constructionMethod ?? null,
    roofShape: house.roofShape ?? null,
    sizeInSqm: house.sizeInSqm ?? null,
    hasThumbnail: count(ImageType.THUMBNAIL) > 0,
    floorPlanCount: count(ImageType.GROUNDPLAN) + count(ImageType.GROUNDPLAN_MEASURED),
    namedViewCount: named.length,
    // A picked file converts while saving (the publish prompt waits for it); stored ones must be READY.
    readyViewCount: named.filter((row) => row.file || row.view?.conversionStatus === ConversionStatus.READY).length,
  };
}
