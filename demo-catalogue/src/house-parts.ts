import { RoofShape } from '@hauskonfig/shared';
import { DemoHouseSpec, DemoViewVariant } from './demo-houses.data.js';
import { facadeOpenings } from './facade-openings.js';
import { layoutStoreys } from './floor-plan-layout.js';
import { chimney, terrace } from './garden-extras.js';
import { box } from './geometry.js';
import { MaterialKey } from './house-materials.js';
import { HousePart } from './house-part.js';
import { PLINTH_HEIGHT } from './house-proportions.js';
import { openingBodies } from './opening-bodies.js';
import { roofDrainage } from './roof-drainage.js';
import { roofBodies } from './roof-geometry.js';
import { solarPanels } from './solar-panels.js';
import { storeyWalls } from './wall-panels.js';

/** The plinth stands a little proud of the plaster, as on a real façade. */
const PLINTH_PROUD = 0.03;

/**
 * The whole house as named parts, ordered back to front for a viewer above the eaves: ground
 * details, walls with their openings, windows and door in the reveals, roof, gutters, then
 * whatever sits on the roof.
 */
export function buildHouseParts(spec: DemoHouseSpec, variant: DemoViewVariant): HousePart[] {
  const [halfWidth, halfDepth] = [spec.width / 2, spec.depth / 2];
  const layouts = layoutStoreys(spec);
  const openings = layouts.flatMap(facadeOpenings);
  const { windows, doors } = openingBodies(spec, openings);
  const { roof, infill, parapets } = roofBodies(spec);
  const outer = [halfWidth + PLINTH_PROUD, halfDepth + PLINTH_PROUD];
  const wallMaterial = (storey: number): MaterialKey => (storey === 0 ? 'wall' : 'upperWall');

  const parts: HousePart[] = [
    ...(variant === 'alt' ? [terrace(spec, layouts[0])] : []),
    {
      name: 'Sockel',
      bodies: [{ material: 'plinth', solid: box([-outer[0], 0, -outer[1]], [outer[0], PLINTH_HEIGHT, outer[1]]) }],
    },
    ...layouts.map((layout): HousePart => ({
      name: layout.title,
      bodies: storeyWalls(spec, layout.storey, openings).map((solid) => ({
        material: wallMaterial(layout.storey),
        solid,
      })),
    })),
    ...(infill.length > 0
      ? [
          {
            name: spec.roofShape === RoofShape.PENT ? 'Pultwand' : 'Giebel',
            bodies: infill.map((solid) => ({ material: wallMaterial(spec.storeys - 1), solid })),
          },
        ]
      : []),
    { name: 'Fenster', bodies: windows },
    { name: 'Haustür', bodies: doors },
    {
      name: 'Dach',
      bodies: [
        ...roof.map((solid) => ({ material: 'roof' as const, solid })),
        ...parapets.map((solid) => ({ material: wallMaterial(spec.storeys - 1), solid })),
      ],
    },
    ...[roofDrainage(spec), solarPanels(spec)].filter((part): part is HousePart => part !== null),
  ];
  return variant === 'alt' ? [...parts, chimney(spec, layouts[0])] : parts;
}
