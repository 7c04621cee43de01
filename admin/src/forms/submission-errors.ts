/**
 * What a react-admin form's submit returns for the API's field errors: each at its input, and the
 * message as `root.serverError`, which react-admin notifies itself. Undefined when no field is
 * named: the caller tells the message on its own then.
 */
export function submissionErrors(
  fieldErrors: Record<string, string> | undefined,
  message: string,
): Record<string, unknown> | undefined {
  return fieldErrors ? { ...fieldErrors, root: { serverError: message } } : undefined;
}
