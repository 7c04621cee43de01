import { addAfterEffect, useThree } from '@react-three/fiber';
import { useLayoutEffect } from 'react';
import type { Group } from 'three';

interface HouseModelProps {
  scene: Group;
  /** Called once, after the first frame that shows this model was drawn. */
  onFirstFrame: () => void;
}

/** The house, already stood on the ground (see place-on-ground.ts), with its first frame reported. */
export const HouseModel = ({ scene, onFirstFrame }: HouseModelProps) => {
  const invalidate = useThree((state) => state.invalidate);

  // Before the browser's next frame: a passive effect could run only after the frame with the
  // house was drawn, and report the one after it.
  useLayoutEffect(() => {
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
