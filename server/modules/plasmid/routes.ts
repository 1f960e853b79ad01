// The plasmid calls. Read-only, so each answers GET as well as the documented POST. The download is
// a plain GET answering a file rather than the envelope (its errors still answer the envelope).
import type { FastifyInstance } from 'fastify';
import { plasmidDownloadInput, plasmidIndexInput, plasmidReadInput } from '../../../contracts/plasmid.ts';
import { parseParams, readRoute, requestParams } from '../../http/api-route.ts';

const tags = ['plasmid'];

export async function plasmidRoutes(app: FastifyInstance): Promise<void> {
  const plasmids = app.services.plasmids;

  readRoute(app, {
    tags,
    url: '/zhili/index',
    summary:
      '质粒列表（page 从 1 开始，0 亦为第一页；size 默认 10；七个筛选 all/空 = 不筛选，取值为选项值或中文名；itemNo、name 模糊匹配）' +
      '→ { data, total, content, totalElements, page, size }；未知筛选值或超出末页为空页',
    input: plasmidIndexInput,
    handler: (query) => plasmids.list(query),
  });

  readRoute(app, {
    tags,
    url: '/zhili/read',
    summary: '质粒详情（id）：字段按页面分块的顺序给出，缺失为 null；features 为图谱注释（1 起始，含两端）',
    input: plasmidReadInput,
    handler: ({ id }) => plasmids.read(id),
  });

  app.route({
    method: 'GET',
    url: '/zhili/download',
    schema: {
      summary: '下载质粒序列（id, format = fasta | genbank），文件名为货号',
      tags,
      querystring: {
        type: 'object',
        required: ['id', 'format'],
        properties: { id: { type: 'integer' }, format: { type: 'string', enum: ['fasta', 'genbank'] } },
      },
    },
    // Zod validates below, with the Chinese messages.
    validatorCompiler: () => (value: unknown) => ({ value }),
    async handler(request, reply) {
      const { id, format } = parseParams(plasmidDownloadInput, requestParams(request));
      const file = await plasmids.sequenceFile(id, format);
      return reply
        .type(file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'public, max-age=300')
        .send(file.body);
    },
  });
}
