// The OpenAPI document of /api/v1, of the operations console's /api/admin/v1 (a staff session's
// token; each call says which roles may make it) and of the few calls the specification places at
// the root, such as /messages/send-mail, generated from the zod schemas `apiRoute` puts on each route,
// at /api/docs/openapi.json with a browsable UI at /api/docs.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { ADMIN_API_PREFIX } from '../../contracts/api/admin/admin-v1.ts';
import { allAdminEndpoints } from '../../contracts/api/admin/index.ts';
import { STAFF_ROLE_LABELS, type StaffRole } from '../../contracts/staff-roles.ts';
import { rootEndpointUrls } from '../../contracts/api/index.ts';

export const OPENAPI_JSON_PATH = '/api/docs/openapi.json';

/** Must be registered before the API modules: it collects routes as they are added. */
export async function registerOpenApi(app: FastifyInstance) {
  const rootCalls = new Set(rootEndpointUrls());
  const consoleRoles = new Map(
    allAdminEndpoints().map((endpoint) => {
      const roles = endpoint.roles ?? [];
      const who = roles.length === 0 ? '任何已登录员工' : ['admin', ...roles.filter((r) => r !== 'admin')].map((r) => STAFF_ROLE_LABELS[r as StaffRole]).join('、');
      return [endpoint.url, endpoint.auth ? `运营后台（员工令牌）。可调用：${who}。` : '运营后台，无需登录。'];
    }),
  );
  await app.register(swagger, {
    // Shared schemas (the recursive category tree) are listed under their own name, not `def-0`.
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`),
    },
    openapi: {
      openapi: '3.0.3',
      info: {
        title: '基因编辑示例公司 API',
        version: '1',
        description:
          '每个回答都是 { code, msg, data }。code 200 成功；201 请求被拒绝，msg 为中文提示（HTTP 200）；' +
          '401 未登录，403 无权限，404 不存在，413 过大，429 过于频繁，500 服务器错误（与 HTTP 状态相同）。' +
          '参数可放在查询字符串，也可作为 JSON 或表单请求体。',
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: {
          authentication: { type: 'apiKey', in: 'header', name: 'authentication', description: '登录后得到的令牌' },
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            description:
              '个人 API 密钥（在“我的账户 → API 密钥”中创建，只显示一次）：Authorization: Bearer gs_live_…。' +
              '只能调用注明其权限范围的接口（crispr：提交与读取 CRISPR-Net 任务；orders:read：读取订单与进度），' +
              '其他接口回答 403；无效、已撤销或账户已停用的密钥回答 401，同一地址错误过多回答 429。',
          },
        },
      },
    },
    // Only the documented API; pages, files, health and catch-alls stay out.
    transform: ({ schema, url, route }) => {
      const documented = ((url.startsWith('/api/v1/') || url.startsWith(`${ADMIN_API_PREFIX}/`)) && !url.includes('*')) || rootCalls.has(url);
      const roles = consoleRoles.get(url);
      const shown = roles ? { ...schema, description: roles } : schema;
      return { schema: documented ? shown : { ...schema, hide: true }, url, route } as never;
    },
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { docExpansion: 'list', deepLinking: false },
    staticCSP: false,
  });
  app.get(OPENAPI_JSON_PATH, { schema: { hide: true } }, async () => app.swagger());
}
