/** Maximum width in px of the modal upload progress dialog. */
export const PROGRESS_DIALOG_MAX_WIDTH = 250;
