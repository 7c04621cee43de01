import { UI_MESSAGES } from '@hauskonfig/shared';
import { Alert, LinearProgress } from '@mui/material';
import { Button, useTranslate } from 'react-admin';
import { ConstructionSelection } from './ConstructionSelection';
import { SectionCard } from '../../../layout/SectionCard';
import { useConstructionStages } from '../../common/use-construction-stages';

/** Construction stage and works; saved with the form as constructionStageId and constructionWorkIds. */
export const ConstructionWorksCard = () => {
  const translate = useTranslate();
  const stages = useConstructionStages();
  return (
    <SectionCard title={translate('app.customerRequests.sections.construction')}>
      {stages.error ? (
        <Alert severity="error" action={<Button label="app.customerRequests.house.reload" onClick={stages.reload} />}>
          {UI_MESSAGES.constructionStages.loadFailed}
        </Alert>
      ) : stages.isPending ? (
        <LinearProgress aria-label={translate('ra.page.loading')} />
      ) : (
        <ConstructionSelection stages={stages.data ?? []} />
      )}
    </SectionCard>
  );
};
