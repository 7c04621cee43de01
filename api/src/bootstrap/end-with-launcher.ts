import type { INestApplicationContext } from '@nestjs/common';
import type { Logger } from 'pino';

/**
 * Started by the launcher of `npm start` (with an IPC channel), the process ends when that channel
 * closes: a launcher killed outright (SIGKILL, a closed terminal) leaves no API or worker behind.
 */
export function endWithLauncher(app: INestApplicationContext, logger: Logger): void {
  if (!process.connected) return;
  process.once('disconnect', () => {
    logger.warn('The launcher is gone: stopping');
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'Stopping after the launcher went failed');
        process.exit(1);
      },
    );
  });
}
