import { z } from 'zod';

/**
 * A catalog id as it arrives in a query string or a path: text coerced to a positive whole
 * number, with a message that names the field. One definition for every API request.
 */
export const idField = (field: string) =>
  z.coerce
    .number({ message: `${field} must be a number` })
    .int(`${field} must be a whole number`)
    .positive(`${field} must be a positive id`)
    .max(999_999_999, `${field} is too large`);
