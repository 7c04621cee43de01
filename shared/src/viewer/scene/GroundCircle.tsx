import { VIEWER } from '../../constants/viewer.js';

/** Inside the skybox, so the edge of the ground is never seen against nothing. */
export const GROUND_RADIUS = VIEWER.skyboxSize * 0.45;

/** The ground disc (spec section 9: 0.04 thick), its top at y = 0 where the house stands. */
export const GroundCircle = ({ color }: { color: string }) => (
  <mesh position={[0, -VIEWER.groundThickness / 2, 0]} receiveShadow>
    <cylinderGeometry args={[GROUND_RADIUS, GROUND_RADIUS, VIEWER.groundThickness, 96]} />
    <meshStandardMaterial color={color} roughness={1} />
  </mesh>
);
