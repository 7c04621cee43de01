import { useFrame } from '@react-three/fiber';
import { PLOT_TERRAIN } from '../../constants/plot-terrain.js';
import { VIEWER } from '../../constants/viewer.js';
import { clearCameraOffset } from '../../rules/camera-clearance.js';

const TARGET = [0, VIEWER.orbit.targetHeight, 0] as const;

/**
 * Keeps the orbiting camera above a sloping ground: behind the house the hill rises above the
 * lowest camera height the orbit allows. Runs after the orbit's own update in the same frame.
 */
export const TerrainCameraGuard = ({ height }: { height: (x: number, z: number) => number }) => {
  useFrame(({ camera }) => {
    const { x, y, z } = camera.position;
    const offset = [x - TARGET[0], y - TARGET[1], z - TARGET[2]] as const;
    const cleared = clearCameraOffset(offset, TARGET, height, PLOT_TERRAIN.cameraClearance);
    if (cleared[1] === offset[1]) return;
    camera.position.set(TARGET[0] + cleared[0], TARGET[1] + cleared[1], TARGET[2] + cleared[2]);
    camera.lookAt(...TARGET);
  });
  return null;
};
