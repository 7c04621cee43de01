import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlined';
import { Box, Button } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../components/PageHeader';
import { de } from '../i18n/de';

/** `/request/successfully-created`: the thanks and the "within the next working week" promise. */
export default function RequestSuccessPage() {
  return (
    <Box sx={{ flex: 1, display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', pt: 4 }}>
      <CheckCircleIcon aria-hidden sx={{ fontSize: 88, color: 'success.main', mb: 2 }} />
      <PageHeader title={de.success.title} subtitle={de.success.text} />
      <Box sx={{ flex: 1 }} />
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
