import { UI_MESSAGES } from '@hauskonfig/shared';
import type { FileChangesProgress } from '../use-apply-file-changes';
import { UploadProgressDialog } from './UploadProgressDialog';

/** The upload progress dialog while file changes are sent: "updating the house", then "converting to USDZ". */
export const FileChangesDialog = ({
  progress,
  onContinueInBackground,
}: {
  progress: FileChangesProgress | null;
  onContinueInBackground: () => void;
}) => (
  <UploadProgressDialog
    open={progress !== null}
    message={progress?.converting ? UI_MESSAGES.upload.convertingToUsdz : UI_MESSAGES.upload.updatingHouse}
    items={progress?.items ?? []}
    processing={progress?.converting}
    onContinueInBackground={onContinueInBackground}
  />
);
