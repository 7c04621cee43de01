// Part of `npm test`: generates the demo catalogue once for the whole run and converts its models
// into the content cache (CONTENT_CACHE_DIR), so every stack the tests start seeds its demo houses
// from there and its worker finds their conversions done: no test waits behind demo conversions.
// The same built code the stacks run makes the entries, so they are exactly what a stack would make.
import { DEMO_HOUSES } from '@hauskonfig/demo-catalogue';
import { loadAppConfig } from '../../api/dist/config/app-config.js';
import { ContentCache } from '../../api/dist/content-cache/content-cache.js';
import { conversionKeyOf, isConversionKept, keepConversion } from '../../api/dist/conversion/cached-conversion.js';
import { convertModel } from '../../api/dist/conversion/convert-model.js';
import { demoHouseFiles } from '../../api/dist/database/seed/demo/demo-house-files.js';

const config = loadAppConfig({ ...process.env, DATABASE_URL: 'postgres://unused' });
if (!config.contentCacheDir) throw new Error('CONTENT_CACHE_DIR is not set');
const cache = new ContentCache(config.contentCacheDir);
await cache.dropOtherBuilds();
const maxTexturePixels = config.uploads.maxImagePixels;

const started = Date.now();
let models = 0;
for (const spec of DEMO_HOUSES) {
  const files = await demoHouseFiles(spec, cache);
  for (const glb of files.models.values()) {
    const key = conversionKeyOf(glb, maxTexturePixels);
    if (await isConversionKept(cache, key)) continue;
    await keepConversion(cache, key, await convertModel(new Uint8Array(glb), { maxTexturePixels }));
    models += 1;
  }
}
console.log(
  `Demo catalogue: ${DEMO_HOUSES.length} houses ready in ${config.contentCacheDir}, ${models} models converted, ${Math.round((Date.now() - started) / 1000)} s`,
);
