import { Solid } from './geometry.js';
import { MaterialKey } from './house-materials.js';

export interface PartBody {
  material: MaterialKey;
  solid: Solid;
}

/**
 * One named node of the model (e.g. "Dach"). Parts, and the bodies within each part, are listed
 * back to front as seen from the front right above the eaves: the preview drawing paints them
 * in this order (layered bodies such as frame, glass and mullion rely on it).
 */
export interface HousePart {
  name: string;
  bodies: PartBody[];
}
