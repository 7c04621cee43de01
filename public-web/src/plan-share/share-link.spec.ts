import { describe, expect, it } from 'vitest';
import { planShareLink, planSharePath, planSharePdfUrl } from './share-link';

describe('share links', () => {
  it('builds the read-only page’s link from the site’s origin', () => {
    expect(planSharePath('Ab3_x-9')).toBe('/plan/Ab3_x-9');
    expect(planShareLink('https://haus.example', 'Ab3_x-9')).toBe('https://haus.example/plan/Ab3_x-9');
  });

  it('names the API’s PDF of the share', () => {
    expect(planSharePdfUrl('Ab3_x-9')).toBe('/api/v1/plan-shares/Ab3_x-9/pdf');
  });

  it('keeps a token that is no plain path segment inside its segment', () => {
    expect(planSharePath('a/b?c')).toBe('/plan/a%2Fb%3Fc');
    expect(planSharePdfUrl('a/b')).toBe('/api/v1/plan-shares/a%2Fb/pdf');
  });
});
