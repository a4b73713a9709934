import type { App } from '../app';

/**
 * A browser at one client address: keeps the cookies the shop sets and sends every request from
 * `address` (app.inject's remoteAddress), so per-address limits see it as one visitor would.
 */
export function browserAt(app: App, address: string) {
  const jar = new Map<string, string>();
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  return {
    jar,
    async request(
      method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
      url: string,
      body?: unknown,
      headers: Record<string, string> = {},
    ) {
      const response = await app.inject({
        method,
        url,
        remoteAddress: address,
        headers: { cookie: cookie(), ...headers },
        ...(body === undefined ? {} : { payload: body as object }),
      });
      for (const set of response.cookies) {
        if (set.value === '' || (set.expires && set.expires.getTime() < Date.now()))
          jar.delete(set.name);
        else jar.set(set.name, set.value);
      }
      return response;
    },
  };
}

let lastAddress = 0;
/**
 * A client address no other test of this run uses: counters in Redis outlive a run, so each run
 * starts from a random network of its own.
 */
const network = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
export function freshAddress(): string {
  lastAddress += 1;
  if (lastAddress > 254) throw new Error('More fresh addresses than one /24 holds');
  return `${network}.${lastAddress}`;
}
