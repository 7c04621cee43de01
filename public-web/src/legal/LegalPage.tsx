import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Typography } from '@mui/material';
import { useSyncExternalStore } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { LoadingBlock } from '../components/LoadingBlock';
import { PageHeader } from '../components/PageHeader';
import { de } from '../i18n/de';
import { frameDe } from '../i18n/frame.de';
import { vendorSettingsStore } from '../vendor/vendor-settings';
import { legalParagraphs } from './paragraphs';

/**
 * Back to where the visitor came from on this site, else to the start page (a visit that began
 * here, e.g. from the vendor's own website).
 */
const BackButton = () => {
  const navigate = useNavigate();
  const { key } = useLocation();
  const common = { variant: 'outlined', color: 'secondary', startIcon: <ArrowBackIcon /> } as const;
  return key === 'default' ? (
    <Button {...common} component={RouterLink} to="/">
      {de.common.toStart}
    </Button>
  ) : (
    <Button {...common} onClick={() => void navigate(-1)}>
      {frameDe.legalBack}
    </Button>
  );
};

interface LegalPageProps {
  title: string;
  /** The page's text from the vendor settings. */
  text: (settings: ReturnType<typeof vendorSettingsStore.get>) => string;
}

/** Impressum or Datenschutzerklärung: the vendor's plain text in paragraphs, readable line length. */
export const LegalPage = ({ title, text }: LegalPageProps) => {
  const settings = useSyncExternalStore(vendorSettingsStore.subscribe, vendorSettingsStore.get);
  const loaded = useSyncExternalStore(vendorSettingsStore.subscribe, vendorSettingsStore.isLoaded);
  return (
    <Box sx={{ maxWidth: 760, width: '100%' }}>
      <PageHeader title={title} />
      {loaded ? (
        <Box data-legal-text sx={{ mb: 4 }}>
          {legalParagraphs(text(settings), title).map((paragraph, index) => (
            <Typography key={index} sx={{ mb: 2, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {paragraph}
            </Typography>
          ))}
        </Box>
      ) : (
        <LoadingBlock label={frameDe.legalLoading} />
      )}
      <BackButton />
    </Box>
  );
};
