import { Logger } from '@nestjs/common';
import type { FileStorage } from './file-storage.js';

const logger = new Logger('FileStorage');

/**
 * Removes files after the rows pointing at them are gone. A failure only leaves unreachable
 * files, so it is logged for cleanup instead of failing the user's action.
 */
export async function deleteQuietly(storage: FileStorage, keys: string[]): Promise<void> {
  await Promise.all(
    keys.map((key) =>
      storage.delete(key).catch((error: Error) => logger.error(`Could not delete ${key}: ${error.message}`)),
    ),
  );
}
