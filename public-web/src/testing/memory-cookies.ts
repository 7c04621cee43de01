/**
 * `document.cookie` kept in memory, for specs: writing `name=value; attributes` sets one cookie
 * (the attributes are kept apart, to be checked), reading gives `name=value` pairs.
 */
export class MemoryCookies {
  private readonly values = new Map<string, string>();
  readonly attributes = new Map<string, string>();

  get cookie(): string {
    return [...this.values].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  set cookie(written: string) {
    const [pair, ...attributes] = written.split('; ');
    const separator = pair.indexOf('=');
    const name = pair.slice(0, separator);
    this.values.set(name, pair.slice(separator + 1));
    this.attributes.set(name, attributes.join('; '));
  }
}
