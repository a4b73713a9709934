import type { FieldProblem } from '@shop/domain/api-error';

/**
 * An error a route throws on purpose: the error handler turns it into the JSON error envelope
 * with this status, code and message (never a stack trace).
 */
export class ShopProblem extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details?: FieldProblem[] | Record<string, unknown>,
  ) {
    super(message);
    this.name = 'ShopProblem';
  }
}
