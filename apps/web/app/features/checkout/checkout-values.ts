import type { CheckoutInput, PaymentMethodId } from '@shop/shop/orders/contract';

/** An address as the form holds it: every field text. */
export interface AddressFormValues {
  name: string;
  company: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  zip: string;
  phone: string;
}

/** The checkout form's values; `address` is an address book entry's id, or 'new'. */
export interface CheckoutFormValues {
  email: string;
  address: string;
  shipping: AddressFormValues;
  billing_same: boolean;
  billing: AddressFormValues;
  shipping_method_id: string;
  payment_method: PaymentMethodId;
  test_outcome: 'approve' | 'decline' | 'error';
  coupon_code: string;
}

export const EMPTY_ADDRESS: AddressFormValues = {
  name: '',
  company: '',
  address1: '',
  address2: '',
  city: '',
  state: '',
  zip: '',
  phone: '',
};

/** The request the form's values make (a guest's email; a book entry or a typed address). */
export function checkoutInput(values: CheckoutFormValues, guest: boolean): CheckoutInput {
  return {
    ...(guest ? { email: values.email } : {}),
    ...(values.address === 'new'
      ? { shipping: values.shipping }
      : { shipping_address_id: Number(values.address) }),
    billing_same: values.billing_same,
    ...(values.billing_same ? {} : { billing: values.billing }),
    shipping_method_id: Number(values.shipping_method_id),
    payment_method: values.payment_method,
    ...(values.payment_method === 'test' ? { test_outcome: values.test_outcome } : {}),
    ...(values.coupon_code.trim() === '' ? {} : { coupon_code: values.coupon_code }),
  };
}
