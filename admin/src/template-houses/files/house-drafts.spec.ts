import {
  ConstructionMethod,
  ConversionStatus,
  type HouseImageListDto,
  ImageType,
  PropertyShape,
  RoofShape,
  VALIDATION_MESSAGES,
} from '@hauskonfig/shared';
import { describe, expect, it } from 'vitest';
import {
  draftPublishCandidate,
  emptyImageDrafts,
  emptyViewDrafts,
  imageCountAfterSave,
  imageFilename,
  isConverting,
  isViewChanged,
  newDraftKey,
  publishCandidate,
  storedImages,
  viewErrors,
  viewRows,
  type ViewRow,
} from './house-drafts';
import { storedView } from './house-view-fixture';

const file = (name: string) => new File(['x'], name);

const images: HouseImageListDto = {
  thumbnail: '/images/house-1/vorschau.jpg?v=2',
  groundPlans: ['/images/house-1/eg.png', '/images/house-1/og.png'],
  groundPlansMeasured: ['/images/house-1/eg-bemasst.png'],
  referenceImages: [],
};

const house = {
  propertyShape: PropertyShape.STRAIGHT,
  constructionMethod: ConstructionMethod.SOLID,
  roofShape: RoofShape.GABLE,
  sizeInSqm: 132.5,
};

describe('drafts', () => {
  it('start empty for every image type', () => {
    expect(emptyViewDrafts()).toEqual({ edits: {}, added: [] });
    const drafts = emptyImageDrafts();
    expect(Object.keys(drafts).sort()).toEqual(Object.values(ImageType).sort());
    expect(Object.values(drafts)).toEqual(Array(4).fill({ added: [], removed: [] }));
  });

  it('get a new key each time', () => {
    expect(newDraftKey()).not.toBe(newDraftKey());
  });
});

describe('stored images', () => {
  it('names an image by its last path segment without query', () => {
    expect(imageFilename('/images/house-1/vorschau.jpg?v=2')).toBe('vorschau.jpg');
    expect(imageFilename('plain.png')).toBe('plain.png');
  });

  it('lists the URLs of one type, none without a list', () => {
    expect(storedImages(images, ImageType.THUMBNAIL)).toEqual([images.thumbnail]);
    expect(storedImages(images, ImageType.GROUNDPLAN)).toEqual(images.groundPlans);
    expect(storedImages(images, ImageType.GROUNDPLAN_MEASURED)).toEqual(images.groundPlansMeasured);
    expect(storedImages({ ...images, thumbnail: null }, ImageType.THUMBNAIL)).toEqual([]);
    expect(storedImages(null, ImageType.REFERENCES)).toEqual([]);
  });

  it('counts the images a type has after saving: kept plus added', () => {
    const draft = { added: [{ key: 'k', file: file('dg.png') }], removed: ['og.png'] };
    expect(imageCountAfterSave(images, ImageType.GROUNDPLAN, draft)).toBe(2);
    expect(imageCountAfterSave(null, ImageType.REFERENCES, draft)).toBe(1);
  });

  it('counts at most one preview image, since a new one replaces the stored one', () => {
    const draft = { added: [{ key: 'k', file: file('neu.jpg') }], removed: [] };
    expect(imageCountAfterSave(images, ImageType.THUMBNAIL, draft)).toBe(1);
    expect(imageCountAfterSave(images, ImageType.THUMBNAIL, { added: [], removed: ['vorschau.jpg'] })).toBe(0);
  });
});

describe('viewRows', () => {
  it('applies the edits to the stored views and appends the new ones', () => {
    const picked = file('neu.glb');
    const rows = viewRows([storedView('v1', { standard: true }), storedView('v2')], {
      edits: { v2: { name: 'Umbenannt', removed: true } },
      added: [{ key: 'draft-1', name: 'Neu', file: picked }],
    });
    expect(
      rows.map(({ key, name, standard, removed, file: rowFile }) => [key, name, standard, removed, rowFile]),
    ).toEqual([
      ['v1', 'Modell v1', true, false, undefined],
      ['v2', 'Umbenannt', false, true, undefined],
      ['draft-1', 'Neu', false, false, picked],
    ]);
  });

  it('moves the standard flag to the chosen row, or clears it', () => {
    const views = [storedView('v1', { standard: true }), storedView('v2')];
    const added = [{ key: 'draft-1', name: 'Neu' }];
    const standard = (standardKey: string | null) =>
      viewRows(views, { edits: {}, added, standardKey }).map((row) => row.standard);
    expect(standard('draft-1')).toEqual([false, false, true]);
    expect(standard(null)).toEqual([false, false, false]);
  });
});

