import { smallImageUrl } from './image-urls.js';

describe('smallImageUrl', () => {
  it('adds size=small as the first or a further query parameter', () => {
    expect(smallImageUrl('/api/v1/files/houses/h/images/a.webp')).toBe(
      '/api/v1/files/houses/h/images/a.webp?size=small',
    );
    expect(smallImageUrl('/api/v1/contact-people/c/image?v=2')).toBe('/api/v1/contact-people/c/image?v=2&size=small');
  });
});
