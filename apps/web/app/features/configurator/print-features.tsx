import {
  disabledFeatureItemIds,
  featureDisplayName,
  featureSide,
} from '@shop/domain/rules/print-feature-rules';
import type { FieldProps } from './quantity-fields';

/** The print features (spec 000 §3): a group per feature, front and back apart when both. */
export function PrintFeatures({ state, dispatch }: FieldProps) {
  const groups = state.options.printFeatureGroups;
  if (groups.length === 0) return null;
  const selected = state.configuration.printFeatureItemIds;
  return (
    <details className="print-features" open>
      <summary>Special Features (Add-ons)</summary>
      {groups.flatMap((group) => {
        const disabled = disabledFeatureItemIds(group, selected);
        // A group for both sides shows its front and back items as two named groups.
        const sides =
          group.appliedSide === 'both'
            ? (['front', 'back'] as const).map((side) => ({
                key: `${group.id}-${side}`,
                legend: `${group.name} (${side === 'front' ? 'Front' : 'Back'})`,
                items: group.items.filter((item) => featureSide(group, item) === side),
              }))
            : [{ key: String(group.id), legend: group.name, items: group.items }];
        // With one printed side the back's part is empty (the domain leaves its items out).
        return sides
          .filter((part) => part.items.length > 0)
          .map((part) => (
            <fieldset key={part.key} className="print-features__group">
              <legend>{part.legend}</legend>
              {part.items.map((item) => (
                <label key={item.id} className="print-features__item">
                  <input
                    type={group.optionType === 'radio' ? 'radio' : 'checkbox'}
                    name={`feature-${group.id}-${featureSide(group, item) ?? 'na'}`}
                    checked={selected.includes(item.id)}
                    disabled={disabled.includes(item.id)}
                    onChange={() =>
                      dispatch({ field: 'printFeature', groupId: group.id, itemId: item.id })
                    }
                  />
                  {item.filePath ? (
                    <img
                      src={item.filePath}
                      alt=""
                      width={48}
                      height={27}
                      className="print-features__picture"
                    />
                  ) : null}
                  {featureDisplayName(item)}
                </label>
              ))}
            </fieldset>
          ));
      })}
    </details>
  );
}
