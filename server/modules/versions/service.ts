// Versions of console content (DESIGN.md "Operations console", content): every save keeps the whole
// row as it stood after the save, in the save's transaction (content-audit.ts calls `keep`); staff read
// an item's history as field diffs and restore a version in one click. A restore is a new save of the
// old snapshot: audited, itself a version, and announced by the route with contentChanged() like any
// save (decision 0077).
import { VERSION_MESSAGES as M } from '../../../contracts/content-versions.ts';
import type { Database, Db } from '../../db/client.ts';
import { uniqueViolation } from '../../db/sql-helpers.ts';
import type { StaffActor } from '../../http/auth-staff.ts';
import { notFound, refuse } from '../../http/errors.ts';
import type { AuditEntry, AuditService } from '../audit/service.ts';
import { columnsOf, isVersioned, keyValue, valuesOf, VERSIONED_ENTITIES, type VersionedEntityName } from './entities.ts';
import { createVersionRepo, HISTORY_LIMIT } from './repo.ts';
import { fieldChanges } from './field-changes.ts';

/** A row as JSON keeps it (dates as ISO text), so a snapshot compares with the next one field by field. */
const asJson = (row: unknown): Record<string, unknown> => JSON.parse(JSON.stringify(row)) as Record<string, unknown>;

export function createVersionService(database: Database, deps: { audit: Pick<AuditService, 'record'> }) {
  const repo = createVersionRepo(database.db);

  /** Keeps the version a content write made; `db` is that write's transaction. Other writes pass by. */
  async function keep(actor: StaffActor, entry: AuditEntry & { restoredFrom?: number }, db: Db): Promise<void> {
    if (!isVersioned(entry.entity) || entry.entityId === null) return;
    const key = keyValue(entry.entity, String(entry.entityId));
    if (key === null) return;
    const q = repo.queriesOn(db);
    const row = await q.row(entry.entity, key);
    // Gone after the write: a delete, whose audit entry holds the whole row as it was.
    const snapshot = row ?? (typeof entry.before === 'object' && entry.before !== null ? entry.before : null);
    if (!snapshot) return;
    await q.add({
      entity: entry.entity,
      entity_id: String(entry.entityId),
      action: entry.action,
      restored_from: entry.restoredFrom ?? null,
      snapshot: asJson(snapshot),
      deleted: row ? 0 : 1,
      staff_id: actor.id,
      staff_email: actor.email,
    });
  }

  /** The audit row and the version, in `db` (the save's transaction), or in a transaction of their own. */
  async function record(actor: StaffActor, entry: AuditEntry & { restoredFrom?: number }, db?: Db): Promise<void> {
    if (!db) return repo.transaction((_q, tx) => record(actor, entry, tx));
    await deps.audit.record(actor, entry, db);
    await keep(actor, entry, db);
  }

  function entityOf(entity: string): VersionedEntityName {
    if (!isVersioned(entity)) throw refuse(M.entityInvalid);
    return entity;
  }

  return {
    keep,

    /** The newest versions first, each with the fields it changed from the one before. */
    async history(entityName: string, entityId: string) {
      const entity = entityOf(entityName);
      const rows = await repo.history(entity, entityId);
      const order = Object.keys(columnsOf(entity));
      const versions = rows.slice(0, HISTORY_LIMIT).map(({ version, staff_name }, index) => {
        const previous = rows[index + 1]?.version;
        const snapshot = version.snapshot as Record<string, unknown>;
        return {
          version: version.version,
          action: version.action,
          restored_from: version.restored_from,
          deleted: version.deleted,
          staff_id: version.staff_id,
          staff_email: version.staff_email,
          staff_name,
          create_time: version.create_time,
          changes: fieldChanges(previous && !previous.deleted ? (previous.snapshot as Record<string, unknown>) : {}, snapshot, VERSIONED_ENTITIES[entity].key, order),
        };
      });
      return { entity, entity_id: entityId, total: rows[0]?.version.version ?? 0, versions };
    },

    /**
     * Puts version `version` back as a new save: the current row takes the snapshot's values (the
     * columns the entity keeps excepted), or a deleted item comes back whole under its old key.
     */
    async restore(actor: StaffActor, entityName: string, entityId: string, version: number) {
      const entity = entityOf(entityName);
      const key = keyValue(entity, entityId);
      if (key === null) throw notFound(M.versionMissing);
      const { kept, key: keyName } = VERSIONED_ENTITIES[entity];
      try {
        return await repo.transaction(async (q, tx) => {
          const old = await q.find(entity, entityId, version);
          if (!old) throw notFound(M.versionMissing);
          const snapshot = old.snapshot as Record<string, unknown>;
          const current = await q.row(entity, key, true);
          if (current) {
            const changes = fieldChanges(asJson(current), asJson(valuesOf(entity, snapshot, [keyName, ...kept])), keyName, Object.keys(columnsOf(entity)));
            if (!changes.length) throw refuse(M.sameAsCurrent);
            await q.update(entity, key, valuesOf(entity, snapshot, [keyName, ...kept]));
            const before = Object.fromEntries(changes.map((c) => [c.field, c.before]));
            const after = Object.fromEntries(changes.map((c) => [c.field, c.after]));
            await record(actor, { action: 'content.version.restore', entity, entityId, before, after: { ...after, restored_version: version }, restoredFrom: version }, tx);
          } else {
            await q.insert(entity, valuesOf(entity, snapshot, ['update_time']));
            await record(actor, { action: 'content.version.restore', entity, entityId, after: { ...snapshot, restored_version: version }, restoredFrom: version }, tx);
          }
          return { entity, entity_id: entityId, restored: version };
        });
      } catch (error) {
        // An old value another item has taken since (a plasmid's item number).
        if (uniqueViolation(error) !== null) throw refuse(M.conflict);
        throw error;
      }
    },

    /** The audit every content service records through: the audit row, then the version (content-audit). */
    record,
  };
}

