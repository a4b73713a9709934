// The base styles first: every feature's and route's own styles come after them.
import './styles/global.css';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  ScrollRestoration,
  useRouteError,
  useRevalidator,
  useRouteLoaderData,
} from 'react-router';
import { useEffect } from 'react';
import type { CompareEntry } from '@shop/domain/cart-contract';
import { COMPARE_ORIGIN } from '@shop/domain/compare-origin';
import type { Route } from './+types/root';
import { addToCart, CART_CHANGED_EVENT } from '~/lib/add-to-cart';
import { serializeVisitorHeader, useVisitorHeader, visitorHeaderOf } from '~/lib/visitor-header';
import type { AddToCartResult } from '~/features/compare/compare-panel';
import { CompareSlot } from '~/features/compare/compare-slot';
import { hasCompareCookie } from '~/features/compare/compare-store';
import { SiteFooter } from '~/features/layout/site-footer';
import { SiteHeader } from '~/features/layout/site-header';
import { NotFoundView } from '~/features/layout/not-found-view';
import { SHOP_NAME } from '~/ui/brand';
import { useNonce } from '~/ui/nonce';
import { ScriptsAfterStyles } from '~/ui/scripts-after-styles';

export async function loader({ context, request }: Route.LoaderArgs) {
  const { shop } = context;
  // The header's visitor only: a page whose other loaders do not read the visitor is the same for
  // everyone but this part (ADR 0036).
  const visitor = await visitorHeaderOf(
    shop,
    await context.headerVisitor(),
    hasCompareCookie(request.headers.get('Cookie')),
  );
  return {
    categories: shop.catalog.listFeaturedCategories(),
    visitor: serializeVisitorHeader(visitor),
  };
}

// Signing in or out, or adding to the cart elsewhere, changes the header: read it again.
export function shouldRevalidate() {
  return true;
}

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const data = useRouteLoaderData<typeof loader>('root');
  const visitor = useVisitorHeader();
  // The back-office (issue 34) has its own frame: no shop header, footer or compare bar. Only
  // once its loader let the request in: anyone else's 404 looks like every other 404.
  const backOffice = useRouteLoaderData('routes/admin/layout') !== undefined;
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1d2340" />
        <Meta />
        <Links />
      </head>
      <body>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        {backOffice ? null : (
          <SiteHeader
            categories={data?.categories ?? []}
            cartCount={visitor?.cartCount ?? 0}
            profile={visitor?.profile ?? null}
          />
        )}
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        {backOffice ? null : (
          <>
            <SiteFooter categories={data?.categories ?? []} />
            <CompareSlot
              initiallyVisible={visitor?.compareVisible ?? false}
              onAddToCart={addCompareEntryToCart}
            />
          </>
        )}
        <ScrollRestoration nonce={nonce} />
        <ScriptsAfterStyles nonce={nonce} />
      </body>
    </html>
  );
}

/** Spec 001 §7: a compare card adds its saved quote payload, marked as coming from compare. */
async function addCompareEntryToCart(entry: CompareEntry): Promise<AddToCartResult> {
  const result = await addToCart({ ...entry.quote_data, origin_path: COMPARE_ORIGIN });
  return result.ok ? { ok: true } : { ok: false, message: result.message };
}

export default function App() {
  const revalidator = useRevalidator();
  useEffect(() => {
    const refresh = () => void revalidator.revalidate();
    window.addEventListener(CART_CHANGED_EVENT, refresh);
    return () => window.removeEventListener(CART_CHANGED_EVENT, refresh);
  }, [revalidator]);
  return <Outlet />;
}

export function meta({ error }: Route.MetaArgs) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return [{ title: `404 Not Found | ${SHOP_NAME}` }];
  }
  if (error) return [{ title: `Something went wrong | ${SHOP_NAME}` }];
  return [];
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundView />;
  return (
    <section className="page-message">
      <h1>Something went wrong</h1>
      <p>
        We could not show this page. Please try again in a moment; if it keeps happening, write to
        us and we will sort it out.
      </p>
      <a className="button" href="/">
        Back to the shop
      </a>
    </section>
  );
}
