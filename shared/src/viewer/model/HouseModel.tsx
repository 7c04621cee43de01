import { addAfterEffect, useThree } from '@react-three/fiber';
import { useEffect, useMemo } from 'react';
import type { Group } from 'three';
import { placeOnGround, type Placement } from './place-on-ground.js';

interface HouseModelProps {
  scene: Group;
  /** Called once, after the first frame that shows this model was drawn. */
  onFirstFrame: () => void;
  /** Where the house stands and how large it is, for the shadow camera and the terrain. */
  onPlaced: (placement: Placement) => void;
}

export const HouseModel = ({ scene, onFirstFrame, onPlaced }: HouseModelProps) => {
  const placement = useMemo(() => placeOnGround(scene), [scene]);
  const invalidate = useThree((state) => state.invalidate);

  useEffect(() => onPlaced(placement), [placement, onPlaced]);

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
