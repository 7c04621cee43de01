export { HouseCreate } from './create/HouseCreate';
export { HouseEdit } from './edit/HouseEdit';
export { HouseList } from './list/HouseList';
export { UploadProgressDialog, type UploadProgressDialogProps } from './files/upload/UploadProgressDialog';
export type { UploadProgressItem, UploadStatus } from './files/upload/upload-progress';
