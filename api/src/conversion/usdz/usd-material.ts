import type { Material, Texture } from '@gltf-transform/core';
import { previewSurface, type TextureShader, usdTuple, VERTEX_COLOR_READER } from './preview-surface.js';
import type { TextureFile } from './texture-files.js';
import type { UsdaWriter } from './usda-writer.js';

const WRAP_MODES: Record<number, string> = { 33071: 'clamp', 33648: 'mirror', 10497: 'repeat' };

/** The reader of a texture-coordinate primvar: `TexCoordReader` for `st`, `TexCoordReader_st1`… for others. */
const readerName = (uvSet: string) => (uvSet === 'st' ? 'TexCoordReader' : `TexCoordReader_${uvSet}`);

function writeTextureShaders(writer: UsdaWriter, path: string, shaders: TextureShader[]): void {
  for (const uvSet of new Set(shaders.map((shader) => shader.uvSet))) {
    writer.openPrim('Shader', readerName(uvSet));
    writer.attribute('uniform token info:id', '"UsdPrimvarReader_float2"');
    writer.attribute('string inputs:varname', `"${uvSet}"`);
    writer.attribute('float2 outputs:result');
    writer.closePrim();
  }
  for (const shader of shaders) {
    writer.openPrim('Shader', shader.name);
    writer.attribute('uniform token info:id', '"UsdUVTexture"');
    writer.attribute('asset inputs:file', `@${shader.file.path}@`);
    writer.attribute('float2 inputs:st.connect', `<${path}/${readerName(shader.uvSet)}.outputs:result>`);
    writer.attribute('token inputs:sourceColorSpace', `"${shader.colorSpace}"`);
    writer.attribute('token inputs:wrapS', `"${WRAP_MODES[shader.info.getWrapS()] ?? 'repeat'}"`);
    writer.attribute('token inputs:wrapT', `"${WRAP_MODES[shader.info.getWrapT()] ?? 'repeat'}"`);
    writer.attribute('float4 inputs:scale', usdTuple(shader.scale));
    if (shader.bias) writer.attribute('float4 inputs:bias', usdTuple(shader.bias));
    for (const output of shader.outputs) {
      writer.attribute(output === 'rgb' ? 'float3 outputs:rgb' : `float outputs:${output}`);
    }
    writer.closePrim();
  }
}

function writeVertexColorReader(writer: UsdaWriter, fallback: readonly number[]): void {
  writer.openPrim('Shader', VERTEX_COLOR_READER);
  writer.attribute('uniform token info:id', '"UsdPrimvarReader_float3"');
  writer.attribute('string inputs:varname', '"displayColor"');
  writer.attribute('float3 inputs:fallback', usdTuple(fallback));
  writer.attribute('float3 outputs:result');
  writer.closePrim();
}

/**
 * Writes one glTF material as a USD Material: the UsdPreviewSurface directly inside it (Quick Look
 * reads no NodeGraphs), UsdUVTextures reading the mesh's texture-coordinate primvars, and a reader
 * of its vertex colours when they are the diffuse colour.
 */
export function writeMaterial(
  writer: UsdaWriter,
  name: string,
  path: string,
  material: Material,
  files: ReadonlyMap<Texture, TextureFile>,
): void {
  const { inputs, shaders, vertexColorFallback } = previewSurface(material, path, files);
  writer.openPrim('Material', name);
  writer.attribute('token outputs:surface.connect', `<${path}/PreviewSurface.outputs:surface>`);
  writer.openPrim('Shader', 'PreviewSurface');
  writer.attribute('uniform token info:id', '"UsdPreviewSurface"');
  for (const [declaration, value] of inputs) writer.attribute(declaration, value);
  writer.attribute('token outputs:surface');
  writer.closePrim();
  if (shaders.length > 0) writeTextureShaders(writer, path, shaders);
  if (vertexColorFallback) writeVertexColorReader(writer, vertexColorFallback);
  writer.closePrim();
}
