/** Inputs of the form; server errors for any other field can only be shown in the notification. */
const FORM_FIELDS = new Set([
  'image',
  'name',
  'email',
  'phoneNumber',
  'published',
  'username',
  'password',
  'currentPassword',
]);

interface ApiFieldError {
  field: string;
  messages: string[];
}

/** The API's `errors: [{field, messages}]` as react-hook-form errors, for the inputs the form has. */
export function contactPersonFieldErrors(errors: unknown): Record<string, string> | undefined {
  if (!Array.isArray(errors)) return undefined;
  const entries = (errors as ApiFieldError[])
    .filter((error) => FORM_FIELDS.has(error.field) && Array.isArray(error.messages))
    .map((error) => [error.field, error.messages.join(' ')] as const);
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}
