import {
  ERROR_MESSAGES,
  ErrorCode,
  formatDateTime,
  houseOrientationOf,
  REQUEST_STATUS_LABELS,
  UI_MESSAGES,
  type CustomerRequestViewDto,
} from '@hauskonfig/shared';
import { Box, Chip, Stack, Typography } from '@mui/material';
import { isApiError } from '../api/api-error';
import { api } from '../api/endpoints';
import { rememberContact } from '../auth/access-change';
import { ErrorBlock } from '../components/ErrorBlock';
import { LoadingBlock } from '../components/LoadingBlock';
import { PageHeader } from '../components/PageHeader';
import { SectionCard } from '../components/SectionCard';
import { CustomerContactCard } from '../customer/CustomerContactCard';
import { CustomerHouse } from '../customer/CustomerHouse';
import { SentPlanSection } from '../customer/SentPlanSection';
import { useMyContact } from '../customer/use-my-contact';
import { useApiData } from '../hooks/use-api-data';
import { de } from '../i18n/de';
import { deCustomerStatus } from '../i18n/de-customer-status';
import { PersonalInfoSummary } from '../request/PersonalInfoSummary';

/** Codes whose German text explains why there is nothing to show (spec section 8, preview). */
const EXPLAINED: string[] = [ErrorCode.REQUEST_NOT_FOUND];

function unavailableMessage(error: unknown): string {
  if (isApiError(error) && error.code && EXPLAINED.includes(error.code)) {
    return error.body?.message ?? ERROR_MESSAGES[error.code as ErrorCode];
  }
  if (isApiError(error, 0)) return error.message;
  return UI_MESSAGES.preview.unknownError;
}

const isNotReleased = (error: unknown) => isApiError(error) && error.code === ErrorCode.WRONG_STATUS;

/**
 * A request the customer cannot see: not released yet (in customer words, with the status), or
 * another failure (once, inline, with a retry). The contact person is there in both cases.
 */
const Unavailable = ({ error, onRetry }: { error: unknown; onRetry: () => void }) => {
  const contact = useMyContact();
  const notReleased = isNotReleased(error);
  return (
    <Box>
      <PageHeader
        title={notReleased ? deCustomerStatus.inProgressTitle : de.customer.unavailableTitle}
        subtitle={notReleased ? deCustomerStatus.inProgressText : undefined}
      />
      {notReleased ? (
        contact.data && (
          <Chip
            color="primary"
            sx={{ mb: 2 }}
            label={deCustomerStatus.status(REQUEST_STATUS_LABELS[contact.data.status])}
          />
        )
      ) : (
        <ErrorBlock message={unavailableMessage(error)} onRetry={onRetry} />
      )}
      <Box sx={{ maxWidth: { md: 560 } }}>
        <CustomerContactCard
          person={contact.data?.contactPerson}
          failure={contact.errorMessage}
          onRetry={contact.reload}
        />
      </Box>
    </Box>
  );
};

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

/** The contact card of a released request that names nobody: whom the API assigns the customer to. */
const AssignedContactCard = () => {
  const contact = useMyContact();
  return (
    <CustomerContactCard person={contact.data?.contactPerson} failure={contact.errorMessage} onRetry={contact.reload} />
  );
};

/** `/` for a logged-in customer: the released request (spec sections 1 and 2). */
export default function CustomerHomePage() {
  const request = useApiData(
    'for-me',
    async (signal) => {
      const answer = await api.myRequest(signal);
      rememberContact(answer.contactPerson);
      return answer;
    },
    UI_MESSAGES.preview.unknownError,
    undefined,
    { shownInline: true },
  );

  if (request.loading) return <LoadingBlock label={de.common.loading} />;
  if (request.error !== undefined || !request.data)
    return <Unavailable error={request.error} onRetry={request.reload} />;

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
            <CustomerHouse house={data.house} orientation={houseOrientationOf(data)} />
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
        {data.snapshot && <SentPlanSection snapshot={data.snapshot} token={data.planShareToken} />}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
          {data.contactPerson ? <CustomerContactCard person={data.contactPerson} /> : <AssignedContactCard />}
          <SectionCard title={de.customer.personalData}>
            <PersonalInfoSummary
              info={{
                firstname: data.firstName,
                lastname: data.lastName,
                email: data.email,
                phoneNumber: data.phoneNumber,
                place: data.place ?? undefined,
                propertyNumber: data.propertyNumber ?? undefined,
                notes: data.notes ?? undefined,
              }}
            />
          </SectionCard>
        </Box>
      </Stack>
    </Box>
  );
}
