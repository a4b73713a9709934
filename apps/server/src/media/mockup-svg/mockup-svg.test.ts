import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { errorHandling } from '../../plugins/error-handling';
import { getMockup } from '../../routes/media/get-mockup';
import {
  MOCKUP_KINDS,
  MOCKUP_LOOKS,
  MOCKUP_SHAPES_BY_KIND,
  MOCKUP_VARIANT_COUNT,
  allMockupSpecs,
  formatMockupName,
  parseMockupName,
  type MockupSpec,
} from './mockup-name';
import { renderMockupSvg } from './render-mockup';

/** Problems that make a document not well-formed XML (a small checker, enough for our output). */
function xmlProblems(xml: string): string[] {
  const problems: string[] = [];
  const badAmpersand = /&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);)/i;
  const token =
    /<!--[\s\S]*?-->|<(\/?)([A-Za-z][\w:.-]*)((?:\s+[A-Za-z_:][\w:.-]*\s*=\s*"[^"]*")*)\s*(\/?)>|([^<]+)|(<)/gy;
  const stack: string[] = [];
  let roots = 0;
  let parsed = 0;
  let match: RegExpExecArray | null;
  while ((match = token.exec(xml)) !== null) {
    parsed = token.lastIndex;
    const [whole, closing, name, attrs, selfClosing, text, stray] = match;
    if (stray !== undefined) {
      problems.push(`stray "<" at ${match.index}: ${xml.slice(match.index, match.index + 40)}`);
      break;
    }
    if (text !== undefined) {
      if (stack.length === 0 && text.trim() !== '') problems.push('text outside the root element');
      if (badAmpersand.test(text)) problems.push(`unescaped & in text: ${text.slice(0, 40)}`);
      continue;
    }
    if (name === undefined) continue; // a comment
    if (closing) {
      const open = stack.pop();
      if (open !== name) problems.push(`</${name}> closes <${open ?? 'nothing'}>`);
      continue;
    }
    if (stack.length === 0) roots += 1;
    const seen = new Set<string>();
    for (const [, attr = '', value = ''] of (attrs ?? '').matchAll(
      /([A-Za-z_:][\w:.-]*)\s*=\s*"([^"]*)"/g,
    )) {
      if (seen.has(attr)) problems.push(`duplicate attribute ${attr} on <${name}>`);
      seen.add(attr);
      if (value.includes('<')) problems.push(`"<" in attribute ${attr}`);
      if (badAmpersand.test(value)) problems.push(`unescaped & in attribute ${attr}`);
    }
    if (!selfClosing) stack.push(name);
    if (whole.length === 0) break;
  }
  if (parsed < xml.length && problems.length === 0) problems.push(`unparsed from ${parsed}`);
  if (stack.length > 0) problems.push(`unclosed: ${stack.join(' > ')}`);
  if (roots !== 1) problems.push(`${roots} root elements`);
  return problems;
}

function idsOf(svg: string): string[] {
  return [...svg.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1] ?? '');
}

