// The account answer built from a user row and its default address. Shared by the login answer
// (user-service) and the account page (account-service), so it lives apart from both.
import type { AccountInfo, MemberAddress } from '../../../contracts/api/user.ts';
import type { AddressRow, AddressValues, UserRow } from './user-repo.ts';

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

/**
 * The default address a registration makes (issue 35): the registrant as recipient, the workplace
 * (注册的"工作单位") as company and street line, the province, city, zip and phones they typed.
 * Chinese names read surname first without a space; Latin ones given name first.
 */
export function registrationAddress(user: {
  fname: string | null;
  lname: string | null;
  address: string | null;
  country: number;
  province_id: number | null;
  city_id: number | null;
  zip: string | null;
  tel: string | null;
  tel2: string | null;
}): AddressValues {
  const fname = user.fname ?? '';
  const lname = user.lname ?? '';
  const latin = /[A-Za-z]/.test(fname + lname);
  const name = (latin ? `${lname} ${fname}` : `${fname}${lname}`).trim().slice(0, 50);
  return {
    name,
    company: user.address,
    country: user.country,
    province_id: user.province_id,
    city_id: user.city_id,
    address: user.address,
    zip: user.zip,
    tel: user.tel,
    tel2: user.tel2,
  };
}
