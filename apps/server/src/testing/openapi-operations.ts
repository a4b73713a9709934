import type { App } from '../app';

/**
 * The operations of the app's OpenAPI document, read the way a tester reads them: where each
 * operation takes input (path, query, headers, JSON body) and what a plain value of each looks
 * like. The fuzz test drives every operation from this, so a new route is fuzzed without a word.
 */

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export interface SchemaNode {
  type?: string;
  enum?: Json[];
  nullable?: boolean;
  properties?: Record<string, SchemaNode>;
  required?: string[];
  additionalProperties?: SchemaNode | boolean;
  items?: SchemaNode;
  anyOf?: SchemaNode[];
  oneOf?: SchemaNode[];
  allOf?: SchemaNode[];
}

export interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: SchemaNode;
}

export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The OpenAPI path, with `{name}` for each path parameter. */
  path: string;
  parameters: Parameter[];
  /** The JSON body's schema, or null when the operation takes none. */
  body: SchemaNode | null;
  /** "POST /api/cart/items": how seeds and reports name the operation. */
  key: string;
}

interface Document {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[];
        requestBody?: { content?: Record<string, { schema?: SchemaNode }> };
      }
    >
  >;
}

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

export function operationsOf(app: App): Operation[] {
  const document = app.swagger() as unknown as Document;
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).flatMap(([name, operation]) => {
      const method = METHODS.find((m) => m === name.toUpperCase());
      if (!method) return [];
      const body = operation.requestBody?.content?.['application/json']?.schema ?? null;
      return [
        { method, path, parameters: operation.parameters ?? [], body, key: `${method} ${path}` },
      ];
    }),
  );
}

/** The kinds a schema allows ("string", "null", ...), through anyOf/oneOf and `nullable`. */
export function kindsOf(schema: SchemaNode | undefined): string[] {
  if (!schema) return [];
  const own = schema.type ? [schema.type] : [];
  const alternatives = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  return [...own, ...alternatives.flatMap(kindsOf), ...(schema.nullable ? ['null'] : [])];
}

/** The object schema among a schema's alternatives, if any. */
function objectSchema(schema: SchemaNode | undefined): SchemaNode | undefined {
  if (!schema) return undefined;
  if (schema.properties || schema.type === 'object') return schema;
  return [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].find((s) => s.properties);
}

/** A plain value of the schema: enough for a request to get past the parts it does not test. */
export function sampleOf(schema: SchemaNode | undefined): Json {
  if (!schema) return null;
  if (schema.enum && schema.enum.length > 0) return schema.enum[0] ?? null;
  const object = objectSchema(schema);
  if (object) {
    const value: Record<string, Json> = {};
    for (const [name, property] of Object.entries(object.properties ?? {})) {
      if (object.required?.includes(name)) value[name] = sampleOf(property);
    }
    return value;
  }
  const kind = kindsOf(schema).find((k) => k !== 'null');
  if (kind === 'string') return 'a';
  if (kind === 'integer' || kind === 'number') return 1;
  if (kind === 'boolean') return true;
  if (kind === 'array') return [sampleOf(schema.items)];
  return null;
}

/**
 * Every place a body holds text, as dotted paths: the schema's string properties (optional ones
 * too) and the string leaves of a valid example (which names the keys of records, such as
 * utm.utm_source, that the document only describes as "additional properties").
 */
export function textPaths(schema: SchemaNode | null, example: Json | undefined): string[] {
  const paths = new Set<string>();
  const walk = (node: SchemaNode | undefined, value: Json | undefined, prefix: string) => {
    if (typeof value === 'string' || (value === undefined && kindsOf(node).includes('string'))) {
      if (prefix) paths.add(prefix);
      return;
    }
    const object = objectSchema(node);
    const given = value && typeof value === 'object' && !Array.isArray(value) ? value : {};
    const names = new Set([...Object.keys(object?.properties ?? {}), ...Object.keys(given)]);
    for (const name of names) {
      const additional =
        typeof object?.additionalProperties === 'object' ? object.additionalProperties : undefined;
      walk(
        object?.properties?.[name] ?? additional,
        given[name],
        prefix ? `${prefix}.${name}` : name,
      );
    }
  };
  walk(schema ?? undefined, example, '');
  return [...paths];
}

/** A copy of `value` with `replacement` at the dotted `path` (made when missing). */
export function setAt(value: Json, path: string, replacement: Json | undefined): Json {
  const keys = path.split('.');
  const copy: Json =
    value && typeof value === 'object' && !Array.isArray(value) ? structuredClone(value) : {};
  let parent = copy as Record<string, Json>;
  for (const key of keys.slice(0, -1)) {
    const next = parent[key];
    if (!next || typeof next !== 'object' || Array.isArray(next)) parent[key] = {};
    parent = parent[key] as Record<string, Json>;
  }
  const last = keys.at(-1) ?? path;
  // Reflect: the key is data here, and dropping it is the point.
  if (replacement === undefined) Reflect.deleteProperty(parent, last);
  else parent[last] = replacement;
  return copy;
}

/** The value at the dotted `path`, if any. */
export function getAt(value: Json | undefined, path: string): Json | undefined {
  let current: Json | undefined = value;
  for (const key of path.split('.')) {
    if (!current || typeof current !== 'object' || Array.isArray(current)) return undefined;
    current = current[key];
  }
  return current;
}

/**
 * Percent-encodes text for a URL, keeping what encodeURIComponent cannot encode: a lone surrogate
 * becomes the bytes a careless client would send for it (ED A0 80, not UTF-8).
 */
export function encodeText(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    const next = text.charCodeAt(i + 1);
    if (unit >= 0xd800 && unit <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      out += encodeURIComponent(text.slice(i, i + 2));
      i++;
    } else if (unit >= 0xd800 && unit <= 0xdfff) {
      const bytes = [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)];
      out += bytes.map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    } else {
      out += encodeURIComponent(text[i] ?? '');
    }
  }
  return out;
}
