import type { Group } from 'three';
import { DRACOLoader } from 'three/addons/loaders/DRACOLoader.js';
import { GLTFLoader } from 'three/addons/loaders/GLTFLoader.js';
import { MeshoptDecoder } from 'three/addons/libs/meshopt_decoder.module.js';
import { VIEWER } from '../../constants/viewer.js';
import { decodeError } from './model-load-error.js';

let loader: GLTFLoader | undefined;

/**
 * One loader for all viewers: the Draco decoder keeps its workers (at most
 * `decoderWorkerLimit`) and fetches its files from our own /decoder/draco only when a
 * Draco-compressed model appears; meshopt (the worker's web GLBs) is bundled.
 */
function gltfLoader(): GLTFLoader {
  if (!loader) {
    const draco = new DRACOLoader()
      .setDecoderPath(`${VIEWER.dracoDecoderPath}/`)
      .setWorkerLimit(VIEWER.decoderWorkerLimit);
    loader = new GLTFLoader().setDRACOLoader(draco).setMeshoptDecoder(MeshoptDecoder);
  }
  return loader;
}

/** Decodes a self-contained GLB into the scene graph of its default scene. */
export async function parseModel(glb: ArrayBuffer): Promise<Group> {
  try {
    const gltf = await gltfLoader().parseAsync(glb, '');
    return gltf.scene;
  } catch (error) {
    throw decodeError(error);
  }
}
