// The address calls of /addressManagement (contracts/api/address.ts). All need a login; the
// session's user owns every row read or written, and another user's address answers 404 exactly
// like a missing one.
import type { FastifyInstance } from 'fastify';
import { addressApi } from '../../../contracts/api/address.ts';
import { ADDRESS_MESSAGES as M } from '../../../contracts/address.ts';
import { apiRoute } from '../../http/api-route.ts';
import { isEnglishCall } from '../../plugins/api-language.ts';
import { englishAreaName } from '../region/english-name.ts';

export async function addressRoutes(app: FastifyInstance): Promise<void> {
  const addresses = app.services.addresses;
  apiRoute(app, addressApi.list, {
    handler: async (_input, { user, request }) => {
      const list = await addresses.list(user.id);
      if (!isEnglishCall(request)) return list;
      return list.map((address) => ({ ...address, areaname: address.areaname ? englishAreaName(address.areaname) : address.areaname }));
    },
  });
  apiRoute(app, addressApi.create, {
    message: M.created,
    handler: (fields, { user }) => addresses.create(user.id, fields),
  });
  apiRoute(app, addressApi.update, {
    message: M.updated,
    handler: ({ id, uid: _ignored, ...fields }, { user }) => addresses.update(user.id, id, fields),
  });
  apiRoute(app, addressApi.setDefault, {
    message: M.defaultSet,
    handler: ({ id }, { user }) => addresses.setDefault(user.id, id),
  });
  apiRoute(app, addressApi.remove, {
    message: M.deleted,
    handler: ({ id }, { user }) => addresses.remove(user.id, id),
  });
}
