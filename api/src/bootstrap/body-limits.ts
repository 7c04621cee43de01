import type { Request } from 'express';
import type { BodyLimit } from '../common/http/body-limit.js';
import type { AppConfig } from '../config/app-config.js';
import { MAX_IMAGES_PER_UPLOAD } from '../houses/admin-house-images.controller.js';
import { API_PREFIX } from './api-prefix.js';

/** body-parser's default, made explicit: no JSON or form body of the API comes near it. */
export const JSON_BODY_LIMIT_BYTES = 100 * 1024;

/** Room for the multipart boundaries, part headers and the few short fields beside the files. */
const MULTIPART_ALLOWANCE_BYTES = 1024 * 1024;

interface UploadRoute {
  method: 'POST' | 'PUT';
  /** Case-insensitive with an optional trailing slash, as Express routes match. */
  path: RegExp;
  fileBytes: (uploads: AppConfig['uploads']) => number;
}

const route = (method: UploadRoute['method'], path: string, fileBytes: UploadRoute['fileBytes']): UploadRoute => ({
  method,
  path: new RegExp(`^/${API_PREFIX}/${path}/?$`, 'i'),
  fileBytes,
});

/**
 * The multipart routes, each with what the multer limits of its module let its files hold. A new
 * upload route must be listed here: any other body over the JSON limit is refused (fails safe).
 */
const UPLOAD_ROUTES: UploadRoute[] = [
  route('POST', 'admin/houses/image-upload', (uploads) => uploads.maxImageBytes * MAX_IMAGES_PER_UPLOAD),
  route('POST', 'admin/house-views', (uploads) => uploads.maxModelBytes),
  route('PUT', 'admin/house-views/[^/]+', (uploads) => uploads.maxModelBytes),
  route('POST', 'admin/contact-people', (uploads) => uploads.maxImageBytes),
  route('PUT', 'admin/contact-people/[^/]+', (uploads) => uploads.maxImageBytes),
  // Logo and hero picture.
  route('PUT', 'admin/settings', (uploads) => uploads.maxImageBytes * 2),
];

/** The limit of the route a request goes to: an upload route's own, else the JSON one. */
export function bodyLimitFor(request: Request, config: AppConfig): BodyLimit {
  const upload = UPLOAD_ROUTES.find(
    (candidate) => candidate.method === request.method && candidate.path.test(request.path),
  );
  if (upload) {
    return {
      maxBytes: upload.fileBytes(config.uploads) + MULTIPART_ALLOWANCE_BYTES,
      timeoutMs: config.bodyTimeouts.uploadSeconds * 1000,
      upload: true,
    };
  }
  return { maxBytes: JSON_BODY_LIMIT_BYTES, timeoutMs: config.bodyTimeouts.bodySeconds * 1000, upload: false };
}
