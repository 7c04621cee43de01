import { Sky, Stars } from '@react-three/drei';
import { VIEWER } from '../../constants/viewer.js';
import { isMoonTime } from '../../rules/day-progress.js';
import { sunDirection, sunElevation } from '../../rules/sun-light.js';

const SKY_RADIUS = VIEWER.skyboxSize / 2;
const MOON_DISTANCE = SKY_RADIUS * 0.8;

interface DaytimeSkyProps {
  dayProgress: number;
  /** Where the moon stands (unit vector), from the sky light. */
  moonDirection: [number, number, number];
}

/**
 * The physical sky model (Preetham, as in three's Sky) with the sun where the day progress puts
 * it; after sunset the stars come out and at 1 the moon shows.
 */
export const DaytimeSky = ({ dayProgress, moonDirection }: DaytimeSkyProps) => {
  const [x, y, z] = sunDirection(dayProgress);
  const night = sunElevation(dayProgress) < 0;
  // A low sun scatters more: redder mornings and evenings.
  const low = Math.max(0, 1 - Math.max(0, y) * 3);
  return (
    <>
      <Sky
        distance={VIEWER.skyboxSize}
        sunPosition={[x, y, z]}
        turbidity={6 + 4 * low}
        rayleigh={1 + 2 * low}
        mieCoefficient={0.005}
        mieDirectionalG={0.8}
      />
      {night && <Stars radius={SKY_RADIUS * 0.7} depth={20} count={2500} factor={5} saturation={0} speed={0} />}
      {isMoonTime(dayProgress) && (
        <mesh position={moonDirection.map((value) => value * MOON_DISTANCE) as [number, number, number]}>
          <sphereGeometry args={[6, 32, 16]} />
          <meshBasicMaterial color="#f4f1e0" fog={false} toneMapped={false} />
        </mesh>
      )}
    </>
  );
};
