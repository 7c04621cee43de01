import type { Footprint } from '../../rules/plot-terrain.js';

/** The base sits a little behind the walls, like a real plinth, so its faces never flicker with theirs. */
const INSET = 0.03;
const CONCRETE = '#a29f98';

interface HouseBaseProps {
  footprint: Footprint;
  /** Metres below the floor (y = 0) the base reaches. */
  depth: number;
}

/** The concrete base a house on a slope stands on: a plinth, on a hillside a base storey. */
export const HouseBase = ({ footprint, depth }: HouseBaseProps) => {
  const width = Math.max(0.1, footprint.maxX - footprint.minX - 2 * INSET);
  const length = Math.max(0.1, footprint.maxZ - footprint.minZ - 2 * INSET);
  return (
    <mesh
      position={[(footprint.minX + footprint.maxX) / 2, -depth / 2, (footprint.minZ + footprint.maxZ) / 2]}
      castShadow
      receiveShadow
    >
      <boxGeometry args={[width, depth, length]} />
      <meshStandardMaterial color={CONCRETE} roughness={0.9} />
    </mesh>
  );
};
