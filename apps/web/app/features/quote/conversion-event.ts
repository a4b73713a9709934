/**
 * The conversion event of a sent Special Processing request (spec 001 §7: "a conversion-tracking
 * event with the email is reported on Special Processing success"). It is pushed to
 * `window.dataLayer`, the array a tag manager reads if the shop ever installs one; no third-party
 * script is loaded. The shape is documented in README ("Analytics events").
 */
export const SPECIAL_PROCESSING_CONVERSION = 'special_processing_quote_request';

export interface SpecialProcessingConversion {
  event: typeof SPECIAL_PROCESSING_CONVERSION;
  quote_type: 'Special Processing';
  reference_no: string;
  email: string;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export function reportConversion({ email, referenceNo }: { email: string; referenceNo: string }) {
  const event: SpecialProcessingConversion = {
    event: SPECIAL_PROCESSING_CONVERSION,
    quote_type: 'Special Processing',
    reference_no: referenceNo,
    email,
  };
  window.dataLayer ??= [];
  window.dataLayer.push(event);
}
