import { useLayoutEffect, useRef } from 'react';
import { type InstancedMesh, Object3D } from 'three';
import { PLOT_TERRAIN } from '../../constants/plot-terrain.js';

const POST_SIZE = 0.08;
const RAIL_SIZE = 0.04;
/** Weathered wood: visible on grass and on grey, without drawing the eye from the house. */
const WOOD = '#7d6446';

/**
 * The plot edge: fence posts on the ground joined by a rail below their tops. Two instanced
 * meshes, so the whole fence costs two draw calls.
 */
export const PlotFence = ({ posts }: { posts: [number, number, number][] }) => {
  const postMesh = useRef<InstancedMesh>(null);
  const railMesh = useRef<InstancedMesh>(null);
  const height = PLOT_TERRAIN.postHeight;

  useLayoutEffect(() => {
    if (!postMesh.current || !railMesh.current) return;
    const place = new Object3D();
    posts.forEach(([x, y, z], index) => {
      place.position.set(x, y + height / 2, z);
      place.rotation.set(0, 0, 0);
      place.scale.set(1, 1, 1);
      place.updateMatrix();
      postMesh.current?.setMatrixAt(index, place.matrix);
      const [nx, ny, nz] = posts[(index + 1) % posts.length];
      const top = height - 0.1;
      place.position.set((x + nx) / 2, (y + ny) / 2 + top, (z + nz) / 2);
      place.lookAt(nx, ny + top, nz);
      place.scale.set(1, 1, Math.hypot(nx - x, ny - y, nz - z));
      place.updateMatrix();
      railMesh.current?.setMatrixAt(index, place.matrix);
    });
    postMesh.current.instanceMatrix.needsUpdate = true;
    railMesh.current.instanceMatrix.needsUpdate = true;
    postMesh.current.computeBoundingSphere();
    railMesh.current.computeBoundingSphere();
  }, [posts, height]);

  return (
    <>
      <instancedMesh
        key={`posts:${posts.length}`}
        ref={postMesh}
        args={[undefined, undefined, posts.length]}
        castShadow
      >
        <boxGeometry args={[POST_SIZE, height, POST_SIZE]} />
        <meshStandardMaterial color={WOOD} roughness={0.9} />
      </instancedMesh>
      <instancedMesh
        key={`rails:${posts.length}`}
        ref={railMesh}
        args={[undefined, undefined, posts.length]}
        castShadow
      >
        <boxGeometry args={[RAIL_SIZE, RAIL_SIZE, 1]} />
        <meshStandardMaterial color={WOOD} roughness={0.9} />
      </instancedMesh>
    </>
  );
};
