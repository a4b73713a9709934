import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import type {
  ActionFunctionArgs,
  EntryContext,
  LoaderFunctionArgs,
  RouterContextProvider,
} from 'react-router';
import { ServerRouter } from 'react-router';
import type { Visitor } from '@shop/domain/identity';
import type { Shop } from '@shop/shop/shop';
import { hasCompareCookie } from '~/features/compare/compare-store';
import { visitorHeaderOf as headerOf } from '~/lib/visitor-header';
import { NonceContext } from '~/ui/nonce';

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const nonce = loadContext.cspNonce;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Crawlers and no-JS clients get the whole document at once; browsers get it streamed.
    const readyEvent =
      isbot(request.headers.get('user-agent') ?? '') || routerContext.isSpaMode
        ? 'onAllReady'
        : 'onShellReady';

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        // A finished Suspense boundary (the product page's later sections, ui/later.tsx) is sent in
        // place. Past this size React would send it after the page in a hidden element that only
        // JavaScript reveals, and readers without JavaScript would miss it.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyEvent]() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors after the shell are already in the stream; log them for the operator.
          if (shellRendered) loadContext.log.error({ err: error }, 'page rendering failed');
        },
      },
    );
    setTimeout(abort, streamTimeout + 1_000);
  });
}

/**
 * A loader or action failed: log it through the server's logger rather than React Router's
 * console.error, which would print a failed statement's parameters (names, emails).
 */
export function handleError(
  error: unknown,
  { request, context }: LoaderFunctionArgs | ActionFunctionArgs,
) {
  if (request.signal.aborted) return;
  context.log.error(
    { err: error },
    `page request failed: ${request.method} ${new URL(request.url).pathname}`,
  );
}

// For the server's pages made from shared parts (apps/server/src/plugins/storefront.ts, ADR 0036).
export { personalizeSharedPage } from './shared-page';
export const visitorHeaderOf = (shop: Shop, visitor: Visitor, cookieHeader: string | null) =>
  headerOf(shop, visitor, hasCompareCookie(cookieHeader));
