import PdfIcon from '@mui/icons-material/PictureAsPdfOutlined';
import { Button } from '@mui/material';
import { dePlanShare } from '../i18n/de-plan-share';
import { planSharePdfUrl } from './share-link';

interface PlanPdfLinkProps {
  token: string;
  label?: string;
  variant?: 'contained' | 'outlined';
}

/** Downloads the plan's PDF ("Ihre Hausplanung"); the API answers it as an attachment. */
export const PlanPdfLink = ({ token, label = dePlanShare.pdf, variant = 'outlined' }: PlanPdfLinkProps) => (
  <Button
    href={planSharePdfUrl(token)}
    download
    variant={variant}
    color={variant === 'outlined' ? 'secondary' : 'primary'}
    startIcon={<PdfIcon />}
    title={dePlanShare.pdfHint}
    sx={{ minHeight: 44 }}
  >
    {label}
  </Button>
);
