import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ShopProblem } from '@shop/shop/problem';
import { getFeaturedItem } from './catalog/get-featured-item';
import { getSpecialProcessingForm } from './catalog/get-special-processing-form';
import { getSizeCheck } from './pricing/get-size-check';
import { listFeaturedCategories } from './catalog/list-featured-categories';
import { listFeaturedItems } from './catalog/list-featured-items';
import { cartRoutes } from './cart/cart-routes';
import { quoteRequestFilesRoutes } from './quote/quote-request-files-routes';
import { quoteRoutes } from './quote/quote-routes';
import { visitorRoutes } from './visitors/visitor-routes';
import { passwordRoutes } from './account/password-routes';
import { addressRoutes } from './account/address-routes';
import { contactRoutes } from './contact/contact-routes';
import { leavingRoutes } from './account/leaving-routes';
import { orderRoutes } from './orders/order-routes';
import { artworkRoutes } from './artwork/artwork-routes';
import { adminRoutes } from './admin/admin-routes';
import { getHealth } from './health/get-health';
import { getPricingData } from './pricing/get-pricing-data';
import { getHolidays } from './shipping/get-holidays';
import { getShippingInfo } from './shipping/get-shipping-info';
import { getReviews } from './reviews/get-reviews';
import { getTypefaceFile } from './lettering/get-typeface-file';

/** Everything under /api. Unknown paths answer a JSON 404, never the storefront's HTML page. */
export async function apiRoutes(api: FastifyInstance) {
  await api.register(getHealth);
  await api.register(listFeaturedCategories);
  await api.register(listFeaturedItems);
  await api.register(getFeaturedItem);
  await api.register(getSpecialProcessingForm);
  await api.register(getSizeCheck);
  await api.register(getPricingData);
  await api.register(getShippingInfo);
  await api.register(getHolidays);
  await api.register(getReviews);
  await api.register(getTypefaceFile);
  await api.register(visitorRoutes);
  await api.register(passwordRoutes);
  await api.register(addressRoutes);
  await api.register(contactRoutes);
  await api.register(leavingRoutes);
  await api.register(cartRoutes);
  await api.register(quoteRoutes);
  await api.register(quoteRequestFilesRoutes);
  await api.register(orderRoutes);
  await api.register(artworkRoutes);
  await api.register(adminRoutes);

  const noSuchEndpoint = async (request: FastifyRequest) => {
    const path = request.url.split('?')[0];
    throw new ShopProblem(404, 'NOT_FOUND', `There is no API endpoint ${request.method} ${path}.`);
  };
  api.all('/', { schema: { hide: true } }, noSuchEndpoint);
  api.all('/*', { schema: { hide: true } }, noSuchEndpoint);
}
