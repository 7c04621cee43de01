import type { Server } from 'node:http';
import type { INestApplication } from '@nestjs/common';
import express, { type Request } from 'express';
import type { AppConfig } from '../config/app-config.js';
import { bodyDeadline } from '../common/http/body-deadline.js';
import { refuseOversizedBody } from '../common/http/refuse-oversized-body.js';
import { refuseDeepJson } from '../common/validation/json-depth.js';
import { refusePrototypeKeys } from '../common/validation/prototype-keys.js';
import { bodyLimitFor, JSON_BODY_LIMIT_BYTES } from './body-limits.js';

/**
 * Request bodies are judged before anything reads or transforms them: their declared size, how long
 * they take to arrive, and (JSON) how deep they nest and whether a key names the prototype.
 */
export function guardRequestBodies(app: INestApplication, config: AppConfig): void {
  const limitFor = (request: Request) => bodyLimitFor(request, config);
  app.use(refuseOversizedBody(limitFor));
  app.use(bodyDeadline(limitFor, config.bodyTimeouts.bodySeconds * 1000));
  // Nest adds its own JSON parser only when none of this name is there; its options cannot take `verify`.
  app.use(express.json({ limit: JSON_BODY_LIMIT_BYTES, verify: refuseDeepJson }));
  app.use(refusePrototypeKeys);
  // Node's own bound on a whole request (5 minutes) would cut slow large uploads before their
  // deadline; it stays as a backstop behind bodyDeadline.
  const { bodySeconds, uploadSeconds } = config.bodyTimeouts;
  (app.getHttpServer() as Server).requestTimeout = (Math.max(bodySeconds, uploadSeconds) + 60) * 1000;
}
