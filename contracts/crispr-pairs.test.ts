// The Chinese wording of the CRISPR-Net line check shared by the /crispr form and the addJob call.
import { describe, expect, it } from 'vitest';
import { checkPairsText, splitJobLines } from './crispr-pairs.ts';
import { addJobFields, addJobInput, checkPairs, searchPam } from './crispr.ts';

const ON = 'GAGTCCGAGCAGAAGAAGAAAGG';
const PAIR = `${ON},GAGTTAGAGCAGAAGAAGAAAGG`;

describe('checkPairsText', () => {
  it('names the line, the side and the position in Chinese', () => {
    expect(checkPairsText(`${PAIR}\n${PAIR}\n${ON},GAGTXCGAGCAGAAGAAGAAAGG`)).toEqual({
      pairs: 3,
      guides: [],
      message: '第3行：脱靶序列第5位的字符“X”无效（只可使用 A、C、G、T、N 和缺口 - 或 _）',
    });
    expect(checkPairsText(`${PAIR}\n${ON},`).message).toBe('第2行：缺少逗号分隔的两条序列');
    expect(checkPairsText(`${ON}AA,${ON}AA`).message).toBe('第1行：序列过长（25个字符），含缺口最多24个字符');
    expect(checkPairsText(`${ON.slice(2)},${ON.slice(2)}`).message).toBe('第1行：序列过短（21个字符），含缺口至少23个字符');
    expect(checkPairsText(`${ON},${ON}GG`).message).toBe('第1行：两条序列长度不同（在靶序列23个字符，脱靶序列25个字符），请用 - 或 _ 补齐缺口');
    expect(checkPairsText(`NNN${ON.slice(3)},NAG${ON.slice(3)}`).message).toBe('第1行：两条序列第1位都是N，至少一条需为具体碱基');
    expect(checkPairsText(PAIR)).toEqual({ pairs: 1, guides: [], message: null });
  });

  it('names five bad lines and counts the rest', () => {
    expect(checkPairsText(Array(7).fill(`${ON},A`).join('\n')).message).toBe(
      [1, 2, 3, 4, 5].map((n) => `第${n}行：两条序列长度不同（在靶序列23个字符，脱靶序列1个字符），请用 - 或 _ 补齐缺口`).join('；') + '；另有2行有误',
    );
  });
});

describe('checkPairs on text far beyond any job', () => {
  it('refuses by counting lines before splitting them: filled lines past ten jobs, or 100 000 lines of any kind', () => {
    expect(checkPairs(Array(10_211).fill(PAIR).join('\n'), true).refusal).toBe('序列对数量必须少于1000对');
    expect(checkPairs(`${PAIR}${'\n'.repeat(100_001)}`, true).refusal).toBe('序列对数量必须少于1000对');
    // Blank lines within that are still blank lines.
    expect(checkPairs(`${PAIR}${'\n \r\n'.repeat(30_000)}${PAIR}`, true)).toEqual({ pairs: 2, guides: [], refusal: null });
  });

  it('reads the first two columns of a line without splitting the rest', () => {
    expect(checkPairs(`${PAIR}${',x'.repeat(1_000_000)}`, true)).toEqual({ pairs: 1, guides: [], refusal: null });
    expect(checkPairsText(`${ON}, ,${ON}`).message).toBe('第1行：缺少逗号分隔的两条序列');
  });
});

describe('checkPairs and the form rule', () => {
  it('keeps the specification refusals and adds the line check', () => {
    expect(checkPairs(' \n', true).refusal).toBe('please input a csv-formatted file');
    expect(checkPairs(' \n', false).refusal).toBe('请输入序列对（每行一对，逗号分隔）');
    expect(checkPairs(Array(1000).fill(PAIR).join('\n'), false).refusal).toBe('序列对数量必须少于1000对');
    expect(checkPairs(Array(999).fill(PAIR).join('\n'), false)).toEqual({ pairs: 999, guides: [], refusal: null });
  });

  it('is what the xulie field of the form says', () => {
    const zodMessage = (schema: typeof addJobFields.shape.xulie, value: unknown) => {
      const result = schema.safeParse(value);
      return result.success ? null : result.error.issues[0].message;
    };
    expect(zodMessage(addJobFields.shape.xulie, `${PAIR}\n${ON}x`)).toMatch(/^第2行：缺少逗号分隔的两条序列/);
    expect(zodMessage(addJobFields.shape.xulie, `${PAIR}\n靶点`)).toBe('please input English');
    expect(zodMessage(addJobFields.shape.xulie, '')).toBeNull();
    expect(zodMessage(addJobFields.shape.xulie, PAIR)).toBeNull();
  });
});

