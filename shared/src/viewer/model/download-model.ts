import { modelErrorFromResponse, offlineError } from './model-load-error.js';

export type FetchFile = (url: string, signal: AbortSignal) => Promise<Response>;

/** Loaded share 0..1, or null while the size is unknown (no Content-Length). */
export type DownloadProgress = number | null;

/**
 * Downloads a model file, reporting progress from the response stream. Done with fetch rather
 * than three's loaders so the API's error code (403, missing file) reaches the user.
 */
export async function downloadModel(
  url: string,
  fetchFile: FetchFile,
  signal: AbortSignal,
  onProgress: (progress: DownloadProgress) => void,
): Promise<ArrayBuffer> {
  let response: Response;
  try {
    response = await fetchFile(url, signal);
  } catch (error) {
    if (signal.aborted) throw error;
    throw offlineError(error);
  }
  if (!response.ok) throw await modelErrorFromResponse(response);

  // A compressed transfer reports the compressed length; the progress is then only approximate.
  const total = Number(response.headers.get('Content-Length')) || 0;
  if (!response.body || !total) {
    onProgress(null);
    return response.arrayBuffer();
  }
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let loaded = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    loaded += value.byteLength;
    onProgress(Math.min(1, loaded / total));
  }
  const bytes = new Uint8Array(loaded);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes.buffer;
}
