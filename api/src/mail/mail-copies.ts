import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { In, type EntityManager } from 'typeorm';
import { MailOutbox } from './mail-outbox.entity.js';

/**
 * Deletes mails from the outbox in the caller's transaction and answers their ids and the plan
 * shares they carried: the rows hold the recipient's data, and so do the `.eml` copies, which the
 * caller removes with `removeMailFiles` once the transaction has committed.
 */
export async function deleteOutboxMails(
  manager: EntityManager,
  where: { ids?: string[]; customerRequestId?: string },
): Promise<{ ids: string[]; planShareTokens: string[] }> {
  const repository = manager.getRepository(MailOutbox);
  const rows = await repository.find({
    where: where.ids ? { id: In(where.ids) } : { customerRequestId: where.customerRequestId },
    select: { id: true, planShareToken: true },
  });
  if (rows.length > 0) await repository.delete({ id: In(rows.map((row) => row.id)) });
  return {
    ids: rows.map((row) => row.id),
    planShareTokens: rows.flatMap((row) => (row.planShareToken ? [row.planShareToken] : [])),
  };
}

/** The `.eml` copies of deleted mails (written when no SMTP server is set); missing ones are fine. */
export async function removeMailFiles(outboxDir: string, ids: string[]): Promise<void> {
  await Promise.all(ids.map((id) => rm(join(outboxDir, `${id}.eml`), { force: true })));
}
