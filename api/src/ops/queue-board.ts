import { createBullBoard } from '@bull-board/api';
import { BullAdapter } from '@bull-board/api/bullAdapter';
import { ExpressAdapter } from '@bull-board/express';
import { getQueueToken } from '@nestjs/bull';
import type { INestApplication } from '@nestjs/common';
import type { Queue } from 'bull';
import { AuthService } from '../auth/auth.service.js';
import { type ConversionJob, MODEL_CONVERSION_QUEUE } from '../conversion/conversion-job.js';
import { MAIL_QUEUE } from '../mail/mail-job.js';
import { UsersService } from '../users/users.service.js';
import { QUEUE_BOARD_PATH, QueueBoardAccess } from './queue-board-access.js';
import { sameOriginOnly } from './same-origin-only.js';
import { staffBasicAuth } from './staff-basic-auth.js';
import { queueBoardViews } from './queue-board-views.js';
import { staffBoardSession } from './staff-board-session.js';

/**
 * Bull Board for staff: waiting, active, failed and completed jobs with their data. Opened from
 * the admin it needs no login of its own (a one-time ticket, see staffBoardSession); opened
 * directly it asks for the staff login (basic auth).
 */
export function mountQueueBoard(app: INestApplication): void {
  const queues = [MODEL_CONVERSION_QUEUE, MAIL_QUEUE].map(
    (name) => new BullAdapter(app.get<Queue>(getQueueToken(name), { strict: false })),
  );
  // A conversion is named by its house and model, not only by the ids in its data.
  queues[0].setFormatter('name', (job: { name?: string; data?: ConversionJob }) => job.data?.label ?? job.name ?? '');
  const serverAdapter = new ExpressAdapter();
  serverAdapter.setBasePath(QUEUE_BOARD_PATH);
  createBullBoard({
    queues,
    serverAdapter,
    options: { uiConfig: { boardTitle: 'Warteschlangen' } },
  });
  serverAdapter.setViewsPath(queueBoardViews());
  const basicAuth = staffBasicAuth(app.get(AuthService, { strict: false }), app.get(UsersService, { strict: false }));
  const auth = staffBoardSession(app.get(QueueBoardAccess, { strict: false }), basicAuth);
  // Cross-site actions are refused before the login is checked, so they count as no failed login either.
  app.use(QUEUE_BOARD_PATH, sameOriginOnly, auth, serverAdapter.getRouter());
}
