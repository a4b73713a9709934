import { formatShortDay } from '~/ui/format';
import { productionStartDate, shopDate } from '@shop/domain/shipping-calendar';
import { SHIPPING_TERMS } from '@shop/domain/shipping-terms';
import { useEffect, useId, useMemo, useState } from 'react';
import { DayPicker } from 'react-day-picker';
import { shopClient } from '~/lib/shop-client';
import {
  HOLIDAY_TYPE_LABELS,
  TURNAROUND_LABELS,
  calendarDateOf,
  calendarDay,
  dayButtonLabel,
  dispatchRows,
  holidayDatesByType,
  holidaysByDate,
  readShippingData,
  turnaroundMarks,
  turnaroundSentence,
  type ShippingData,
} from './turnaround';
import './shipping.css';

interface ShippingSectionProps {
  /** The featured item of the page; its products fill the dropdown and the table. */
  featuredItemId: number;
  /** The server's "now" (ISO instant), so the server render and hydration agree on today. */
  now: string;
  /** The shop's IANA time zone: business days and the cutoff are counted there. */
  timeZone: string;
}

// Spec 000 §8 only logs a failed load; an empty gap where the calendar was would read as a broken
// page, so the section says so in one line (the terms do not depend on the data and still show).
const UNAVAILABLE = 'The turnaround calendar is unavailable right now.';

/**
 * The shipping section of the product page (spec 000 §2 "shipping table with calendar", spec 001
 * §2 "Shipping Info section"): a product dropdown with its turnaround table, the shipping terms,
 * and a calendar that shows when an order approved on a chosen day is dispatched.
 */
export function ShippingSection({ featuredItemId, now, timeZone }: ShippingSectionProps) {
  const headingId = useId();
  const data = useShippingData(featuredItemId);
  return (
    <section className="shipping" aria-labelledby={headingId}>
      <h2 id={headingId} className="shipping__title">
        Shipping
      </h2>
      <div className="shipping__layout">
        {data === null ? (
          // Data loads in the browser; the frame keeps its height so nothing jumps when it lands.
          <div className="shipping__placeholder" aria-busy="true">
            <span className="visually-hidden">Loading the turnaround calendar…</span>
          </div>
        ) : data.ok ? (
          <ShippingPlanner data={data} now={now} timeZone={timeZone} />
        ) : (
          <p className="shipping__unavailable" role="status">
            {UNAVAILABLE}
          </p>
        )}
        <ShippingTerms />
      </div>
    </section>
  );
}

/**
 * Loads the page's products and the holidays. `null` while loading; a failure is logged with
 * console.warn only (spec 000 §8: not an error the visitor can act on).
 */
function useShippingData(featuredItemId: number): ShippingData | null {
  // The last answer, for whichever item it was; a different current item means loading.
  const [answer, setAnswer] = useState<{ itemId: number; data: ShippingData } | null>(null);
  useEffect(() => {
    let current = true;
    void Promise.all([
      shopClient.shipping.info(featuredItemId),
      shopClient.shipping.holidays(),
    ]).then(([info, holidays]) => {
      if (!current) return;
      const data = readShippingData(info, holidays);
      if (!data.ok) console.warn('The shipping calendar could not be loaded:', data.reason);
      setAnswer({ itemId: featuredItemId, data });
    });
    return () => {
      current = false;
    };
  }, [featuredItemId]);
  return answer?.itemId === featuredItemId ? answer.data : null;
}

type LoadedShippingData = Extract<ShippingData, { ok: true }>;

function ShippingPlanner({
  data,
  now,
  timeZone,
}: {
  data: LoadedShippingData;
  now: string;
  timeZone: string;
}) {
  const selectId = useId();
  const [productId, setProductId] = useState<number | null>(null);
  const rows = useMemo(
    () => dispatchRows(data.rows, new Date(now), timeZone, data.holidaySet),
    [data, now, timeZone],
  );
  const chosen = rows.find((row) => row.id === productId) ?? rows[0];
  if (chosen === undefined) return null;

  return (
    <div className="shipping__planner">
      <div className="shipping__product field">
        <label htmlFor={selectId}>Dispatch dates for</label>
        <select
          id={selectId}
          value={chosen.id}
          onChange={(event) => setProductId(Number(event.target.value))}
        >
          {rows.map((row) => (
            <option key={row.id} value={row.id}>
              {row.product}
            </option>
          ))}
        </select>
      </div>
      <table className="shipping__table">
        <caption>For an order approved and paid now</caption>
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col">Printing days</th>
            <th scope="col">Estimated dispatch</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">{chosen.product}</th>
            <td>
              {chosen.printingDays} business {chosen.printingDays === 1 ? 'day' : 'days'}
            </td>
            <td>
              <time dateTime={chosen.dispatch}>{formatShortDay(chosen.dispatch)}</time>
            </td>
          </tr>
        </tbody>
      </table>
      <TurnaroundCalendar
        data={data}
        printingDays={chosen.printingDays}
        today={shopDate(new Date(now), timeZone)}
        // An order placed now (after the 6 PM cut-off: the next business day), so the calendar
        // agrees with the table above.
        firstOrderDate={productionStartDate(new Date(now), timeZone, data.holidaySet)}
      />
    </div>
  );
}

