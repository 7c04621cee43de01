import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { codeVersion } from './code-version.js';

/** A set of named files kept together: one conversion's outputs, one demo house's pictures. */
export type CachedFiles = Map<string, Buffer>;

/**
 * Files made from some input, kept by the input's digest and the code that made them
 * (CONTENT_CACHE_DIR), so the same work is done once: `<dir>/<kind>/<code version>/<key>/`.
 * An entry appears whole or not at all (written aside, then renamed); a missing or unreadable
 * entry is simply made again.
 */
export class ContentCache {
  constructor(private readonly dir: string) {}

  private entry(kind: string, key: string): string {
    return join(this.dir, kind, codeVersion(), key);
  }

  /** Removes what older builds made: their entries can never be used again. */
  async dropOtherBuilds(): Promise<void> {
    const kinds = await readdir(this.dir).catch(() => [] as string[]);
    for (const kind of kinds) {
      for (const version of await readdir(join(this.dir, kind))) {
        if (version !== codeVersion()) await rm(join(this.dir, kind, version), { recursive: true, force: true });
      }
    }
  }

  async get(kind: string, key: string): Promise<CachedFiles | null> {
    const folder = this.entry(kind, key);
    try {
      const names = await readdir(folder);
      const files: CachedFiles = new Map();
      for (const name of names) files.set(name, await readFile(join(folder, name)));
      return files;
    } catch {
      return null;
    }
  }

  async put(kind: string, key: string, files: CachedFiles): Promise<void> {
    const folder = this.entry(kind, key);
    const aside = `${folder}.${randomUUID()}.partial`;
    await mkdir(aside, { recursive: true });
    try {
      for (const [name, data] of files) await writeFile(join(aside, name), data);
      await rename(aside, folder);
    } catch (error) {
      await rm(aside, { recursive: true, force: true });
      // Someone else stored the same entry first: theirs is as good.
      if ((error as NodeJS.ErrnoException).code === 'ENOTEMPTY' || (error as NodeJS.ErrnoException).code === 'EEXIST')
        return;
      throw error;
    }
  }
}
