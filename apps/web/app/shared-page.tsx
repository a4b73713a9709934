import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { CompareSlot } from '~/features/compare/compare-slot';
import { HeaderVisitorParts } from '~/features/layout/site-header';
import { serializeVisitorHeader, type VisitorHeader } from '~/lib/visitor-header';

/** A page as it was rendered for everyone: its nonce and whose header it carries. */
export interface SharedPage {
  html: string;
  nonce: string;
  /** The page's path and query: the header's sign-in link returns there. */
  url: string;
  header: VisitorHeader;
}

/**
 * A visitor's page made from a page rendered for everyone (a visitor without cookies): the
 * visitor's own nonce, header parts and root loader data in place of the shared ones, byte for
 * byte what rendering the page for them would give (ADR 0036). Null when the shared parts are not
 * found where they belong (once each); the caller renders the page then.
 */
export function personalizeSharedPage(
  page: SharedPage,
  visitor: { nonce: string; header: VisitorHeader },
): string | null {
  // First the nonce, so nothing of the visitor's own can be taken for it.
  const nonced = replaceNonce(page.html, page.nonce, visitor.nonce);
  const withCompare =
    nonced && compareBar(nonced, page.header.compareVisible, visitor.header.compareVisible);
  const withHeader =
    withCompare &&
    replaceOnce(
      withCompare,
      headerParts(page.url, page.header),
      headerParts(page.url, visitor.header),
    );
  return (
    withHeader &&
    replaceOnce(
      withHeader,
      inLoaderDataScript(serializeVisitorHeader(page.header)),
      inLoaderDataScript(serializeVisitorHeader(visitor.header)),
    )
  );
}

/**
 * The compare bar right after the site footer (the root layout's order), for a visitor with the
 * compare cookie; the last `</footer>` is the site's, as only scripts follow it.
 */
function compareBar(html: string, shown: boolean, wanted: boolean): string | null {
  if (shown === wanted) return html;
  const at = html.lastIndexOf('</footer>') + '</footer>'.length;
  if (shown || at < '</footer>'.length) return null;
  const bar = renderToString(
    <CompareSlot initiallyVisible onAddToCart={async () => ({ ok: true })} />,
  );
  return `${html.slice(0, at)}${bar}${html.slice(at)}`;
}

/** What React renders for the header's visitor parts on this page. */
function headerParts(url: string, header: VisitorHeader): string {
  return renderToString(
    <MemoryRouter initialEntries={[url]}>
      <HeaderVisitorParts
        cartCount={header.cartCount}
        profile={header.profile}
        onSignOut={async () => undefined}
      />
    </MemoryRouter>,
  );
}

/**
 * How a string of the loader data reads in the page: React Router's stream script holds the
 * turbo-stream text, where the string is JSON, as a JSON string literal with `&`, `<`, `>`,
 * U+2028 and U+2029 escaped (react-router's StreamTransfer and escapeHtml).
 */
function inLoaderDataScript(value: string): string {
  return JSON.stringify(JSON.stringify(value))
    .slice(1, -1)
    .replace(/[&<>\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

function replaceOnce(text: string, from: string, to: string): string | null {
  const at = text.indexOf(from);
  if (at === -1 || text.indexOf(from, at + 1) !== -1) return null;
  return `${text.slice(0, at)}${to}${text.slice(at + from.length)}`;
}

/** Every `nonce="…"` attribute; null if the old nonce shows anywhere else. */
function replaceNonce(html: string, from: string, to: string): string | null {
  const parts = html.split(`nonce="${from}"`);
  if (parts.some((part) => part.includes(from))) return null;
  return parts.join(`nonce="${to}"`);
}
