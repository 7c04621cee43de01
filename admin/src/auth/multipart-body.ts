/** A multipart/form-data request body with its content type (which names the boundary). */
export interface MultipartBody {
  body: Blob;
  contentType: string;
}

/** Header parameters are quoted: quotes and line breaks are escaped as browsers do. */
const quoted = (value: string) => `"${value.replace(/\r/g, '%0D').replace(/\n/g, '%0A').replace(/"/g, '%22')}"`;

/** Random, and available outside secure contexts too (crypto.randomUUID is not, e.g. on plain http). */
function newBoundary(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `----hauskonfig${[...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * multipart/form-data whose text values arrive exactly as given. A browser sending FormData turns
 * every line break of a text value into CRLF (the HTML form encoding), so a multi-line text typed
 * with LF would be stored changed: the API compares the privacy text to decide on a new version,
 * and the public pages split the legal texts into paragraphs at blank lines.
 */
export function multipartBody(entries: readonly (readonly [string, string | File])[]): MultipartBody {
  const boundary = newBoundary();
  const parts: BlobPart[] = [];
  for (const [name, value] of entries) {
    const disposition = `Content-Disposition: form-data; name=${quoted(name)}`;
    if (typeof value === 'string') {
      parts.push(`--${boundary}\r\n${disposition}\r\n\r\n${value}\r\n`);
    } else {
      const type = value.type || 'application/octet-stream';
      parts.push(`--${boundary}\r\n${disposition}; filename=${quoted(value.name)}\r\nContent-Type: ${type}\r\n\r\n`);
      parts.push(value, '\r\n');
    }
  }
  parts.push(`--${boundary}--\r\n`);
  return { body: new Blob(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}
