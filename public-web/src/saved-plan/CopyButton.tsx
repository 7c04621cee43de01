import CheckIcon from '@mui/icons-material/Check';
import CopyIcon from '@mui/icons-material/ContentCopyOutlined';
import { Button } from '@mui/material';
import { useEffect, useState } from 'react';
import { deSavedPlan } from '../i18n/de-saved-plan';

/** How long "Kopiert" stays on the button. */
const COPIED_MS = 2500;

interface CopyButtonProps {
  text: string;
  label: string;
  /** Called when the clipboard refuses (e.g. a browser without permission). */
  onFailure: () => void;
}

/** Copies a text to the clipboard; the button says "Kopiert" for a moment (announced to screen readers). */
export const CopyButton = ({ text, label, onFailure }: CopyButtonProps) => {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return undefined;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      onFailure();
    }
  };

  return (
    <Button
      variant="outlined"
      color="secondary"
      onClick={() => void copy()}
      startIcon={copied ? <CheckIcon /> : <CopyIcon />}
      sx={{ minHeight: 44, whiteSpace: 'nowrap' }}
    >
      <span aria-live="polite">{copied ? deSavedPlan.copied : label}</span>
    </Button>
  );
};
