import { type Document } from '@gltf-transform/core';
import {
  KHRMaterialsPBRSpecularGlossiness,
  KHRMaterialsTransmission,
  type PBRSpecularGlossiness,
} from '@gltf-transform/extensions';
import sharp from 'sharp';
import { gltfIO } from '../../../src/conversion/gltf-io.js';
import { optimizeGlb } from '../../../src/conversion/optimize/optimize-glb.js';
import { convertGlbToUsdz } from '../../../src/conversion/usdz/convert-glb-to-usdz.js';
import { addMeshNode, boxPrimitive, glb, image, newDocument } from './glb-fixtures.js';
import { type Layer, parseLayerWithThree } from './three-usd-reader.js';
import { readUsdzPackage } from './usdz-package-reader.js';

/** Materials the USDZ must carry or approximate, and the notes that say what it changed. */

const png = async (colour: { r: number; g: number; b: number; alpha?: number }) =>
  new Uint8Array(await image(colour, 'png'));

/** A striped texture: not one colour, which the web GLB's pruning would fold into the factor. */
async function stripes(red: number, alpha: number): Promise<Uint8Array> {
  const pixels = Buffer.alloc(8 * 8 * 4);
  for (let i = 0; i < 64; i++) pixels.set([i % 2 ? red : red / 2, 40, 30, alpha], i * 4);
  return new Uint8Array(
    await sharp(pixels, { raw: { width: 8, height: 8, channels: 4 } })
      .png()
      .toBuffer(),
  );
}

/** A box with a specular-glossiness material: red diffuse texture, glossiness from a texture's alpha. */
async function specGlossBox(): Promise<Uint8Array> {
  const document = newDocument();
  const extension = document.createExtension(KHRMaterialsPBRSpecularGlossiness).setRequired(true);
  const texture = async (name: string, data: Promise<Uint8Array>) =>
    document
      .createTexture(name)
      .setImage(await data)
      .setMimeType('image/png');
  const specGloss: PBRSpecularGlossiness = extension
    .createPBRSpecularGlossiness()
    .setDiffuseFactor([1, 1, 1, 1])
    .setDiffuseTexture(await texture('Ziegel', stripes(200, 255)))
    .setSpecularFactor([0.1, 0.1, 0.1])
    .setGlossinessFactor(1)
    .setSpecularGlossinessTexture(await texture('Glanz', stripes(20, 64)));
  const material = document.createMaterial('Altziegel').setExtension('KHR_materials_pbrSpecularGlossiness', specGloss);
  addMeshNode(document, 'Dach', [boxPrimitive(document, 1, material)]);
  return glb(document);
}

/** A wall and a fully transmissive pane, the pane's material named like a window. */
async function glassPane(): Promise<Uint8Array> {
  const document = newDocument();
  const transmission = document.createExtension(KHRMaterialsTransmission);
  const glass = document
    .createMaterial('Fensterglas')
    .setBaseColorFactor([0.8, 0.9, 1, 1])
    .setRoughnessFactor(0)
    .setExtension('KHR_materials_transmission', transmission.createTransmission().setTransmissionFactor(1));
  addMeshNode(document, 'Scheibe', [boxPrimitive(document, 1, glass)]);
  return glb(document);
}

/** A box whose base colour texture is 4096 px wide. */
async function wideTexture(): Promise<Uint8Array> {
  const document = newDocument();
  const data = await sharp({ create: { width: 4096, height: 64, channels: 3, background: { r: 90, g: 90, b: 90 } } })
    .png()
    .toBuffer();
  const material = document
    .createMaterial('Putz')
    .setBaseColorTexture(document.createTexture('Fassade').setImage(new Uint8Array(data)).setMimeType('image/png'));
  addMeshNode(document, 'Wand', [boxPrimitive(document, 1, material)]);
  return glb(document);
}

