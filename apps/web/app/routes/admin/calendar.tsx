import { zodResolver } from '@hookform/resolvers/zod';
import {
  holidayRequest,
  PRINTING_DAYS,
  type HolidayRequest,
  type ProductPagePrinting,
} from '@shop/shop/calendar/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLoaderData, useRevalidator } from 'react-router';
import { orNotFound, requireStaffPage } from '~/features/back-office/back-office.server';
import { showRefusal } from '~/features/back-office/refusal';
import { shopClient } from '~/lib/shop-client';
import { formatDayWithYear } from '~/ui/format';
import { FormAlert } from '~/ui/form-message';
import { SelectField, TextField } from '~/ui/text-field';
import { useHydrated } from '~/ui/use-hydrated';
import type { Route } from './+types/calendar';

export async function loader({ context, request }: Route.LoaderArgs) {
  const session = await requireStaffPage(context, request);
  return orNotFound(context.shop.calendar.view(session.actor));
}

const TYPE_LABELS = { federal: 'Federal holiday', closure: 'Shop closed' } as const;

/**
 * The shop's calendar (issue 35, admins): the holidays production and dispatch skip, and how many
 * printing days each product page promises. Every product page's dispatch date follows a change
 * at once, in every process.
 */
export default function Calendar() {
  const { holidays, pages, today } = useLoaderData<typeof loader>();
  const revalidator = useRevalidator();
  const [said, setSaid] = useState('');
  const [editing, setEditing] = useState<string | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const hydrated = useHydrated();
  const [removing, setRemoving] = useState<string | null>(null);
  const changed = async (message: string) => {
    setRefused(null);
    await revalidator.revalidate();
    setSaid(message);
  };
  const remove = async (holiday: HolidayRequest) => {
    setRemoving(holiday.date);
    const result = await shopClient.staff.removeHoliday(holiday.date);
    setRemoving(null);
    if (!result.ok) return setRefused(result.message);
    await changed(`${holiday.name} (${formatDayWithYear(holiday.date)}) was removed.`);
  };
  return (
    <section aria-labelledby="calendar-title">
      <h1 id="calendar-title">Calendar</h1>
      <p className="back-office__lead">
        Production and dispatch skip these days. A change moves every product page’s dispatch date
        at once.
      </p>
      <p role="status" className="back-office__done">
        {said}
      </p>

      <h2 id="holidays-title">Holidays from today</h2>
      {refused ? <FormAlert>{refused}</FormAlert> : null}
      <table className="back-office__table" aria-labelledby="holidays-title">
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Name</th>
            <th scope="col">Type</th>
            <th scope="col">
              <span className="visually-hidden">Changes</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {holidays.map((holiday) =>
            editing === holiday.date ? (
              <tr key={holiday.date}>
                <td colSpan={4}>
                  <HolidayForm
                    title={`Change ${holiday.name}`}
                    defaults={holiday}
                    min={today}
                    submit="Save"
                    send={(changes) => shopClient.staff.changeHoliday(holiday.date, changes)}
                    onDone={async (saved) => {
                      setEditing(null);
                      await changed(`${saved.name} (${formatDayWithYear(saved.date)}) was saved.`);
                    }}
                    onCancel={() => setEditing(null)}
                  />
                </td>
              </tr>
            ) : (
              <tr key={holiday.date}>
                <td data-label="Date">{formatDayWithYear(holiday.date)}</td>
                <td data-label="Name">{holiday.name}</td>
                <td data-label="Type">
                  <span className={`back-office__status back-office__status--${holiday.type}`}>
                    {TYPE_LABELS[holiday.type]}
                  </span>
                </td>
                <td data-label="Changes">
                  <span className="back-office__row-actions">
                    <button
                      type="button"
                      className="link-button"
                      disabled={!hydrated}
                      onClick={() => setEditing(holiday.date)}
                    >
                      Change<span className="visually-hidden"> {holiday.name}</span>
                    </button>
                    <button
                      type="button"
                      className="link-button"
                      disabled={!hydrated || removing !== null}
                      onClick={() => void remove(holiday)}
                    >
                      Remove<span className="visually-hidden"> {holiday.name}</span>
                    </button>
                  </span>
                </td>
              </tr>
            ),
          )}
        </tbody>
      </table>
      <HolidayForm
        title="Add a holiday"
        defaults={{ date: '', name: '', type: 'closure' }}
        min={today}
        submit="Add the holiday"
        send={(holiday) => shopClient.staff.addHoliday(holiday)}
        onDone={(added) => changed(`${added.name} (${formatDayWithYear(added.date)}) was added.`)}
      />

      <h2 id="printing-title" className="back-office__section-title">
        Printing days
      </h2>
      <p className="back-office__muted">
        Business days from the order (or its approval) to dispatch with Standard shipping; Express
        takes its own days off these.
      </p>
      <table className="back-office__table" aria-labelledby="printing-title">
        <thead>
          <tr>
            <th scope="col">Product page</th>
            <th scope="col">Printing days</th>
          </tr>
        </thead>
        <tbody>
          {pages.map((page) => (
            <PrintingDaysRow
              key={`${page.id}-${page.printing_days}`}
              page={page}
              onDone={changed}
            />
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** A holiday's date, name and type: adding one, or changing one in its row. */
function HolidayForm({
  title,
  defaults,
  min,
  submit,
  send,
  onDone,
  onCancel,
}: {
  title: string;
  defaults: HolidayRequest;
  min: string;
  submit: string;
  send: (holiday: HolidayRequest) => ReturnType<typeof shopClient.staff.addHoliday>;
  onDone: (holiday: HolidayRequest) => Promise<void>;
  onCancel?: () => void;
}) {
  const hydrated = useHydrated();
  const form = useForm<HolidayRequest>({
    resolver: zodResolver(holidayRequest),
    defaultValues: defaults,
  });
  const onSubmit = form.handleSubmit(async (holiday) => {
    const result = await send(holiday);
    if (!result.ok) return showRefusal(form, result);
    if (!onCancel) form.reset(defaults);
    await onDone(holiday);
  });
  const errors = form.formState.errors;
  return (
    <form onSubmit={onSubmit} noValidate className="back-office__step" aria-label={title}>
      <h3>{title}</h3>
      {errors.root?.message ? <FormAlert>{errors.root.message}</FormAlert> : null}
      <TextField
        label="Date"
        type="date"
        min={min}
        {...form.register('date')}
        error={errors.date?.message}
      />
      <TextField label="Name" {...form.register('name')} error={errors.name?.message} />
      <SelectField label="Type" {...form.register('type')} error={errors.type?.message}>
        <option value="closure">{TYPE_LABELS.closure}</option>
        <option value="federal">{TYPE_LABELS.federal}</option>
      </SelectField>
      <button type="submit" className="button" disabled={!hydrated || form.formState.isSubmitting}>
        {submit}
      </button>
      {onCancel ? (
        <button type="button" className="link-button" onClick={onCancel}>
          Cancel
        </button>
      ) : null}
    </form>
  );
}

/** One product page's printing days, saved on its own. */
function PrintingDaysRow({
  page,
  onDone,
}: {
  page: ProductPagePrinting;
  onDone: (message: string) => Promise<void>;
}) {
  const hydrated = useHydrated();
  const [days, setDays] = useState(String(page.printing_days));
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    const result = await shopClient.staff.setPrintingDays(page.id, Number(days));
    setBusy(false);
    if (!result.ok) return setError(result.fields.printing_days ?? result.message);
    setError(undefined);
    await onDone(`${page.name} prints in ${days} business days.`);
  };
  return (
    <tr>
      <th scope="row" data-label="Product page">
        <a href={page.path}>{page.name}</a>
      </th>
      <td data-label="Printing days">
        <form
          className="back-office__inline"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <TextField
            label={<span className="visually-hidden">Printing days of {page.name}</span>}
            type="number"
            inputMode="numeric"
            min={PRINTING_DAYS.min}
            max={PRINTING_DAYS.max}
            value={days}
            onChange={(event) => setDays(event.target.value)}
            error={error}
          />
          <button
            type="submit"
            className="button button--small"
            disabled={!hydrated || busy || days === String(page.printing_days)}
          >
            Save<span className="visually-hidden"> {page.name}</span>
          </button>
        </form>
      </td>
    </tr>
  );
}
