// Link and picture addresses (issue 32 point 5.1): only http(s) and paths of this site pass, in the
// shared block and in every field of every contract whose name says it holds an address.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isSafeLink, optionalLink, requiredLink } from './link-field.ts';
import { articleFields, newsFields } from './content-articles.ts';
import { adSaveInput, adUpdateInput, productSaveInput, productUpdateInput } from './content-catalogue.ts';
import { blockInput, blockUpdateInput, categoryInput, categoryUpdateInput, pageInput, settingsInput } from './content-site.ts';
import { plasmidCreateInput, plasmidRowInput, plasmidUpdateInput } from './plasmid-admin.ts';

const first = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) => result.error?.issues[0]?.message;

/** Addresses a browser would run or render as a page of their own, in the spellings that slip past naive checks. */
const UNSAFE = [
  'javascript:alert(1)',
  ' JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  'javascript://%0aalert(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:image/svg+xml;base64,PHN2Zz4=',
  'vbscript:msgbox(1)',
  'VBScript:msgbox(1)',
  'file:///etc/passwd',
  'ftp://example.com/a.png',
  'mailto:hr@example.com',
  '//evil.example/a.png',
  '/\\evil.example/a.png',
  'https://example.com/a b.png',
  'https://example.com/"onmouseover="alert(1)',
  'https:///path-only',
  'http:',
  'uploads/a.png',
];
const SAFE_LINKS = ['https://example.com', 'HTTP://Example.org/a?b=1#c', 'https://shop.example.com/', '/about', '/uploads/2026/11/a.webp', '/techService?id=3'];

describe('isSafeLink', () => {
  it('passes http(s) addresses and site paths, refuses every other scheme and spelling', () => {
    for (const link of SAFE_LINKS) expect(isSafeLink(link), link).toBe(true);
    for (const link of UNSAFE) expect(isSafeLink(link.trim()), link).toBe(false);
  });

  it('refuses site paths where the link must leave the site', () => {
    expect(isSafeLink('https://example.com', 'external')).toBe(true);
    expect(isSafeLink('/about', 'external')).toBe(false);
  });
});

describe('optionalLink / requiredLink', () => {
  it('refuses with the Chinese message of the kind, trims, and stores blank as null', () => {
    expect(first(optionalLink('link').safeParse('javascript:alert(1)'))).toBe('链接须以 http:// 或 https:// 开头，或为站内地址（以 / 开头）');
    expect(first(optionalLink('picture').safeParse(' JaVaScRiPt:alert(1)'))).toBe('图片地址须以 http:// 或 https:// 开头，或为站内地址（以 / 开头）');
    expect(first(optionalLink('external').safeParse('/about'))).toBe('跳转链接须以 http:// 或 https:// 开头');
    expect(optionalLink('link').parse(' https://example.com/a ')).toBe('https://example.com/a');
    expect(optionalLink('link').parse('  ')).toBeNull();
    expect(first(requiredLink('picture', '请上传轮播图片').safeParse(''))).toBe('请上传轮播图片');
    expect(first(requiredLink('picture', '请上传轮播图片').safeParse('vbscript:msgbox(1)'))).toBe('图片地址须以 http:// 或 https:// 开头，或为站内地址（以 / 开头）');
    expect(requiredLink('picture', '请上传轮播图片').parse('/uploads/a.webp')).toBe('/uploads/a.webp');
  });
});

// Field names that hold an address a page puts into href or src.
const ADDRESS_FIELD = /url|link|href|litpic|pic$|image|img|src|adfile|profile|erweima|_map$/i;

