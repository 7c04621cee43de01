import { useFrame, useThree } from '@react-three/fiber';
import { useEffect, useRef, useState } from 'react';
import type { Object3D } from 'three';
import { OrbitControls } from 'three/addons/controls/OrbitControls.js';
import { VIEWER } from '../../constants/viewer.js';
import { PINCH_ZOOM_SPEED, pinchDollyRange } from '../../rules/pinch-zoom.js';
import { houseFrame } from './house-frame.js';
import { InteractionState, interactionFromOrbitState } from './interaction-state.js';
import { useCameraFit } from './use-camera-fit.js';

/** How long a wheel step counts as dollying: the wheel has no end event of its own. */
const WHEEL_DOLLY_MS = 250;
/** About 10° per key press on a 500 px high view (three turns by 2π · speed / height). */
const KEY_ROTATE_SPEED = 14;
/** Keeps the camera above the ground: looking from below would show the underside of the disc. */
const MAX_POLAR_ANGLE = Math.PI / 2 - 0.02;
/** Two fingers on the canvas: a pinch (panning is off). */
const PINCH_STATES = new Set([InteractionState.TOUCH_DOLLY_PAN, InteractionState.TOUCH_DOLLY_ROTATE]);
const ORBIT_RANGE = { minDistance: VIEWER.orbit.minDistance, maxDistance: VIEWER.orbit.maxDistance };

/**
 * three's own OrbitControls with the settings of spec section 9. Its `state` field (public at
 * run time, not in the type declarations) tells rotate, dolly, pan and their touch variants
 * apart; a wheel step runs while it is still "none", so it counts as a short dolly.
 */
interface OrbitCameraProps {
  onInteraction: (state: InteractionState) => void;
  /** Shift + arrow keys pressed in this element turn the camera (plain arrows would pan, which is off). */
  keyTarget: HTMLElement | null;
  /** The house on the ground, once loaded: the camera starts at the distance that shows all of it. */
  house: Object3D | undefined;
  /** Metres the base under the house reaches below its floor on a sloping plot (0 on a flat one). */
  baseBelow: number;
  /** Told where the house lands on the canvas (see house-frame.ts) whenever the camera comes to rest. */
  onHouseFrame: (frame: string | undefined) => void;
}

export const OrbitCamera = ({ onInteraction, keyTarget, house, baseBelow, onHouseFrame }: OrbitCameraProps) => {
  const camera = useThree((state) => state.camera);
  const element = useThree((state) => state.gl.domElement);
  const invalidate = useThree((state) => state.invalidate);
  const size = useThree((state) => state.size);
  const [controls] = useState(() => new OrbitControls(camera));
  const fitCamera = useCameraFit(controls, house, baseBelow);
  const reported = useRef<string>(undefined);
  // The frame loop's own updates (the fit, damping) are drawn in the frame under way: asking for
  // another from inside it would draw the same picture twice, which costs a software GPU 0.3 s.
  const inFrame = useRef(false);

  useEffect(() => {
    controls.target.set(0, VIEWER.orbit.targetHeight, 0);
    controls.rotateSpeed = VIEWER.orbit.rotateSpeed;
    controls.enablePan = VIEWER.orbit.enablePan;
    controls.enableDamping = VIEWER.orbit.enableDamping;
    controls.minDistance = VIEWER.orbit.minDistance;
    controls.maxDistance = VIEWER.orbit.maxDistance;
    controls.maxPolarAngle = MAX_POLAR_ANGLE;
    controls.keyRotateSpeed = KEY_ROTATE_SPEED;
    controls.connect(element);
    // disconnect() below stops the key listening too.
    if (keyTarget) controls.listenToKeyEvents(keyTarget);
    controls.update();
    let wheelTimer: ReturnType<typeof setTimeout> | undefined;
    const stateOf = () => (controls as unknown as { state: number }).state;
    // A pinch zooms gently and only so far per gesture (rules/pinch-zoom.ts); the wheel and the
    // keys keep three's pace. Each finger down or up starts anew, with the state it leaves.
    const limitZoom = (pinch: boolean) => {
      controls.zoomSpeed = pinch ? PINCH_ZOOM_SPEED : 1;
      Object.assign(controls, pinch ? pinchDollyRange(controls.getDistance(), ORBIT_RANGE) : ORBIT_RANGE);
    };
    const start = () => {
      clearTimeout(wheelTimer);
      const state = interactionFromOrbitState(stateOf());
      limitZoom(PINCH_STATES.has(state));
      onInteraction(state === InteractionState.NONE ? InteractionState.DOLLY : state);
    };
    const end = () => {
      limitZoom(false);
      clearTimeout(wheelTimer);
      if (interactionFromOrbitState(stateOf()) !== InteractionState.NONE) onInteraction(InteractionState.NONE);
      else wheelTimer = setTimeout(() => onInteraction(InteractionState.NONE), WHEEL_DOLLY_MS);
    };
    const change = () => {
      if (!inFrame.current) invalidate();
    };
    controls.addEventListener('start', start);
    controls.addEventListener('end', end);
    controls.addEventListener('change', change);
    return () => {
      clearTimeout(wheelTimer);
      controls.removeEventListener('start', start);
      controls.removeEventListener('end', end);
      controls.removeEventListener('change', change);
      controls.disconnect();
    };
  }, [controls, element, keyTarget, invalidate, onInteraction]);

  useEffect(() => () => controls.dispose(), [controls]);

  // The canvas draws on demand: while damping still moves the camera, ask for the next frame;
  // once it rests, report where the house is.
  useFrame(() => {
    inFrame.current = true;
    const box = fitCamera();
    const moved = controls.update();
    inFrame.current = false;
    if (moved) return invalidate();
    const frame = box && houseFrame(box, camera, size);
    if (frame === reported.current) return;
    reported.current = frame;
    onHouseFrame(frame);
  });
  return null;
};