function TurnaroundCalendar({
  data,
  printingDays,
  today,
  firstOrderDate,
}: {
  data: LoadedShippingData;
  printingDays: number;
  /** The shop's date today, 'YYYY-MM-DD'. */
  today: string;
  /** The date an order placed now counts from. */
  firstOrderDate: string;
}) {
  const headingId = useId();
  const [orderDate, setOrderDate] = useState(firstOrderDate);
  // All calendar math is the domain's; this only turns its answer into marks.
  const marks = useMemo(
    () => turnaroundMarks(orderDate, printingDays, data.holidaySet),
    [orderDate, printingDays, data.holidaySet],
  );
  const byDate = useMemo(() => holidaysByDate(data.holidays), [data.holidays]);
  const byType = useMemo(() => holidayDatesByType(data.holidays), [data.holidays]);

  return (
    <div className="shipping-calendar">
      <h3 id={headingId} className="shipping-calendar__title">
        Turnaround Time Calendar
      </h3>
      <p className="shipping-calendar__hint">
        Choose the day your order is approved and paid to see when it is dispatched.
      </p>
      <DayPicker
        className="shipping-calendar__picker"
        aria-labelledby={headingId}
        mode="single"
        required
        selected={calendarDay(orderDate)}
        onSelect={(day) => setOrderDate(calendarDateOf(day))}
        weekStartsOn={0}
        // Two months, so a dispatch date early next month is in view too.
        numberOfMonths={2}
        defaultMonth={calendarDay(today)}
        today={calendarDay(today)}
        modifiers={{
          federal: byType.federal.map(calendarDay),
          closure: byType.closure.map(calendarDay),
          weekend: { dayOfWeek: [0, 6] },
          order: calendarDay(marks.order),
          production: marks.production.map(calendarDay),
          dispatch: calendarDay(marks.dispatch),
        }}
        modifiersClassNames={{
          federal: 'is-federal',
          closure: 'is-closure',
          weekend: 'is-weekend',
          order: 'is-order',
          production: 'is-production',
          dispatch: 'is-dispatch',
        }}
        labels={{
          labelDayButton: (date, modifiers) =>
            dayButtonLabel(
              calendarDateOf(date),
              { today: modifiers.today === true, selected: modifiers.selected === true },
              marks,
              byDate,
            ),
        }}
      />
      <ul className="shipping-legend" aria-label="Calendar legend">
        <li>
          <span className="shipping-legend__swatch is-order" aria-hidden="true" />
          {TURNAROUND_LABELS.order}
        </li>
        <li>
          <span className="shipping-legend__swatch is-production" aria-hidden="true" />
          {TURNAROUND_LABELS.production}
        </li>
        <li>
          <span className="shipping-legend__swatch is-dispatch" aria-hidden="true" />
          {TURNAROUND_LABELS.dispatch}
        </li>
        <li>
          <span className="shipping-legend__swatch is-federal" aria-hidden="true" />
          {HOLIDAY_TYPE_LABELS.federal}
        </li>
        <li>
          <span className="shipping-legend__swatch is-closure" aria-hidden="true" />
          {HOLIDAY_TYPE_LABELS.closure}
        </li>
        <li>
          <span className="shipping-legend__swatch is-weekend" aria-hidden="true" />
          Weekend
        </li>
      </ul>
      <p className="shipping-calendar__result" data-testid="calendar-dispatch" aria-live="polite">
        {turnaroundSentence(marks)}
      </p>
    </div>
  );
}

/** Spec 000 §9 and spec 001 §9, the shipping terms, in the shop's own words. */
function ShippingTerms() {
  return (
    <div className="shipping-terms">
      <h3 className="shipping-terms__title">Shipping terms</h3>
      <ul>
        {SHIPPING_TERMS.map((term) => (
          <li key={term}>{term}</li>
        ))}
      </ul>
    </div>
  );
}
