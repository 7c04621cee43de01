import type { Material, Texture, TextureInfo } from '@gltf-transform/core';
import type { Transform } from '@gltf-transform/extensions';

/** u' = a·u + b·v + c, v' = d·u + e·v + f (glTF's KHR_texture_transform as a 2×3 matrix). */
export type UvMatrix = readonly [number, number, number, number, number, number];

/** Which glTF UV set feeds the mesh's single `st` primvar, and the transform to bake into it. */
interface UvSource {
  texCoord: number;
  matrix: UvMatrix | null;
}

/**
 * Quick Look reads one UV set and ignores UsdTransform2d, so the UVs carry the transform of the
 * material's leading texture: base colour, else the first other one. Textures that use another
 * set or another transform cannot be honoured at the same time.
 */
function uvSourceFor(material: Material): UvSource {
  const leading = textureSlots(material).find(([texture, info]) => texture !== null && info !== null)?.[1];
  return leading ? uvSourceOf(leading) : { texCoord: 0, matrix: null };
}

/** A texture-coordinate primvar of a mesh: `st` for the leading texture's coordinates, `st1`… for others. */
export interface UvSet {
  name: string;
  source: UvSource;
}

/**
 * The coordinate sets the material's textures read: `st` (what Quick Look reads) for the leading
 * texture's, one more primvar for each other set or transform, so no texture is sampled with
 * another's coordinates.
 */
export function uvSetsFor(material: Material): UvSet[] {
  const sets: UvSet[] = [{ name: 'st', source: uvSourceFor(material) }];
  for (const [texture, info] of textureSlots(material)) {
    if (!texture || !info) continue;
    const source = uvSourceOf(info);
    if (!sets.some((set) => sameUvSource(set.source, source))) sets.push({ name: `st${sets.length}`, source });
  }
  return sets;
}

/** The primvar a texture of the material reads (see uvSetsFor). */
export function uvSetOf(material: Material, info: TextureInfo): string {
  const source = uvSourceOf(info);
  return uvSetsFor(material).find((set) => sameUvSource(set.source, source))?.name ?? 'st';
}

/** The material's texture slots, in the order the leading one is chosen. */
function textureSlots(material: Material): [Texture | null, TextureInfo | null][] {
  return [
    [material.getBaseColorTexture(), material.getBaseColorTextureInfo()],
    [material.getEmissiveTexture(), material.getEmissiveTextureInfo()],
    [material.getMetallicRoughnessTexture(), material.getMetallicRoughnessTextureInfo()],
    [material.getNormalTexture(), material.getNormalTextureInfo()],
    [material.getOcclusionTexture(), material.getOcclusionTextureInfo()],
  ];
}

/** The UV set a texture reads and the transform it applies. */
function uvSourceOf(info: TextureInfo): UvSource {
  const transform = info.getExtension<Transform>('KHR_texture_transform');
  return {
    texCoord: transform?.getTexCoord() ?? info.getTexCoord(),
    matrix: transform ? transformMatrix(transform) : null,
  };
}

/** Whether two textures read the same coordinates (no transform equals the identity). */
function sameUvSource(a: UvSource, b: UvSource): boolean {
  const identity: UvMatrix = [1, 0, 0, 0, 1, 0];
  const [left, right] = [a.matrix ?? identity, b.matrix ?? identity];
  return a.texCoord === b.texCoord && left.every((value, index) => Math.abs(value - right[index]) < 1e-6);
}

function transformMatrix(transform: Transform): UvMatrix {
  const [tx, ty] = transform.getOffset();
  const [sx, sy] = transform.getScale();
  const cos = Math.cos(transform.getRotation());
  const sin = Math.sin(transform.getRotation());
  return [cos * sx, sin * sy, tx, -sin * sx, cos * sy, ty];
}

/** USD texture coordinates: the transform applied, then V flipped (USD's origin is bottom left). */
export function usdTexCoords(uvs: Float32Array, matrix: UvMatrix | null): Float32Array {
  const st = new Float32Array(uvs.length);
  const [a, b, c, d, e, f] = matrix ?? [1, 0, 0, 0, 1, 0];
  for (let i = 0; i < uvs.length; i += 2) {
    const u = uvs[i];
    const v = uvs[i + 1];
    st[i] = a * u + b * v + c;
    st[i + 1] = 1 - (d * u + e * v + f);
  }
  return st;
}
