// The account answer built from a user row and its default address. Shared by the login answer
// (user-service) and the account page (account-service), so it lives apart from both.
import type { AccountInfo, MemberAddress } from '../../../contracts/api/user.ts';
import type { AddressRow, UserRow } from './user-repo.ts';

/** The answer fields only: never the password hash or the sign-in bookkeeping. */
export function toAccountInfo(user: UserRow, address: AddressRow | null): AccountInfo {
  return {
    id: user.id,
    tid: user.tid,
    username: user.username,
    email: user.email,
    fname: user.fname,
    lname: user.lname,
    company: user.company,
    department: user.department,
    fapiao_title: user.fapiao_title,
    tel: user.tel,
    tel2: user.tel2,
    phone: user.phone,
    phone1: user.phone1,
    prefix: user.prefix,
    pi_email: user.pi_email,
    pi_fname: user.pi_fname,
    pi_lname: user.pi_lname,
    road: user.road,
    is_sendup: user.is_sendup,
    com_code: user.com_code,
    member_address: address ? toMemberAddress(address) : null,
  };
}

function toMemberAddress(row: AddressRow): MemberAddress {
  return {
    id: row.id,
    name: row.name,
    company: row.company,
    country: row.country,
    province_id: row.province_id,
    city_id: row.city_id,
    address: row.address,
    zip: row.zip,
    tel: row.tel,
    tel2: row.tel2,
  };
}
