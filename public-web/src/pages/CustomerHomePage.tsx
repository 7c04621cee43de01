import {
  ERROR_MESSAGES,
  ErrorCode,
  formatDateTime,
  REQUEST_STATUS_LABELS,
  UI_MESSAGES,
  type CustomerRequestViewDto,
} from '@hauskonfig/shared';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOffOutlined';
import { Box, Chip, Paper, Stack, Typography } from '@mui/material';
import { isApiError } from '../api/api-error';
import { api } from '../api/endpoints';
import { ContactPersonCard } from '../components/ContactPersonCard';
import { LoadingBlock } from '../components/LoadingBlock';
import { PageHeader } from '../components/PageHeader';
import { SectionCard } from '../components/SectionCard';
import { CustomerHouse } from '../customer/CustomerHouse';
import { useApiData } from '../hooks/use-api-data';
import { de } from '../i18n/de';
import { PersonalInfoSummary } from '../request/PersonalInfoSummary';

/** Codes whose German text explains why there is nothing to show (spec section 8, preview). */
const EXPLAINED: string[] = [ErrorCode.WRONG_STATUS, ErrorCode.REQUEST_NOT_FOUND];

function unavailableMessage(error: unknown): string {
  if (isApiError(error) && error.code && EXPLAINED.includes(error.code)) {
    return error.body?.message ?? ERROR_MESSAGES[error.code as ErrorCode];
  }
  if (isApiError(error, 0)) return error.message;
  return UI_MESSAGES.preview.unknownError;
}

const Works = ({ request }: { request: CustomerRequestViewDto }) =>
  request.constructionWorks.length === 0 ? (
    <Typography color="text.secondary">{de.customer.noWorks}</Typography>
  ) : (
    <Box component="ul" sx={{ m: 0, pl: 2.5, columns: { md: 2 } }}>
      {request.constructionWorks.map((work) => (
        <Typography component="li" key={work.id}>
          {work.name}
        </Typography>
      ))}
    </Box>
  );

/** `/` for a logged-in customer: the released request (spec sections 1 and 2). */
export default function CustomerHomePage() {
  const request = useApiData('for-me', (signal) => api.myRequest(signal), UI_MESSAGES.preview.unknownError);

  if (request.loading) return <LoadingBlock label={de.common.loading} />;
  if (request.error !== undefined || !request.data) {
    return (
      <Paper variant="outlined" sx={{ p: 3, borderRadius: 2, textAlign: 'center', mt: 2 }}>
        <title>{`${de.customer.unavailableTitle} – ${de.productName}`}</title>
        <VisibilityOffIcon aria-hidden sx={{ fontSize: 56, color: 'text.secondary' }} />
        <Typography component="h1" variant="h5" sx={{ my: 1 }}>
          {de.customer.unavailableTitle}
        </Typography>
        <Typography role="alert">{unavailableMessage(request.error)}</Typography>
      </Paper>
    );
  }

  const data = request.data;
  return (
    <Box>
      <PageHeader
        title={de.customer.title(data.firstName)}
        documentTitle={de.customer.house}
        subtitle={de.customer.intro}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}>
        <Chip color="primary" label={`${de.customer.status}: ${REQUEST_STATUS_LABELS[data.status]}`} />
        <Chip variant="outlined" label={`${de.customer.requestedOn} ${formatDateTime(data.createdAt)}`} />
      </Box>
      <Stack spacing={2}>
        {data.house ? (
          <Box component="section" aria-labelledby="customer-house-heading">
            <Typography id="customer-house-heading" component="h2" variant="h2" sx={{ mb: 1.5 }}>
              {data.house.name}
            </Typography>
            <CustomerHouse house={data.house} />
          </Box>
        ) : (
          <Typography color="text.secondary">{de.customer.noHouse}</Typography>
        )}
        <SectionCard
          title={data.constructionStage ? `${de.customer.stage}: ${data.constructionStage.name}` : de.customer.works}
        >
          {data.constructionStage && (
            <Typography variant="subtitle2" component="h3" color="text.secondary" sx={{ mb: 0.5 }}>
              {de.customer.works}
            </Typography>
          )}
          <Works request={data} />
        </SectionCard>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
          {data.contactPerson && (
            <SectionCard title={de.yourHouse.contactPerson}>
              <ContactPersonCard person={data.contactPerson} />
            </SectionCard>
          )}
          <SectionCard title={de.customer.personalData}>
            <PersonalInfoSummary
              info={{
                firstname: data.firstName,
                lastname: data.lastName,
                email: data.email,
                phoneNumber: data.phoneNumber,
                place: data.place ?? undefined,
                propertyNumber: data.propertyNumber ?? undefined,
              }}
            />
          </SectionCard>
        </Box>
      </Stack>
    </Box>
  );
}
