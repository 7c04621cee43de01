import { ArMode, type ArModel, pickArMode } from './ar-support.js';

const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile';

/** The browser bits pickArMode reads: rel="ar" support (Quick Look), the user agent, the tab's storage. */
function browser(userAgent: string, quickLook = false) {
  Object.assign(globalThis, {
    document: { createElement: () => ({ relList: { supports: (token: string) => quickLook && token === 'ar' } }) },
    navigator: { userAgent },
    sessionStorage: { getItem: () => null },
  });
}

const model = (fields: Partial<ArModel> = {}): ArModel => ({
  modelUrl: '/api/v1/house-views/1/model?v=1',
  usdzUrl: '/api/v1/house-views/1/model.usdz?v=1',
  needsAuth: false,
  ...fields,
});

describe('pickArMode', () => {
  const arLinks = () => Promise.resolve({ modelUrl: 'signed', usdzUrl: null, expiresAt: null });

  it('offers Scene Viewer on Android for a public model and for a protected one with signed links', () => {
    browser(ANDROID);
    expect(pickArMode(model(), false)).toBe(ArMode.SCENE_VIEWER);
    expect(pickArMode(model({ needsAuth: true, arLinks }), false)).toBe(ArMode.SCENE_VIEWER);
  });

  it('skips Scene Viewer for a protected model without signed links, which it could not download', () => {
    browser(ANDROID);
    expect(pickArMode(model({ needsAuth: true }), false)).toBeNull();
    expect(pickArMode(model({ needsAuth: true }), true)).toBe(ArMode.WEBXR);
  });

  it('offers Quick Look on iOS whenever the USDZ exists', () => {
    browser('iPhone', true);
    expect(pickArMode(model({ needsAuth: true, arLinks }), false)).toBe(ArMode.QUICK_LOOK);
    expect(pickArMode(model({ usdzUrl: null }), false)).toBeNull();
  });
});
