import { actorOf, type Actor } from '@shop/domain/identity';
import Fastify, { type FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { errorHandling } from './error-handling';
import { roleFolder } from './role-folder';

const visitor = { sessionId: 's', customerId: null, guestId: null };
const ACTORS: Record<string, Actor> = {
  anonymous: actorOf(visitor),
  customer: actorOf({ ...visitor, customerId: 3 }),
  staff: {
    kind: 'staff',
    staffId: 1,
    role: 'staff',
    email: 'staff@example.com',
    mustChangePassword: false,
  },
  admin: {
    kind: 'staff',
    staffId: 2,
    role: 'admin',
    email: 'admin@example.com',
    mustChangePassword: false,
  },
};

/** An app whose actor is named by a test header, with an admin folder beside an open route. */
async function appWithFolders() {
  const app = Fastify();
  await app.register(errorHandling);
  app.decorateRequest(
    'staffActor',
    async function staffActor(this: FastifyRequest): Promise<Actor> {
      return ACTORS[String(this.headers['x-test-actor'])] ?? actorOf(visitor);
    },
  );
  let handled = 0;
  await app.register(
    roleFolder('admin', async (folder) => {
      folder.post('/settings', async () => {
        handled += 1;
        return { ok: true };
      });
    }),
    { prefix: '/admin' },
  );
  await app.register(
    roleFolder('staff', async (folder) => {
      folder.get('/inbox', async () => ({ ok: true }));
    }),
    { prefix: '/staff' },
  );
  app.get('/open', async () => ({ ok: true }));
  return { app, handled: () => handled };
}

describe('roleFolder', () => {
  it('answers 404 to a visitor and to staff without the role, before the handler runs', async () => {
    const { app, handled } = await appWithFolders();
    const post = (actor: string) =>
      app.inject({ method: 'POST', url: '/admin/settings', headers: { 'x-test-actor': actor } });
    expect((await post('anonymous')).statusCode).toBe(404);
    expect((await post('customer')).json().error).toMatchObject({ code: 'NOT_FOUND' });
    const staff = await post('staff');
    expect(staff.statusCode).toBe(404);
    expect(staff.json().error.message).toBe('There is no such page.');
    expect(handled()).toBe(0);
    expect((await post('admin')).statusCode).toBe(200);
    expect(handled()).toBe(1);
  });

  it('keeps its hook inside the folder', async () => {
    const { app } = await appWithFolders();
    const get = (url: string, actor: string) =>
      app.inject({ method: 'GET', url, headers: { 'x-test-actor': actor } });
    expect((await get('/open', 'anonymous')).statusCode).toBe(200);
    expect((await get('/staff/inbox', 'staff')).statusCode).toBe(200);
    expect((await get('/staff/inbox', 'admin')).statusCode).toBe(200);
    expect((await get('/staff/inbox', 'customer')).statusCode).toBe(404);
  });
});
