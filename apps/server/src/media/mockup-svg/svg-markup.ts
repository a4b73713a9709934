/** Markup helpers: elements with escaped attributes, transforms, fonts and text fitting. */

type AttrValue = string | number | undefined;
export type Attrs = Record<string, AttrValue>;

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

export function num(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

/** An element; attribute values are escaped, children are markup already. */
export function el(tag: string, attrs: Attrs, ...children: string[]): string {
  let open = `<${tag}`;
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined) continue;
    open += ` ${key}="${typeof value === 'number' ? num(value) : escapeXml(value)}"`;
  }
  return children.length === 0 ? `${open}/>` : `${open}>${children.join('')}</${tag}>`;
}

export function textEl(attrs: Attrs, content: string): string {
  return el('text', attrs, escapeXml(content));
}

export function g(attrs: Attrs, ...children: string[]): string {
  return el('g', attrs, ...children);
}

export function translate(x: number, y: number, rotate = 0, scale = 1): string {
  let transform = `translate(${num(x)} ${num(y)})`;
  if (rotate !== 0) transform += ` rotate(${num(rotate)})`;
  if (scale !== 1) transform += ` scale(${num(scale)})`;
  return transform;
}

export const SANS = "'Helvetica Neue', Helvetica, Arial, sans-serif";
export const SCRIPT =
  "'Snell Roundhand', 'Segoe Script', 'Brush Script MT', 'Lucida Handwriting', Georgia, serif";

/** Rough advance widths (in em) of Helvetica/Arial, enough to size text so that it fits. */
export function textWidth(
  text: string,
  fontSize: number,
  bold: boolean,
  letterSpacing = 0,
): number {
  let em = 0;
  for (const ch of text) {
    if (ch === ' ' || ch === '.' || ch === ',' || ch === ':' || ch === '/' || ch === '·')
      em += 0.28;
    else if (ch === 'I' || ch === 'i' || ch === 'l' || ch === 'j') em += 0.28;
    else if (ch === 'M' || ch === 'W' || ch === 'm' || ch === 'w') em += bold ? 0.9 : 0.84;
    else if (ch === '@') em += 1.0;
    else if (ch >= 'A' && ch <= 'Z') em += bold ? 0.72 : 0.67;
    else if (ch === '&') em += 0.72;
    else if (ch >= '0' && ch <= '9') em += 0.56;
    else if (ch === '(' || ch === ')' || ch === '-' || ch === 'r' || ch === 't' || ch === 'f')
      em += 0.36;
    else em += bold ? 0.6 : 0.54;
  }
  return em * fontSize + letterSpacing * Math.max(0, [...text].length - 1);
}

/** The font size at which a text fills `width`, capped at `max`. */
export function fitFontSize(
  text: string,
  width: number,
  max: number,
  bold: boolean,
  spacingEm = 0,
) {
  const perUnit = textWidth(text, 1, bold) + spacingEm * Math.max(0, [...text].length - 1);
  return Math.min(max, width / perUnit);
}
