/** What sets one demo house apart from the others: façade and roof finishes, window frames, extras. */
interface Finish<Pattern extends string> {
  pattern: Pattern;
  /** sRGB hex, as in a colour picker. */
  colour: string;
}

type WallFinish = Finish<'plaster' | 'brick' | 'timber'>;
/** Tiles or standing-seam metal on pitched roofs, gravel or a green roof on flat ones. */
type RoofFinish = Finish<'tiles' | 'seam' | 'gravel' | 'green'>;

export type FrameColour = 'anthracite' | 'white' | 'wood';

export interface HouseDesign {
  wall: WallFinish;
  /** The upper storey's finish where it differs, e.g. timber over a plastered ground floor. */
  upperWall?: WallFinish;
  roof: RoofFinish;
  frame: FrameColour;
  /** sRGB hex of the entrance door leaf. */
  door: string;
  /** Solar panels on the roof. */
  solarPanels: boolean;
  /** Gutters along the eaves with downpipes at the corners; flat roofs drain inside. */
  gutters: boolean;
}
