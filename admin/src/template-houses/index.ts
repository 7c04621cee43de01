export { HouseCreate } from './HouseCreate';
export { HouseEdit } from './HouseEdit';
export { HouseList } from './HouseList';
export { UploadProgressDialog, type UploadProgressDialogProps } from './UploadProgressDialog';
export type { UploadProgressItem, UploadStatus } from './upload-progress';
