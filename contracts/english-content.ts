// The English site's content (DESIGN.md "English site", decision 0033): which columns hold the English
// text beside the Chinese, how the console's forms send them, and what a public read in English adds to
// its answer. The interface strings of the English pages are not here (message catalogues).
import { z } from 'zod';
import { isBlank, optionalText } from './form-fields.ts';
import { optionalLink } from './link-field.ts';

/** The language a public read answers in; 'zh' unless a page asks for English. */
export const CONTENT_LANGS = ['zh', 'en'] as const;
export type ContentLang = (typeof CONTENT_LANGS)[number];

/** The options argument of every public read that has English text. */
export interface LangOption {
  lang?: ContentLang;
}

/**
 * What an English answer adds: whether the item has English text. When it has none, its text fields
 * are empty (the Chinese is never sent in their place) and the page says so and links to the Chinese.
 * Chinese answers never carry it, so they stay as they were.
 */
export const englishFlag = { hasEnglish: z.boolean().optional() };

/** `null`/absent/blank text is "not translated". */
export const hasText = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim() !== '';

/** Any CJK ideograph or CJK punctuation: such text is Chinese and never goes out as English. */
const CJK = /[\u3000-\u303f\u3400-\u9fff\uf900-\ufaff\uff00-\uffef]/;
export const hasChinese = (value: string | null | undefined): boolean => typeof value === 'string' && CJK.test(value);

/**
 * An English field of a console form: blank is null (not translated); absent is `undefined`, which
 * leaves the stored value as it is (the Excel import and older callers do not send English fields).
 */
export const englishText = (max: number) => z.preprocess((v) => (v === undefined ? undefined : isBlank(v) ? null : v), optionalText(max).optional());

/**
 * The English picture of an item whose Chinese picture carries Chinese lettering (issue 35 point 4):
 * blank is null (the English site shows the Chinese picture), absent leaves the stored value.
 */
export const englishPicture = z.preprocess((v) => (v === undefined ? undefined : isBlank(v) ? null : v), optionalLink('picture', 2000).optional());

/**
 * The picture an English page shows: the English one when staff gave one, otherwise the Chinese one
 * (a plain picture needs no English copy; a lettered one without its copy is still better than none).
 */
export const englishImage = (english: string | null | undefined, chinese: string | null | undefined): string =>
  hasText(english) ? english.trim() : (chinese ?? '');

/** Drops the fields a form did not send, so an update leaves them (and the audit row does not list them). */
export function sentOnly<T extends Record<string, unknown>>(values: T): T {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as T;
}

/** The admin answers' English columns, as stored. */
export const englishColumns = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, z.string().nullable()])) as Record<K, z.ZodNullable<z.ZodString>>;

/** English columns of each table (server/db/schema), in the console's order. */
export const EN_COLUMNS = {
  categories: ['encatname', 'en_description', 'en_keywords', 'en_body', 'en_youshi'],
  articles: ['en_title', 'en_description', 'en_body', 'en_keywords'],
  news: ['en_title', 'en_description', 'en_body', 'en_keywords'],
  ads: ['en_name', 'en_body', 'en_adfile'],
  pages: ['en_title', 'en_description', 'en_body', 'en_litpic'],
  pageBlocks: ['en_title', 'en_subtitle', 'en_description', 'en_body'],
  jobs: ['en_title', 'en_leixing', 'en_didian', 'en_renshu', 'en_body'],
  products: ['en_title', 'en_species', 'en_specifications', 'en_system', 'en_resistance', 'en_detection', 'en_body', 'en_litpic'],
  plasmids: [
    'en_specification',
    'en_classification',
    'en_nuclear_resistance',
    'en_eukaryotic_resistance',
    'en_culture_condition',
    'en_expression_host',
    'en_selection_marker',
    'en_induced_way',
    'en_remark',
    'en_function_introduction',
    'en_introduction',
  ],
} as const;

/**
 * The web settings a public page shows as text, whose English value is stored as the setting
 * `<key>_en` (decision 0033), and the map picture, whose English copy (without Chinese lettering) is
 * `comany_map_en` and falls back to the Chinese map. The others (telephone numbers, QR codes, e-mail)
 * are the same in both.
 */
export const WEB_SETTING_EN_KEYS = [
  'xxl_title',
  'xxl_foottel',
  'xxl_copyright',
  'xxl_beian',
  'zp_hottel1',
  'zp_hottel2',
  'company_address',
  'sample_address',
  'company_name',
  'site_notice',
  'xxl_keywords',
  'xxl_description',
  'comany_map',
] as const;
/** The English settings that hold a picture (shown as the Chinese one while blank). */
export const WEB_SETTING_EN_PICTURE_KEYS = ['comany_map'] as const satisfies readonly (typeof WEB_SETTING_EN_KEYS)[number][];
export type WebSettingEnKey = (typeof WEB_SETTING_EN_KEYS)[number];
export const englishSettingName = (key: WebSettingEnKey): string => `${key}_en`;
