import { useSyncExternalStore, type ComponentProps } from 'react';

const subscribe = () => () => {};

/**
 * False in the server render and during hydration, true once React runs the page in the browser.
 * Controls that only work with JavaScript stay disabled until then, so an early tap on a slow
 * phone is never silently lost.
 *
 * The switch to true re-renders the component that asks, at once and in one piece (React cannot
 * split that render): ask in a small component, such as `FieldsetOnceHydrated`, not in a large one.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/**
 * A fieldset disabled until the page is hydrated. Only the fieldset renders again when it is: its
 * children are the parent's elements, unchanged, so React leaves them alone (a form that asked
 * itself would render all of its fields again, a long task on a phone; issue 14).
 */
export function FieldsetOnceHydrated(props: Omit<ComponentProps<'fieldset'>, 'disabled'>) {
  const hydrated = useHydrated();
  return <fieldset {...props} disabled={!hydrated} />;
}
