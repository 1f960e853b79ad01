// The account page: read and save the customer's own data and default address, change the phone
// number only with an SMS code. Every call works on the session's user only.
import type { Database } from '../../db/client.ts';
import { uniqueViolation } from '../../db/sql-helpers.ts';
import { refuse, unauthorized } from '../../http/errors.ts';
import { USER_MESSAGES as M, type AccountInput, type SetPhoneInput } from '../../../contracts/user.ts';
import type { AccountInfo } from '../../../contracts/api/user.ts';
import type { UserServiceDeps } from './user-service.ts';
import { toAccountInfo } from './account-info.ts';
import { createUserRepo, type UserRow } from './user-repo.ts';

export function createAccountService(database: Database, deps: Pick<UserServiceDeps, 'codes' | 'regions'>) {
  const repo = createUserRepo(database.db);

  async function ownUser(uid: number): Promise<UserRow> {
    const user = await repo.findById(uid);
    // The session resolved a moment ago; a vanished account means the session is no longer good.
    if (!user) throw unauthorized();
    return user;
  }

  return {
    async info(uid: number): Promise<AccountInfo> {
      const user = await ownUser(uid);
      return toAccountInfo(user, await repo.defaultAddress(uid));
    },

    /**
     * Saves the account form and upserts the default address. Neither the phone number nor the
     * login e-mail changes here: a different `tel` is refused until confirmed through setPhone, a
     * different `email` always (changeEmail needs the password and a code). Both refusals come
     * before any look-up, so the answer never tells whether the number or address is registered.
     */
    async update(uid: number, input: AccountInput): Promise<AccountInfo> {
      const user = await ownUser(uid);
      if (input.tel !== user.tel) throw refuse(M.phoneNeedsCode);
      if (input.email.toLowerCase() !== user.email) throw refuse(M.emailNeedsCode);
      const a = input.member_address;
      await deps.regions.requirePair(a.province_id, a.city_id);
      await repo.saveAccount(
        uid,
        {
          fname: input.fname,
          lname: input.lname,
          company: input.company,
          department: input.department,
          fapiao_title: input.fapiao_title,
          tel2: input.tel2,
          phone: input.phone,
          phone1: input.phone1,
          prefix: input.prefix,
          pi_email: input.pi_email?.toLowerCase() ?? null,
          pi_fname: input.pi_fname,
          pi_lname: input.pi_lname,
          road: input.road,
          is_sendup: input.is_sendup ? 1 : 0,
          com_code: input.com_code,
        },
        {
          name: a.name,
          company: a.company,
          country: a.country,
          province_id: a.province_id,
          city_id: a.city_id,
          address: a.address,
          zip: a.zip,
          tel: a.tel,
          tel2: a.tel2,
        },
      );
      return toAccountInfo(await ownUser(uid), await repo.defaultAddress(uid));
    },

    /**
     * New phone number, confirmed by the SMS code faDuanxin (isreg 0) sent to it for this account.
     * The code is checked first: only the phone's holder learns that it belongs to another account.
     */
    async setPhone(uid: number, input: SetPhoneInput): Promise<{ tel: string }> {
      await ownUser(uid);
      await deps.codes.verify({ channel: 'sms', target: input.phone, purpose: 'account', code: input.smscode, uid });
      if (await repo.telTakenByOther(input.phone, uid)) throw refuse(M.phoneTaken);
      try {
        await repo.update(uid, { tel: input.phone });
      } catch (error) {
        // Another account took the number between the check and the update (unique index).
        if (uniqueViolation(error) !== null) throw refuse(M.phoneTaken);
        throw error;
      }
      return { tel: input.phone };
    },
  };
}
