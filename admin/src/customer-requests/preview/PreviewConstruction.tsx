import { FIELD_LABELS, type CustomerRequestViewDto } from '@hauskonfig/shared';
import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DetailList } from '../common/DetailList';
import { SectionCard } from '../../layout/SectionCard';
import { useConstructionStages } from '../common/use-construction-stages';

type Work = CustomerRequestViewDto['constructionWorks'][number];

/** The chosen stage and works, the works grouped under the stage they belong to. */
export const PreviewConstruction = ({ preview }: { preview: CustomerRequestViewDto }) => {
  const translate = useTranslate();
  const stages = useConstructionStages();
  const stageName = (stageId: string) =>
    stages.data?.find((stage) => stage.id === stageId)?.name ?? translate('app.customerRequests.preview.otherWorks');

  const groups = new Map<string, Work[]>();
  for (const work of preview.constructionWorks) {
    groups.set(work.constructionStageId, [...(groups.get(work.constructionStageId) ?? []), work]);
  }

  return (
    <SectionCard title={translate('app.customerRequests.preview.construction')}>
      <DetailList
        items={[
          {
            label: FIELD_LABELS.constructionStageId,
            value: preview.constructionStage?.name ?? translate('app.customerRequests.preview.noStage'),
          },
        ]}
      />
      {preview.constructionWorks.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {translate('app.customerRequests.preview.noWorks')}
        </Typography>
      ) : (
        [...groups.entries()].map(([stageId, works]) => (
          <section key={stageId} aria-label={stageName(stageId)}>
            <Typography component="h3" variant="subtitle2" sx={{ mt: 2 }}>
              {stageName(stageId)}
            </Typography>
            <List dense disablePadding>
              {works.map((work) => (
                <ListItem key={work.id} disableGutters>
                  <ListItemText primary={work.name} />
                </ListItem>
              ))}
            </List>
          </section>
        ))
      )}
    </SectionCard>
  );
};
