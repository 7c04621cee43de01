import type { Document, Node } from '@gltf-transform/core';
import { gltfIO } from '../../../src/conversion/gltf-io.js';
import { convertGlbToUsdz } from '../../../src/conversion/usdz/convert-glb-to-usdz.js';
import {
  addMeshNode,
  boxPrimitive,
  glb,
  gpuInstances,
  newDocument,
  skinnedZUpRig,
  sparseMorphTarget,
} from './glb-fixtures.js';
import { animatedGlbBoundsWithThree } from './three-gltf-reader.js';
import { animatedBoundsWithThree, type Layer, parseLayerWithThree, type TimeSamples } from './three-usd-reader.js';
import { readWithTinyUsdz } from './tinyusdz-reader.js';
import { readUsdzPackage } from './usdz-package-reader.js';

/** Node transform animation carried into USD time samples, and the notes on what is not. */

type Interpolation = 'LINEAR' | 'STEP' | 'CUBICSPLINE';

function animate(
  document: Document,
  name: string,
  channels: [Node, 'translation' | 'rotation' | 'scale' | 'weights', number[], number[], Interpolation][],
): void {
  const buffer = document.getRoot().listBuffers()[0];
  const animation = document.createAnimation(name);
  for (const [node, path, times, values, interpolation] of channels) {
    const type = ({ translation: 'VEC3', rotation: 'VEC4', scale: 'VEC3', weights: 'SCALAR' } as const)[path];
    const input = document.createAccessor().setType('SCALAR').setArray(new Float32Array(times)).setBuffer(buffer);
    const output = document.createAccessor().setType(type).setArray(new Float32Array(values)).setBuffer(buffer);
    const sampler = document.createAnimationSampler().setInput(input).setOutput(output).setInterpolation(interpolation);
    animation
      .addSampler(sampler)
      .addChannel(document.createAnimationChannel().setTargetNode(node).setTargetPath(path).setSampler(sampler));
  }
}

const aboutY = (degrees: number) => {
  const half = (degrees * Math.PI) / 360;
  return [0, Math.sin(half), 0, Math.cos(half)];
};

/**
 * A gate lifted from y = 0 to y = 2 in one second (LINEAR), a long board turning half round about
 * Y (LINEAR through 90° at 0.5 s) and a flap that jumps to three times its height at 0.5 s (STEP).
 * `more` adds a second animation.
 */
async function animatedModel(more = false): Promise<Uint8Array> {
  const document = newDocument();
  const material = document.createMaterial('Holz');
  const gate = addMeshNode(document, 'Tor', [boxPrimitive(document, 1, material)]);
  const board = addMeshNode(document, 'Brett', [boxPrimitive(document, 1, material)])
    .setTranslation([4, 0, 0])
    .setScale([2, 0.5, 1]);
  const flap = addMeshNode(document, 'Klappe', [boxPrimitive(document, 1, material)]).setTranslation([-4, 0, 0]);
  animate(document, 'Öffnen', [
    [gate, 'translation', [0, 1], [0, 0, 0, 0, 2, 0], 'LINEAR'],
    [board, 'rotation', [0, 0.5, 1], [...aboutY(0), ...aboutY(90), ...aboutY(180)], 'LINEAR'],
    [flap, 'scale', [0, 0.5], [1, 1, 1, 1, 3, 1], 'STEP'],
  ]);
  if (more) animate(document, 'Schließen', [[gate, 'translation', [0, 1], [0, 2, 0, 0, 0, 0], 'LINEAR']]);
  return glb(document);
}

async function converted(model: Uint8Array) {
  const { usdz, notes } = await convertGlbToUsdz(model);
  const text = new TextDecoder().decode(readUsdzPackage(usdz)[0].data);
  return { usdz, notes, text, layer: await parseLayerWithThree(text) };
}

/** The value at `time` of USD's linear interpolation between samples (slerp for quaternions). */
function sampleAt({ times, values }: TimeSamples, time: number): number[] {
  const next = times.findIndex((t) => t >= time);
  if (next === 0) return values[0];
  if (next < 0) return values[values.length - 1];
  const f = (time - times[next - 1]) / (times[next] - times[next - 1]);
  const [a, b] = [values[next - 1], values[next]];
  if (a.length !== 4) return a.map((value, i) => value + f * (b[i] - value));
  const angle = Math.acos(Math.min(Math.abs(a.reduce((sum, value, i) => sum + value * b[i], 0)), 1));
  if (angle < 1e-9) return a;
  const [wa, wb] = [Math.sin((1 - f) * angle) / Math.sin(angle), Math.sin(f * angle) / Math.sin(angle)];
  return a.map((value, i) => wa * value + wb * b[i]);
}

const close = (actual: number[], expected: number[]) =>
  expected.forEach((value, i) => expect(actual[i]).toBeCloseTo(value, 5));

function samples(layer: Layer, path: string): TimeSamples {
  const found = layer.timeSamples(path);
  if (!found) throw new Error(`no time samples at ${path}`);
  return found;
}

