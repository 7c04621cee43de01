import type { Document } from '@gltf-transform/core';
import { ConversionError } from '../conversion-error.js';
import { gltfIO } from '../gltf-io.js';
import { readerErrorMessage } from '../reader-error-message.js';
import { specGlossToMetalRough } from '../spec-gloss.js';
import { assertSaneGlb } from './glb-sanity.js';

/**
 * Reads a GLB (Draco and meshopt included) into a glTF Transform document, specular-glossiness
 * materials converted to metal-roughness. Anything the reader or a decoder rejects becomes a
 * ConversionError carrying its reason in German.
 */
export async function readGlb(glb: Uint8Array): Promise<Document> {
  const model = glb.subarray(0, assertSaneGlb(glb).declaredLength);
  // The reader views the chunk headers as Uint32Arrays, which need a 4-byte aligned start
  // (small Node Buffers often sit at odd offsets of a shared pool). The constructor copies.
  const aligned = model.byteOffset % 4 === 0 ? model : new Uint8Array(model);
  const io = await gltfIO();
  let document: Document;
  try {
    document = await io.readBinary(aligned);
  } catch (error) {
    throw new ConversionError(readerErrorMessage(error), { cause: error });
  }
  await specGlossToMetalRough(document);
  return document;
}