/** Checks every rule a rendered picture must follow; returns what is wrong. */
function svgProblems(svg: string): string[] {
  const problems = xmlProblems(svg);
  if (!svg.startsWith('<svg')) problems.push('does not start with <svg');
  if (!svg.endsWith('</svg>')) problems.push('does not end with </svg>');
  if (!svg.includes('xmlns="http://www.w3.org/2000/svg"')) problems.push('no SVG namespace');
  if (!svg.includes('viewBox="0 0 1100 619"')) problems.push('wrong viewBox');
  if (/<script/i.test(svg)) problems.push('contains a script');
  if (/\son[a-z]+=/i.test(svg)) problems.push('contains an event handler attribute');
  if (/href="http/i.test(svg) || /<image/i.test(svg)) problems.push('external reference');
  if (/url\((?!#)/.test(svg) || /@import|@font-face/.test(svg)) problems.push('external url');
  const ids = idsOf(svg);
  const defined = new Set(ids);
  if (defined.size !== ids.length) problems.push('duplicate ids');
  for (const [, ref = ''] of svg.matchAll(/url\(#([^)]+)\)/g)) {
    if (!defined.has(ref)) problems.push(`url(#${ref}) points nowhere`);
  }
  for (const [, ref = ''] of svg.matchAll(/href="#([^"]+)"/g)) {
    if (!defined.has(ref)) problems.push(`href="#${ref}" points nowhere`);
  }
  if (!/<title[^>]*>[^<]+<\/title>/.test(svg)) problems.push('no title');
  return problems;
}

const supported = allMockupSpecs();

describe('the well-formedness check used here', () => {
  it.each([
    '<svg><g></svg>',
    '<svg><g/></svg><svg/>',
    '<svg>a & b</svg>',
    '<svg x="1" x="2"/>',
    '<svg x=1/>',
    '<svg><a>< b</a></svg>',
  ])('catches %s', (xml) => {
    expect(xmlProblems(xml)).not.toEqual([]);
  });

  it('accepts escaped text and comments', () => {
    expect(xmlProblems('<svg a="&amp;&#38;"><!-- c --><t>x &lt; y</t></svg>')).toEqual([]);
  });
});

describe('renderMockupSvg', () => {
  it('covers every kind, look and shape', () => {
    for (const kind of MOCKUP_KINDS) {
      for (const look of MOCKUP_LOOKS) {
        for (const shape of MOCKUP_SHAPES_BY_KIND[kind]) {
          expect(supported).toContainEqual({ kind, look, shape });
        }
      }
    }
  });

  it.each(supported.map((spec) => [formatMockupName(spec), spec] as const))(
    '%s is a well-formed, self-contained SVG',
    (_name, spec) => {
      expect(svgProblems(renderMockupSvg(spec))).toEqual([]);
    },
  );

  it('renders every variant of every kind and shape well-formed', () => {
    for (const [index, spec] of supported.entries()) {
      const variant = (index % MOCKUP_VARIANT_COUNT) + 1;
      const svg = renderMockupSvg({ ...spec, variant });
      expect(svgProblems(svg), formatMockupName({ ...spec, variant })).toEqual([]);
    }
    for (let variant = 1; variant <= MOCKUP_VARIANT_COUNT; variant++) {
      for (const kind of MOCKUP_KINDS) {
        const spec: MockupSpec = { kind, look: 'white-vinyl', shape: 'circle', variant };
        const shape = MOCKUP_SHAPES_BY_KIND[kind].includes('die-cut') ? 'die-cut' : undefined;
        const svg = renderMockupSvg(shape ? { ...spec, shape } : spec);
        expect(svgProblems(svg)).toEqual([]);
      }
    }
  });

  it('names the product and the look in the title', () => {
    const svg = renderMockupSvg({ kind: 'sticker', look: 'white-vinyl', shape: 'circle' });
    expect(svg).toMatch(
      /<title[^>]*>Sticker, white vinyl, circle \(Peel &amp; Press mockup\)<\/title>/,
    );
    expect(renderMockupSvg({ kind: 'card', look: 'kraft', shape: 'front' })).toMatch(
      /<title[^>]*>Business card, kraft paper, front/,
    );
    expect(renderMockupSvg({ kind: 'lettering', look: 'gold', shape: 'script' })).toMatch(
      /<title[^>]*>Vinyl lettering, gold, script lettering/,
    );
  });

  it('prefixes its ids differently for different names', () => {
    const a = idsOf(renderMockupSvg({ kind: 'sticker', look: 'hologram', shape: 'die-cut' }));
    const b = idsOf(
      renderMockupSvg({ kind: 'sticker', look: 'hologram', shape: 'die-cut', variant: 2 }),
    );
    const c = idsOf(renderMockupSvg({ kind: 'card', look: 'kraft', shape: 'front' }));
    expect(a.length).toBeGreaterThan(3);
    expect(a.filter((id) => b.includes(id) || c.includes(id))).toEqual([]);
    expect(b.filter((id) => c.includes(id))).toEqual([]);
  });

  it('is deterministic, and variants differ', () => {
    const spec: MockupSpec = { kind: 'roll', look: 'transparent', shape: 'rectangle', variant: 3 };
    expect(renderMockupSvg(spec)).toBe(renderMockupSvg({ ...spec }));
    const pictures = new Set(
      Array.from({ length: MOCKUP_VARIANT_COUNT }, (_, i) =>
        renderMockupSvg({ ...spec, variant: i + 1 }).replace(/id="[^"]+"|#[\w-]+\)/g, ''),
      ),
    );
    expect(pictures.size).toBe(MOCKUP_VARIANT_COUNT);
  });

  it('falls back to a shape the kind has instead of failing', () => {
    const svg = renderMockupSvg({ kind: 'card', look: 'kraft', shape: 'circle' });
    expect(svgProblems(svg)).toEqual([]);
    expect(svg).toContain('Business card, kraft paper, front');
  });
});

describe('parseMockupName', () => {
  it.each([
    ['sticker-white-vinyl-circle', { kind: 'sticker', look: 'white-vinyl', shape: 'circle' }],
    ['sticker-hologram-die-cut', { kind: 'sticker', look: 'hologram', shape: 'die-cut' }],
    ['card-kraft-front', { kind: 'card', look: 'kraft', shape: 'front' }],
    ['roll-transparent-rectangle', { kind: 'roll', look: 'transparent', shape: 'rectangle' }],
    ['lettering-gold-script', { kind: 'lettering', look: 'gold', shape: 'script' }],
    [
      'sheet-art-paper-die-cut-5',
      { kind: 'sheet', look: 'art-paper', shape: 'die-cut', variant: 5 },
    ],
    ['tag-kraft-circle-1', { kind: 'tag', look: 'kraft', shape: 'circle', variant: 1 }],
    [
      'dome-standard-matte-oval-9',
      { kind: 'dome', look: 'standard-matte', shape: 'oval', variant: 9 },
    ],
    ['decal-royal-white-square', { kind: 'decal', look: 'royal-white', shape: 'square' }],
  ])('reads %s', (name, spec) => {
    expect(parseMockupName(name)).toEqual(spec);
    expect(formatMockupName(spec as MockupSpec)).toBe(name);
  });

  it('round-trips every supported name, with and without a variant', () => {
    for (const spec of supported) {
      for (const variant of [undefined, 1, 5, 9]) {
        const withVariant: MockupSpec = variant === undefined ? spec : { ...spec, variant };
        const name = formatMockupName(withVariant);
        expect(parseMockupName(name)).toEqual(withVariant);
        expect(formatMockupName(parseMockupName(name) ?? spec)).toBe(name);
      }
    }
  });

  it.each([
    '',
    'sticker',
    'sticker-white-vinyl',
    'poster-white-vinyl-circle',
    'sticker-chrome-circle',
    'sticker-white-vinyl-hexagon',
    'sticker-vinyl-circle',
    'card-kraft-circle',
    'lettering-gold-front',
    'sticker-white-vinyl-script',
    'sticker-white-vinyl-circle-0',
    'sticker-white-vinyl-circle-10',
    'sticker-white-vinyl-circle-x',
    'sticker-white-vinyl-circle-',
    'sticker-white-vinyl-circle-1-2',
    'Sticker-White-Vinyl-Circle',
    'sticker--white-vinyl-circle',
    'sticker-white-vinyl-circle.svg',
    'sticker-white-vinyl-die',
    '../sticker-white-vinyl-circle',
    'sticker-white-vinyl-circle\n',
    'sticker-white-vinyl-circle<script>',
  ])('rejects %j', (name) => {
    expect(parseMockupName(name)).toBeNull();
  });
});

describe('GET /media/mockups/:name', () => {
  async function app() {
    const server = Fastify({ logger: false });
    await server.register(errorHandling);
    await server.register(getMockup);
    return server;
  }

  it('answers an SVG that caches for a day', async () => {
    const server = await app();
    const response = await server.inject('/media/mockups/sticker-white-vinyl-circle-2.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.body).toBe(
      renderMockupSvg({ kind: 'sticker', look: 'white-vinyl', shape: 'circle', variant: 2 }),
    );
    await server.close();
  });

  it.each([
    'sticker-white-vinyl-circle',
    'sticker-white-vinyl-circle.png',
    'sticker-chrome-circle.svg',
    '.svg',
  ])('answers %s with a 404', async (name) => {
    const server = await app();
    const response = await server.inject(`/media/mockups/${name}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'No such image.' } });
    await server.close();
  });
});
