// Region names on English pages: romanised, suffixes dropped or in English, conventional names kept.
import { describe, expect, it } from 'vitest';
import { buildRegions } from '../../db/seed/regions.ts';
import { englishAreaName, englishRegionName } from './english-name.ts';

describe('englishRegionName', () => {
  it('drops the suffix of provinces and cities and romanises the rest', () => {
    expect(englishRegionName('广东省')).toBe('Guangdong');
    expect(englishRegionName('广州市')).toBe('Guangzhou');
    expect(englishRegionName('广西壮族自治区')).toBe('Guangxi');
    expect(englishRegionName('重庆市')).toBe('Chongqing');
  });

  it('keeps the conventional English of provincial-level names that are not their pinyin', () => {
    expect(englishRegionName('陕西省')).toBe('Shaanxi');
    expect(englishRegionName('山西省')).toBe('Shanxi');
    expect(englishRegionName('内蒙古自治区')).toBe('Inner Mongolia');
    expect(englishRegionName('西藏自治区')).toBe('Tibet');
    expect(englishRegionName('香港特别行政区')).toBe('Hong Kong');
  });

  it('puts district, county and prefecture in English', () => {
    expect(englishRegionName('东城区')).toBe('Dongcheng District');
    expect(englishRegionName('密云县')).toBe('Miyun County');
    expect(englishRegionName('浦东新区')).toBe('Pudong New Area');
    expect(englishRegionName('阿拉善盟')).toBe('Alashan League');
  });

  it('leaves no Chinese in any seeded region', () => {
    const chinese = buildRegions()
      .map((row) => englishRegionName(row.city_name))
      .filter((name) => /[\u3400-\u9fff]/.test(name) || name.trim() === '');
    expect(chinese).toEqual([]);
  });

  it("puts an address's area name in English", () => {
    expect(englishAreaName('广东省 广州市')).toBe('Guangdong, Guangzhou');
    expect(englishAreaName('')).toBe('');
  });
});
