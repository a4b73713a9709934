import type { FieldProblem } from '@shop/domain/api-error';

/** Marks a ShopProblem by a registered symbol, the same in every copy of this module. */
const SHOP_PROBLEM = Symbol.for('@shop/shop/problem');

/**
 * An error a route throws on purpose: the error handler turns it into the JSON error envelope
 * with this status, code and message (never a stack trace).
 */
export class ShopProblem extends Error {
  readonly [SHOP_PROBLEM] = true;

  /**
   * The API's bundle and the storefront's server bundle each hold a copy of this class, and a
   * page action catches what the API's shop throws: `instanceof` checks the mark, not the copy.
   */
  static override [Symbol.hasInstance](value: unknown): value is ShopProblem {
    return typeof value === 'object' && value !== null && SHOP_PROBLEM in value;
  }

  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details?: FieldProblem[] | Record<string, unknown>,
    /** A 429's or 503's wait, sent as Retry-After (RFC 9110 §10.2.3) beside the message. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ShopProblem';
  }
}

/** A refusal of the domain (pricing, resolution) as the API answers it, naming its field. */
export const refusal = (problem: {
  status: number;
  code: string;
  field: string;
  message: string;
}) =>
  new ShopProblem(problem.status, problem.code, problem.message, [
    { field: problem.field, message: problem.message },
  ]);
