import type { Animation, AnimationSampler, Document, Node } from '@gltf-transform/core';
import { floatValues } from './vertex-data.js';

/** Time codes per second of the layer: a glTF key at t seconds becomes time code t · 24. */
export const TIME_CODES_PER_SECOND = 24;

/**
 * How long before the next key a STEP channel still holds its value, in time codes. USD
 * interpolates between samples, so a jump needs a sample of the old value just before it.
 */
const STEP_HOLD = 0.001;

type TransformPath = 'translation' | 'rotation' | 'scale';

const SIZES: Record<TransformPath, number> = { translation: 3, rotation: 4, scale: 3 };

/** One node property over time: time codes and values (a vector, or a quaternion x, y, z, w). */
export interface TimeSamples {
  times: number[];
  values: number[][];
}

export type NodeSamples = Partial<Record<TransformPath, TimeSamples>>;

export interface AnimationSamples {
  animation: Animation;
  endTimeCode: number;
  nodes: Map<Node, NodeSamples>;
}

/** Quick Look plays all time samples of a stage as one clip, so one glTF animation is carried: the first. */
export function carriedAnimation(document: Document): Animation | null {
  return document.getRoot().listAnimations()[0] ?? null;
}

function isTransformPath(path: string | null): path is TransformPath {
  return path === 'translation' || path === 'rotation' || path === 'scale';
}

function normalised(q: number[]): number[] {
  const length = Math.hypot(q[0], q[1], q[2], q[3]);
  return length > 0 ? q.map((value) => value / length) : [0, 0, 0, 1];
}

/**
 * A sampler's keys as time samples. LINEAR keys are written as they are: USD interpolates vectors
 * linearly and quaternions by slerp, as glTF does. STEP keys get a holding sample just before each
 * jump. CUBICSPLINE keeps only the key values (the middle of each in-tangent, value, out-tangent
 * triple) and ignores the tangents: between keys it runs linearly, through every key exactly.
 */
function samplerSamples(sampler: AnimationSampler, path: TransformPath): TimeSamples | null {
  const input = sampler.getInput();
  const output = sampler.getOutput();
  if (!input || !output) return null;
  const keys = floatValues(input);
  const data = floatValues(output);
  const size = SIZES[path];
  const interpolation = sampler.getInterpolation();
  const cubic = interpolation === 'CUBICSPLINE';
  const stride = cubic ? 3 * size : size;
  const offset = cubic ? size : 0;
  const count = Math.min(keys.length, Math.floor(data.length / stride));
  if (count === 0) return null;
  const samples: TimeSamples = { times: [], values: [] };
  for (let k = 0; k < count; k++) {
    // Float keys carry about seven digits: more in the time code would only be noise.
    const time = Math.round(keys[k] * TIME_CODES_PER_SECOND * 1e6) / 1e6;
    const start = k * stride + offset;
    const raw = Array.from(data.subarray(start, start + size));
    const value = path === 'rotation' ? normalised(raw) : raw;
    const previous = samples.values[samples.values.length - 1];
    const held = time - STEP_HOLD;
    if (interpolation === 'STEP' && previous && held > samples.times[samples.times.length - 1]) {
      samples.times.push(held);
      samples.values.push(previous);
    }
    samples.times.push(time);
    samples.values.push(value);
  }
  return samples;
}

/**
 * The carried animation's translation, rotation and scale channels as time samples per node.
 * Morph target weights have no USD counterpart the converter writes (the points are fixed), and
 * channels on a skin's joints move nothing visible here (the skinned points are posed at rest):
 * both are named in the notes, see ar-notes.ts. Null when nothing is animated.
 */
export function animationSamples(document: Document): AnimationSamples | null {
  const animation = carriedAnimation(document);
  if (!animation) return null;
  const nodes = new Map<Node, NodeSamples>();
  let endTimeCode = 0;
  for (const channel of animation.listChannels()) {
    const node = channel.getTargetNode();
    const path = channel.getTargetPath();
    const sampler = channel.getSampler();
    if (!node || !sampler || !isTransformPath(path)) continue;
    const samples = samplerSamples(sampler, path);
    if (!samples) continue;
    nodes.set(node, { ...nodes.get(node), [path]: samples });
    endTimeCode = Math.max(endTimeCode, samples.times[samples.times.length - 1]);
  }
  return nodes.size > 0 ? { animation, endTimeCode, nodes } : null;
}

/** Numbers the samples add to the layer (a time code and the value per sample). */
export function sampledValues(samples: AnimationSamples | null): number {
  let values = 0;
  for (const node of samples?.nodes.values() ?? []) {
    for (const [path, { times }] of Object.entries(node) as [TransformPath, TimeSamples][]) {
      values += times.length * (1 + SIZES[path]);
    }
  }
  return values;
}
