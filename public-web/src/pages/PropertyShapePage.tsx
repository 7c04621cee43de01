import { PROPERTY_SHAPE_LABELS, PropertyShape, enumValues } from '@hauskonfig/shared';
import { Box } from '@mui/material';
import { ChoiceCards } from '../components/ChoiceCards';
import { FlowProgress } from '../components/FlowProgress';
import { PageHeader } from '../components/PageHeader';
import { PlotShapeIcon } from '../components/PlotShapeIcon';
import { StepActions } from '../components/StepActions';
import { de } from '../i18n/de';
import { useConfigureFilter } from '../state/configure-filter-cookie';

/** `/configure/property-shape`: the plot shape, kept in the configure filter. */
export default function PropertyShapePage() {
  const [filter, update] = useConfigureFilter();
  return (
    <Box sx={{ flex: 1, display: 'flex', flexDirection: 'column' }}>
      <FlowProgress />
      <PageHeader title={de.propertyShape.title} subtitle={de.propertyShape.intro} />
      <ChoiceCards
        legend={de.propertyShape.legend}
        name="propertyShape"
        value={filter.propertyShape}
        onChange={(propertyShape) => update({ propertyShape })}
        choices={enumValues(PropertyShape).map((value) => ({
          value,
          label: PROPERTY_SHAPE_LABELS[value],
          description: de.propertyShape.descriptions[value],
          icon: <PlotShapeIcon shape={value} />,
        }))}
      />
      <Box sx={{ flex: 1, minHeight: 24 }} />
      <StepActions back="/" next="/configure/construction-method" nextDisabled={!filter.propertyShape} />
    </Box>
  );
}
