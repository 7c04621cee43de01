import { Document } from '@gltf-transform/core';
import { dequantize } from '@gltf-transform/functions';
import { ConversionError } from '../conversion-error.js';
import { gltfIO } from '../gltf-io.js';
import { readerErrorMessage } from '../reader-error-message.js';

/**
 * Reads an upload for the web GLB or the preview: null when glTF Transform cannot rewrite it
 * (its welding and quantisation cannot handle restart indices); Draco geometry is decoded on
 * reading, the output carries meshopt instead. Quantised attributes (KHR_mesh_quantization, as
 * gltfpack writes them) become floats again: meshopt() quantises positions inside the integer
 * array they came in, which truncates gltfpack's unnormalised positions to 0 or 1 and clamps
 * negative values of unsigned ones to 0, collapsing the model.
 */
export async function readForOptimizing(glb: Uint8Array): Promise<Document | null> {
  let document: Document;
  try {
    document = await (await gltfIO()).readBinary(glb);
  } catch (error) {
    throw new ConversionError(readerErrorMessage(error), { cause: error });
  }
  if (document.hasExtension('KHR_mesh_primitive_restart')) return null;
  document.disposeExtension('KHR_draco_mesh_compression');
  await document.transform(dequantize());
  return document;
}
