// Runs backup: a new archive when the newest in BACKUP_DIR is old enough, then the old ones pruned.
import type { BackupService } from '../../backup/backup.ts';
import { backup } from '../kinds/backup.ts';
import { defineHandler } from './job-handler.ts';

export interface BackupDeps {
  backups: Pick<BackupService, 'runIfDue'>;
}

export const backupHandler = ({ backups }: BackupDeps) =>
  defineHandler(backup, async (_payload, { log }) => {
    const result = await backups.runIfDue();
    if (result.taken) log.info({ job: 'backup', file: result.taken, removed: result.removed }, 'backup written');
    return result;
  });
