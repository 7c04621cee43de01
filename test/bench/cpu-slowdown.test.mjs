// The CPU slowdown of npm run bench:web against the points of Lighthouse's CPU slowdown calculator.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { cpuSlowdownMultiplier } from '../../scripts/bench/cpu-slowdown.mjs';

test('the calculator’s points: 150 → 1x, 800 → 2x, 1300 → 3x, 1533 → 4x, 2000 → 6x', () => {
  assert.equal(cpuSlowdownMultiplier(150), 1);
  assert.equal(cpuSlowdownMultiplier(800), 2);
  assert.equal(cpuSlowdownMultiplier(1300), 3);
  assert.equal(cpuSlowdownMultiplier(1533), 4);
  assert.equal(cpuSlowdownMultiplier(2000), 6);
});

test('linear between the points, to one decimal', () => {
  assert.equal(cpuSlowdownMultiplier(475), 1.5);
  assert.equal(cpuSlowdownMultiplier(1050), 2.5);
  assert.equal(cpuSlowdownMultiplier(1299), 3);
  assert.equal(cpuSlowdownMultiplier(1416.5), 3.5);
});

test('a machine slower than the emulated device, or no index, is refused', () => {
  assert.throws(() => cpuSlowdownMultiplier(149), RangeError);
  assert.throws(() => cpuSlowdownMultiplier(Number.NaN), RangeError);
});
