const PLACEHOLDER = /\{(\d+)\}/g;

/**
 * Fills `{0}`, `{1}`, … with the given arguments. A missing, null or undefined
 * argument becomes '' so users never see a raw placeholder.
 */
export function formatMessage(template: string, ...args: unknown[]): string {
  return template.replace(PLACEHOLDER, (_match, index: string) => {
    const arg = args[Number(index)];
    return arg === undefined || arg === null ? '' : String(arg);
  });
}
