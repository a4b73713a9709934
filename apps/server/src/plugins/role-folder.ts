import type { StaffRole } from '@shop/domain/identity';
import { requireRole } from '@shop/shop/permissions';
import type { FastifyPluginAsync } from 'fastify';

/**
 * A route folder that needs a staff role (issue 29, as fastify/demo's autohooks): every route the
 * folder registers is refused before its handler, and before its body is read, unless the
 * request's staff actor has `role` (404 for anyone else: the rule is the shop's `requireRole`).
 * Registered without fastify-plugin, so the hook stays inside the folder:
 * `app.register(roleFolder('staff', backOfficeRoutes), { prefix: '/staff' })`.
 */
export function roleFolder(role: StaffRole, routes: FastifyPluginAsync): FastifyPluginAsync {
  return async (folder) => {
    folder.addHook('onRequest', async (request) => {
      // The coarse check: who may reach the folder at all. Each operation asks again, and refuses
      // a member who must change a one-time password first.
      requireRole(await request.staffActor(), role, { beforePasswordChange: true });
    });
    await folder.register(routes);
  };
}
