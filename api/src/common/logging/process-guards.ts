import type { Logger } from 'pino';

/**
 * The last line for errors outside a request (jobs, timers, listeners), in the API and the worker.
 * A rejection nobody handled is a bug to fix, but not worth the process: it is logged with its
 * stack and the process goes on. After an uncaught exception the process's state is unknown: it is
 * logged as fatal and the process exits with 1, for its supervisor to start a fresh one.
 */
export function installProcessGuards(logger: Logger, role: string): void {
  process.on('unhandledRejection', (reason) => {
    logger.error({ role, err: reason }, 'Unhandled promise rejection');
  });
  process.on('uncaughtException', (error, origin) => {
    logger.fatal({ role, origin, err: error }, 'Uncaught exception, exiting');
    process.exit(1);
  });
}

/** A process that could not start says why through the same log, stack included, and exits with 1. */
export function exitAfterFailedStart(logger: Logger, role: string, error: unknown): never {
  logger.fatal({ role, err: error }, `The ${role} could not start`);
  process.exit(1);
}
