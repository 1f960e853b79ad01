// Delivery addresses (spec: Address entity, "Address form" rules, calls addrList/creatAddr/updateAddr/
// delAddr). The same zod schemas validate the form on /addressManagement and the calls on the server,
// so each rule has one Chinese message.
import { z } from 'zod';
import { withEnglish } from './english-messages.ts';
import { charLimit, emptyToUndefined, integer, optionalString, requiredId, requiredString } from './form-fields.ts';

export const ADDRESS_MESSAGES = {
  name: '请输入收货人姓名!',
  company: '请输入收货单位!',
  country: '请选择国家!',
  province: '请选择省份!',
  city: '请选择城市!',
  address: '请输入详细地址!',
  tel: '请输入收货人电话!',
  id: '请选择地址',
  badRegion: '请选择正确的省份和城市',
  created: '新增成功',
  updated: '更新成功',
  deleted: '删除成功',
  defaultSet: '设置成功',
  notFound: '地址不存在',
  confirmDelete: '你确定要删除当前地址么？',
  defaultLabel: '默认地址',
} as const;

withEnglish(ADDRESS_MESSAGES, {
  name: "Please enter the recipient's name!",
  company: "Please enter the recipient's institution!",
  country: 'Please choose a country!',
  province: 'Please choose a province!',
  city: 'Please choose a city!',
  address: 'Please enter the street address!',
  tel: "Please enter the recipient's telephone number!",
  id: 'Please choose an address',
  badRegion: 'Please choose a valid province and city',
  created: 'Address added',
  updated: 'Updated successfully',
  deleted: 'Deleted successfully',
  defaultSet: 'Default address set',
  notFound: 'The address does not exist',
  confirmDelete: 'Delete this address?',
  defaultLabel: 'Default address',
});

/** 0 = China, the only country the site serves. */
export const COUNTRY_CHINA = 0;
export const COUNTRY_OPTIONS = [{ value: COUNTRY_CHINA, label: '中国' }] as const;
/** Declared here as well as in user.ts: an English label is known only where its contract is loaded. */
withEnglish({ china: COUNTRY_OPTIONS[0].label }, { china: 'China' });

/** A positive integer id from a select (number) or a query string (text). */
export { requiredId };

export const addressFields = z.object({
  name: requiredString(ADDRESS_MESSAGES.name, 50, charLimit),
  company: requiredString(ADDRESS_MESSAGES.company, 100, charLimit),
  country: z.preprocess(
    emptyToUndefined,
    integer(ADDRESS_MESSAGES.country, { min: COUNTRY_CHINA, max: COUNTRY_CHINA }),
  ),
  province_id: requiredId(ADDRESS_MESSAGES.province),
  city_id: requiredId(ADDRESS_MESSAGES.city),
  address: requiredString(ADDRESS_MESSAGES.address, 200, charLimit),
  zip: optionalString(20, charLimit),
  tel: requiredString(ADDRESS_MESSAGES.tel, 30, charLimit),
  tel2: optionalString(30, charLimit),
});
export type AddressFields = z.infer<typeof addressFields>;
/** What the form holds before validation. */
export type AddressFormValues = z.input<typeof addressFields>;

export const addressIdInput = z.object({ id: requiredId(ADDRESS_MESSAGES.id) });

/**
 * creatAddr: the fields; the session decides the owner. The user's first address becomes the default.
 * @alias of addressFields, named for its call
 */
export const createAddressInput = addressFields;

/**
 * updateAddr (id, uid + the fields). A `uid` sent by the client is accepted for compatibility with the
 * specification and ignored: the session's user is the owner. Making an address the default is a
 * separate call (setDefaultAddr), so an edit never changes which address is the default.
 */
export const updateAddressInput = addressFields.extend({
  id: requiredId(ADDRESS_MESSAGES.id),
  uid: z.unknown().optional(),
});

