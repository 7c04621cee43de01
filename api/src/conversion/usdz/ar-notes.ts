import type { Document, Node, Texture } from '@gltf-transform/core';
import { formatMessage, MODEL_CONVERSION_MESSAGES } from '@hauskonfig/shared';
import { carriedAnimation } from './animation-samples.js';
import { hasVertexColors, transmissionOf, vertexColorsCarried } from './preview-surface.js';
import { AR_MAX_TEXTURE_SIZE, type TextureFile } from './texture-files.js';

/** Parts named in one note at most; more are counted. */
const NAMED = 3;

/** „A“, „B“, „C“ und 2 weitere: the parts a note is about, unnamed ones by number from `first`. */
function names(items: { getName(): string }[], fallback: string, first = 1): string {
  const quoted = items.map((item, index) => `„${item.getName() || `${fallback} ${index + first}`}“`);
  const shown = quoted.slice(0, NAMED).join(', ');
  return quoted.length > NAMED ? `${shown} und ${quoted.length - NAMED} weitere` : shown;
}

function note(template: string, ...parts: string[]): string {
  return formatMessage(template, ...parts);
}

/**
 * Notes on the animation: the USDZ plays the first one's node transforms (see animation-samples.ts),
 * not the other animations, nor joint movements (skinned points stay at rest) or morph weights.
 */
function animationNotes(document: Document, skinned: Node[]): string[] {
  const animations = document.getRoot().listAnimations();
  const carried = carriedAnimation(document);
  if (!carried) return [];
  const notes: string[] = [];
  const name = names([carried], 'Nr.');
  if (animations.length > 1) {
    notes.push(note(MODEL_CONVERSION_MESSAGES.arAnimationsLeftOut, name, names(animations.slice(1), 'Nr.', 2)));
  }
  const joints = new Set(skinned.flatMap((node) => node.getSkin()?.listJoints() ?? []));
  const channels = carried.listChannels();
  const movesJoint = channels.some((channel) => {
    const node = channel.getTargetNode();
    return (
      node !== null && joints.has(node) && ['translation', 'rotation', 'scale'].includes(channel.getTargetPath() ?? '')
    );
  });
  if (movesJoint) {
    notes.push(note(MODEL_CONVERSION_MESSAGES.arSkeletalAnimation, name));
  }
  if (channels.some((channel) => channel.getTargetPath() === 'weights')) {
    notes.push(note(MODEL_CONVERSION_MESSAGES.arMorphAnimation, name));
  }
  return notes;
}

/**
 * German notes on what the USDZ shows differently from the model (Quick Look plays one animation
 * and has no skeleton, morph targets, variants, transmission or vertex colours, and reads one UV
 * set; and when the geometry was simplified for AR, see ar-simplify.ts), so staff see it instead
 * of finding it out on a phone.
 */
export function arNotes(
  document: Document,
  files: ReadonlyMap<Texture, TextureFile>,
  simplified: { from: number; to: number } | null = null,
): string[] {
  const root = document.getRoot();
  const skinned = root.listNodes().filter((node) => node.getSkin() && node.getMesh());
  const notes: string[] = [];
  if (simplified) {
    const count = new Intl.NumberFormat('de-DE').format;
    notes.push(note(MODEL_CONVERSION_MESSAGES.arSimplified, count(simplified.to), count(simplified.from)));
  }
  notes.push(...animationNotes(document, skinned));
  if (skinned.length > 0) notes.push(note(MODEL_CONVERSION_MESSAGES.arSkinnedAtRest, names(skinned, 'Netz')));
  const meshes = root.listMeshes();
  const morphed = meshes.filter((mesh) => mesh.listPrimitives().some((primitive) => primitive.listTargets().length));
  if (morphed.length > 0) notes.push(note(MODEL_CONVERSION_MESSAGES.arMorphTargets, names(morphed, 'Netz')));
  const variants = root.listExtensionsUsed().find((extension) => extension.extensionName === 'KHR_materials_variants');
  if (variants) notes.push(note(MODEL_CONVERSION_MESSAGES.arVariants, 'KHR_materials_variants'));
  const materials = root.listMaterials();
  const transmissive = materials.filter((material) => transmissionOf(material) > 0);
  if (transmissive.length > 0)
    notes.push(note(MODEL_CONVERSION_MESSAGES.arTransmission, names(transmissive, 'Material')));
  // Vertex colours show as the diffuse colour; not under a texture or a tint (see vertexColorsCarried).
  const uncoloured = materials.filter((material) => hasVertexColors(material) && !vertexColorsCarried(material));
  if (uncoloured.length > 0) {
    notes.push(note(MODEL_CONVERSION_MESSAGES.arVertexColors, names(uncoloured, 'Material')));
  }
  const resized = [...files.entries()].filter(([, file]) => file.resizedFrom !== undefined);
  if (resized.length > 0) {
    const listed = resized
      .slice(0, NAMED)
      .map(([texture, file]) => `„${texture.getName() || file.path}“ (${file.resizedFrom} px)`)
      .join(', ');
    const more = resized.length > NAMED ? ` und ${resized.length - NAMED} weitere` : '';
    notes.push(
      note(MODEL_CONVERSION_MESSAGES.arTexturesResized, `Texturen ${listed}${more}`, `${AR_MAX_TEXTURE_SIZE}`),
    );
  }
  return notes;
}
