import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_HOUSES } from '@hauskonfig/demo-catalogue';
import { ContentCache } from '../../src/content-cache/content-cache.js';
import { demoHouseFiles } from '../../src/database/seed/demo/demo-house-files.js';

describe('demo house files from the content cache', () => {
  const spec = DEMO_HOUSES[0];

  it('generates a house once and then reads it back; an incomplete entry is made again', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hk-demo-cache-'));
    const cache = new ContentCache(dir);
    const made = await demoHouseFiles(spec, cache);
    expect(made.preview.subarray(1, 4).toString()).toBe('PNG');
    expect(made.models.size).toBe(spec.views.length);

    const [version] = readdirSync(join(dir, 'demo-catalogue'));
    const entry = join(dir, 'demo-catalogue', version, spec.key);
    writeFileSync(join(entry, 'preview.png'), 'kept');
    const kept = await demoHouseFiles(spec, cache);
    expect(kept.preview.toString()).toBe('kept');
    expect(kept.plans).toEqual(made.plans);
    expect(kept.measuredPlans).toEqual(made.measuredPlans);
    expect([...kept.models.keys()]).toEqual([...made.models.keys()]);

    rmSync(join(entry, `model-${spec.views[0].variant}.glb`));
    const again = await demoHouseFiles(spec, cache);
    expect(again.preview.equals(made.preview)).toBe(true);
    expect(again.models.get(spec.views[0].variant)!.equals(made.models.get(spec.views[0].variant)!)).toBe(true);
  });

  it('generates without a cache', async () => {
    const files = await demoHouseFiles(spec, null);
    expect(files.plans.length).toBeGreaterThan(0);
  });
});
