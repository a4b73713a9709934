import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiProblem } from '../api-problem';
import { listFeaturedCategories } from './catalog/list-featured-categories';
import { getHealth } from './health/get-health';

/** Everything under /api. Unknown paths answer a JSON 404, never the storefront's HTML page. */
export async function apiRoutes(api: FastifyInstance) {
  await api.register(getHealth);
  await api.register(listFeaturedCategories);

  const noSuchEndpoint = async (request: FastifyRequest) => {
    const path = request.url.split('?')[0];
    throw new ApiProblem(404, 'NOT_FOUND', `There is no API endpoint ${request.method} ${path}.`);
  };
  api.all('/', { schema: { hide: true } }, noSuchEndpoint);
  api.all('/*', { schema: { hide: true } }, noSuchEndpoint);
}