/** Every [path, schema] of an address field in `schema`, nested objects (the settings) included. */
function addressFields(schema: z.ZodType, path: string): Array<[string, z.ZodType]> {
  if (!(schema instanceof z.ZodObject)) return [];
  return Object.entries(schema.shape as Record<string, z.ZodType>).flatMap(([key, field]): Array<[string, z.ZodType]> => {
    // An optional nested object (the settings' English values) is searched like a required one.
    const inner = field instanceof z.ZodOptional && field.unwrap() instanceof z.ZodObject ? (field.unwrap() as z.ZodType) : field;
    return inner instanceof z.ZodObject ? addressFields(inner, `${path}.${key}`) : ADDRESS_FIELD.test(key) ? [[`${path}.${key}`, field]] : [];
  });
}

const FORMS: Record<string, z.ZodType> = {
  articleFields,
  newsFields,
  productSaveInput,
  productUpdateInput,
  adSaveInput,
  adUpdateInput,
  categoryInput,
  categoryUpdateInput,
  pageInput,
  blockInput,
  blockUpdateInput,
  settingsInput,
  plasmidCreateInput,
  plasmidUpdateInput,
  plasmidRowInput,
};

describe('every address field of the console forms', () => {
  const fields = Object.entries(FORMS).flatMap(([name, schema]) => addressFields(schema, name));

  it('finds the fields the forms have (a renamed field would drop out of the check)', () => {
    expect(fields.map(([path]) => path).toSorted()).toEqual(
      [
        'adSaveInput.adfile', 'adSaveInput.gourl', 'adUpdateInput.adfile', 'adUpdateInput.gourl',
        'adSaveInput.en_adfile', 'adUpdateInput.en_adfile',
        'articleFields.litpic', 'newsFields.litpic',
        'blockInput.gourl', 'blockInput.litpic', 'blockUpdateInput.gourl', 'blockUpdateInput.litpic',
        'categoryInput.gourl', 'categoryInput.litpic', 'categoryInput.litpicm',
        'categoryUpdateInput.gourl', 'categoryUpdateInput.litpic', 'categoryUpdateInput.litpicm',
        'pageInput.litpic', 'pageInput.en_litpic',
        'plasmidCreateInput.profile', 'plasmidRowInput.profile', 'plasmidUpdateInput.profile',
        'productSaveInput.litpic', 'productUpdateInput.litpic', 'productSaveInput.en_litpic', 'productUpdateInput.en_litpic',
        'settingsInput.settings.comany_map', 'settingsInput.settings_en.comany_map', 'settingsInput.settings.top_weixin_img', 'settingsInput.settings.xxl_erweima',
      ].toSorted(),
    );
  });

  it.each(fields)('%s refuses javascript:, data:, vbscript: in any case with a Chinese message', (_path, field) => {
    for (const link of ['javascript:alert(1)', ' JaVaScRiPt:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)']) {
      const message = first(field.safeParse(link));
      expect(message, link).toMatch(/^(链接|跳转链接|图片地址)须以 http:\/\/ 或 https:\/\/ 开头/);
    }
  });

  it.each(fields)('%s accepts an http(s) address', (_path, field) => {
    expect(field.parse('https://example.com/a.png')).toBe('https://example.com/a.png');
  });
});

describe('site paths stay allowed where they were', () => {
  it('pictures and page links take /uploads/… and /about; the category 跳转链接 stays external only', () => {
    expect(articleFields.shape.litpic.parse('/uploads/2026/11/a.webp')).toBe('/uploads/2026/11/a.webp');
    expect(adSaveInput.shape.gourl.parse('/techService')).toBe('/techService');
    expect(blockInput.shape.gourl.parse('/about')).toBe('/about');
    expect(settingsInput.shape.settings.shape.xxl_erweima.parse('/uploads/demo/qr-site.svg')).toBe('/uploads/demo/qr-site.svg');
    expect(settingsInput.shape.settings.shape.xxl_erweima.parse('')).toBe('');
    expect(plasmidRowInput.shape.profile.parse('/uploads/map.png')).toBe('/uploads/map.png');
    expect(first(categoryInput.shape.gourl.safeParse('/about'))).toBe('跳转链接须以 http:// 或 https:// 开头');
  });
});
