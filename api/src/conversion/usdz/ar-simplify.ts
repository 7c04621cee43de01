import { type Document, Logger } from '@gltf-transform/core';
import { simplify } from '@gltf-transform/functions';
import { MeshoptSimplifier } from 'meshoptimizer';
import { ConversionError } from '../conversion-error.js';
import { planScene } from './scene-plan.js';

/**
 * Triangles the USDZ may hold, counted as written (every GPU instance and every mirrored back
 * face of a double-sided material): Apple's guidance for AR Quick Look is about 100k, and the
 * package then stays near 4 MB (the 48 MB bench house: 92,000 triangles, 3.5 MB).
 */
export const AR_TRIANGLE_BUDGET = 100_000;

/**
 * Triangles the USDZ may keep when the bounded passes cannot reach the budget: four times Apple's
 * guidance, a package near 16 MB, far under MAX_USDZ_BYTES and the 200 MB where Quick Look gives
 * up. Above it a last pass ignores the shape error, and only what even that cannot reduce is
 * refused.
 */
const AR_TRIANGLE_CEILING = 4 * AR_TRIANGLE_BUDGET;

/**
 * Shape errors the simplifier may take, as a share of each mesh's size, tried in turn until the
 * scene fits the budget: first 1 % (a centimetre on a one-metre chair), then 5 % for models that
 * are mostly many copies of one detailed part. Borders stay locked, so silhouettes and the
 * bounds of open surfaces (terrain, walls) keep their place.
 */
const BOUNDED_ERRORS = [0.01, 0.05];
/**
 * The last pass, only above the ceiling (thousands of GPU instances of a detailed part): each copy
 * then becomes as coarse as the budget demands. Coarse copies in AR beat no AR at all; the note
 * tells staff how far the model was reduced.
 */
const UNBOUNDED_ERROR = 1;
/**
 * Share of the budget each pass aims at: parts the simplifier leaves as they are (small meshes at
 * their error bound or with locked borders) would otherwise carry the total just past it.
 */
const AIM = 0.9;

const writtenTriangles = (document: Document) => planScene(document).triangles;

/**
 * Simplifies the document in place with meshoptimizer so the USDZ's triangles (as written) fit
 * AR_TRIANGLE_BUDGET, or at least AR_TRIANGLE_CEILING. One ratio for all meshes: instanced meshes
 * are simplified once and count once per instance, so the ratio comes from the triangles as
 * written. Returns the triangles as written before, or null when nothing was simplified. Throws
 * ConversionError when even the last pass leaves more than AR_TRIANGLE_CEILING.
 */
export async function simplifyForAr(document: Document): Promise<number | null> {
  const before = writtenTriangles(document);
  if (before <= AR_TRIANGLE_BUDGET) return null;
  // glTF Transform's simplify cannot read restart indices; the ceiling below still applies.
  if (!document.hasExtension('KHR_mesh_primitive_restart')) {
    document.setLogger(new Logger(Logger.Verbosity.ERROR));
    await MeshoptSimplifier.ready;
    let triangles = before;
    for (const error of [...BOUNDED_ERRORS, UNBOUNDED_ERROR]) {
      const limit = error === UNBOUNDED_ERROR ? AR_TRIANGLE_CEILING : AR_TRIANGLE_BUDGET;
      if (triangles <= limit) break;
      const ratio = (AIM * AR_TRIANGLE_BUDGET) / triangles;
      await document.transform(simplify({ simplifier: MeshoptSimplifier, ratio, error, lockBorder: true }));
      triangles = writtenTriangles(document);
    }
  }
  const after = writtenTriangles(document);
  if (after > AR_TRIANGLE_CEILING) {
    const format = new Intl.NumberFormat('de-DE').format;
    throw new ConversionError(
      `Das Modell ist für AR zu detailreich: auch vereinfacht blieben ${format(after)} Dreiecke, möglich sind ` +
        `${format(AR_TRIANGLE_CEILING)}. Bitte das Modell vereinfachen.`,
    );
  }
  return after < before ? before : null;
}
