import { MODEL_FETCH_AHEAD_MAX_BYTES, modelToFetchAhead } from './model-fetch-ahead.js';

const view = {
  modelUrl: '/api/v1/house-views/v1/model?v=1',
  previewUrl: null,
  originalSize: 300_000,
  optimizedSize: 80_000,
  previewSize: null,
};

describe('modelToFetchAhead', () => {
  it('takes a small web model, judged by its optimised size', () => {
    expect(modelToFetchAhead(view)).toBe(view.modelUrl);
    expect(modelToFetchAhead({ ...view, originalSize: 50_000_000 })).toBe(view.modelUrl);
  });

  it('takes the preview when there is one, not the large model behind it', () => {
    const large = { ...view, optimizedSize: 4_300_000, previewUrl: '/preview?v=1', previewSize: 180_000 };
    expect(modelToFetchAhead(large)).toBe('/preview?v=1');
  });

  it('leaves a large model without a preview, and one kept as uploaded by its upload size', () => {
    expect(modelToFetchAhead({ ...view, optimizedSize: MODEL_FETCH_AHEAD_MAX_BYTES + 1 })).toBeUndefined();
    expect(modelToFetchAhead({ ...view, optimizedSize: null, originalSize: 2_000_000 })).toBeUndefined();
    expect(modelToFetchAhead({ ...view, optimizedSize: MODEL_FETCH_AHEAD_MAX_BYTES })).toBe(view.modelUrl);
  });

  it('has nothing to fetch without a view or with a preview of unknown size', () => {
    expect(modelToFetchAhead(undefined)).toBeUndefined();
    expect(modelToFetchAhead({ ...view, previewUrl: '/preview?v=1', previewSize: null })).toBeUndefined();
  });
});
