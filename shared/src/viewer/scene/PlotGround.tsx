import { useMemo } from 'react';
import { PropertyShape } from '../../enums/property-shape.js';
import { fencePosts } from '../../rules/plot-boundary.js';
import { baseDepth, type Footprint } from '../../rules/plot-terrain.js';
import { GroundCircle } from './GroundCircle.js';
import { HouseBase } from './HouseBase.js';
import { PlotFence } from './PlotFence.js';
import { SlopedGround } from './SlopedGround.js';

interface PlotGroundProps {
  shape: PropertyShape;
  /** Where the house stands; the ground is laid around it. */
  footprint: Footprint;
  /** Ground height at a point (the shape's terrain around this footprint). */
  height: (x: number, z: number) => number;
  color: string;
  /** A base is drawn only under a house that is shown. */
  withHouse: boolean;
}

/**
 * The plot around the house: the flat ground disc of spec section 9, or on a sloping plot the
 * slope with the base that keeps the house level; the plot edge marked by a fence either way.
 */
export const PlotGround = ({ shape, footprint, height, color, withHouse }: PlotGroundProps) => {
  const posts = useMemo(() => fencePosts(shape, footprint), [shape, footprint]);
  const depth = baseDepth(shape, footprint);
  if (shape === PropertyShape.STRAIGHT) {
    return (
      <>
        <GroundCircle color={color} />
        <PlotFence posts={posts} />
      </>
    );
  }
  return (
    <>
      <SlopedGround height={height} color={color} />
      {withHouse && depth > 0 && <HouseBase footprint={footprint} depth={depth} />}
      <PlotFence posts={posts} />
    </>
  );
};