describe('animations in the USDZ', () => {
  it('writes the time codes and carries translation, rotation and step scale as time samples', async () => {
    const { text, layer, notes } = await converted(await animatedModel());
    expect(layer.header.timeCodesPerSecond).toBe(24);
    expect(text).toMatch(/\n\s*startTimeCode = 0\n/);
    expect(text).toMatch(/\n\s*endTimeCode = 24\n/);

    const lift = samples(layer, '/Root/Tor.xformOp:translate');
    close(sampleAt(lift, 0), [0, 0, 0]);
    close(sampleAt(lift, 12), [0, 1, 0]);
    close(sampleAt(lift, 24), [0, 2, 0]);

    // USD writes quaternions (w, x, y, z); the reader turns them into (x, y, z, w) as glTF has them.
    const turn = samples(layer, '/Root/Brett.xformOp:orient');
    close(sampleAt(turn, 0), aboutY(0));
    close(sampleAt(turn, 6), aboutY(45));
    close(sampleAt(turn, 12), aboutY(90));
    close(sampleAt(turn, 24), aboutY(180));
    expect(layer.value('/Root/Brett.xformOp:scale')).toEqual([2, 0.5, 1]);

    const step = samples(layer, '/Root/Klappe.xformOp:scale');
    close(sampleAt(step, 0), [1, 1, 1]);
    close(sampleAt(step, 11.99), [1, 1, 1]);
    close(sampleAt(step, 12), [1, 3, 1]);
    close(sampleAt(step, 24), [1, 3, 1]);
    expect(notes).toEqual([]);
  });

  it('moves the meshes as a glTF viewer does, at the start, between and at the end of the keys', async () => {
    const model = await animatedModel();
    const { usdz } = await converted(model);
    const seconds = [0, 0.25, 0.5, 0.75, 1];
    const fromUsd = await animatedBoundsWithThree(usdz, seconds);
    const fromGlb = await animatedGlbBoundsWithThree(model, seconds);
    expect(fromUsd.map((boxes) => boxes.length)).toEqual([3, 3, 3, 3, 3]);
    fromGlb.forEach((boxes, t) => boxes.forEach((box, m) => close(fromUsd[t][m], box)));
    // The board turned by 45° at 0.25 s: as wide along X as along Z.
    const board = fromUsd[1][2];
    expect(board[3] - board[0]).toBeCloseTo(board[5] - board[2], 4);
  });

  it('is still read by tinyusdz', async () => {
    const { usdz } = await converted(await animatedModel(true));
    const { animated } = await readWithTinyUsdz({ animated: usdz });
    expect(animated.ok).toBe(true);
    expect(animated.meshes).toHaveLength(3);
  });

  it('carries the first of several animations and names the ones left out', async () => {
    const { layer, notes } = await converted(await animatedModel(true));
    close(sampleAt(samples(layer, '/Root/Tor.xformOp:translate'), 24), [0, 2, 0]);
    expect(notes).toEqual([
      'AR: Quick Look spielt eine Animation ab: übernommen ist „Öffnen“, nicht übernommen „Schließen“.',
    ]);
  });

  it('takes the keyframe values of a cubic spline', async () => {
    const document = newDocument();
    const node = addMeshNode(document, 'Kiste', [boxPrimitive(document)]);
    // In-tangent, value, out-tangent per key.
    animate(document, 'Hüpfen', [
      [node, 'translation', [0, 2], [9, 9, 9, 0, 0, 0, 9, 9, 9, 9, 9, 9, 0, 1, 0, 9, 9, 9], 'CUBICSPLINE'],
    ]);
    const { text, layer } = await converted(await glb(document));
    expect(text).toMatch(/\n\s*endTimeCode = 48\n/);
    const hop = samples(layer, '/Root/Kiste.xformOp:translate');
    close(sampleAt(hop, 0), [0, 0, 0]);
    close(sampleAt(hop, 48), [0, 1, 0]);
  });

  it('moves GPU instances with their animated node', async () => {
    const io = await gltfIO();
    const document = await io.readBinary(await gpuInstances());
    const [node] = document.getRoot().listNodes();
    animate(document, 'Rücken', [[node, 'translation', [0, 1], [0, 0, 0, 0, 0, 3], 'LINEAR']]);
    const { layer, notes } = await converted(await glb(document));
    close(sampleAt(samples(layer, '/Root/Stuehle.xformOp:translate'), 24), [0, 0, 3]);
    expect(layer.meshes.map((mesh) => mesh.path)).toContain('/Root/Stuehle/Instance_2/Stuehle');
    expect(notes).toEqual([]);
  });

  it('names skeletal and morph weight animation, which it does not carry', async () => {
    const io = await gltfIO();
    const rig = await io.readBinary(await skinnedZUpRig());
    const hip = rig
      .getRoot()
      .listNodes()
      .find((node) => node.getName() === 'Huefte')!;
    animate(rig, 'Winken', [[hip, 'rotation', [0, 1], [0, 0, 0, 1, 0.5, 0, 0, Math.sqrt(0.75)], 'LINEAR']]);
    const rigNotes = (await converted(await glb(rig))).notes;
    expect(rigNotes).toContain('AR: Die Skelettbewegungen der Animation „Winken“ werden nicht übernommen.');

    const morph = await io.readBinary(await sparseMorphTarget());
    const [box] = morph.getRoot().listNodes();
    animate(morph, 'Atmen', [[box, 'weights', [0, 1], [0, 1], 'LINEAR']]);
    const morphNotes = (await converted(await glb(morph))).notes;
    expect(morphNotes).toContain(
      'AR: Die Gewichte der Formziele (Morph Targets) in der Animation „Atmen“ werden nicht übernommen.',
    );
  });
});
