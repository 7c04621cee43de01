import { DemoHouseSpec } from './demo-houses.data.js';
import { FrameColour } from './house-design.js';
import { SurfacePattern } from './texture-patterns.js';

export type MaterialKey =
  'wall' | 'upperWall' | 'plinth' | 'roof' | 'frame' | 'glass' | 'door' | 'deck' | 'metal' | 'solar';

export interface MaterialLook {
  name: string;
  /** sRGB hex, as in a colour picker; with a pattern, the colour its texture is generated in. */
  colour: string;
  metallic: number;
  roughness: number;
  /** A generated texture (colour and normal map) instead of a flat colour. */
  pattern?: SurfacePattern;
}

const matte = (name: string, colour: string, roughness = 0.8): MaterialLook => ({
  name,
  colour,
  metallic: 0,
  roughness,
});

const FRAME_COLOURS: Record<FrameColour, string> = {
  anthracite: '#3b3f45',
  white: '#f2f2ef',
  wood: '#8a5a32',
};

const WALL_NAMES: Record<'plaster' | 'brick' | 'timber', string> = {
  plaster: 'Putz',
  brick: 'Klinker',
  timber: 'Holzfassade',
};

const ROOF_LOOKS: Record<DemoHouseSpec['design']['roof']['pattern'], Omit<MaterialLook, 'colour' | 'pattern'>> = {
  tiles: { name: 'Dachziegel', metallic: 0, roughness: 0.75 },
  seam: { name: 'Stehfalzblech', metallic: 0.6, roughness: 0.45 },
  gravel: { name: 'Kiesdach', metallic: 0, roughness: 0.95 },
  green: { name: 'Gründach', metallic: 0, roughness: 0.95 },
};

export function materialLooks(spec: DemoHouseSpec): Record<MaterialKey, MaterialLook> {
  const { wall, upperWall = wall, roof, frame, door } = spec.design;
  const wallLook = ({ pattern, colour }: typeof wall, suffix = ''): MaterialLook => ({
    ...matte(`${WALL_NAMES[pattern]}${suffix}`, colour, pattern === 'brick' ? 0.85 : 0.9),
    pattern,
  });
  return {
    wall: wallLook(wall),
    upperWall: wallLook(upperWall, ' Obergeschoss'),
    plinth: matte('Sockel', '#76746f'),
    roof: { ...ROOF_LOOKS[roof.pattern], colour: roof.colour, pattern: roof.pattern },
    // Not "Fensterrahmen": the viewer lights materials named Fenster at night; frames stay dark.
    frame: matte('Rahmen', FRAME_COLOURS[frame], 0.5),
    // Smooth and partly metallic so the panes mirror the sky instead of showing black holes.
    glass: { name: 'Glas', colour: '#8fa4b4', metallic: 0.7, roughness: 0.05 },
    door: matte('Haustür', door, 0.6),
    deck: { ...matte('Terrassendielen', '#9a744f'), pattern: 'deck' },
    metal: { name: 'Blech', colour: '#9ea3a8', metallic: 0.8, roughness: 0.4 },
    solar: { name: 'Photovoltaik', colour: '#1c2533', metallic: 0.5, roughness: 0.2 },
  };
}
