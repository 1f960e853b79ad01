import { describe, expect, it } from 'vitest';
import { rootMessages } from '../components/shell-data.ts';
import { catalogueAsset } from '../../scripts/catalogue-assets-plugin.ts';
import { catalogueIn, provideCatalogue } from './catalogue-store.ts';
import { catalogueOf, catalogueTextOf } from './catalogue-of.ts';
import { en } from './en.ts';
import { translator } from './translate.ts';
import { zh } from './zh.ts';

describe('catalogues', () => {
  it('have the same keys, and the English one no Chinese text', () => {
    expect(Object.keys(en).toSorted()).toEqual(Object.keys(zh).toSorted());
    expect(Object.entries(en).filter(([, text]) => /[\u4e00-\u9fff]/.test(text))).toEqual([]);
  });

  it('keep the same placeholders in both languages', () => {
    const names = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).toSorted();
    for (const key of Object.keys(zh) as Array<keyof typeof zh>) expect(names(en[key]), key).toEqual(names(zh[key]));
  });

  it('are chosen by the page language', () => {
    expect(catalogueOf('en')).toBe(en);
    expect(catalogueOf('zh')).toBe(zh);
  });

  it('become JSON assets made once per language, read back whole, named by their content', () => {
    expect(catalogueTextOf('en')).toBe(catalogueTextOf('en'));
    expect(JSON.parse(catalogueTextOf('en'))).toEqual(en);
    expect(JSON.parse(catalogueTextOf('zh'))).toEqual(zh);
    const asset = catalogueAsset('en', catalogueTextOf('en'));
    expect(asset.fileName).toMatch(/^assets\/catalogue-en-[\w-]{10}\.json$/);
    expect(catalogueAsset('en', catalogueTextOf('en')).fileName).toBe(asset.fileName);
    expect(catalogueAsset('en', `${catalogueTextOf('en')} `).fileName).not.toBe(asset.fileName);
  });

  it('are read from the store by the root data\'s language, none when the root data is missing', () => {
    provideCatalogue('en', en);
    expect(catalogueIn('en')).toBe(en);
    expect(rootMessages([{ id: 'root', loaderData: { lang: 'en', nav: '[]', settings: {}, publicUrl: '' } }])).toBe(en);
    expect(rootMessages([{ id: 'root' }])).toEqual({});
  });
});

describe('translator', () => {
  it('fills placeholders and leaves unknown ones', () => {
    const t = translator(en);
    expect(t('header.welcome', { name: 'Acme' })).toBe('Welcome to Acme');
    expect(t('pagination.total', { count: 3 })).toBe('3 items');
    expect(translator(zh)('pagination.total', { count: 3 })).toBe('共 3 条');
    expect(t('header.welcome')).toBe('Welcome to {{name}}');
  });

  it('falls back to the fallback catalogue, then to the key', () => {
    expect(translator({}, { 'status.home': '返回首页' })('status.home')).toBe('返回首页');
    expect(translator({})('status.home')).toBe('status.home');
  });
});
