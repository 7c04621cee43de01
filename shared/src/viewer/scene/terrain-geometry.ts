import { BufferGeometry, Float32BufferAttribute } from 'three';

/** Rings and segments of the ground disc: 64 + 2 · 64 · 35 = 4544 triangles. */
const RINGS = 36;
const SEGMENTS = 64;
/** Rings crowd near the house, where the ground meets the base, and spread out far away. */
const RING_EXPONENT = 1.8;

/**
 * A disc of ground with the given height at each point, seen from above (counter-clockwise
 * from +y). Its outline is the flat ground disc's, so the sky frames both alike.
 */
export function terrainGeometry(radius: number, height: (x: number, z: number) => number): BufferGeometry {
  const positions: number[] = [0, height(0, 0), 0];
  for (let ring = 1; ring <= RINGS; ring += 1) {
    const r = radius * (ring / RINGS) ** RING_EXPONENT;
    for (let segment = 0; segment < SEGMENTS; segment += 1) {
      const angle = (2 * Math.PI * segment) / SEGMENTS;
      const x = r * Math.cos(angle);
      const z = r * Math.sin(angle);
      positions.push(x, height(x, z), z);
    }
  }
  const vertex = (ring: number, segment: number) => 1 + (ring - 1) * SEGMENTS + (segment % SEGMENTS);
  const indices: number[] = [];
  for (let segment = 0; segment < SEGMENTS; segment += 1) {
    indices.push(0, vertex(1, segment + 1), vertex(1, segment));
  }
  for (let ring = 1; ring < RINGS; ring += 1) {
    for (let segment = 0; segment < SEGMENTS; segment += 1) {
      const a = vertex(ring, segment);
      const b = vertex(ring, segment + 1);
      const c = vertex(ring + 1, segment);
      const d = vertex(ring + 1, segment + 1);
      indices.push(a, b, c, b, d, c);
    }
  }
  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new Float32BufferAttribute(positions, 3));
  geometry.setIndex(indices);
  geometry.computeVertexNormals();
  return geometry;
}
