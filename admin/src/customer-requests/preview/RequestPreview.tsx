import { ERROR_MESSAGES, ErrorCode, houseOrientationOf, UI_MESSAGES } from '@hauskonfig/shared';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Stack, Typography } from '@mui/material';
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
import { CardColumns } from '../../layout/CardColumns';

/** Codes whose German text explains why there is nothing to preview. */
const EXPLAINED_CODES: string[] = [ErrorCode.WRONG_STATUS, ErrorCode.REQUEST_NOT_FOUND];

function unavailableMessage(error: unknown): string {
  const body = apiErrorBody(error);
  if (body?.code && EXPLAINED_CODES.includes(body.code)) {
    return body.message || ERROR_MESSAGES[body.code as ErrorCode];
  }
  return UI_MESSAGES.preview.unknownError;
}

/** `/admin/customer-requests/preview/{id}`: the released request exactly as its customer sees it. */
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
  return (
    <Box sx={{ mt: 2 }}>
      <title>{translate('app.pageTitle', { page: heading })}</title>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, justifyContent: 'space-between' }}>
        <div>
          <Typography component="h1" variant="h5">
            {heading}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('app.customerRequests.preview.intro')}
          </Typography>
        </div>
        <div>{backToEdit}</div>
      </Stack>
      <CardColumns columns="3fr 2fr">
        <Stack spacing={2}>
          <PreviewHouse house={data.house} orientation={houseOrientationOf(data)} />
          <PreviewConstruction preview={data} />
          {data.snapshot && <SentPlanCard snapshot={data.snapshot} planShareToken={data.planShareToken} />}
        </Stack>
        <Stack spacing={2}>
          <PreviewPersonalData preview={data} />
          <PreviewContactPerson person={data.contactPerson} />
        </Stack>
      </CardColumns>
    </Box>
  );
};
