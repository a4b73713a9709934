import type { VisitorProfile } from '@shop/domain/identity';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CompareSlot } from '~/features/compare/compare-slot';
import { SiteFooter } from '~/features/layout/site-footer';
import { SiteHeader } from '~/features/layout/site-header';
import { personalizeSharedPage } from './shared-page';
import { serializeVisitorHeader, type VisitorHeader } from '~/lib/visitor-header';

// Issue 28 item 5 (ADR 0036): a visitor's page made from the page rendered for everyone must be
// what rendering it for them gives, byte for byte, or React would not hydrate it; and it must
// carry nothing of anyone else's.
const URL = '/stickers/standard-vinyl?featured=1';
const CATEGORIES = [
  { id: 1, name: 'Custom Stickers', url_slug: 'stickers', summary: 'Die cut and kiss cut' },
  { id: 2, name: 'Business Cards', url_slug: 'business-cards', summary: 'Printed both sides' },
];
const profile = (kind: VisitorProfile['kind'], firstName = ''): VisitorProfile => ({
  kind,
  firstName,
  lastName: firstName ? 'Reyes' : '',
  email: firstName ? `${kind}@example.com` : '',
  company: '',
});
const everyone: VisitorHeader = {
  cartCount: 0,
  profile: profile('anonymous'),
  compareVisible: false,
};
const dana: VisitorHeader = {
  cartCount: 1,
  profile: profile('customer', 'Dana <&> "D"'),
  compareVisible: false,
};
const guest: VisitorHeader = {
  cartCount: 2,
  profile: profile('guest', 'Gus'),
  compareVisible: true,
};

/** The root layout's visitor parts in a page, and its loader data as React Router streams it. */
function render(header: VisitorHeader, nonce: string): string {
  // turbo-stream's text (strings as JSON) in a JSON string literal, HTML-escaped: StreamTransfer.
  const loaderData = JSON.stringify(['root', { _0: 2 }, 'visitor', serializeVisitorHeader(header)]);
  const script = `window.__reactRouterContext.streamController.enqueue(${JSON.stringify(
    loaderData,
  ).replace(/[&<>\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)});`;
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <SiteHeader
              categories={CATEGORIES}
              cartCount={header.cartCount}
              profile={header.profile}
            />
            <main>
              <footer>A review&apos;s footer</footer>
            </main>
            <SiteFooter categories={CATEGORIES} />
            <CompareSlot
              initiallyVisible={header.compareVisible}
              onAddToCart={async () => ({ ok: true })}
            />
            <script nonce={nonce} dangerouslySetInnerHTML={{ __html: script }} />
          </>
        ),
      },
    ],
    { initialEntries: [URL] },
  );
  return renderToString(<RouterProvider router={router} />);
}

const shared = { html: render(everyone, 'shared+nonce/A=='), nonce: 'shared+nonce/A==', url: URL };

describe("a visitor's page made from the page rendered for everyone", () => {
  it.each([
    ['a signed-in customer', dana],
    ['a guest with the compare bar', guest],
    ['a visitor with a cookie and nothing else', everyone],
  ])("is the page rendered for %s, with the visitor's own nonce", (_, header) => {
    const own = personalizeSharedPage(
      { ...shared, header: everyone },
      { nonce: 'own+nonce/B==', header },
    );
    expect(own).toBe(render(header, 'own+nonce/B=='));
  });

  it('carries nothing of another visitor made from the same page', () => {
    const forDana = personalizeSharedPage(
      { ...shared, header: everyone },
      { nonce: 'dana', header: dana },
    );
    const forGuest = personalizeSharedPage(
      { ...shared, header: everyone },
      { nonce: 'guest', header: guest },
    );
    expect(forDana).toContain('Hi, <!-- -->Dana &lt;&amp;&gt; &quot;D&quot;');
    expect(forDana).toContain('aria-label="Cart, 1 item"');
    expect(forGuest).toContain('aria-label="Cart, 2 items"');
    expect(forGuest).not.toContain('Dana');
    expect(forGuest).not.toContain('customer@example.com');
    expect(forGuest).not.toContain('Cart, 1 item');
  });

  it('is not made when the shared parts are not where they belong', () => {
    const visitor = { nonce: 'own', header: dana };
    // The nonce outside a nonce attribute: replacing it could change the page's text.
    const leaked = { ...shared, html: `${shared.html}${shared.nonce}`, header: everyone };
    expect(personalizeSharedPage(leaked, visitor)).toBeNull();
    // A page rendered for someone else than the header it is said to carry.
    expect(personalizeSharedPage({ ...shared, header: guest }, visitor)).toBeNull();
  });
});
