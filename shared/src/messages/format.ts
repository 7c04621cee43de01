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

/** Austrian German groups thousands with a no-break space (what `Intl` with `de-AT` prints). */
const GROUP_SEPARATOR = '\u00a0';

/**
 * A living area as the German UI shows it, e.g. `1 234,5 m²` (at most one decimal, de-AT digits).
 * Written out instead of `Intl.NumberFormat`: the browser's first Intl call loads its locale data,
 * which cost the public catalogue page about 20 ms of blocked main thread on a fast machine.
 */
export function formatArea(squareMetres: number): string {
  const tenths = roundedTenths(Math.abs(squareMetres));
  const grouped = String(Math.floor(tenths / 10)).replace(/\B(?=(\d{3})+$)/g, GROUP_SEPARATOR);
  const fraction = tenths % 10 === 0 ? '' : `,${tenths % 10}`;
  return `${squareMetres < 0 && tenths > 0 ? '-' : ''}${grouped}${fraction} m²`;
}

/**
 * A non-negative number in tenths, rounded half up on its shortest decimal form, as Intl rounds:
 * 1.45 gives 15, although the double stored for 1.45 lies just below it.
 */
function roundedTenths(value: number): number {
  const decimal = String(value);
  // Exponent notation only occurs far below a tenth (or far above any area) here.
  if (decimal.includes('e')) return value < 1 ? 0 : Math.round(value * 10);
  const [whole, fraction = ''] = decimal.split('.');
  const roundUp = (fraction[1] ?? '0') >= '5';
  return Number(`${whole}${fraction[0] ?? '0'}`) + (roundUp ? 1 : 0);
}

/**
 * An amount in cents as the price guide shows it, German style with dots between thousands:
 * `1.234.567 €`, with cents only when there are any (`1.234,50 €`). A no-break space keeps the
 * sign with the number.
 */
export function formatEuros(cents: number): string {
  const whole = Math.round(Math.abs(cents));
  const euros = String(Math.floor(whole / 100)).replace(/\B(?=(\d{3})+$)/g, '.');
  const rest = whole % 100;
  const fraction = rest === 0 ? '' : `,${String(rest).padStart(2, '0')}`;
  return `${cents < 0 && whole > 0 ? '-' : ''}${euros}${fraction}\u00a0€`;
}