describe('viewErrors', () => {
  const newRow = (changes: Partial<ViewRow>): ViewRow => ({
    key: 'draft-1',
    name: 'Neu',
    standard: false,
    removed: false,
    file: file('neu.glb'),
    ...changes,
  });

  it('needs a file and a name for a new view, a name for a stored one', () => {
    const [stored] = viewRows([storedView('v1')], emptyViewDrafts());
    expect(viewErrors([newRow({})])).toEqual({});
    expect(viewErrors([newRow({ file: undefined })])).toEqual({ 'draft-1': VALIDATION_MESSAGES.houseViewRequired });
    expect(viewErrors([newRow({ name: '  ' })])).toEqual({ 'draft-1': VALIDATION_MESSAGES.houseViewRequired });
    expect(viewErrors([{ ...stored, name: ' ' }])).toEqual({ v1: VALIDATION_MESSAGES.nameRequired.a });
  });

  it('ignores removed rows', () => {
    expect(viewErrors([newRow({ file: undefined, removed: true })])).toEqual({});
  });
});

describe('isViewChanged', () => {
  const [row] = viewRows([storedView('v1')], emptyViewDrafts());

  it('is a change for a new file, a new name or a new standard flag of a stored view', () => {
    expect(isViewChanged(row)).toBe(false);
    expect(isViewChanged({ ...row, name: 'Modell v1 ' })).toBe(false);
    expect(isViewChanged({ ...row, name: 'Anders' })).toBe(true);
    expect(isViewChanged({ ...row, standard: true })).toBe(true);
    expect(isViewChanged({ ...row, file: file('neu.glb') })).toBe(true);
  });

  it('is no change for removed or new rows', () => {
    expect(isViewChanged({ ...row, name: 'Anders', removed: true })).toBe(false);
    expect(isViewChanged({ ...row, view: undefined, name: 'Anders' })).toBe(false);
  });
});

describe('isConverting', () => {
  it('holds while queued or converting', () => {
    expect(isConverting({ conversionStatus: ConversionStatus.QUEUED })).toBe(true);
    expect(isConverting({ conversionStatus: ConversionStatus.CONVERTING })).toBe(true);
    expect(isConverting({ conversionStatus: ConversionStatus.READY })).toBe(false);
    expect(isConverting({ conversionStatus: ConversionStatus.FAILED })).toBe(false);
  });
});

describe('publishCandidate', () => {
  it('describes the saved house: fields, preview image, floor plans, named and ready models', () => {
    const views = [
      storedView('v1'),
      storedView('v2', { conversionStatus: ConversionStatus.CONVERTING }),
      storedView('v3', { name: ' ' }),
    ];
    expect(publishCandidate(house, images, views)).toEqual({
      ...house,
      hasThumbnail: true,
      floorPlanCount: 3,
      namedViewCount: 2,
      readyViewCount: 1,
    });
  });

  it('keeps a draft’s missing fields and files as missing', () => {
    const draft = { propertyShape: null, constructionMethod: null, roofShape: null, sizeInSqm: null };
    const candidate = publishCandidate(draft, { ...images, thumbnail: null }, []);
    expect(candidate).toMatchObject({
      propertyShape: null,
      constructionMethod: null,
      roofShape: null,
      sizeInSqm: null,
      hasThumbnail: false,
      namedViewCount: 0,
    });
  });
});

describe('draftPublishCandidate', () => {
  it('counts what the house has once the drafts are saved; a picked model counts as ready', () => {
    const drafts = emptyImageDrafts();
    drafts[ImageType.THUMBNAIL] = { added: [], removed: ['vorschau.jpg'] };
    drafts[ImageType.GROUNDPLAN_MEASURED] = { added: [{ key: 'k', file: file('og-bemasst.png') }], removed: [] };
    const rows = viewRows([storedView('v1', { conversionStatus: ConversionStatus.FAILED }), storedView('v2')], {
      edits: { v2: { removed: true } },
      added: [
        { key: 'draft-1', name: 'Neu', file: file('neu.glb') },
        { key: 'draft-2', name: 'Ohne Datei' },
      ],
    });
    expect(draftPublishCandidate(house, images, drafts, rows)).toEqual({
      ...house,
      hasThumbnail: false,
      floorPlanCount: 4,
      namedViewCount: 2,
      readyViewCount: 1,
    });
  });
});
