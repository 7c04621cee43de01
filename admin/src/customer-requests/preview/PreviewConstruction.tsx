import { CUSTOMER_AREA_TEXTS, type CustomerRequestViewDto } from '@hauskonfig/shared';
import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { SectionCard } from '../../layout/SectionCard';

const text = CUSTOMER_AREA_TEXTS;

/** The chosen stage and works, as the customer area lists them. */
export const PreviewConstruction = ({ preview }: { preview: CustomerRequestViewDto }) => (
  <SectionCard title={preview.constructionStage ? `${text.stage}: ${preview.constructionStage.name}` : text.works}>
    {preview.constructionStage && (
      <Typography variant="subtitle2" component="h3" color="text.secondary">
        {text.works}
      </Typography>
    )}
    {preview.constructionWorks.length === 0 ? (
      <Typography variant="body2" color="text.secondary">
        {text.noWorks}
      </Typography>
    ) : (
      <List dense disablePadding>
        {preview.constructionWorks.map((work) => (
          <ListItem key={work.id} disableGutters>
            <ListItemText primary={work.name} />
          </ListItem>
        ))}
      </List>
    )}
  </SectionCard>
);
