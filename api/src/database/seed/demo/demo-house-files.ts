import { type DemoHouseSpec, buildHouseGlb, renderFloorPlan, renderPreviewImage } from '@hauskonfig/demo-catalogue';
import type { CachedFiles, ContentCache } from '../../../content-cache/content-cache.js';

/** Everything generated for one demo house: its pictures and a model per view. */
export interface DemoHouseFiles {
  preview: Buffer;
  plans: Buffer[];
  measuredPlans: Buffer[];
  /** By the view's variant. */
  models: Map<string, Buffer>;
}

async function generate(spec: DemoHouseSpec): Promise<DemoHouseFiles> {
  const models = new Map<string, Buffer>();
  for (const view of spec.views) models.set(view.variant, Buffer.from(await buildHouseGlb(spec, view.variant)));
  return {
    preview: await renderPreviewImage(spec),
    plans: await renderFloorPlan(spec, { withMeasures: false }),
    measuredPlans: await renderFloorPlan(spec, { withMeasures: true }),
    models,
  };
}

const numbered = (prefix: string, files: CachedFiles) =>
  [...files.keys()]
    .filter((name) => name.startsWith(prefix))
    .sort((a, b) => Number(a.slice(prefix.length, -4)) - Number(b.slice(prefix.length, -4)))
    .map((name) => files.get(name)!);

function toCached(files: DemoHouseFiles): CachedFiles {
  return new Map([
    ['preview.png', files.preview],
    ...files.plans.map((plan, index) => [`plan-${index}.png`, plan] as const),
    ...files.measuredPlans.map((plan, index) => [`measured-${index}.png`, plan] as const),
    ...[...files.models].map(([variant, glb]) => [`model-${variant}.glb`, glb] as const),
  ]);
}

function fromCached(spec: DemoHouseSpec, files: CachedFiles): DemoHouseFiles | null {
  const preview = files.get('preview.png');
  const models = new Map(spec.views.map((view) => [view.variant, files.get(`model-${view.variant}.glb`)]));
  if (!preview || [...models.values()].some((glb) => !glb)) return null;
  return {
    preview,
    plans: numbered('plan-', files),
    measuredPlans: numbered('measured-', files),
    models: models as Map<string, Buffer>,
  };
}

/**
 * A demo house's files, generated, or taken from the content cache when this build made them
 * before (every test stack and `npm start` on a fresh database would otherwise draw them again).
 */
export async function demoHouseFiles(spec: DemoHouseSpec, cache: ContentCache | null): Promise<DemoHouseFiles> {
  const cached = cache && (await cache.get('demo-catalogue', spec.key));
  const reused = cached && fromCached(spec, cached);
  if (reused) return reused;
  const files = await generate(spec);
  await cache?.put('demo-catalogue', spec.key, toCached(files));
  return files;
}
