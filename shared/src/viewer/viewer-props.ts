import type { PropertyShape } from '../enums/property-shape.js';
import type { SunDatePreset } from '../enums/sun-date-preset.js';
import type { ArLinkDto } from '../types/ar-link.dto.js';

/** An image shown beside the 3D view (preview image, floor plans, references). */
export interface ViewerImage {
  /** URL the browser can load as is (apps resolve protected images to object URLs first). */
  src: string;
  alt: string;
  /** Group label, e.g. "Grundriss" or "Grundriss mit Maßen". */
  label: string;
}

/** A 3D model of the house as the viewer needs it (a subset of HouseViewDto). */
export interface ViewerModel {
  id: string;
  name: string;
  /** Web-optimised GLB (meshopt, or Draco decoded with the files under /decoder/draco). */
  modelUrl: string;
  /** Simplified GLB shown first while `modelUrl` loads (large models, once converted). */
  previewUrl?: string | null;
  /** USDZ for iOS AR Quick Look, once converted. */
  usdzUrl: string | null;
}

export interface HouseViewerProps {
  /** The house's models; the viewer starts with `initialModelId` or the first one. */
  models: ViewerModel[];
  initialModelId?: string;
  /**
   * The plot the house is shown on: flat ground, a gentle slope or a hillside with the house on
   * its base. Default (and for null): flat. AR always places the house alone.
   */
  propertyShape?: PropertyShape | null;
  /** Accessible name of the viewer region, e.g. the house name. */
  title: string;
  /** Headers for the model download, e.g. the Bearer token for a custom house. */
  requestHeaders?: Record<string, string>;
  images?: ViewerImage[];
  /** Moves the focus into the view once it shows (it was opened on the visitor's request). */
  autoFocus?: boolean;
  /** Shows the leave button when given. */
  onLeave?: () => void;
  /** CSS height of the viewer box outside fullscreen; default 480px. */
  height?: number | string;
  /**
   * Fetches the model and USDZ files instead of a plain `fetch` with `requestHeaders`, e.g. to
   * refresh an expired session on 401 and repeat the call.
   */
  fetchFile?: (url: string, signal: AbortSignal) => Promise<Response>;
  /**
   * Whether the files may be fetched without the app's headers (a published template house), so
   * AR apps that download them themselves (Scene Viewer, a direct Quick Look link) can be used.
   * Default: true unless `requestHeaders` or `fetchFile` is given.
   */
  publicFiles?: boolean;
  /**
   * For protected files: fetches short-lived signed links to a model's GLB and USDZ that Scene
   * Viewer and Quick Look can open without the app's headers (POST house-views/:id/ar-link).
   * Without it, Scene Viewer is not offered for them and Quick Look gets a blob URL.
   */
  arLinks?: (modelId: string) => Promise<ArLinkDto>;
  /** Told about every failed model load (the viewer itself shows the message and a retry). */
  onModelError?: (error: Error) => void;
  /**
   * The compass heading of the house front (a multiple of 15 in 0..345), when a plan keeps it:
   * given, the viewer shows it and tells `onHouseHeading` of turns; left out, it keeps its own,
   * starting at DEFAULT_HOUSE_HEADING.
   */
  houseHeading?: number;
  onHouseHeading?: (heading: number) => void;
  /** The day the sun follows, controlled like `houseHeading`; left out, DEFAULT_SUN_DATE_PRESET first. */
  sunDate?: SunDatePreset;
  onSunDate?: (date: SunDatePreset) => void;
}
