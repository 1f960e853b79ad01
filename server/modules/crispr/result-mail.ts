// The CRISPR-Net result mail, Chinese and English side by side (decision 0037): finished or failed,
// with the search's high-scoring sites per guide (or that a search found no site) and the result page's link.
import { CRISPR_LIMITS } from '../../../contracts/crispr.ts';
import { summariseGuides } from '../../../contracts/crispr-search.ts';
import type { CrisprResultRow } from '../../../contracts/api/crispr.ts';
import { messageIn } from '../../../contracts/english-messages.ts';
import { pagePath } from '../../../contracts/page-paths.ts';
import type { MailMessage } from '../mail/service.ts';
import type { MailBrand } from '../mail/mail-language.ts';

export interface MailedJob {
  id: number;
  title: string;
  email: string;
  mismatches: number | null;
}

/** A searched guide as the job recorded it (its site count; none for a job of typed pairs). */
export interface MailedGuide {
  guide: string;
  sites: number;
}

/**
 * Per guide, the sites found and how many score high; a guide that matched nowhere says so, and a
 * search that found no site at all says that instead of a count of zero.
 */
function searchLines(brand: MailBrand, rows: readonly CrisprResultRow[], maxMismatches: number, searched: readonly MailedGuide[]): string[] {
  const guides = summariseGuides(rows, maxMismatches);
  const siteless = searched.filter((g) => g.sites === 0).map((g) => g.guide);
  const en = brand.lang === 'en';
  if (guides.length === 0) {
    if (siteless.length === 0) return [];
    return [en ? 'No candidate site was found in the reference genome for any sgRNA, so there was nothing to score.' : '所有 sgRNA 在参考基因组中均未找到候选位点，没有需要评分的位点。'];
  }
  const high = guides.reduce((sum, g) => sum + g.highScoring, 0);
  if (en) {
    return [
      `High-scoring off-target sites (CRISPR-Net score ≥ ${CRISPR_LIMITS.highScore}, the sgRNA's own on-target site excluded): ${high}`,
      ...guides.map((g) => `  ${g.guide}: ${g.sites} candidate sites, ${g.highScoring} of them high-scoring`),
      ...siteless.map((guide) => `  ${guide}: no candidate site found`),
    ];
  }
  return [
    `高分脱靶位点（CRISPR-Net 评分 ≥ ${CRISPR_LIMITS.highScore}，不含 sgRNA 自身的在靶位点）共 ${high} 个：`,
    ...guides.map((g) => `  ${g.guide}：候选位点 ${g.sites} 个，其中高分 ${g.highScoring} 个`),
    ...siteless.map((guide) => `  ${guide}：未找到候选位点`),
  ];
}

export function crisprResultMail(
  brand: MailBrand,
  job: MailedJob,
  outcome: { ok: boolean; error: string | null },
  rows: readonly CrisprResultRow[],
  guides: readonly MailedGuide[] | null = null,
): MailMessage {
  const link = brand.link(pagePath('crispr-result', { id: job.id }));
  const search = searchLines(brand, rows, job.mismatches ?? CRISPR_LIMITS.defaultMismatches, guides ?? []);
  if (brand.lang === 'en') {
    const error = outcome.error === null ? '' : messageIn('en', outcome.error);
    return {
      to: job.email,
      subject: `CRISPR-Net job ${outcome.ok ? 'finished' : 'failed'}: ${job.title}`,
      text: [
        `Your CRISPR-Net off-target scoring job "${job.title}" (no. ${job.id}) ${outcome.ok ? 'has finished' : `has failed: ${error}`}.`,
        ...search,
        `View the results: ${link}`,
        `The results are kept on the server for ${CRISPR_LIMITS.retentionDays} days.`,
        '',
        brand.name,
      ].join('\n'),
    };
  }
  return {
    to: job.email,
    subject: `CRISPR-Net 任务${outcome.ok ? '已完成' : '处理失败'}：${job.title}`,
    text: [
      `您的 CRISPR-Net 脱靶评分任务「${job.title}」（编号 ${job.id}）${outcome.ok ? '已完成' : `处理失败：${outcome.error}`}。`,
      ...search,
      `查看结果：${link}`,
      `结果在服务器保留${CRISPR_LIMITS.retentionDays}天。`,
    ].join('\n'),
  };
}
