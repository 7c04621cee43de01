/**
 * Bounds that keep one upload from taking the worker down. A 50 MB model stays far below them;
 * past them the USDA text alone would outgrow the worker's memory (and Quick Look, which Apple
 * sizes for about 100k polygons, would not open the result anyway).
 */

/** Vertex and index data the file may declare once decompressed (Draco, meshopt, sparse). */
export const MAX_DECODED_BYTES = 1024 * 1024 * 1024;

/**
 * Numbers written into the layer (coordinates, normals, UVs, indices), mirrored back faces and
 * GPU instances included. The text takes about 8 bytes per number and is held twice at the end
 * (chunks, then the archive), so this keeps a conversion near 1 GB.
 */
export const MAX_LAYER_VALUES = 60_000_000;

/**
 * Entries of the glTF JSON (nodes, meshes, primitives, accessors, buffer views, …). glTF Transform
 * spends about 4 KB and a fraction of a millisecond on each while reading: 200,000 took 9 s and
 * 0.8 GB here, 400,000 took 20 s and 1.5 GB.
 */
export const MAX_GLTF_OBJECTS = 250_000;

/** Depth of the node hierarchy; the scene is walked recursively. */
export const MAX_NODE_DEPTH = 1000;

/**
 * Largest USDZ the converter hands out. Quick Look gives up near 200 MB and a phone downloads it
 * over the air; the AR triangle budget (ar-simplify.ts) keeps sane models far below this.
 */
export const MAX_USDZ_BYTES = 100_000_000;
