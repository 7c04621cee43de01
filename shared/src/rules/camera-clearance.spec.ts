import { clearCameraOffset } from './camera-clearance.js';

const TARGET = [0, 0.5, 0] as const;
const hill = (_x: number, z: number) => Math.max(0, -z) * 0.3;

describe('clearCameraOffset', () => {
  it('leaves a camera that is high enough alone', () => {
    expect(clearCameraOffset([15, 2, 24], TARGET, hill, 1.5)).toEqual([15, 2, 24]);
  });

  it('raises a camera in the hill above it, at the same distance and bearing', () => {
    const offset = [6, 0.2, -28] as const;
    const [x, y, z] = clearCameraOffset(offset, TARGET, hill, 1.5);
    expect(Math.hypot(x, y, z)).toBeCloseTo(Math.hypot(...offset), 9);
    expect(Math.atan2(x, z)).toBeCloseTo(Math.atan2(offset[0], offset[2]), 9);
    expect(TARGET[1] + y).toBeGreaterThanOrEqual(hill(x, z) + 1.5 - 1e-6);
  });

  it('goes straight up when the ground is higher than the distance allows', () => {
    const [x, y, z] = clearCameraOffset([10, 0, 0], TARGET, () => 50, 1.5);
    expect([x, y, z].map((value) => Math.round(value * 1e9) / 1e9)).toEqual([0, 10, 0]);
  });
});
