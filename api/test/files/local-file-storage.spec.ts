import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FileMissingError } from '../../src/files/storage/file-storage.js';
import { LocalFileStorage } from '../../src/files/storage/local-file-storage.js';

describe('LocalFileStorage', () => {
  let root: string;
  let storage: LocalFileStorage;

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'hk-files-local-'));
    storage = new LocalFileStorage(root);
  });
  afterEach(() => rmSync(root, { recursive: true }));

  it('keeps each object as a file at its key below the files folder', async () => {
    await storage.put('houses/h1/images/i1.webp', Buffer.from('bild'), 'image/webp');
    expect(readFileSync(join(root, 'houses', 'h1', 'images', 'i1.webp'), 'utf8')).toBe('bild');
    expect(readdirSync(join(root, 'houses', 'h1', 'images'))).toEqual(['i1.webp']);
  });

  it('leaves no temp file behind when a put fails', async () => {
    await storage.put('houses/h1/images/i1.webp', Buffer.from('bild'), 'image/webp');
    // 'houses/h1' is a folder now, so renaming the written temp file onto it fails.
    await expect(storage.put('houses/h1', Buffer.from('kein Ordner'), 'text/plain')).rejects.toThrow();
    expect(readdirSync(join(root, 'houses'))).toEqual(['h1']);
    expect(readdirSync(join(root, 'houses', 'h1'))).toEqual(['images']);
  });

  it('keeps the etag across restarts', async () => {
    await storage.put('a.webp', Buffer.from('bild'), 'image/webp');
    const before = await storage.stat('a.webp');
    expect(await new LocalFileStorage(root).stat('a.webp')).toEqual(before);
  });

  it('takes the content type from the extension', async () => {
    const types: Record<string, string> = {
      'a.webp': 'image/webp',
      'a.JPG': 'image/jpeg',
      'm.glb': 'model/gltf-binary',
      'x.unknown': 'application/octet-stream',
    };
    for (const [key, type] of Object.entries(types)) {
      await storage.put(key, Buffer.from('x'), 'ignored/by-the-local-driver');
      expect((await storage.stat(key))?.contentType).toBe(type);
    }
  });

  it('treats a folder as no object', async () => {
    await storage.put('houses/h1/images/i1.webp', Buffer.from('bild'), 'image/webp');
    expect(await storage.stat('houses/h1')).toBeNull();
    await expect(storage.read('houses/h1')).rejects.toBeInstanceOf(FileMissingError);
    expect(await storage.stat('houses/h1/images/i1.webp/x')).toBeNull();
    await expect(storage.delete('houses/h1')).resolves.toBeUndefined();
    expect(await storage.stat('houses/h1/images/i1.webp')).not.toBeNull();
  });

  it('removes the emptied folder of a deleted prefix', async () => {
    await storage.put('houses/h1/images/i1.webp', Buffer.from('bild'), 'image/webp');
    await storage.put('houses/h2/images/i2.webp', Buffer.from('bild'), 'image/webp');
    await storage.deletePrefix('houses/h1/');
    expect(readdirSync(join(root, 'houses'))).toEqual(['h2']);
  });
});
