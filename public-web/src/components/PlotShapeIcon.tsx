import { PropertyShape } from '@hauskonfig/shared';
import { SvgIcon } from '@mui/material';

/** The ground's height (y in a 24-unit box) at the left and the right edge. */
const GROUND: Record<PropertyShape, [left: number, right: number]> = {
  [PropertyShape.STRAIGHT]: [19, 19],
  [PropertyShape.INCLINED]: [20.5, 15.5],
  [PropertyShape.HILLSIDE]: [22, 10],
};

/**
 * A house on its ground, sloping as the plot shape does, so the three choices are told apart at a
 * glance: the eaves sit level above the uphill corner, the downhill wall reaches down the slope.
 */
export const PlotShapeIcon = ({ shape }: { shape: PropertyShape }) => {
  const [left, right] = GROUND[shape];
  const groundAt = (x: number) => left + ((right - left) * (x - 2)) / 20;
  const eaves = Math.min(groundAt(8), groundAt(16)) - 6;
  return (
    <SvgIcon data-plot-shape={shape} sx={{ fontSize: 36, fill: 'none', stroke: 'currentColor', strokeWidth: 1.4 }}>
      <path d={`M2 ${left}L22 ${right}V23H2Z`} fill="currentColor" fillOpacity={0.25} stroke="none" />
      <path d={`M2 ${left}L22 ${right}`} strokeLinecap="round" />
      <path d={`M8 ${groundAt(8)}V${eaves}H16V${groundAt(16)}`} strokeLinejoin="round" />
      <path
        d={`M6.5 ${eaves + 0.8}L12 ${eaves - 4.5}L17.5 ${eaves + 0.8}`}
        strokeLinejoin="round"
        strokeLinecap="round"
      />
    </SvgIcon>
  );
};
