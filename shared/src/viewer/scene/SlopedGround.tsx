import { useEffect, useMemo } from 'react';
import { terrainGeometry } from './terrain-geometry.js';
import { GROUND_RADIUS } from './GroundCircle.js';

interface SlopedGroundProps {
  height: (x: number, z: number) => number;
  color: string;
}

/** The ground of a sloping plot: receives the house's shadow; casts none, which would only streak the slope. */
export const SlopedGround = ({ height, color }: SlopedGroundProps) => {
  const geometry = useMemo(() => terrainGeometry(GROUND_RADIUS, height), [height]);
  useEffect(() => () => geometry.dispose(), [geometry]);
  return (
    <mesh geometry={geometry} receiveShadow>
      <meshStandardMaterial color={color} roughness={1} />
    </mesh>
  );
};
