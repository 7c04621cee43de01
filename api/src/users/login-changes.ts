import { LoginChangeKind } from '@hauskonfig/shared';
import type { EntityManager } from 'typeorm';
import { LoginChange } from './login-change.entity.js';

export interface LoginChangeEntry {
  userId: string;
  kind: LoginChangeKind;
  /** The login's username after the change. */
  username: string;
  /** Null for the system (start-up seed). */
  changedByUserId: string | null;
}

/** Records changes of logins in the caller's transaction, so they are stored exactly when the change is. */
export async function recordLoginChanges(manager: EntityManager, entries: LoginChangeEntry[]): Promise<void> {
  if (entries.length > 0) await manager.getRepository(LoginChange).insert(entries);
}

/** A user's recorded login changes with who made them, newest first. */
export function loginChangesOf(manager: EntityManager, userId: string): Promise<LoginChange[]> {
  return manager.getRepository(LoginChange).find({
    where: { userId },
    relations: { changedBy: true },
    order: { changedAt: 'DESC', id: 'DESC' },
  });
}
