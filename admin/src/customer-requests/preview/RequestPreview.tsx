import {
  CUSTOMER_AREA_TEXTS,
  ERROR_MESSAGES,
  ErrorCode,
  formatDateTime,
  houseOrientationOf,
  REQUEST_STATUS_LABELS,
  UI_MESSAGES,
} from '@hauskonfig/shared';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, Chip, Stack, Typography } from '@mui/material';
import { LinkBase, Loading, useParams, useTranslate } from 'react-admin';
import { useAppDataProvider } from '../../providers/use-app-data-provider';
import { PreviewConstruction } from './PreviewConstruction';
import { PreviewContactPerson } from './PreviewContactPerson';
import { PreviewHouse } from './PreviewHouse';
import { PreviewPersonalData } from './PreviewPersonalData';
import { PreviewUnavailable } from './PreviewUnavailable';
import { SentPlanCard } from '../common/sent-plan/SentPlanCard';
import { apiErrorBody } from '../../providers/request-errors';
import { useRequestPaths } from '../common/request-paths';
import { useLoad } from '../../providers/use-load';

/** Codes whose German text explains why there is nothing to preview. */
const EXPLAINED_CODES: string[] = [ErrorCode.WRONG_STATUS, ErrorCode.REQUEST_NOT_FOUND];

function unavailableMessage(error: unknown): string {
  const body = apiErrorBody(error);
  if (body?.code && EXPLAINED_CODES.includes(body.code)) {
    return body.message || ERROR_MESSAGES[body.code as ErrorCode];
  }
  return UI_MESSAGES.preview.unknownError;
}

/**
 * `/admin/customer-requests/preview/{id}`: the released request exactly as its customer sees it,
 * in the customer area's words (shared CUSTOMER_AREA_TEXTS), below a note that it is a preview.
 */
export const RequestPreview = () => {
  const { id } = useParams<{ id: string }>();
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const paths = useRequestPaths();
  const preview = useLoad(id ?? null, () => dataProvider.preview(id ?? ''));

  const backToEdit = id ? (
    <Button component={LinkBase} to={paths.edit(id)} variant="outlined" startIcon={<ArrowBackIcon />}>
      {translate('app.customerRequests.preview.backToEdit')}
    </Button>
  ) : null;

  if (preview.isPending) return <Loading />;
  if (preview.error || !preview.data) {
    return (
      <>
        <title>{translate('app.pageTitle', { page: translate('app.customerRequests.preview.unavailable') })}</title>
        <PreviewUnavailable message={unavailableMessage(preview.error)} action={backToEdit} />
      </>
    );
  }

  const data = preview.data;
  const heading = translate('app.customerRequests.preview.title', { name: data.fullName });
  const text = CUSTOMER_AREA_TEXTS;
  return (
    <Box sx={{ mt: 2 }}>
      <title>{translate('app.pageTitle', { page: heading })}</title>
      <Alert severity="info" sx={{ mb: 3, alignItems: 'center' }} action={backToEdit}>
        <Typography component="h1" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {heading}
        </Typography>
        {translate('app.customerRequests.preview.intro')}
      </Alert>
      <Box component="article" aria-label={translate('app.customerRequests.preview.customerView')}>
        <Typography component="h2" variant="h4" sx={{ mb: 0.5 }}>
          {text.title(data.firstName)}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {text.intro}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}>
          <Chip color="primary" label={`${text.status}: ${REQUEST_STATUS_LABELS[data.status]}`} />
          <Chip variant="outlined" label={`${text.requestedOn} ${formatDateTime(data.createdAt)}`} />
        </Box>
        <Stack spacing={2}>
          <PreviewHouse house={data.house} orientation={houseOrientationOf(data)} />
          <PreviewConstruction preview={data} />
          {data.snapshot && <SentPlanCard snapshot={data.snapshot} planShareToken={data.planShareToken} forCustomer />}
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
            <PreviewContactPerson person={data.contactPerson} />
            <PreviewPersonalData preview={data} />
          </Box>
        </Stack>
      </Box>
    </Box>
  );
};
