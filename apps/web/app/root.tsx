import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import { SiteFooter } from '~/features/layout/site-footer';
import { SiteHeader } from '~/features/layout/site-header';
import { NotFoundView } from '~/features/layout/not-found-view';
import { SHOP_NAME } from '~/ui/brand';
import { useNonce } from '~/ui/nonce';
import './styles/global.css';

export async function loader({ context }: Route.LoaderArgs) {
  const categories = context.services.catalog.listFeaturedCategories();
  // Carts arrive with issue #5; until then nobody can have anything in one.
  return { categories, cartCount: 0 };
}

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const data = useRouteLoaderData<typeof loader>('root');
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
        <SiteHeader categories={data?.categories ?? []} cartCount={data?.cartCount ?? 0} />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <SiteFooter categories={data?.categories ?? []} />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
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
