import { CONSTRUCTION_METHOD_LABELS, ConstructionMethod, enumValues } from '@hauskonfig/shared';
import ForestIcon from '@mui/icons-material/ForestOutlined';
import FoundationIcon from '@mui/icons-material/FoundationOutlined';
import { Box } from '@mui/material';
import { ChoiceCards } from '../components/ChoiceCards';
import { FlowProgress } from '../components/FlowProgress';
import { PageHeader } from '../components/PageHeader';
import { StepActions } from '../components/StepActions';
import { de } from '../i18n/de';
import { useConfigureFilter } from '../state/configure-filter-cookie';

const ICONS = { [ConstructionMethod.SOLID]: <FoundationIcon />, [ConstructionMethod.WOODEN]: <ForestIcon /> };

/** `/configure/construction-method`: solid or wooden, kept in the configure filter. */
export default function ConstructionMethodPage() {
  const [filter, update] = useConfigureFilter();
  return (
    <Box sx={{ flex: 1, display: 'flex', flexDirection: 'column' }}>
      <FlowProgress />
      <PageHeader title={de.constructionMethod.title} subtitle={de.constructionMethod.intro} />
      <ChoiceCards
        legend={de.constructionMethod.legend}
        name="constructionMethod"
        value={filter.constructionMethod}
        onChange={(constructionMethod) => update({ constructionMethod })}
        choices={enumValues(ConstructionMethod).map((value) => ({
          value,
          label: CONSTRUCTION_METHOD_LABELS[value],
          description: de.constructionMethod.descriptions[value],
          icon: ICONS[value],
        }))}
      />
      <Box sx={{ flex: 1, minHeight: 24 }} />
      <StepActions back="/configure/property-shape" next="/configure" nextDisabled={!filter.constructionMethod} />
    </Box>
  );
}
