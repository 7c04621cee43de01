import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * DejaVu Sans covers every character German text needs („“, –, €, ², no-break spaces), which the
 * PDF standard fonts do not. Resolved through the package so the path holds from src and from dist.
 */
export const PLAN_PDF_FONTS = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
} as const;

export type PlanPdfFont = keyof typeof PLAN_PDF_FONTS;
