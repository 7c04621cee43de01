import { CONVERSION_STATUS_LABELS, ConversionStatus, type HouseViewDto } from '@hauskonfig/shared';
import ViewInArIcon from '@mui/icons-material/ViewInAr';
import { Chip, List, ListItem, ListItemIcon, ListItemText, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

const STATUS_COLORS = {
  [ConversionStatus.QUEUED]: 'default',
  [ConversionStatus.CONVERTING]: 'info',
  [ConversionStatus.READY]: 'success',
  [ConversionStatus.FAILED]: 'error',
} as const;

const conversionText = (view: HouseViewDto) =>
  view.conversionStatus === ConversionStatus.CONVERTING
    ? `${CONVERSION_STATUS_LABELS[view.conversionStatus]} (${view.conversionProgress} %)`
    : CONVERSION_STATUS_LABELS[view.conversionStatus];

/** The 3D models of a house by name; with their conversion state for staff. */
export const HouseViewList = ({ views, showConversion }: { views: HouseViewDto[]; showConversion: boolean }) => {
  const translate = useTranslate();
  const title = translate('app.customerRequests.house.models');
  return (
    <section aria-label={title}>
      <Typography component="h3" variant="subtitle2">
        {title}
      </Typography>
      {views.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {translate('app.customerRequests.house.noModels')}
        </Typography>
      ) : (
        <List dense aria-label={title}>
          {views.map((view) => (
            <ListItem key={view.id} disableGutters>
              <ListItemIcon sx={{ minWidth: 36 }}>
                <ViewInArIcon fontSize="small" />
              </ListItemIcon>
              <ListItemText
                primary={
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                    <span>{view.name}</span>
                    {view.standard && (
                      <Chip size="small" variant="outlined" label={translate('app.customerRequests.house.standard')} />
                    )}
                    {showConversion && (
                      <Chip size="small" color={STATUS_COLORS[view.conversionStatus]} label={conversionText(view)} />
                    )}
                  </Stack>
                }
                secondary={
                  showConversion
                    ? [view.conversionError, ...view.conversionWarnings].filter(Boolean).join(' ') || null
                    : null
                }
              />
            </ListItem>
          ))}
        </List>
      )}
    </section>
  );
};
