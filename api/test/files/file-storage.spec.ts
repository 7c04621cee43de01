import { randomUUID } from 'node:crypto';
import { FileMissingError, FileStorage } from '../../src/files/storage/file-storage.js';
import { RunningStorage, startLocalStorage, startS3Storage } from './storage-drivers.js';

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

const UNSAFE_KEYS = ['../x', '/etc/passwd', 'a/../../b', 'a\\b', '', 'a//b', 'a/./b', 'a/b/', 'a\0b', 'bild ä.webp'];

/** The same behaviour, whichever driver STORAGE_DRIVER picks. */
describe.each([
  ['local', startLocalStorage],
  ['s3', startS3Storage],
])('FileStorage (%s driver)', (_driver, start) => {
  let running: RunningStorage;
  let storage: FileStorage;
  /** Each test its own house folder, so tests never see each other's objects. */
  let house: string;

  beforeAll(async () => {
    running = await start();
    storage = running.storage;
  });
  afterAll(() => running.stop());
  beforeEach(() => {
    house = `houses/${randomUUID()}`;
  });

  it('stores an object and describes it', async () => {
    const key = `${house}/images/${randomUUID()}.webp`;
    const data = Buffer.from('RIFF-not-really-a-webp');
    const before = Date.now();
    await storage.put(key, data, 'image/webp');
    const stored = await storage.stat(key);
    expect(stored).toMatchObject({ size: data.length, contentType: 'image/webp' });
    expect(stored?.etag).toMatch(/^".+"$/);
    // S3 keeps whole seconds.
    expect(stored?.lastModified.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(stored?.lastModified.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('reads the whole object and inclusive byte ranges', async () => {
    const key = `${house}/models/${randomUUID()}.glb`;
    await storage.put(key, Buffer.from('0123456789'), 'model/gltf-binary');
    expect((await readAll(await storage.read(key))).toString()).toBe('0123456789');
    expect((await readAll(await storage.read(key, { start: 2, end: 5 }))).toString()).toBe('2345');
    expect((await readAll(await storage.read(key, { start: 9, end: 9 }))).toString()).toBe('9');
    expect((await storage.stat(key))?.contentType).toBe('model/gltf-binary');
  });

  it('replaces an object on a second put and changes its etag', async () => {
    const key = `${house}/images/${randomUUID()}.webp`;
    await storage.put(key, Buffer.from('first version'), 'image/webp');
    const first = await storage.stat(key);
    await storage.put(key, Buffer.from('other version'), 'image/webp');
    const second = await storage.stat(key);
    expect(second?.etag).not.toBe(first?.etag);
    expect((await readAll(await storage.read(key))).toString()).toBe('other version');
  });

  it('answers null or FileMissingError for a missing object', async () => {
    const key = `${house}/images/missing.webp`;
    expect(await storage.stat(key)).toBeNull();
    await expect(storage.read(key)).rejects.toBeInstanceOf(FileMissingError);
    await expect(storage.read(key, { start: 0, end: 3 })).rejects.toBeInstanceOf(FileMissingError);
  });

  it('copies an object to a new key and leaves the source', async () => {
    const from = `${house}/views/${randomUUID()}.glb`;
    const to = `houses/${randomUUID()}/views/${randomUUID()}.glb`;
    await storage.put(from, Buffer.from('glTF model bytes'), 'model/gltf-binary');
    await storage.copy(from, to);
    expect((await readAll(await storage.read(to))).toString()).toBe('glTF model bytes');
    expect((await storage.stat(to))?.contentType).toBe('model/gltf-binary');
    expect(await storage.stat(from)).not.toBeNull();
    await expect(storage.copy(`${house}/views/missing.glb`, to.replace('.glb', '-2.glb'))).rejects.toBeInstanceOf(
      FileMissingError,
    );
    expect(await storage.stat(to.replace('.glb', '-2.glb'))).toBeNull();
  });

  it('deletes idempotently', async () => {
    const key = `${house}/images/${randomUUID()}.webp`;
    await storage.put(key, Buffer.from('x'), 'image/webp');
    await storage.delete(key);
    expect(await storage.stat(key)).toBeNull();
    await expect(storage.delete(key)).resolves.toBeUndefined();
    await expect(storage.delete(`${house}/never-existed.webp`)).resolves.toBeUndefined();
  });

  it('deletes everything under a prefix and nothing else', async () => {
    const other = `${house}-other/keep.webp`;
    const inside = [`${house}/images/a.webp`, `${house}/images/a-small.webp`, `${house}/models/m.glb`];
    for (const key of [...inside, other]) await storage.put(key, Buffer.from(key), 'application/octet-stream');
    await storage.deletePrefix(`${house}/`);
    for (const key of inside) expect(await storage.stat(key)).toBeNull();
    expect(await storage.stat(other)).not.toBeNull();
    await expect(storage.deletePrefix(`${house}/`)).resolves.toBeUndefined();
  });

  it('deletes by a partial name, e.g. both variants of one image', async () => {
    const image = `${house}/images/${randomUUID()}`;
    const keep = `${house}/images/${randomUUID()}.webp`;
    for (const key of [`${image}.webp`, `${image}-small.webp`, keep]) {
      await storage.put(key, Buffer.from('x'), 'image/webp');
    }
    await storage.deletePrefix(image);
    expect(await storage.stat(`${image}.webp`)).toBeNull();
    expect(await storage.stat(`${image}-small.webp`)).toBeNull();
    expect(await storage.stat(keep)).not.toBeNull();
  });

  it.each(UNSAFE_KEYS)('refuses the unsafe key %j in every call', async (key) => {
    const unsafe = /Unsafe storage key/;
    await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(unsafe);
    await expect(storage.stat(key)).rejects.toThrow(unsafe);
    await expect(storage.read(key)).rejects.toThrow(unsafe);
    await expect(storage.delete(key)).rejects.toThrow(unsafe);
    await expect(storage.copy(key, `${house}/safe.glb`)).rejects.toThrow(unsafe);
    await expect(storage.copy(`${house}/safe.glb`, key)).rejects.toThrow(unsafe);
  });

  it.each(['', '/', '../', 'houses/../', 'houses//'])('refuses the unsafe prefix %j', async (prefix) => {
    await expect(storage.deletePrefix(prefix)).rejects.toThrow(/Unsafe storage key/);
  });

  it('refuses malformed byte ranges', async () => {
    const key = `${house}/r.txt`;
    await storage.put(key, Buffer.from('0123456789'), 'text/plain');
    await expect(storage.read(key, { start: 5, end: 2 })).rejects.toBeInstanceOf(RangeError);
    await expect(storage.read(key, { start: -1, end: 2 })).rejects.toBeInstanceOf(RangeError);
    await expect(storage.read(key, { start: 0.5, end: 2 })).rejects.toBeInstanceOf(RangeError);
  });
});
