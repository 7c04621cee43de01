import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlined';
import { Box, Button, Paper } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ContactPersonCard } from '../components/ContactPersonCard';
import { PageHeader } from '../components/PageHeader';
import { de } from '../i18n/de';
import { deContact } from '../i18n/de-contact';
import { createdPlanShare } from '../plan-share/created-plan-share';
import { SentPlanCard } from '../plan-share/SentPlanCard';
import { createdContact } from '../request/created-contact';

/**
 * `/request/successfully-created`: the thanks and the "within the next working week" promise,
 * naming the contact person the request was assigned to, and the plan as sent: its PDF and its
 * read-only link (both kept across a reload of this tab).
 */
export default function RequestSuccessPage() {
  const [person] = useState(createdContact.get);
  const [planShareToken] = useState(createdPlanShare.get);
  return (
    <Box sx={{ flex: 1, display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', pt: 4 }}>
      <CheckCircleIcon aria-hidden sx={{ fontSize: 88, color: 'success.main', mb: 2 }} />
      <PageHeader
        title={de.success.title}
        subtitle={person ? deContact.successPromise(person.name) : de.success.text}
      />
      {person && (
        <Paper
          component="section"
          aria-label={deContact.successTitle}
          variant="outlined"
          sx={{ p: 2, borderRadius: 2, textAlign: 'left', width: '100%', maxWidth: 480 }}
        >
          <ContactPersonCard person={person} />
        </Paper>
      )}
      {planShareToken && <SentPlanCard token={planShareToken} />}
      <Box sx={{ flex: 1, minHeight: 24 }} />
      <Button
        component={RouterLink}
        to="/configure/property-shape"
        variant="contained"
        size="large"
        fullWidth
        sx={{ maxWidth: 480 }}
      >
        {de.success.newPlan}
      </Button>
      <Button component={RouterLink} to="/" color="secondary" fullWidth sx={{ mt: 1, maxWidth: 480 }}>
        {de.common.toStart}
      </Button>
    </Box>
  );
}
