import { apiErrorSchema } from '@shop/domain/api-error';

/** The OpenAPI tag of every back-office route. */
export const TAGS = ['back-office'];

/** The refusals every back-office route may answer with. */
export const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
};
