import { describe, expect, it } from 'vitest';
import { SAMPLE_FIELDS, checkSample, guideRows, totalAmount } from './order-sample.ts';
import { GUIDE_DEFAULTS } from './order-sample-options.ts';
import { canAddSamples, canDelete, canEdit, statusLabel, totalText } from './order.ts';

describe('sample rules shared by the forms and the server', () => {
  it('computes the total as volume x concentration / 1000, rounded to 12 digits', () => {
    expect(totalAmount(20, 100)).toBe(2);
    expect(totalAmount(3, 33.3)).toBe(0.0999);
    expect(totalAmount(0.1 * 3, 1000)).toBe(0.3);
    expect(totalAmount('', 100)).toBeNull();
    expect(totalAmount(10, null)).toBeNull();
  });

  it('reads guide rows from the form list or the comma-joined text, dropping empty rows and white space', () => {
    expect(guideRows(['AAA', ' ', 'C C'])).toEqual(['AAA', 'CC']);
    expect(guideRows('AAA,,GGG')).toEqual(['AAA', 'GGG']);
    expect(guideRows(undefined)).toEqual([]);
  });

  it('checks the sample name charset and the control name alike', () => {
    expect(SAMPLE_FIELDS.name.safeParse('Ab-12').success).toBe(true);
    expect(SAMPLE_FIELDS.name.safeParse('').error?.issues[0].message).toBe('请输入样本名称!');
    expect(SAMPLE_FIELDS.name.safeParse('a_b').error?.issues[0].message).toBe('只支持英文/数字/-(横杠)');
    expect(SAMPLE_FIELDS.duizhao.safeParse('a b').error?.issues[0].message).toBe('只支持英文/数字/-(横杠)');
  });

  it('the form defaults are the specification defaults and pass with a name and DNA amounts', () => {
    expect(GUIDE_DEFAULTS).toMatchObject({ laiyuan: 'human hg38', cuopei_fazhi: 6, tudian_fazhi: 1 });
    const { issues, values } = checkSample('guide', { ...GUIDE_DEFAULTS, name: 'S-1', nongdu: 10, tiji: 1 });
    expect(issues).toEqual([]);
    expect(values).toMatchObject({ zongliang: 0.01, xulie: null, cuopei_fazhi: 6 });
  });

  it('lists every problem in form order', () => {
    const { issues } = checkSample('guide', { ...GUIDE_DEFAULTS, name: '', nongdu: 1, tiji: 200 });
    expect(issues).toEqual([
      { field: 'name', message: '请输入样本名称!' },
      { field: 'nongdu', message: '请输入10-1000数值' },
      { field: 'tiji', message: '请输入1-100数值' },
    ]);
  });
});

describe('status rules', () => {
  it('label 0-6 and allow add at 0, edit at 0, delete at 0 or 6', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(statusLabel)).toEqual(['待确认', '已确认', '质检', '建库', '测序', '分析', '已完成']);
    expect([0, 1, 6].map(canAddSamples)).toEqual([true, false, false]);
    expect([0, 1, 6].map(canEdit)).toEqual([true, false, false]);
    expect([0, 1, 2, 3, 4, 5, 6].map(canDelete)).toEqual([true, false, false, false, false, false, true]);
    expect(totalText(12)).toBe('共 12 条记录');
  });
});
