import { HERO_IMAGE_WIDTHS } from '@hauskonfig/shared';
import sharp from 'sharp';
import { DemoHouseSpec } from './demo-houses.data.js';
import { floorPlanSvg } from './floor-plan-drawing.js';
import { layoutStoreys } from './floor-plan-layout.js';
import { PortraitLook, portraitSvg } from './portrait-drawing.js';
import { previewSvg } from './preview-drawing.js';
import { vendorLogoSvg } from './vendor-logo.js';

const rasterise = (svg: string, palette: boolean): Promise<Buffer> =>
  sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette }).toBuffer();

/** Catalogue thumbnail: the house in perspective on its plot (1200 × 800 PNG). */
export const renderPreviewImage = (spec: DemoHouseSpec): Promise<Buffer> => rasterise(previewSvg(spec), false);

/** The start page's hero picture: a demo house at the stored hero size (1600 × 900 PNG). */
export const renderHeroImage = (spec: DemoHouseSpec): Promise<Buffer> =>
  rasterise(previewSvg(spec, { width: HERO_IMAGE_WIDTHS.full, height: (HERO_IMAGE_WIDTHS.full * 9) / 16 }), false);

/** One floor plan per storey, ground floor first (1400 × 1000 PNG each); line art fits a palette. */
export const renderFloorPlan = (spec: DemoHouseSpec, options: { withMeasures: boolean }): Promise<Buffer[]> =>
  Promise.all(layoutStoreys(spec).map((layout) => rasterise(floorPlanSvg(spec, layout, options), true)));

/** The demo vendor's logo in its brand colour (PNG). */
export const renderVendorLogo = (colour: string): Promise<Buffer> => rasterise(vendorLogoSvg(colour), false);

/** A contact person's illustrated portrait (square PNG). */
export const renderPortrait = (look: PortraitLook): Promise<Buffer> => rasterise(portraitSvg(look), false);
