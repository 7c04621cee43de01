import { InitialSchema1795307255656 } from './migrations/1795307255656-InitialSchema.js';

/**
 * Every migration, oldest first. Listed rather than globbed so no file system scan or dynamic
 * import is involved; a migration missing here shows up as schema drift in the tests.
 */
export const MIGRATIONS = [InitialSchema1795307255656];
