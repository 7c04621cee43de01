import { describe, expect, it } from 'vitest';
import { itemPercent, totalPercent, type UploadProgressItem } from './upload-progress';

const item = (changes: Partial<UploadProgressItem>): UploadProgressItem => ({
  id: 'k',
  name: 'haus.glb',
  loaded: 0,
  total: 1000,
  status: 'sending',
  ...changes,
});

describe('upload progress', () => {
  it('shows a file’s share sent, complete once done', () => {
    expect(itemPercent(item({ loaded: 250 }))).toBe(25);
    expect(itemPercent(item({ loaded: 0, status: 'done' }))).toBe(100);
    expect(itemPercent(item({ loaded: 10, total: 0 }))).toBe(0);
    expect(itemPercent(item({ loaded: 2000 }))).toBe(100);
  });

  it('weighs the total by bytes, so a large model counts more than a small image', () => {
    const items = [
      item({ id: 'bild', total: 100, status: 'done' }),
      item({ id: 'modell', total: 900, loaded: 0, status: 'waiting' }),
    ];
    expect(totalPercent(items)).toBe(10);
    expect(totalPercent([])).toBe(0);
  });
});
