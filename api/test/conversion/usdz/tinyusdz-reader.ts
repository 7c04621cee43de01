import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

export interface TinyUsdzMaterial {
  diffuseColor: number[];
  opacity: number;
  opacityThreshold: number;
  diffuseTexture: { uri: string; bytes: number } | null;
}

export interface TinyUsdzStage {
  ok: boolean;
  error?: string;
  /** Points as tinyusdz reads them, in the mesh's own space; bounds as [min xyz, max xyz]. */
  meshes: { path: string; faces: number; points: number; bounds: number[]; materialId: number }[];
  materials: Record<string, TinyUsdzMaterial>;
}

const PROBE = fileURLToPath(new URL('./tinyusdz-probe.mjs', import.meta.url));

/** Reads each package with tinyusdz (in a child process, see the probe) and returns what it saw. */
export async function readWithTinyUsdz(packages: Record<string, Uint8Array>): Promise<Record<string, TinyUsdzStage>> {
  const folder = await mkdtemp(join(tmpdir(), 'usdz-test-'));
  try {
    const paths = await Promise.all(
      Object.entries(packages).map(async ([name, usdz]) => {
        const path = join(folder, `${name}.usdz`);
        await writeFile(path, usdz);
        return [name, path] as const;
      }),
    );
    const { stdout } = await promisify(execFile)(process.execPath, [PROBE, ...paths.map(([, path]) => path)], {
      maxBuffer: 64 * 1024 * 1024,
    });
    const byPath = JSON.parse(stdout) as Record<string, TinyUsdzStage>;
    return Object.fromEntries(paths.map(([name, path]) => [name, byPath[path]]));
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
