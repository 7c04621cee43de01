import { type Material, Primitive, type Texture, type TextureInfo } from '@gltf-transform/core';
import type { Clearcoat, EmissiveStrength, IOR, Transmission } from '@gltf-transform/extensions';
import type { TextureFile } from './texture-files.js';
import { uvSetOf } from './uv-transform.js';
import { usdNumber } from './usda-writer.js';

/** The UsdPrimvarReader_float3 that reads the meshes' displayColor. */
export const VERTEX_COLOR_READER = 'VertexColorReader';

/** A UsdUVTexture: output = texel · scale + bias, per channel. */
export interface TextureShader {
  name: string;
  file: TextureFile;
  info: TextureInfo;
  colorSpace: 'sRGB' | 'raw';
  /** The mesh primvar with its coordinates (see uvSetsFor). */
  uvSet: string;
  scale: readonly number[];
  bias?: readonly number[];
  outputs: string[];
}

/** UsdPreviewSurface inputs as [declaration, value] lines, and the textures they connect to. */
export interface PreviewSurface {
  inputs: [string, string][];
  shaders: TextureShader[];
  /** When the diffuse colour comes from the meshes' vertex colours: the colour of a mesh without. */
  vertexColorFallback: readonly number[] | null;
}

/** Whether a mesh drawn with the material has vertex colours (glTF multiplies them into the base colour). */
export function hasVertexColors(material: Material): boolean {
  return material
    .listParents()
    .some((parent) => parent instanceof Primitive && parent.getAttribute('COLOR_0') !== null);
}

/**
 * Whether the USDZ shows the vertex colours: as the diffuse colour where the material has no base
 * colour texture and a white factor; a texture or a tint cannot be multiplied in.
 */
export function vertexColorsCarried(material: Material): boolean {
  return (
    hasVertexColors(material) &&
    !material.getBaseColorTexture() &&
    material
      .getBaseColorFactor()
      .slice(0, 3)
      .every((value) => value >= WHITE)
  );
}

export function usdTuple(values: readonly number[]): string {
  return `(${values.map(usdNumber).join(', ')})`;
}

/**
 * Opacity of a fully transmissive surface. UsdPreviewSurface has no transmission, so glass becomes
 * see-through by opacity instead; kept faintly visible, as glass is, rather than vanishing.
 */
const MIN_GLASS_OPACITY = 0.2;
/** IORs UsdPreviewSurface can use; glTF Transform marks converted spec-gloss materials with 1000. */
const PHYSICAL_IOR = { min: 1, max: 3 };

/** A base colour factor at least this in every channel counts as white: vertex colours show as they are. */
const WHITE = 0.99;

/** KHR_materials_transmission's factor, 0 without it. */
export function transmissionOf(material: Material): number {
  return material.getExtension<Transmission>('KHR_materials_transmission')?.getTransmissionFactor() ?? 0;
}

function isUnlit(material: Material): boolean {
  return material.getExtension('KHR_materials_unlit') !== null;
}

function emissiveColour(material: Material): number[] {
  const strength = material.getExtension<EmissiveStrength>('KHR_materials_emissive_strength')?.getEmissiveStrength();
  return material.getEmissiveFactor().map((value) => value * (strength ?? 1));
}

/** The textures `previewSurface` will connect (an unlit material shows only its base colour). */
export function texturesUsedBy(material: Material): Texture[] {
  const textures = [material.getBaseColorTexture()];
  if (!isUnlit(material)) {
    textures.push(material.getMetallicRoughnessTexture(), material.getNormalTexture(), material.getOcclusionTexture());
    if (emissiveColour(material).some((value) => value > 0)) textures.push(material.getEmissiveTexture());
  }
  return textures.filter((texture): texture is Texture => texture !== null);
}

class SurfaceBuilder implements PreviewSurface {
  readonly inputs: [string, string][] = [];
  readonly shaders: TextureShader[] = [];
  vertexColorFallback: readonly number[] | null = null;

  constructor(
    private readonly path: string,
    private readonly material: Material,
    private readonly files: ReadonlyMap<Texture, TextureFile>,
  ) {}

  value(declaration: string, value: number | readonly number[]): void {
    this.inputs.push([declaration, typeof value === 'number' ? usdNumber(value) : usdTuple(value)]);
  }

  connect(declaration: string, shader: string, output: string): void {
    this.inputs.push([`${declaration}.connect`, `<${this.path}/${shader}.outputs:${output}>`]);
  }

  /** Adds a texture shader when the slot has a packaged image; false when it has none. */
  texture(
    texture: Texture | null,
    info: TextureInfo | null,
    shader: Omit<TextureShader, 'file' | 'info' | 'uvSet'>,
  ): boolean {
    const file = texture ? this.files.get(texture) : undefined;
    if (!file || !info) return false;
    this.shaders.push({ ...shader, file, info, uvSet: uvSetOf(this.material, info) });
    return true;
  }

  /** Connects the input to the meshes' vertex colours (displayColor), `fallback` where a mesh has none. */
  vertexColors(declaration: string, fallback: readonly number[]): void {
    this.vertexColorFallback = fallback;
    this.connect(declaration, VERTEX_COLOR_READER, 'result');
  }
}

