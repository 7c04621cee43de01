// A developer's checkout of another commit and back (a bisect, a release branch) must not leave
// output that a later build trusts: in a clone of HEAD, build, check out a commit whose build
// wrote shared's output another way (as older commits did, with `tsc -p`), build, check out HEAD
// again and build. Every build succeeds and the last one's output equals the first one's.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { after, test } from 'node:test';
import { REPO_ROOT } from '../support/stack.mjs';

/** The workspaces whose output tsc writes (the apps' bundles are Vite's, emptied on every build). */
const COMPILED = ['shared', 'demo-catalogue', 'api'];
const WORKSPACES = ['shared', 'demo-catalogue', 'api', 'admin', 'public-web'];

const root = mkdtempSync(join(tmpdir(), 'hk-checkout-builds-'));
const clone = join(root, 'repo');
after(() => rmSync(root, { recursive: true, force: true }));

const run = (command, args) => execFileSync(command, args, { cwd: clone, stdio: 'pipe', encoding: 'utf8' });
const git = (...args) => run('git', args);
// Only the workspaces tsc writes: the apps' Vite bundles start from an empty folder anyway, and
// building them three times would double the test's time for nothing it checks.
const build = () => run('npm', ['run', 'build', ...COMPILED.flatMap((workspace) => ['-w', workspace])]);

/**
 * The clone uses the installed packages (no second `npm ci`) through its own node_modules folder:
 * every package links to the installed one, the workspaces to the clone's own folders (their own
 * node_modules to the installed ones), and the tools' caches start empty.
 */
function linkPackages() {
  const installed = join(REPO_ROOT, 'node_modules');
  const own = join(clone, 'node_modules');
  mkdirSync(join(own, '@hauskonfig'), { recursive: true });
  for (const entry of readdirSync(installed)) {
    if (entry === '@hauskonfig' || entry === '.cache') continue;
    symlinkSync(join(installed, entry), join(own, entry));
  }
  for (const workspace of WORKSPACES) {
    symlinkSync(join(clone, workspace), join(own, '@hauskonfig', workspace));
    // A workspace's own packages (a version other than the hoisted one) stay where npm put them.
    const nested = join(REPO_ROOT, workspace, 'node_modules');
    if (existsSync(nested)) symlinkSync(nested, join(clone, workspace, 'node_modules'));
  }
}

/** A digest per emitted file of a workspace's dist folder (tsc's own build info left out). */
function output(workspace) {
  const dist = join(clone, workspace, 'dist');
  const files = {};
  const walk = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (!entry.name.endsWith('.tsbuildinfo'))
        files[relative(dist, path)] = createHash('sha256').update(readFileSync(path)).digest('hex');
    }
  };
  walk(dist);
  return files;
}

/**
 * A commit on top of HEAD that changes shared's code and compiles the workspaces as older commits
 * did: a plain `tsc -p` each, without build info, shared's into its existing dist.
 */
function commitBuiltAnotherWay() {
  const index = join(clone, 'shared', 'src', 'index.ts');
  writeFileSync(index, `${readFileSync(index, 'utf8')}export const BUILT_AT_ANOTHER_COMMIT = true;\n`);
  const plain = 'tsc -p tsconfig.build.json --composite false --incremental false';
  for (const [workspace, build] of [
    ['shared', `${plain} --declaration`],
    ['demo-catalogue', `rm -rf dist && ${plain} --declaration`],
    ['api', `rm -rf dist && ${plain}`],
  ]) {
    const manifestPath = join(clone, workspace, 'package.json');
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
    manifest.scripts.build = build;
    writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
  }
  git('-c', 'user.name=test', '-c', 'user.email=test@example.at', 'commit', '-qam', 'built another way');
}

test('a build after checking out another commit and back matches the first build', { timeout: 600_000 }, () => {
  execFileSync('git', ['clone', '--quiet', REPO_ROOT, clone]);
  linkPackages();
  const head = git('rev-parse', 'HEAD').trim();

  build();
  const first = Object.fromEntries(COMPILED.map((workspace) => [workspace, output(workspace)]));

  git('checkout', '--quiet', '-b', 'other');
  commitBuiltAnotherWay();
  build();
  assert.match(readFileSync(join(clone, 'shared', 'dist', 'index.js'), 'utf8'), /BUILT_AT_ANOTHER_COMMIT/);

  git('checkout', '--quiet', head);
  build();
  for (const workspace of COMPILED) {
    const last = output(workspace);
    const files = new Set([...Object.keys(first[workspace]), ...Object.keys(last)]);
    const differing = [...files].filter((file) => last[file] !== first[workspace][file]);
    assert.deepEqual(differing, [], `${workspace}/dist: files that differ from the first build`);
  }
});
