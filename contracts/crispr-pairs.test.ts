// The Chinese wording of the CRISPR-Net line check shared by the /crispr form and the addJob call.
import { describe, expect, it } from 'vitest';
import { checkPairsText } from './crispr-pairs.ts';
import { addJobFields, checkPairs } from './crispr.ts';

const ON = 'GAGTCCGAGCAGAAGAAGAAAGG';
const PAIR = `${ON},GAGTTAGAGCAGAAGAAGAAAGG`;

describe('checkPairsText', () => {
  it('names the line, the side and the position in Chinese', () => {
    expect(checkPairsText(`${PAIR}\n${PAIR}\n${ON},GAGTXCGAGCAGAAGAAGAAAGG`)).toEqual({
      pairs: 3,
      message: '第3行：脱靶序列第5位的字符“X”无效（只可使用 A、C、G、T、N 和缺口 - 或 _）',
    });
    expect(checkPairsText(`${PAIR}\n${ON}`).message).toBe('第2行：缺少逗号分隔的两条序列');
    expect(checkPairsText(`${ON}AA,${ON}AA`).message).toBe('第1行：序列过长（25个字符），含缺口最多24个字符');
    expect(checkPairsText(`${ON.slice(2)},${ON.slice(2)}`).message).toBe('第1行：序列过短（21个字符），含缺口至少23个字符');
    expect(checkPairsText(`${ON},${ON}GG`).message).toBe('第1行：两条序列长度不同（在靶序列23个字符，脱靶序列25个字符），请用 - 或 _ 补齐缺口');
    expect(checkPairsText(`NNN${ON.slice(3)},NAG${ON.slice(3)}`).message).toBe('第1行：两条序列第1位都是N，至少一条需为具体碱基');
    expect(checkPairsText(PAIR)).toEqual({ pairs: 1, message: null });
  });

  it('names five bad lines and counts the rest', () => {
    expect(checkPairsText(Array(7).fill(`${ON},A`).join('\n')).message).toBe(
      [1, 2, 3, 4, 5].map((n) => `第${n}行：两条序列长度不同（在靶序列23个字符，脱靶序列1个字符），请用 - 或 _ 补齐缺口`).join('；') + '；另有2行有误',
    );
  });
});

describe('checkPairs and the form rule', () => {
  it('keeps the specification refusals and adds the line check', () => {
    expect(checkPairs(' \n', true).refusal).toBe('please input a csv-formatted file');
    expect(checkPairs(' \n', false).refusal).toBe('请输入序列对（每行一对，逗号分隔）');
    expect(checkPairs(Array(1000).fill(PAIR).join('\n'), false).refusal).toBe('序列对数量必须少于1000对');
    expect(checkPairs(Array(999).fill(PAIR).join('\n'), false)).toEqual({ pairs: 999, refusal: null });
  });

  it('is what the xulie field of the form says', () => {
    const zodMessage = (schema: typeof addJobFields.shape.xulie, value: unknown) => {
      const result = schema.safeParse(value);
      return result.success ? null : result.error.issues[0].message;
    };
    expect(zodMessage(addJobFields.shape.xulie, `${PAIR}\n${ON}`)).toBe('第2行：缺少逗号分隔的两条序列');
    expect(zodMessage(addJobFields.shape.xulie, `${PAIR}\n靶点`)).toBe('please input English');
    expect(zodMessage(addJobFields.shape.xulie, '')).toBeNull();
    expect(zodMessage(addJobFields.shape.xulie, PAIR)).toBeNull();
  });
});
