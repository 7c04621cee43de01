import { useThree } from '@react-three/fiber';
import { useCallback, useRef } from 'react';
import { Box3, type Object3D, Vector3 } from 'three';
import type { OrbitControls } from 'three/addons/controls/OrbitControls.js';
import { VIEWER } from '../../constants/viewer.js';
import { fitDistance } from '../../rules/camera-fit.js';

/** Share of the half view left free at each edge around the house: a little sky on every side. */
const FIT_MARGIN = 0.1;
/** How far (metres) the camera may be from where the fit put it before it counts as moved. */
const MOVED_TOLERANCE = 1e-3;
/** Share of the house's size two boxes may differ by and still be the same house's. */
const SAME_BOUNDS_TOLERANCE = 0.01;

interface Fit {
  house: Object3D;
  box: Box3;
  /** Canvas size and base depth the fit was made for. */
  key: string;
  position: Vector3;
  /** The visitor turned or dollied since: a new canvas size keeps their view. */
  moved: boolean;
}

/**
 * Puts the camera on the spec's start direction at the distance that shows the whole house
 * (its bounding box, margin included) in the canvas's width and height. It fits again when the
 * house or the canvas size changes (a phone turned, fullscreen in and out), unless the visitor
 * has moved the camera since the last fit. A house replaced by one with the same bounds (the full
 * model after its preview) keeps the camera, so the swap shows no jump. On a slope the base the house stands on counts too
 * (`baseBelow`: metres it reaches below the floor). Returns the frame-loop step (run it before the
 * controls update), which gives the box for the framing report.
 */
export function useCameraFit(controls: OrbitControls, house: Object3D | undefined, baseBelow: number) {
  const camera = useThree((state) => state.camera);
  const size = useThree((state) => state.size);
  const fit = useRef<Fit>(undefined);

  return useCallback((): Box3 | undefined => {
    if (!house) {
      fit.current = undefined;
      return undefined;
    }
    const key = `${size.width}x${size.height}:${baseBelow}`;
    if (fit.current && fit.current.house !== house) {
      const box = houseBox(house, baseBelow);
      fit.current = sameBounds(box, fit.current.box) ? { ...fit.current, house, box } : undefined;
    }
    const last = fit.current;
    if (last && (last.moved || camera.position.distanceTo(last.position) > MOVED_TOLERANCE)) {
      last.moved = true;
      return last.box;
    }
    if (last?.key === key) return last.box;
    const box = houseBox(house, baseBelow);
    if (box.isEmpty() || size.width === 0 || size.height === 0) return undefined;
    const distance = fitDistance({
      min: box.min.toArray(),
      max: box.max.toArray(),
      target: controls.target.toArray(),
      direction: VIEWER.camera.position,
      fov: VIEWER.camera.fov,
      aspect: size.width / size.height,
      margin: FIT_MARGIN,
      minDistance: VIEWER.orbit.minDistance,
      maxDistance: VIEWER.orbit.maxDistance,
    });
    const direction = new Vector3(...VIEWER.camera.position).normalize();
    camera.position.copy(controls.target).addScaledVector(direction, distance);
    controls.update();
    fit.current = { house, box, key, position: camera.position.clone(), moved: false };
    return box;
  }, [camera, controls, house, size, baseBelow]);
}

/** The box in world space, after the model was stood on the ground, with the base below it. */
function houseBox(house: Object3D, baseBelow: number): Box3 {
  const box = new Box3().setFromObject(house);
  box.min.y -= baseBelow;
  return box;
}

function sameBounds(a: Box3, b: Box3): boolean {
  const tolerance = SAME_BOUNDS_TOLERANCE * Math.max(...a.getSize(new Vector3()).toArray());
  return a.min.distanceTo(b.min) <= tolerance && a.max.distanceTo(b.max) <= tolerance;
}
