import { BackSide } from 'three';
import { VIEWER } from '../../constants/viewer.js';

const GREY_SKY_COLOR = '#b9bcc0';

/** A plain grey dome: the calm, neutral background for judging the house itself. */
export const GreySky = () => (
  <mesh renderOrder={-1}>
    <sphereGeometry args={[VIEWER.skyboxSize / 2, 32, 16]} />
    <meshBasicMaterial color={GREY_SKY_COLOR} side={BackSide} fog={false} depthWrite={false} />
  </mesh>
);
