import { randomUUID } from 'node:crypto';
import { copyFile, FileHandle, mkdir, open, readdir, rename, rm, rmdir, stat, unlink } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { assertByteRange, ByteRange } from './byte-range.js';
import { contentTypeOf } from './content-type.js';
import { FileMissingError, FileStorage, StoredObject } from './file-storage.js';
import { assertSafeKey, assertSafePrefix } from './safe-key.js';

/** ENOTDIR: a parent of the path is a file, so the object cannot exist either. */
function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}

/** Objects as plain files under one folder; a key is the file's path relative to it. */
export class LocalFileStorage implements FileStorage {
  constructor(private readonly root: string) {}

  /** The content type is not stored: stat derives it from the key's extension. */
  async put(key: string, data: Buffer, _contentType: string): Promise<void> {
    await this.writeAtomically(key, async (temp) => {
      const file = await open(temp, 'wx');
      try {
        await file.writeFile(data);
        // On disk before the rename, so a crash cannot leave an empty file under the real name.
        await file.datasync();
      } finally {
        await file.close();
      }
    });
  }

  async copy(fromKey: string, toKey: string): Promise<void> {
    const source = this.pathOf(fromKey);
    assertSafeKey(toKey);
    if (!(await this.stat(fromKey))) throw new FileMissingError(fromKey);
    await this.writeAtomically(toKey, async (temp) => {
      await copyFile(source, temp);
      const file = await open(temp, 'r+');
      try {
        await file.datasync();
      } finally {
        await file.close();
      }
    });
  }

  async stat(key: string): Promise<StoredObject | null> {
    const path = this.pathOf(key);
    const info = await stat(path, { bigint: true }).catch((error: unknown) => {
      if (isMissing(error)) return null;
      throw error;
    });
    if (!info?.isFile()) return null;
    return {
      size: Number(info.size),
      // All three live in the file system, so the tag survives restarts. Every put renames a new
      // file (new inode) into place, so a rewrite changes the tag even within one clock tick.
      etag: `"${[info.size, info.mtimeNs, info.ino].map((part) => part.toString(16)).join('-')}"`,
      lastModified: new Date(Number(info.mtimeMs)),
      contentType: contentTypeOf(key),
    };
  }

  async read(key: string, range?: ByteRange): Promise<NodeJS.ReadableStream> {
    const path = this.pathOf(key);
    if (range) assertByteRange(range);
    // Opened up front so a missing file throws here rather than as a later stream error.
    let file: FileHandle;
    try {
      file = await open(path, 'r');
    } catch (error) {
      if (isMissing(error)) throw new FileMissingError(key);
      throw error;
    }
    try {
      if (!(await file.stat()).isFile()) throw new FileMissingError(key);
    } catch (error) {
      await file.close();
      throw error;
    }
    return file.createReadStream(range ? { start: range.start, end: range.end } : {});
  }

  async delete(key: string): Promise<void> {
    await unlink(this.pathOf(key)).catch((error: unknown) => {
      // EISDIR: the key names a folder, which is no object (as in S3).
      if (!isMissing(error) && (error as NodeJS.ErrnoException).code !== 'EISDIR') throw error;
    });
  }

  async deletePrefix(prefix: string): Promise<void> {
    assertSafePrefix(prefix);
    const slash = prefix.lastIndexOf('/');
    const folder = join(this.root, prefix.slice(0, slash + 1));
    const namePrefix = prefix.slice(slash + 1);
    const names = await readdir(folder).catch((error: unknown) => {
      if (isMissing(error)) return [];
      throw error;
    });
    // Every key below a matching folder starts with the prefix too, so the folder goes as a whole.
    const matching = names.filter((name) => name.startsWith(namePrefix));
    await Promise.all(matching.map((name) => rm(join(folder, name), { recursive: true, force: true })));
    if (namePrefix === '') {
      // 'houses/<id>/' names a folder: drop it too; a put racing into it keeps it (ENOTEMPTY).
      await rmdir(folder).catch((error: unknown) => {
        if (!isMissing(error) && (error as NodeJS.ErrnoException).code !== 'ENOTEMPTY') throw error;
      });
    }
  }

  /** Writes through a temp file in the target's folder, so the rename stays on one file system and is atomic. */
  private async writeAtomically(key: string, write: (temp: string) => Promise<void>): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    const temp = join(dirname(path), `.${basename(path)}.${randomUUID()}.tmp`);
    try {
      await write(temp);
      await rename(temp, path);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  }

  private pathOf(key: string): string {
    assertSafeKey(key);
    return join(this.root, key);
  }
}
