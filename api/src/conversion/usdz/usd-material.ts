import type { Material, Texture } from '@gltf-transform/core';
import { previewSurface, type TextureShader, usdTuple } from './preview-surface.js';
import type { TextureFile } from './texture-files.js';
import type { UsdaWriter } from './usda-writer.js';

const WRAP_MODES: Record<number, string> = { 33071: 'clamp', 33648: 'mirror', 10497: 'repeat' };

function writeTextureShaders(writer: UsdaWriter, path: string, shaders: TextureShader[]): void {
  writer.openPrim('Shader', 'TexCoordReader');
  writer.attribute('uniform token info:id', '"UsdPrimvarReader_float2"');
  writer.attribute('string inputs:varname', '"st"');
  writer.attribute('float2 outputs:result');
  writer.closePrim();
  for (const shader of shaders) {
    writer.openPrim('Shader', shader.name);
    writer.attribute('uniform token info:id', '"UsdUVTexture"');
    writer.attribute('asset inputs:file', `@${shader.file.path}@`);
    writer.attribute('float2 inputs:st.connect', `<${path}/TexCoordReader.outputs:result>`);
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

/**
 * Writes one glTF material as a USD Material: the UsdPreviewSurface directly inside it (Quick Look
 * reads no NodeGraphs) and UsdUVTextures reading the mesh's `st` primvar.
 */
export function writeMaterial(
  writer: UsdaWriter,
  name: string,
  path: string,
  material: Material,
  files: ReadonlyMap<Texture, TextureFile>,
): void {
  const { inputs, shaders } = previewSurface(material, path, files);
  writer.openPrim('Material', name);
  writer.attribute('token outputs:surface.connect', `<${path}/PreviewSurface.outputs:surface>`);
  writer.openPrim('Shader', 'PreviewSurface');
  writer.attribute('uniform token info:id', '"UsdPreviewSurface"');
  for (const [declaration, value] of inputs) writer.attribute(declaration, value);
  writer.attribute('token outputs:surface');
  writer.closePrim();
  if (shaders.length > 0) writeTextureShaders(writer, path, shaders);
  writer.closePrim();
}
