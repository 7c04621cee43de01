import { Sky, Stars } from '@react-three/drei';
import { VIEWER } from '../../constants/viewer.js';
import { isMoonTime } from '../../rules/day-progress.js';
import { moonDiscDirection, sunDirection, sunElevation } from '../../rules/sun-light.js';
import type { SunSetting } from '../../rules/sun-path.js';

const SKY_RADIUS = VIEWER.skyboxSize / 2;
const MOON_DISTANCE = SKY_RADIUS * 0.8;

/**
 * The physical sky model (Preetham, as in three's Sky) with the sun where the day progress puts
 * it on the chosen date, turned with the house; after sunset the stars come out and at 1 the moon
 * shows, turned with the house too.
 */
export const DaytimeSky = ({ dayProgress, sun }: { dayProgress: number; sun: SunSetting }) => {
  const [x, y, z] = sunDirection(dayProgress, sun);
  const night = sunElevation(dayProgress, sun) < 0;
  // A low sun scatters more: redder mornings and evenings.
  const low = Math.max(0, 1 - Math.max(0, y) * 3);
  const moon = moonDiscDirection(sun).map((axis) => axis * MOON_DISTANCE) as [number, number, number];
  return (
    <>
      <Sky
        distance={VIEWER.skyboxSize}
        sunPosition={[x, y, z]}
        turbidity={1 + 9 * low}
        rayleigh={0.8 + 2 * low}
        mieCoefficient={0.003}
        mieDirectionalG={0.8}
      />
      {night && <Stars radius={SKY_RADIUS * 0.7} depth={20} count={2500} factor={5} saturation={0} speed={0} />}
      {isMoonTime(dayProgress) && (
        <mesh position={moon}>
          <sphereGeometry args={[5, 32, 16]} />
          <meshBasicMaterial color="#f4f1e0" fog={false} toneMapped={false} />
        </mesh>
      )}
    </>
  );
};
