/**
 * The camera's offset from its target, raised on its sphere (same distance, so the orbit's
 * distance limits hold) until the camera is `clearance` above the ground. A few steps suffice:
 * raising the camera brings it nearer the target, where the ground under it changes little.
 */
export function clearCameraOffset(
  offset: readonly [number, number, number],
  target: readonly [number, number, number],
  groundHeight: (x: number, z: number) => number,
  clearance: number,
): [number, number, number] {
  const radius = Math.hypot(...offset);
  const horizontal = Math.hypot(offset[0], offset[2]);
  if (radius === 0 || horizontal === 0) return [...offset];
  const [dirX, dirZ] = [offset[0] / horizontal, offset[2] / horizontal];
  let [x, y, z] = offset;
  for (let step = 0; step < 4; step += 1) {
    const needed = groundHeight(target[0] + x, target[2] + z) + clearance - target[1];
    if (y >= needed - 1e-9) break;
    const up = Math.min(1, needed / radius);
    const out = Math.sqrt(1 - up * up) * radius;
    [x, y, z] = [dirX * out, up * radius, dirZ * out];
  }
  return [x, y, z];
}
