import { Box3 } from 'three';
import { GLTFLoader } from 'three/examples/jsm/loaders/GLTFLoader.js';
import { boundsWhilePlaying } from './three-usd-reader.js';

/**
 * The world-space bounds of a GLB as three.js draws it, skinning applied (Box3's precise mode
 * moves every vertex of a skinned mesh through its bones), as [min xyz, max xyz].
 */
export async function glbBoundsWithThree(glb: Uint8Array): Promise<number[]> {
  const gltf = await new GLTFLoader().parseAsync(glb.slice().buffer, '');
  gltf.scene.updateMatrixWorld(true);
  const box = new Box3().setFromObject(gltf.scene, true);
  return [...box.min.toArray(), ...box.max.toArray()];
}

/** The world bounds of each mesh at each of `seconds` while three.js plays the GLB's first animation. */
export async function animatedGlbBoundsWithThree(glb: Uint8Array, seconds: number[]): Promise<number[][][]> {
  const gltf = await new GLTFLoader().parseAsync(glb.slice().buffer, '');
  return boundsWhilePlaying(gltf.scene, gltf.animations[0], seconds);
}
