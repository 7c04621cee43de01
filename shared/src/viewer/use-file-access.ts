import { useMemo } from 'react';
import type { FetchFile } from './model/download-model.js';
import type { HouseViewerProps } from './viewer-props.js';

type FileAccessProps = Pick<HouseViewerProps, 'fetchFile' | 'requestHeaders' | 'publicFiles'>;

/**
 * How the viewer fetches the model and USDZ files, and whether AR apps may fetch them themselves
 * (they cannot send the app's headers).
 */
export function useFileAccess({ fetchFile, requestHeaders, publicFiles }: FileAccessProps) {
  const fetchWith: FetchFile = useMemo(
    () => fetchFile ?? ((url, signal) => fetch(url, { headers: requestHeaders, signal })),
    [fetchFile, requestHeaders],
  );
  return { fetchFile: fetchWith, publicFiles: publicFiles ?? !(requestHeaders || fetchFile) };
}
