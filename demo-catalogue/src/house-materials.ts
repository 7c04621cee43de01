import { ConstructionMethod, RoofShape } from '@hauskonfig/shared';
import { DemoHouseSpec } from './demo-houses.data.js';

export type MaterialKey = 'wall' | 'plinth' | 'roof' | 'frame' | 'glass' | 'door' | 'deck';

export interface MaterialLook {
  name: string;
  /** sRGB hex, as in a colour picker. */
  colour: string;
  metallic: number;
  roughness: number;
}

const matte = (name: string, colour: string, roughness = 0.8): MaterialLook => ({
  name,
  colour,
  metallic: 0,
  roughness,
});

/** Tiled pitched roofs read as brick red; low-pitch and flat roofs are sheet metal or membrane. */
const TILED_ROOFS = new Set([RoofShape.GABLE, RoofShape.HIPPED]);

export function materialLooks(spec: DemoHouseSpec): Record<MaterialKey, MaterialLook> {
  return {
    wall:
      spec.constructionMethod === ConstructionMethod.SOLID
        ? matte('Putz', '#ece6d8', 0.9)
        : matte('Holzfassade', '#a2703f'),
    plinth: matte('Sockel', '#76746f'),
    roof: TILED_ROOFS.has(spec.roofShape) ? matte('Dachziegel', '#9a3f2c') : matte('Dachblech', '#3d4046', 0.6),
    frame: matte('Fensterrahmen', '#3b3f45', 0.6),
    glass: { name: 'Glas', colour: '#2f3d4c', metallic: 0.3, roughness: 0.12 },
    door: matte('Haustür', '#6b4428', 0.7),
    deck: matte('Terrassendielen', '#8c6b4b'),
  };
}
