// The CPU slowdown that makes Lighthouse's simulated device the same on every machine, from the
// machine's Lighthouse benchmarkIndex. Lighthouse's throttling guide (docs/throttling.md, "Calibrating
// the CPU slowdown") sends you to its CPU slowdown calculator (lighthouse-cpu-throttling-calculator):
// a piecewise linear map through 150 → 1x, 800 → 2x, 1300 → 3x and 233 more per further 1x
// (1533 → 4x, the slowdown Lighthouse applies unless told otherwise), which this follows.

/** Below this the machine is slower than the device Lighthouse emulates: no slowdown can reach it. */
export const MIN_BENCHMARK_INDEX = 150;

/**
 * The cpuSlowdownMultiplier for a machine of this benchmarkIndex, to one decimal as the calculator
 * gives it (so the multiplier printed is the one used).
 */
export function cpuSlowdownMultiplier(benchmarkIndex) {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex < MIN_BENCHMARK_INDEX) {
    throw new RangeError(
      `benchmarkIndex ${benchmarkIndex}: this machine is too slow to emulate Lighthouse's mobile device (needs at least ${MIN_BENCHMARK_INDEX})`,
    );
  }
  let multiplier;
  if (benchmarkIndex >= 1300) multiplier = 3 + (benchmarkIndex - 1300) / 233;
  else if (benchmarkIndex >= 800) multiplier = 2 + (benchmarkIndex - 800) / 500;
  else multiplier = 1 + (benchmarkIndex - 150) / 650;
  return Math.round(multiplier * 10) / 10;
}