/** A lifted box with what Quick Look cannot show: vertex colours, a texture on a second UV set. */
async function beyondQuickLook(): Promise<Uint8Array> {
  const document = newDocument();
  const buffer = document.getRoot().listBuffers()[0];
  const material = document
    .createMaterial('Tor')
    .setBaseColorTexture(
      document
        .createTexture('Holz')
        .setImage(await png({ r: 120, g: 80, b: 40 }))
        .setMimeType('image/png'),
    )
    .setOcclusionTexture(
      document
        .createTexture('Schatten')
        .setImage(await png({ r: 200, g: 0, b: 0 }))
        .setMimeType('image/png'),
    );
  material.getOcclusionTextureInfo()?.setTexCoord(1);
  const primitive = boxPrimitive(document, 1, material);
  const uv = primitive.getAttribute('TEXCOORD_0')!;
  primitive.setAttribute(
    'TEXCOORD_1',
    document.createAccessor().setType('VEC2').setArray(uv.getArray()!.slice()).setBuffer(buffer),
  );
  const count = primitive.getAttribute('POSITION')!.getCount();
  primitive.setAttribute(
    'COLOR_0',
    document
      .createAccessor()
      .setType('VEC3')
      .setArray(new Float32Array(count * 3).fill(0.5))
      .setBuffer(buffer),
  );
  const node = addMeshNode(document, 'Garagentor', [primitive]);
  const times = document
    .createAccessor()
    .setType('SCALAR')
    .setArray(new Float32Array([0, 1]))
    .setBuffer(buffer);
  const lift = document
    .createAccessor()
    .setType('VEC3')
    .setArray(new Float32Array([0, 0, 0, 0, 2, 0]))
    .setBuffer(buffer);
  const sampler = document.createAnimationSampler().setInput(times).setOutput(lift).setInterpolation('LINEAR');
  const channel = document
    .createAnimationChannel()
    .setTargetNode(node)
    .setTargetPath('translation')
    .setSampler(sampler);
  document.createAnimation('Öffnen').addSampler(sampler).addChannel(channel);
  return glb(document);
}

async function usdzOf(model: Uint8Array) {
  const { usdz, notes } = await convertGlbToUsdz(model);
  const files = readUsdzPackage(usdz);
  const layer: Layer = await parseLayerWithThree(new TextDecoder().decode(files[0].data));
  return { files, layer, notes };
}

const surface = (layer: Layer, material: string, input: string) =>
  layer.value(`/Root/Materials/${material}/PreviewSurface.inputs:${input}`);

