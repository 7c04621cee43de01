/**
 * Whether a (validated) glTF's scene reaches at least one primitive the viewer and the USDZ
 * converter can draw: triangles, strips or fans with positions and at least one triangle. The
 * Khronos validator accepts empty scenes, points and lines; the converter then fails them as
 * hopeless ("keine darstellbaren Dreiecke"), so the upload refuses them up front instead.
 * Reads only the JSON (accessor counts), never the binary data.
 */

const TRIANGLE_MODES = new Set([4, 5, 6]);
const TRIANGLES = 4;

interface GltfJson {
  scene?: number;
  scenes?: { nodes?: number[] }[];
  nodes?: { mesh?: number; children?: number[] }[];
  meshes?: { primitives?: { mode?: number; indices?: number; attributes?: Record<string, number> }[] }[];
  accessors?: { count?: number }[];
}

type Primitive = NonNullable<NonNullable<GltfJson['meshes']>[number]['primitives']>[number];

function triangles(gltf: GltfJson, primitive: Primitive): number {
  const mode = primitive.mode ?? TRIANGLES;
  if (!TRIANGLE_MODES.has(mode)) return 0;
  const positions = gltf.accessors?.[primitive.attributes?.POSITION ?? -1]?.count ?? 0;
  if (positions <= 0) return 0;
  const count = primitive.indices === undefined ? positions : (gltf.accessors?.[primitive.indices]?.count ?? 0);
  return mode === TRIANGLES ? Math.floor(count / 3) : Math.max(count - 2, 0);
}

export function hasDrawableTriangles(json: unknown): boolean {
  const gltf = (json ?? {}) as GltfJson;
  const nodes = gltf.nodes ?? [];
  const scene = gltf.scenes?.[gltf.scene ?? 0];
  // Like the converter: the default (or first) scene, else every node (roots lead to all).
  const start = scene ? (scene.nodes ?? []) : nodes.map((_, index) => index);
  const seen = new Set<number>();
  const stack = [...start];
  while (stack.length > 0) {
    const index = stack.pop() as number;
    if (seen.has(index)) continue;
    seen.add(index);
    const node = nodes[index];
    if (!node) continue;
    const primitives = node.mesh === undefined ? [] : (gltf.meshes?.[node.mesh]?.primitives ?? []);
    if (primitives.some((primitive) => triangles(gltf, primitive) > 0)) return true;
    stack.push(...(node.children ?? []));
  }
  return false;
}
