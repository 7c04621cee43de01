import { addAfterEffect } from '@react-three/fiber';
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

  useEffect(() => onPlaced(radius), [radius, onPlaced]);

  useEffect(() => {
    const stop = addAfterEffect(() => {
      stop();
      onFirstFrame();
    });
    return stop;
  }, [scene, onFirstFrame]);

  return <primitive object={scene} />;
};
