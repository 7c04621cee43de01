import Download from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { formatMessage, UI_MESSAGES } from '@hauskonfig/shared';
import { type MouseEvent, useState } from 'react';
import { useTranslate } from 'react-admin';
import { apiErrorMessage } from '../../providers/request-errors';
import { fetchAuthorizedBlob } from '../../auth/authorized-blob';
import { useNotifyText } from '../../layout/use-notify-text';
import { downloadFile } from '../../layout/download-file';

/**
 * Downloads a stored 3D model. Models of unpublished houses need the bearer token, so the file
 * is fetched here and handed to the browser as a blob; the href stays for "copy link".
 */
export const ModelDownloadLink = ({
  url,
  name,
  extension = 'glb',
  label = 'app.templateHouses.views.download',
}: {
  url: string;
  name: string;
  /** The file type, for the downloaded file's name. */
  extension?: 'glb' | 'usdz';
  label?: string;
}) => {
  const translate = useTranslate();
  const notifyText = useNotifyText();
  const [pending, setPending] = useState(false);

  const download = async (event: MouseEvent) => {
    event.preventDefault();
    setPending(true);
    try {
      downloadFile(await fetchAuthorizedBlob(url), `${name.trim() || 'modell'}.${extension}`);
    } catch (error) {
      notifyText(apiErrorMessage(error, formatMessage(UI_MESSAGES.general.error, '').trim()), 'error');
    } finally {
      setPending(false);
    }
  };

  return (
    <Button href={url} onClick={download} disabled={pending} size="small" startIcon={<Download />}>
      {translate(label)}
    </Button>
  );
};
