// The console's site validation calls: an amplicon order's sites and their comparison, and the lab's
// upload of the per-site indel table (multipart, one CSV or .xlsx; the rules are in service.ts).
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { adminSiteValidationApi } from '../../../contracts/api/site-validation.ts';
import { ORDER_MESSAGES, idField } from '../../../contracts/order.ts';
import { SITE_VALIDATION_LIMITS, SITE_VALIDATION_MESSAGES } from '../../../contracts/site-validation.ts';
import { adminRoute, parseParams } from '../../http/api-route.ts';
import { refuse } from '../../http/errors.ts';
import { readMultipart } from '../../http/multipart.ts';

const uploadParams = z.object({ oid: idField(ORDER_MESSAGES.oidRequired) });

export async function siteValidationAdminRoutes(app: FastifyInstance): Promise<void> {
  const { siteValidation } = app.services;
  await app.register(multipart, { limits: { fileSize: SITE_VALIDATION_LIMITS.tableMaxBytes, files: 1, fields: 3, fieldSize: 64, parts: 4, headerPairs: 50 } });

  adminRoute(app, adminSiteValidationApi.orderSites, { handler: ({ oid }) => siteValidation.forStaff(oid) });
  adminRoute(app, adminSiteValidationApi.uploadSiteTable, {
    rateLimit: { max: 20, timeWindow: '1 minute' },
    message: SITE_VALIDATION_MESSAGES.tableSaved,
    async handler(_input, { request, staff }) {
      const { fields, file } = await readMultipart(request, {
        notMultipart: () => refuse(SITE_VALIDATION_MESSAGES.tableType),
        // Past its byte limit a table is refused in the same words as the service's check.
        forCode: (code) => (code === 'FST_REQ_FILE_TOO_LARGE' ? refuse(SITE_VALIDATION_MESSAGES.tableTooLarge) : code?.startsWith('FST_') ? refuse(SITE_VALIDATION_MESSAGES.tableType) : undefined),
      });
      const { oid } = parseParams(uploadParams, { ...(request.query as object), ...fields });
      return siteValidation.uploadTable(staff, request.ip, oid, file);
    },
  });
}
