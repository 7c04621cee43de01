import { heroImageSources, smallImageUrl } from './image-urls.js';

describe('smallImageUrl', () => {
  it('adds size=small as the first or a further query parameter', () => {
    expect(smallImageUrl('/api/v1/files/houses/h/images/a.webp')).toBe(
      '/api/v1/files/houses/h/images/a.webp?size=small',
    );
    expect(smallImageUrl('/api/v1/contact-people/c/image?v=2')).toBe('/api/v1/contact-people/c/image?v=2&size=small');
  });
});

describe('heroImageSources', () => {
  it('offers the small variant at 800 and the full picture at 1600 pixels for the whole width', () => {
    expect(heroImageSources('/api/v1/files/settings/h.webp')).toEqual({
      src: '/api/v1/files/settings/h.webp',
      srcSet: '/api/v1/files/settings/h.webp?size=small 800w, /api/v1/files/settings/h.webp 1600w',
      sizes: '100vw',
    });
  });
});
