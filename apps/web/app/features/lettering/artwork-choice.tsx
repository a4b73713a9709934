/**
 * Above a lettering page's pictures (spec 001 §3 `use_creation_tool`, ADR 0033): design the
 * lettering here, or use the visitor's own artwork. With their own artwork the page shows the
 * carousel (the install-ready clip first, spec 001 §2), the form's own size fields and colour.
 * Small and on the page's first script; disabled until the page is hydrated, like the form.
 */
import { useId } from 'react';
import { FieldsetOnceHydrated } from '~/ui/use-hydrated';
import type { ArtworkSource } from './use-lettering-design';
import './artwork-choice.css';

const OPTIONS: ReadonlyArray<{ value: ArtworkSource; label: string }> = [
  { value: 'designer', label: 'Design it here' },
  { value: 'own-artwork', label: 'Use my own artwork' },
];

export function ArtworkChoice({
  value,
  onChange,
}: {
  value: ArtworkSource;
  onChange(source: ArtworkSource): void;
}) {
  const name = useId();
  return (
    <FieldsetOnceHydrated className="artwork-choice">
      <legend className="visually-hidden">Your lettering</legend>
      {OPTIONS.map((option) => (
        <label key={option.value} className="artwork-choice__option">
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          <span>{option.label}</span>
        </label>
      ))}
    </FieldsetOnceHydrated>
  );
}
