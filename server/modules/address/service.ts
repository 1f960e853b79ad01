// Delivery addresses of the logged-in customer (spec "Address management"; DESIGN.md: users see only
// their own rows, another user's address answers 404).
//
// The default rule: a user with addresses has exactly one default.
// - The first address a user creates becomes the default; later ones do not.
// - setDefault(id) clears the others and marks `id` in one transaction.
// - Deleting the default promotes the newest remaining address; deleting the last leaves none.
// Every change takes the user's row lock first, so concurrent calls of one user cannot break the rule.
import { ADDRESS_MESSAGES, type AddressFields } from '../../../contracts/address.ts';
import type { Address } from '../../../contracts/api/address.ts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import type { RegionService } from '../region/service.ts';
import { createAddressRepo, type AddressQueries, type AddressRow, type AddressValues } from './repo.ts';

function toAddress(row: AddressRow): Address {
  return {
    ...row,
    create_time: row.create_time.toISOString(),
    update_time: row.update_time.toISOString(),
  };
}

export function createAddressService(database: Database, regions: Pick<RegionService, 'requirePair' | 'names'>) {
  const repo = createAddressRepo(database.db);

  /** The stored columns of the form's fields; the city must lie in the province (areaname from both). */
  async function toValues(fields: AddressFields): Promise<AddressValues> {
    const { province, city } = await regions.requirePair(fields.province_id, fields.city_id);
    return {
      name: fields.name,
      company: fields.company,
      country: fields.country,
      province_id: fields.province_id,
      city_id: fields.city_id,
      areaname: `${province} ${city}`,
      address: fields.address,
      zip: fields.zip || null,
      tel: fields.tel,
      tel2: fields.tel2 || null,
    };
  }

  /**
   * Rows written elsewhere (the account page's default-address block) may lack `areaname`; it is
   * filled from the regions when read, so every answer names the province and city.
   */
  async function withAreaNames(rows: AddressRow[]): Promise<Address[]> {
    const missing = rows.filter((r) => !r.areaname && r.province_id && r.city_id);
    if (missing.length === 0) return rows.map(toAddress);
    const ids = [...new Set(missing.flatMap((r) => [r.province_id!, r.city_id!]))];
    const names = await regions.names(ids);
    return rows.map((row) => {
      if (row.areaname || !row.province_id || !row.city_id) return toAddress(row);
      const parts = [names.get(row.province_id), names.get(row.city_id)].filter(Boolean);
      return toAddress({ ...row, areaname: parts.length > 0 ? parts.join(' ') : null });
    });
  }

  /** Runs `work` in a transaction holding the user's lock; a vanished user has no addresses. */
  function forUser<T>(uid: number, work: (tx: AddressQueries) => Promise<T>): Promise<T> {
    return repo.transaction(async (tx) => {
      if (!(await tx.lockUser(uid))) throw notFound(ADDRESS_MESSAGES.notFound);
      return work(tx);
    });
  }

  return {
    /** The user's addresses, the default first, then the newest. */
    async list(uid: number): Promise<Address[]> {
      return withAreaNames(await repo.listForUser(uid));
    },

    /** The user's default address, or null (the account page's default-address block). */
    async defaultAddress(uid: number): Promise<Address | null> {
      const [first] = await repo.listForUser(uid);
      return first && first.is_default === 1 ? (await withAreaNames([first]))[0] : null;
    },

    async create(uid: number, fields: AddressFields): Promise<Address> {
      const values = await toValues(fields);
      return forUser(uid, async (tx) => {
        const isFirst = (await tx.countForUser(uid)) === 0;
        return toAddress(await tx.insert(uid, values, isFirst));
      });
    },

    /** Changes the fields of one of the user's addresses; never which one is the default. */
    async update(uid: number, id: number, fields: AddressFields): Promise<Address> {
      const values = await toValues(fields);
      return forUser(uid, async (tx) => {
        const row = await tx.update(uid, id, values);
        if (!row) throw notFound(ADDRESS_MESSAGES.notFound);
        return toAddress(row);
      });
    },

    async setDefault(uid: number, id: number): Promise<Address> {
      return forUser(uid, async (tx) => {
        if (!(await tx.findForUser(uid, id))) throw notFound(ADDRESS_MESSAGES.notFound);
        await tx.markDefault(uid, id);
        return toAddress((await tx.findForUser(uid, id))!);
      });
    },

    /** Deletes; when it was the default, the newest remaining address becomes the default. */
    async remove(uid: number, id: number): Promise<{ id: number; default_id: number | null }> {
      return forUser(uid, async (tx) => {
        const removed = await tx.remove(uid, id);
        if (!removed) throw notFound(ADDRESS_MESSAGES.notFound);
        if (removed.is_default !== 1) {
          const [first] = await tx.listForUser(uid);
          return { id, default_id: first?.is_default === 1 ? first.id : null };
        }
        const next = await tx.newestForUser(uid);
        if (next) await tx.markDefault(uid, next.id);
        return { id, default_id: next?.id ?? null };
      });
    },
  };
}

export type AddressService = ReturnType<typeof createAddressService>;
