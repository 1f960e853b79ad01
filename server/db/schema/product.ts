// Technical-service products and the three enquiry forms visitors send: purchase enquiries
// (onlinebook/addYuding), bookings on article pages (onlinebook/addBook) and mail enquiries.
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createTime, flag, idColumn, timestamps } from './columns.ts';
import { users } from './user.ts';

/** Technical product; `tid` is its category, `molds` its kind (cell_yesheng, cell_cas9 …). */
export const products = pgTable(
  'products',
  {
    id: idColumn(),
    tid: integer('tid').notNull().default(0),
    molds: text('molds'),
    title: text('title').notNull(),
    en_title: text('en_title'),
    species: text('species'),
    gene_name: text('gene_name'),
    gene_id: text('gene_id'),
    specifications: text('specifications'),
    article_number: text('article_number'),
    price: text('price'),
    system: text('system'),
    resistance: text('resistance'),
    detection: text('detection'),
    litpic: text('litpic'),
    body: text('body'),
    // English text beside the Chinese (decision 0033; en_title above); null = not translated.
    en_species: text('en_species'),
    en_specifications: text('en_specifications'),
    en_system: text('en_system'),
    en_resistance: text('en_resistance'),
    en_detection: text('en_detection'),
    en_body: text('en_body'),
    // The picture the English site shows when the Chinese one has Chinese lettering; null = the same picture.
    en_litpic: text('en_litpic'),
    sort: integer('sort').notNull().default(0),
    status: flag('status', 1),
    ...timestamps(),
  },
  (t) => [
    index('products_tid_idx').on(t.tid, t.sort),
    index('products_molds_idx').on(t.molds),
    index('products_article_number_idx').on(t.article_number),
  ],
);

/** `status` of an enquiry row: 0 new, 1 handled by staff (later). `mail_status`: 0 pending, 1 sent, 2 failed. */
const enquiryMeta = () => ({
  uid: integer('uid').references(() => users.id, { onDelete: 'set null' }),
  ip: text('ip'),
  status: flag('status'),
  create_time: createTime(),
});

/** Purchase enquiry for a technical product (yuding). */
export const purchaseEnquiries = pgTable(
  'purchase_enquiries',
  {
    id: idColumn(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    company: text('company').notNull(),
    email: text('email').notNull(),
    address: text('address'),
    kz_date: text('kz_date'),
    how_liaojie: text('how_liaojie'),
    molds: text('molds'),
    title: text('title'),
    article_number: text('article_number'),
    aid: integer('aid'),
    specifications: text('specifications'),
    ...enquiryMeta(),
  },
  (t) => [index('purchase_enquiries_uid_idx').on(t.uid), index('purchase_enquiries_create_time_idx').on(t.create_time)],
);

/** Booking from an article page (addBook). */
export const bookings = pgTable(
  'bookings',
  {
    id: idColumn(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    company: text('company'),
    title: text('title'),
    aid: integer('aid'),
    tid: integer('tid'),
    ...enquiryMeta(),
  },
  (t) => [index('bookings_uid_idx').on(t.uid), index('bookings_create_time_idx').on(t.create_time)],
);

/** Product purchase enquiry by mail (/messages/send-mail); `productName` arrives as product_name. */
export const mailEnquiries = pgTable(
  'mail_enquiries',
  {
    id: idColumn(),
    product_name: text('product_name').notNull(),
    location: text('location'),
    name: text('name').notNull(),
    unit: text('unit'),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    address: text('address'),
    mail_status: flag('mail_status'),
    ...enquiryMeta(),
  },
  (t) => [index('mail_enquiries_uid_idx').on(t.uid), index('mail_enquiries_create_time_idx').on(t.create_time)],
);
