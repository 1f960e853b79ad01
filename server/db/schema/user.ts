// Customer accounts, their addresses and the province/city list used by every address form.
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { flag, idColumn, timestamps } from './columns.ts';
import type { PageLanguage } from '../../../contracts/page-language.ts';

/**
 * A customer. `email` is stored lower-cased by the service (the unique index is on the stored value);
 * `tel` is the mobile number used for SMS login. `status` 0 not activated, 1 active, 2 disabled by
 * staff (was active), 3 disabled before activation (contracts/customers.ts USER_STATUS).
 */
export const users = pgTable(
  'users',
  {
    id: idColumn(),
    email: text('email').notNull(),
    password_hash: text('password_hash').notNull(),
    /** Account kind of the spec's account answer; 0 = ordinary customer. */
    tid: integer('tid').notNull().default(0),
    username: text('username'),
    fname: text('fname'),
    lname: text('lname'),
    company: text('company'),
    department: text('department'),
    fapiao_title: text('fapiao_title'),
    tel: text('tel'),
    tel2: text('tel2'),
    phone: text('phone'),
    phone1: text('phone1'),
    prefix: text('prefix').notNull().default('86'),
    pi_email: text('pi_email'),
    pi_fname: text('pi_fname'),
    pi_lname: text('pi_lname'),
    /** How they found the company, 0-7 (partnership … other). */
    road: integer('road'),
    is_sendup: flag('is_sendup', 1),
    com_code: text('com_code'),
    country: integer('country').notNull().default(0),
    province_id: integer('province_id'),
    city_id: integer('city_id'),
    address: text('address'),
    zip: text('zip'),
    status: flag('status'),
    activated_at: timestamp('activated_at', { withTimezone: true }),
    last_login_at: timestamp('last_login_at', { withTimezone: true }),
    /** The site language the account registered in ('zh' | 'en'); its e-mails are written in it (decision 0037). */
    lang: text('lang').$type<PageLanguage>().notNull().default('zh'),
    ...timestamps(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email), uniqueIndex('users_tel_key').on(t.tel)],
);

/** Delivery addresses; exactly one per user should carry is_default 1 (kept by the service). */
export const addresses = pgTable(
  'addresses',
  {
    id: idColumn(),
    uid: integer('uid')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    company: text('company'),
    /** 0 = China, the only option. */
    country: integer('country').notNull().default(0),
    province_id: integer('province_id'),
    city_id: integer('city_id'),
    areaname: text('areaname'),
    address: text('address'),
    zip: text('zip'),
    tel: text('tel'),
    tel2: text('tel2'),
    is_default: flag('is_default'),
    ...timestamps(),
  },
  (t) => [index('addresses_uid_idx').on(t.uid)],
);

/**
 * Provinces (pid 0) and their cities. Ids are the official administrative codes, so no identity.
 * The API answers `cityName`; the service maps `city_name` to it.
 */
export const regions = pgTable(
  'regions',
  {
    id: integer('id').primaryKey(),
    pid: integer('pid').notNull().default(0),
    city_name: text('city_name').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('regions_pid_idx').on(t.pid, t.sort)],
);
