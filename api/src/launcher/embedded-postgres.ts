import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { freePort } from './free-port.js';

export interface EmbeddedPostgres {
  url: string;
  stop(): Promise<void>;
}

/**
 * Every pool that connects (API, worker, CLI) needs its connections; the socket server
 * refuses connections beyond this, so keep it above their sum.
 */
const MAX_CONNECTIONS = 64;

/**
 * PostgreSQL without installing PostgreSQL: PGlite (PostgreSQL compiled to WebAssembly) with
 * its data under `dataDir`, served on the wire protocol so the API uses the same `pg` path.
 */
export async function startEmbeddedPostgres(dataDir: string, port?: number): Promise<EmbeddedPostgres> {
  mkdirSync(dataDir, { recursive: true });
  // The migrations create these extensions; PGlite must have them loaded up front.
  const db = await PGlite.create(dataDir, { extensions: { pg_trgm, pgcrypto } });
  const listenPort = port ?? (await freePort());
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: listenPort, maxConnections: MAX_CONNECTIONS });
  await server.start();
  return {
    url: `postgresql://postgres:postgres@127.0.0.1:${listenPort}/postgres`,
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}
