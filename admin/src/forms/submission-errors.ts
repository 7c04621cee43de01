/** The notification's text when the API's message is one a field already shows. */
const CHECK_THE_FIELDS = 'ra.message.invalid_form';

/**
 * What a react-admin form's submit returns for the API's field errors: each at its input, and the
 * message as `root.serverError`, which react-admin notifies itself. A message that only repeats a
 * field's error becomes "check your input", so nothing is said twice. Undefined when no field is
 * named: the caller tells the message on its own then.
 */
export function submissionErrors(
  fieldErrors: Record<string, string> | undefined,
  message: string,
): Record<string, unknown> | undefined {
  if (!fieldErrors) return undefined;
  const repeated = Object.values(fieldErrors).includes(message);
  return { ...fieldErrors, root: { serverError: repeated ? CHECK_THE_FIELDS : message } };
}
