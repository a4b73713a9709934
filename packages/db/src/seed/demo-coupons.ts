/**
 * The demo coupons (issue 32, listed in the README): one percent, once per customer, and one
 * fixed amount with a usage limit. Neither expires.
 */
export const demoCoupons = [
  {
    code: 'WELCOME10',
    kind: 'percent' as const,
    percentBp: 1_000,
    minSubtotalCents: 2_500,
    oncePerCustomer: true,
  },
  {
    code: 'SAVE5',
    kind: 'fixed' as const,
    amountCents: 500,
    minSubtotalCents: 4_000,
    usageLimit: 500,
  },
];