describe('materials in the USDZ and the web GLB', () => {
  it('converts specular-glossiness to metal-roughness in both outputs, keeping the diffuse texture', async () => {
    const model = await specGlossBox();
    const { layer, files } = await usdzOf(model);
    const base = layer.connection('/Root/Materials/Altziegel/PreviewSurface.inputs:diffuseColor');
    expect(base).toBe('/Root/Materials/Altziegel/BaseColorTexture.outputs:rgb');
    expect(files.map((file) => file.name)).toContain('textures/Ziegel.png');
    // Roughness from the glossiness texture (its G channel after glTF Transform's repacking), metalness 0
    // through the texture's scale: no untextured white metal.
    const packed = '/Root/Materials/Altziegel/MetallicRoughnessTexture';
    expect(layer.connection('/Root/Materials/Altziegel/PreviewSurface.inputs:roughness')).toBe(`${packed}.outputs:g`);
    expect(layer.connection('/Root/Materials/Altziegel/PreviewSurface.inputs:metallic')).toBe(`${packed}.outputs:b`);
    expect(layer.value(`${packed}.inputs:scale`)).toEqual([1, 1, 0, 1]);
    // glTF Transform's marker IOR of 1000 is not physical: UsdPreviewSurface keeps its default.
    expect(surface(layer, 'Altziegel', 'ior')).toBeUndefined();

    const web = await (await gltfIO()).readBinary(await optimizeGlb(model));
    const extensions = web
      .getRoot()
      .listExtensionsUsed()
      .map((extension) => extension.extensionName);
    expect(extensions).not.toContain('KHR_materials_pbrSpecularGlossiness');
    const [material] = web.getRoot().listMaterials();
    expect(material.getBaseColorTexture()).not.toBeNull();
    expect(material.getMetallicFactor()).toBe(0);
    // The glossiness is even (alpha 64): the web GLB folds the repacked texture into the factor.
    expect(material.getMetallicRoughnessTexture()).toBeNull();
    expect(material.getRoughnessFactor()).toBeCloseTo(1 - 64 / 255, 2);
  });

  it('shows a transmissive pane see-through by opacity, faintly visible, and says so', async () => {
    const { layer, notes } = await usdzOf(await glassPane());
    expect(surface(layer, 'Fensterglas', 'opacity')).toBeCloseTo(0.2, 5);
    expect(surface(layer, 'Fensterglas', 'diffuseColor')).toEqual([0.8, 0.9, 1]);
    expect(notes).toEqual(['AR: Die Lichtdurchlässigkeit von „Fensterglas“ ist als Transparenz angenähert.']);
  });

  it('makes textures over 2048 px smaller for AR and says so', async () => {
    const { files, notes } = await usdzOf(await wideTexture());
    const texture = files.find((file) => file.name.startsWith('textures/'))!;
    const { width, height } = await sharp(texture.data).metadata();
    expect([width, height]).toEqual([2048, 32]);
    expect(notes).toEqual(['AR: Texturen „Fassade“ (4096 px) auf höchstens 2048 px verkleinert.']);
  });

  it('carries the animation and a texture on a second UV set; names vertex colours under a texture', async () => {
    const { layer, notes } = await usdzOf(await beyondQuickLook());
    expect(layer.timeSamples('/Root/Garagentor.xformOp:translate')?.values).toEqual([
      [0, 0, 0],
      [0, 2, 0],
    ]);
    // The occlusion texture reads its own set (TEXCOORD_1 as primvar st1), the base colour `st`.
    const [mesh] = layer.meshes;
    expect(layer.value(`${mesh.path}.primvars:st1`)).toHaveLength(mesh.st!.length);
    const tor = '/Root/Materials/Tor';
    expect(layer.connection(`${tor}/OcclusionTexture.inputs:st`)).toBe(`${tor}/TexCoordReader_st1.outputs:result`);
    expect(layer.value(`${tor}/TexCoordReader_st1.inputs:varname`)).toBe('st1');
    expect(layer.connection(`${tor}/BaseColorTexture.inputs:st`)).toBe(`${tor}/TexCoordReader.outputs:result`);
    expect(layer.value(`${mesh.path}.primvars:displayColor`)).toHaveLength(mesh.points.length);
    expect(notes).toEqual([
      'AR: Die Eckpunktfarben der Netze mit Material „Tor“ werden nicht übernommen: Eine Textur oder ein Farbton lässt sich nicht mit ihnen verrechnen.',
    ]);
  });

  it('shows vertex colours as the diffuse colour of an untextured white material', async () => {
    const document: Document = newDocument();
    const primitive = boxPrimitive(document, 1, document.createMaterial('Bunt'));
    const count = primitive.getAttribute('POSITION')!.getCount();
    const colours = new Float32Array(count * 4).map((_, index) => (index % 4 === 0 ? 1 : 0.25));
    primitive.setAttribute(
      'COLOR_0',
      document.createAccessor().setType('VEC4').setArray(colours).setBuffer(document.getRoot().listBuffers()[0]),
    );
    addMeshNode(document, 'Kiste', [primitive]);
    const { layer, notes } = await usdzOf(await glb(document));
    const bunt = '/Root/Materials/Bunt';
    expect(layer.connection(`${bunt}/PreviewSurface.inputs:diffuseColor`)).toBe(
      `${bunt}/VertexColorReader.outputs:result`,
    );
    expect(layer.value(`${bunt}/VertexColorReader.inputs:varname`)).toBe('displayColor');
    const [mesh] = layer.meshes;
    expect((layer.value(`${mesh.path}.primvars:displayColor`) as number[]).slice(0, 3)).toEqual([1, 0.25, 0.25]);
    expect(notes).toEqual([]);
  });

  it('has no notes for a model Quick Look shows as it is', async () => {
    const document: Document = newDocument();
    addMeshNode(document, 'Kiste', [boxPrimitive(document, 1, document.createMaterial('Grau'))]);
    expect((await usdzOf(await glb(document))).notes).toEqual([]);
  });
});
