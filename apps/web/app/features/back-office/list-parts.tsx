import type { ReactNode } from 'react';
import { Form, Link } from 'react-router';
import { TextField } from '~/ui/text-field';
import { pageLink } from './filters';

type Params = Record<string, string>;
type Errors = Record<string, string>;

/** A back-office list's filter form: sent as the address's query, so a filtered list is a link. */
export function FilterForm({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Form method="get" className="back-office__filters" aria-label={label}>
      {children}
      <button type="submit" className="button">
        Filter
      </button>
    </Form>
  );
}

/** One filter chosen from a list; "All" sends nothing. */
export function SelectFilter({
  label,
  name,
  options,
  params,
  errors,
}: {
  label: string;
  name: string;
  options: ReadonlyArray<readonly [value: string, shown: string]>;
  params: Params;
  errors: Errors;
}) {
  return (
    <label className="back-office__select">
      <span>{label}</span>
      <select
        name={name}
        defaultValue={params[name] ?? ''}
        aria-invalid={errors[name] ? true : undefined}
      >
        <option value="">All</option>
        {options.map(([value, shown]) => (
          <option key={value} value={value}>
            {shown}
          </option>
        ))}
      </select>
      {errors[name] ? <em className="back-office__error">{errors[name]}</em> : null}
    </label>
  );
}

/** The days a list is filtered to, in the shop's zone. */
export function DayRangeFilter({ params, errors }: { params: Params; errors: Errors }) {
  return (
    <>
      <TextField
        label="From"
        name="from"
        type="date"
        defaultValue={params.from ?? ''}
        error={errors.from}
      />
      <TextField
        label="To"
        name="to"
        type="date"
        defaultValue={params.to ?? ''}
        error={errors.to}
      />
    </>
  );
}

/** Free text searched in the list (email, reference, who or what). */
export function SearchFilter({
  label,
  params,
  errors,
}: {
  label: string;
  params: Params;
  errors: Errors;
}) {
  return (
    <TextField
      label={label}
      name="q"
      type="search"
      defaultValue={params.q ?? ''}
      error={errors.q}
    />
  );
}

/** The list's pages, keeping its filters. */
export function Pager({
  path,
  params,
  page,
  more,
  before = 'Newer',
  after = 'Older',
}: {
  path: string;
  params: Params;
  page: number;
  more: boolean;
  before?: string;
  after?: string;
}) {
  return (
    <nav className="back-office__pages" aria-label="Pages">
      {page > 1 ? <Link to={pageLink(path, params, page - 1)}>{before}</Link> : null}
      <span>Page {page}</span>
      {more ? <Link to={pageLink(path, params, page + 1)}>{after}</Link> : null}
    </nav>
  );
}
