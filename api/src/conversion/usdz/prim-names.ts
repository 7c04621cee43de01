/**
 * Turns any glTF name into a USD prim name (`[A-Za-z_][A-Za-z0-9_]*`). Accents are dropped rather
 * than the whole letter ("Tür" becomes "Tur"), so German names stay readable.
 */
export function sanitisePrimName(name: string | undefined, fallback: string): string {
  const ascii = (name ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/[^A-Za-z0-9_]+/g, '_')
    .replace(/^_+|_+$/g, '');
  const base = ascii === '' ? fallback : ascii;
  return /^[0-9]/.test(base) ? `_${base}` : base;
}

/** Hands out prim names that are unique among the children of one prim. */
export class SiblingNames {
  private readonly taken = new Set<string>();

  claim(name: string | undefined, fallback: string): string {
    const base = sanitisePrimName(name, fallback);
    let candidate = base;
    for (let suffix = 1; this.taken.has(candidate); suffix++) candidate = `${base}_${suffix}`;
    this.taken.add(candidate);
    return candidate;
  }
}
