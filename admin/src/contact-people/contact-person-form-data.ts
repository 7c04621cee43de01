/**
 * A contact person as multipart form data with its photo (spec section 7): filled texts only (an
 * empty password keeps the stored one), the published flag always, the photo when one was picked.
 */
export function contactPersonFormData(data: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const field of ['name', 'email', 'phoneNumber', 'username', 'password', 'currentPassword']) {
    const value = data[field];
    if (typeof value === 'string' && value !== '') form.append(field, value);
  }
  form.append('published', String(Boolean(data.published)));
  const image = data.image as { rawFile?: File } | undefined;
  if (image?.rawFile instanceof File) form.append('image', image.rawFile);
  return form;
}
