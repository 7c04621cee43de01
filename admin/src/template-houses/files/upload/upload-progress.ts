type UploadStatus = 'waiting' | 'sending' | 'done' | 'failed';

/** One file being sent: bytes sent of its size. */
export interface UploadProgressItem {
  id: string;
  name: string;
  loaded: number;
  total: number;
  status: UploadStatus;
}

const percent = (loaded: number, total: number) => (total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : 0);

export const itemPercent = (item: UploadProgressItem) =>
  item.status === 'done' ? 100 : percent(item.loaded, item.total);

/** Percentage over all bytes, so a large model weighs more than a small image. */
export const totalPercent = (items: UploadProgressItem[]) =>
  percent(
    items.reduce((sum, item) => sum + (item.status === 'done' ? item.total : item.loaded), 0),
    items.reduce((sum, item) => sum + item.total, 0),
  );
