// The cell-line order in English: labels and stored answers read in English on the English site,
// while what the customer typed and the Chinese site stay as they are.
import { describe, expect, it } from 'vitest';
import { CELL_FIELD_KEYS, CELL_LABELS, CELL_OPTION_TEXT, cellFieldLabel, cellValueText } from './order-cell.ts';

const CHINESE_TEXT = /[\u4e00-\u9fff]/;

describe('cell-line order in English', () => {
  it('labels every field in both languages, the English without Chinese', () => {
    expect(CELL_LABELS.map(([field]) => field)).toEqual(CELL_FIELD_KEYS);
    expect(cellFieldLabel('zh', 'shuzhu_jiyinshu')).toBe('基因拷贝数');
    for (const field of CELL_FIELD_KEYS) expect(cellFieldLabel('en', field)).not.toMatch(CHINESE_TEXT);
  });

  it('shows stored answers in English and typed text as typed', () => {
    expect(cellValueText('leixing', '基因敲入', 'en')).toBe('Gene knock-in');
    expect(cellValueText('leixing', '基因敲入')).toBe('基因敲入');
    expect(cellValueText('is_rna', 0, 'en')).toBe('No design needed (guide/shRNA sequence provided)');
    expect(cellValueText('is_shengzhang', 2, 'en')).toBe('Not sure');
    expect(cellValueText('yuandai_other', '无限增殖', 'en')).toBe('Immortal (unlimited proliferation)');
    // A customer who typed an answer's words into a free-text field sees them unchanged.
    expect(cellValueText('remark', '是', 'en')).toBe('是');
    expect(cellValueText('yuandai_other', '人原代T细胞', 'en')).toBe('人原代T细胞');
  });

  it('has English for every answer of the form', () => {
    for (const text of Object.values(CELL_OPTION_TEXT)) {
      const field = text === CELL_OPTION_TEXT.immortal || text === CELL_OPTION_TEXT.withinTenPassages ? 'yuandai_other' : 'leixing';
      expect(cellValueText(field, text, 'en')).not.toMatch(CHINESE_TEXT);
    }
  });
});