function baseColourAndOpacity(surface: SurfaceBuilder, material: Material): void {
  const [red, green, blue, baseAlpha] = material.getBaseColorFactor();
  const transmission = transmissionOf(material);
  const alpha = transmission > 0 ? baseAlpha * Math.max(MIN_GLASS_OPACITY, 1 - transmission) : baseAlpha;
  const blended = material.getAlphaMode() !== 'OPAQUE' || transmission > 0;
  // Unlit: no diffuse response, the colour shines as emission instead.
  const colourInput = isUnlit(material) ? 'color3f inputs:emissiveColor' : 'color3f inputs:diffuseColor';
  const textured = surface.texture(material.getBaseColorTexture(), material.getBaseColorTextureInfo(), {
    name: 'BaseColorTexture',
    colorSpace: 'sRGB',
    scale: [red, green, blue, alpha],
    outputs: blended ? ['rgb', 'a'] : ['rgb'],
  });
  if (textured) surface.connect(colourInput, 'BaseColorTexture', 'rgb');
  else if (vertexColorsCarried(material)) surface.vertexColors(colourInput, [red, green, blue]);
  else surface.value(colourInput, [red, green, blue]);
  if (!blended) return;
  if (textured) surface.connect('float inputs:opacity', 'BaseColorTexture', 'a');
  else surface.value('float inputs:opacity', alpha);
  if (material.getAlphaMode() === 'MASK') surface.value('float inputs:opacityThreshold', material.getAlphaCutoff());
}

function metallicRoughness(surface: SurfaceBuilder, material: Material): void {
  const metallic = material.getMetallicFactor();
  const roughness = material.getRoughnessFactor();
  // glTF packs roughness in G and metalness in B.
  const textured = surface.texture(material.getMetallicRoughnessTexture(), material.getMetallicRoughnessTextureInfo(), {
    name: 'MetallicRoughnessTexture',
    colorSpace: 'raw',
    scale: [1, roughness, metallic, 1],
    outputs: ['g', 'b'],
  });
  if (textured) {
    surface.connect('float inputs:metallic', 'MetallicRoughnessTexture', 'b');
    surface.connect('float inputs:roughness', 'MetallicRoughnessTexture', 'g');
  } else {
    surface.value('float inputs:metallic', metallic);
    surface.value('float inputs:roughness', roughness);
  }
}

function normalAndOcclusion(surface: SurfaceBuilder, material: Material): void {
  const normalScale = material.getNormalScale();
  // Texels 0..1 to tangent space -1..1, with glTF's scale on X and Y.
  const normal = surface.texture(material.getNormalTexture(), material.getNormalTextureInfo(), {
    name: 'NormalTexture',
    colorSpace: 'raw',
    scale: [2 * normalScale, 2 * normalScale, 2, 1],
    bias: [-normalScale, -normalScale, -1, 0],
    outputs: ['rgb'],
  });
  if (normal) surface.connect('normal3f inputs:normal', 'NormalTexture', 'rgb');

  const strength = material.getOcclusionStrength();
  // glTF: 1 + strength · (R − 1).
  const occlusion = surface.texture(material.getOcclusionTexture(), material.getOcclusionTextureInfo(), {
    name: 'OcclusionTexture',
    colorSpace: 'raw',
    scale: [strength, strength, strength, 1],
    bias: [1 - strength, 1 - strength, 1 - strength, 0],
    outputs: ['r'],
  });
  if (occlusion) surface.connect('float inputs:occlusion', 'OcclusionTexture', 'r');
}

function emission(surface: SurfaceBuilder, material: Material): void {
  const emissive = emissiveColour(material);
  if (!emissive.some((value) => value > 0)) return;
  const textured = surface.texture(material.getEmissiveTexture(), material.getEmissiveTextureInfo(), {
    name: 'EmissiveTexture',
    colorSpace: 'sRGB',
    scale: [...emissive, 1],
    outputs: ['rgb'],
  });
  if (textured) surface.connect('color3f inputs:emissiveColor', 'EmissiveTexture', 'rgb');
  else surface.value('color3f inputs:emissiveColor', emissive);
}

function layers(surface: SurfaceBuilder, material: Material): void {
  const ior = material.getExtension<IOR>('KHR_materials_ior')?.getIOR();
  if (ior !== undefined && ior >= PHYSICAL_IOR.min && ior <= PHYSICAL_IOR.max) surface.value('float inputs:ior', ior);
  const clearcoat = material.getExtension<Clearcoat>('KHR_materials_clearcoat');
  if (clearcoat) {
    surface.value('float inputs:clearcoat', clearcoat.getClearcoatFactor());
    surface.value('float inputs:clearcoatRoughness', clearcoat.getClearcoatRoughnessFactor());
  }
}

/**
 * Maps a glTF material onto UsdPreviewSurface (metallic workflow). Factors become the textures'
 * scale, which is how UsdPreviewSurface multiplies a texture by a constant. `path` is the USD
 * Material the shaders will live in.
 */
export function previewSurface(
  material: Material,
  path: string,
  files: ReadonlyMap<Texture, TextureFile>,
): PreviewSurface {
  const surface = new SurfaceBuilder(path, material, files);
  baseColourAndOpacity(surface, material);
  if (isUnlit(material)) {
    surface.value('color3f inputs:diffuseColor', [0, 0, 0]);
    surface.value('float inputs:metallic', 0);
    surface.value('float inputs:roughness', 1);
  } else {
    metallicRoughness(surface, material);
    normalAndOcclusion(surface, material);
    emission(surface, material);
    layers(surface, material);
  }
  surface.inputs.push(['int inputs:useSpecularWorkflow', '0']);
  return surface;
}
