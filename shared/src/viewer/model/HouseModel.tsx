import { addAfterEffect, useThree } from '@react-three/fiber';
import { useEffect, useMemo } from 'react';
import type { Group } from 'three';
import { placeOnGround } from './place-on-ground.js';

interface HouseModelProps {
  scene: Group;
  /** Called once, after the first frame that shows this model was drawn. */
  onFirstFrame: () => void;
  /** Footprint radius in metres, for the shadow camera. */
  onPlaced: (radius: number) => void;
}

export const HouseModel = ({ scene, onFirstFrame, onPlaced }: HouseModelProps) => {
  const radius = useMemo(() => placeOnGround(scene), [scene]);
  const invalidate = useThree((state) => state.invalidate);

  useEffect(() => onPlaced(radius), [radius, onPlaced]);

  useEffect(() => {
    const stop = addAfterEffect(() => {
      stop();
      onFirstFrame();
    });
    // The canvas draws on demand; the frame of the commit may already be done, so ask for one.
    invalidate();
    return stop;
  }, [scene, onFirstFrame, invalidate]);

  return <primitive object={scene} />;
};
