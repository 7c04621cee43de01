import { Alert, AlertTitle, List, ListItem } from '@mui/material';
import { type HouseImageListDto, missingPublishRequirements } from '@hauskonfig/shared';
import { useTranslate } from 'react-admin';
import { areaValue } from '../common/area-value';
import { draftPublishCandidate, type ImageDrafts, type ViewRow } from '../files/house-drafts';
import type { HouseFields } from '../types';

export interface PublishChecklistProps {
  fields: Partial<HouseFields>;
  images: HouseImageListDto | null;
  imageDrafts: ImageDrafts;
  rows: ViewRow[];
}

/**
 * What the house still lacks for publishing (the shared rule the API applies), from the form
 * as it is now. Drafts may be saved incomplete; this tells staff what is missing.
 */
export const PublishChecklist = ({ fields, images, imageDrafts, rows }: PublishChecklistProps) => {
  const translate = useTranslate();
  const missing = missingPublishRequirements(
    draftPublishCandidate(
      {
        propertyShape: fields.propertyShape ?? null,
        constructionMethod: fields.constructionMethod ?? null,
        roofShape: fields.roofShape ?? null,
        sizeInSqm: areaValue(fields.sizeInSqm),
      },
      images,
      imageDrafts,
      rows,
    ),
  );
  if (missing.length === 0) return null;

  return (
    <Alert severity="info" sx={{ mb: 2, width: '100%' }}>
      <AlertTitle>{translate('app.templateHouses.publish.missingTitle')}</AlertTitle>
      <List dense disablePadding>
        {missing.map((item) => (
          <ListItem key={item.field} disableGutters>
            {item.message}
          </ListItem>
        ))}
      </List>
    </Alert>
  );
};
