import {
  Children,
  cloneElement,
  Fragment,
  isValidElement,
  type ReactElement,
  type ReactNode,
} from 'react';
import { Scripts } from 'react-router';

type ScriptsProps = Parameters<typeof Scripts>[0];
type Props = {
  rel?: string;
  href?: string;
  type?: string;
  dangerouslySetInnerHTML?: { __html: string };
};

/**
 * React Router's `<Scripts>`, but the page's modules are fetched once its stylesheets have
 * arrived instead of with them (issue 14, ADR 0020). `<Scripts>` links every first-load module
 * as `modulepreload`, which React hoists to the top of the head: on a phone the 18 scripts then
 * share the connection with the render-blocking styles and the gallery's first picture, and the
 * first paint waits for all of it. Here the links are left out and the page's module script,
 * which a browser runs only after the stylesheets above it, adds them itself and imports the
 * route modules: every module is still fetched at once (no waterfall), right after the styles.
 *
 * `Scripts` is called as a function, so its hooks are this component's, and what it returns is
 * rewritten. The server's render and the browser's hydrating render both come through here, so
 * they agree; after hydration `Scripts` returns nothing.
 */
export function ScriptsAfterStyles(props: ScriptsProps) {
  const rendered = Scripts(props);
  if (rendered === null) return null;
  const elements = flatten(rendered);
  const preloads = elements.flatMap((element) =>
    element.props.rel === 'modulepreload' && element.props.href ? [element.props.href] : [],
  );
  return (
    <>
      {elements
        .filter((element) => element.props.rel !== 'modulepreload')
        .map((element) => {
          const html = element.props.dangerouslySetInnerHTML?.__html;
          if (element.type !== 'script' || element.props.type !== 'module' || html === undefined) {
            return element;
          }
          return cloneElement(element, {
            dangerouslySetInnerHTML: { __html: loadModulesAfterStyles(html, preloads) },
          });
        })}
    </>
  );
}

/** The elements of a tree of fragments, in order, each with the key `Children` gives it. */
function flatten(node: ReactNode): ReactElement<Props>[] {
  return Children.toArray(node).flatMap((child) => {
    if (!isValidElement<Props & { children?: ReactNode }>(child)) return [];
    return child.type === Fragment ? flatten(child.props.children) : [child];
  });
}

const STATIC_IMPORT = /import \* as (\w+) from ("[^"]+");/g;

/**
 * Rewrites React Router's inline module script: its static `import * as routeN from "…"` lines
 * (fetched as soon as the HTML is parsed) become dynamic imports awaited at the top, after the
 * page's modules are linked as `modulepreload` all at once. The rest of the script, which
 * publishes the route modules and imports the entry, runs unchanged after them.
 */
export function loadModulesAfterStyles(script: string, preloads: readonly string[]): string {
  const imports = [...script.matchAll(STATIC_IMPORT)].map((match) => ({
    name: match[1] ?? '',
    specifier: match[2] ?? '',
  }));
  const linkEach =
    `for (const href of ${JSON.stringify(preloads)}) ` +
    `document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));`;
  // One after another, as static imports run: every module is already on its way (linked above),
  // so waiting for each costs nothing, and each runs in the order React Router wrote them.
  const importAll = imports
    .map((i) => `const ${i.name} = await import(${i.specifier});`)
    .join('\n');
  return `${linkEach}\n${importAll}\n${script.replace(STATIC_IMPORT, '')}`;
}
