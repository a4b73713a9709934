import { jsonLdText } from '@shop/domain/page-seo';
import { useNonce } from '~/ui/nonce';

/** A schema.org block in the server-rendered HTML (the CSP nonce lets it through). */
export function JsonLd({ data }: { data: unknown }) {
  const nonce = useNonce();
  return (
    <script
      type="application/ld+json"
      nonce={nonce || undefined}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: jsonLdText(data) }}
    />
  );
}
