import type { z } from 'zod';

/**
 * A back-office list's filters read from the address bar with its contract: the values, or each
 * refused field's message (shown under the field; the list is then the unfiltered first page).
 */
export function readFilters<Schema extends z.ZodType>(schema: Schema, url: string) {
  const params = Object.fromEntries(
    [...new URL(url).searchParams].filter(([, value]) => value !== ''),
  );
  const read = schema.safeParse(params);
  if (read.success) return { filter: read.data as z.output<Schema>, errors: {}, params };
  const errors: Record<string, string> = {};
  for (const issue of read.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return { filter: schema.parse({}) as z.output<Schema>, errors, params };
}

/** The address of another page of the same list. */
export function pageLink(path: string, params: Record<string, string>, page: number) {
  const query = new URLSearchParams({ ...params, page: String(page) });
  return `${path}?${query}`;
}
