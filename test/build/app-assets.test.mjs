// What the two built apps ship for 3D: the Draco decoder once, under /decoder/draco of the public
// site (spec section 9), and no hashed copies of it that nothing fetches. Run after `npm run build`.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { REPO_ROOT } from '../support/stack.mjs';

const DECODER_FILES = ['draco_decoder.js', 'draco_decoder.wasm', 'draco_wasm_wrapper.js'];
const dist = (app) => join(REPO_ROOT, app, 'dist');

test('the public site ships the Draco decoder under /decoder/draco', () => {
  for (const file of DECODER_FILES) {
    assert.ok(existsSync(join(dist('public-web'), 'decoder', 'draco', file)), `${file} missing`);
  }
});

for (const app of ['public-web', 'admin']) {
  test(`${app} has no unused copies of the decoder, and its viewer asks /decoder/draco`, () => {
    const assets = readdirSync(join(dist(app), 'assets'));
    assert.deepEqual(
      assets.filter((name) => name.startsWith('draco_')),
      [],
    );
    const viewerCode = assets
      .filter((name) => name.endsWith('.js'))
      .map((name) => readFileSync(join(dist(app), 'assets', name), 'utf8'))
      .find((code) => code.includes('draco_wasm_wrapper'));
    assert.ok(viewerCode, 'no chunk with the Draco loader');
    // three.js's own default path, pointed at our folder; a new three.js may name it differently.
    assert.ok(/[`'"]\/decoder\/draco\/draco_wasm_wrapper\.js[`'"]/.test(viewerCode), 'default decoder path not ours');
  });
}

test("the public site's first code comes in parts, each after the parts it imports, for the boot script to evaluate in turn", () => {
  const html = readFileSync(join(dist('public-web'), 'index.html'), 'utf8');
  const template = /<template id="app-code">([\s\S]*?)<\/template>/.exec(html)?.[1] ?? '';
  const tags = [...template.matchAll(/<(link rel="modulepreload"|script type="module")[^>]*(?:href|src)="([^"]+)"/g)];
  const preloads = tags.filter(([, kind]) => kind.startsWith('link')).map(([, , url]) => url);
  assert.equal(tags.at(-1)?.[1], 'script type="module"', 'the entry script comes last');
  // React, React DOM, the router, MUI's system and components: evaluated at once they were one long task.
  assert.ok(preloads.length >= 5, `only ${preloads.length} parts: ${preloads.join(', ')}`);
  const code = (url) => readFileSync(join(dist('public-web'), url), 'utf8');
  for (const [index, url] of preloads.entries()) {
    const imported = [...code(url).matchAll(/\bfrom\s*"\.\/([^"]+\.js)"/g)].map(([, file]) => `/assets/${file}`);
    for (const dependency of imported) {
      assert.ok(preloads.indexOf(dependency) < index, `${url} comes before ${dependency}, which it imports`);
    }
  }
  const bootFile = /<script type="module"[^>]*src="(\/assets\/app-boot-[^"]+\.js)"/.exec(html)?.[1];
  assert.ok(bootFile, 'no boot script in the head');
  assert.match(code(bootFile), /await import\(/, 'the boot script does not import the parts one by one');
});