describe('guide lines (a sequence alone is searched in a genome)', () => {
  const GUIDE = 'GACGCATAAAGATGAGACGCTGG';
  const noComma = (line: number, length: number) =>
    `第${line}行：缺少逗号分隔的两条序列（单独一条序列按 sgRNA 在基因组中搜索，应为23个碱基：20个碱基加3个碱基的PAM，此行${length}个字符）`;

  it('takes 20 bases and a PAM, N only in the PAM, any case, mixed with pairs', () => {
    expect(checkPairsText(`${PAIR}\n${GUIDE}\n\n${GUIDE.slice(0, 20).toLowerCase()}NGG`)).toEqual({
      pairs: 1,
      guides: [GUIDE, `${GUIDE.slice(0, 20)}NGG`],
      message: null,
    });
    expect(splitJobLines(`on_seq,off_seq\n${GUIDE}\n${PAIR}`)).toEqual({ pairs: [{ on: ON, off: PAIR.split(',')[1], line: 3 }], guides: [GUIDE] });
  });

  it('names a guide of the wrong length or with a bad character, with its line and position', () => {
    expect(checkPairsText(GUIDE.slice(1)).message).toBe(noComma(1, 22));
    expect(checkPairsText(`${PAIR}\n${GUIDE}A`).message).toBe(noComma(2, 24));
    expect(checkPairsText(`N${GUIDE.slice(1)}`).message).toBe('第1行：sgRNA第1位的字符“N”无效（前20位只可使用 A、C、G、T，PAM（第21-23位）还可用 N）');
    expect(checkPairsText(`${GUIDE.slice(0, 21)}-G`).message).toBe('第1行：sgRNA第22位的字符“-”无效（前20位只可使用 A、C、G、T，PAM（第21-23位）还可用 N）');
    // A comma makes it a pair, even with an empty second column.
    expect(checkPairsText(`${GUIDE},`).message).toBe('第1行：缺少逗号分隔的两条序列');
  });

  it('counts guides against their own limit and keeps the pair limit', () => {
    expect(checkPairs(Array(20).fill(GUIDE).join('\n'), false)).toMatchObject({ pairs: 0, refusal: null });
    expect(checkPairs(Array(21).fill(GUIDE).join('\n'), false).refusal).toBe('每个任务最多搜索20条 sgRNA（每条都在整个基因组中搜索）');
    expect(checkPairs(`${GUIDE}\n${Array(1000).fill(PAIR).join('\n')}`, false).refusal).toBe('序列对数量必须少于1000对');
  });

  it('needs a genome for typed guides, and validates mismatches and bulge', () => {
    const first = (value: unknown) => {
      const result = addJobInput.safeParse(value);
      return result.success ? null : result.error.issues[0].message;
    };
    expect(first({ title: 't', xulie: GUIDE })).toBe('单独一条序列的行按 sgRNA 在基因组中搜索，请选择参考基因组');
    expect(first({ title: 't', xulie: GUIDE, type1: 3 })).toBeNull();
    expect(first({ title: 't', xulie: PAIR })).toBeNull();
    expect(first({ title: 't', xulie: PAIR, mismatches: 7 })).toBe('最大错配数应为0-6的整数');
    expect(first({ title: 't', xulie: PAIR, mismatches: '0', bulge: 'either' })).toBeNull();
    expect(first({ title: 't', xulie: PAIR, bulge: 'DNA' })).toBe('请选择凸起类型：无、DNA凸起、RNA凸起或任一');
  });

  it('maps the PAM types to a search pattern and refuses those the model cannot score', () => {
    expect(searchPam(null)).toEqual({ pattern: 'NGG' });
    expect(searchPam('NGG (SpCas9)')).toEqual({ pattern: 'NGG' });
    expect(searchPam('NAG (SpCas9)')).toEqual({ pattern: 'NAG' });
    expect(searchPam('NGA (SpCas9-VQR)')).toEqual({ pattern: 'NGA' });
    expect(searchPam('NG (SpCas9-NG)')).toEqual({ pattern: 'NGN' });
    expect(searchPam('NNGRRT (SaCas9)')).toEqual({ refusal: expect.stringContaining('SaCas9 的 PAM（NNGRRT）有 6 个碱基') });
    expect(searchPam('TTTV (AsCas12a)')).toEqual({ refusal: expect.stringMatching(/^PAM 类型「TTTV \(AsCas12a\)」不能用于基因组搜索/) });
  });
});
