import type { Catalog } from '@shop/domain/catalog-model';
import type {
  ConfiguratorChange,
  ConfiguratorState,
} from '@shop/domain/rules/configurator-cascade';
import { cuttingHelpTopic, showsClassicPaperTip } from '@shop/domain/rules/help-topics';
import { isCuttingDisabled } from '@shop/domain/rules/special-processing-cuttings';
import type { ReactNode } from 'react';
import { HelpButton } from './help/help-button';
import { ClassicPaperTip, InstallReadyTip } from './help/help-tips';
import { CountField, SelectField } from './option-fields';
import { configuratorCutCheck } from '@shop/domain/rules/configurator-checks';

/**
 * A configurator's choices, product to install-ready, in the order the spec lists them, each
 * shown only while the state offers it: the quote form's and a card page's PRICE tab's. The size
 * (`size`) sits between material and orientation; each form brings its own. A lettering page's
 * designer chooses the colour: `colour` then stands in for the colour select.
 */
export function ChoiceFields({
  catalog,
  featuredItemId,
  state,
  dispatch: change,
  size,
  colour,
}: {
  catalog: Catalog;
  featuredItemId: number;
  state: ConfiguratorState;
  dispatch(change: ConfiguratorChange): void;
  size: ReactNode;
  colour?: ReactNode;
}) {
  const config = state.configuration;
  const productOptions =
    catalog.featuredItems
      .get(featuredItemId)
      ?.productIds.map((id) => catalog.products.get(id))
      .filter((p) => p !== undefined) ?? [];
  // Help beside a choice, only while that choice is offered (spec 001 §2; help-topics.ts).
  const cuttingHelp = cuttingHelpTopic(config.cuttingId);
  const paperTip = showsClassicPaperTip(config.productId) ? <ClassicPaperTip /> : null;
  return (
    <>
      {productOptions.length > 1 ? (
        <SelectField
          label="Product"
          value={config.productId}
          options={productOptions}
          onChange={(productId) => change({ field: 'product', productId })}
          help={paperTip}
        />
      ) : null}
      {state.options.cuttings.length > 0 ? (
        <SelectField
          label="Cutting"
          value={config.cuttingId}
          options={state.options.cuttings.map((c) => ({
            ...c,
            disabled: isCuttingDisabled(c.id, config.productId),
          }))}
          onChange={(cuttingId) => change({ field: 'cutting', cuttingId })}
          help={
            cuttingHelp ? (
              <HelpButton
                topic={cuttingHelp}
                // Thomson: the dialog offers the shapes this form offers, and picks one.
                shapePicker={
                  cuttingHelp === 'thomson'
                    ? {
                        shapes: state.options.shapes,
                        shapeId: config.shapeId,
                        onChoose: (shapeId) => change({ field: 'shape', shapeId }),
                      }
                    : undefined
                }
              />
            ) : null
          }
        />
      ) : null}
      {state.options.shapes.length > 0 ? (
        <SelectField
          label="Shape"
          value={config.shapeId}
          options={state.options.shapes}
          onChange={(shapeId) => change({ field: 'shape', shapeId })}
        />
      ) : null}
      {state.view.cutPerShapeRequired ? (
        <CountField
          label="Number of Cuts"
          value={config.cutPerShape}
          // 31 to 10000 cuts show the over-30 message beside a REQUEST A QUOTE button.
          message={configuratorCutCheck(state).message}
          onChange={(cutPerShape) => change({ field: 'cutPerShape', cutPerShape })}
        />
      ) : null}
      {state.options.finishings.length > 0 ? (
        <SelectField
          label={state.view.finishingLabel}
          value={config.finishingId}
          options={state.options.finishings}
          onChange={(finishingId) => change({ field: 'finishing', finishingId })}
          // A page of one product has no product select: the paper tip goes by its finish.
          help={productOptions.length > 1 ? null : paperTip}
        />
      ) : null}
      {state.options.adhesives.length > 0 ? (
        <SelectField
          label="Adhesive"
          value={config.adhesiveId}
          options={state.options.adhesives}
          onChange={(adhesiveId) => change({ field: 'adhesive', adhesiveId })}
        />
      ) : null}
      {state.options.materials.length > 0 ? (
        <SelectField
          label="Material"
          value={config.materialId}
          options={state.options.materials}
          onChange={(materialId) => change({ field: 'material', materialId })}
        />
      ) : null}
      {size}
      {state.options.orientations.length > 0 ? (
        <SelectField
          label="Orientation"
          value={config.orientationId}
          options={state.options.orientations}
          onChange={(orientationId) => change({ field: 'orientation', orientationId })}
        />
      ) : null}
      {state.options.printedSides.length > 0 ? (
        <SelectField
          label="Sides"
          value={config.printedSideId}
          options={state.options.printedSides}
          onChange={(printedSideId) => change({ field: 'printedSide', printedSideId })}
        />
      ) : null}
      {colour !== undefined ? (
        colour
      ) : state.options.colors.length > 0 ? (
        <SelectField
          label="Color"
          value={config.colorId}
          options={state.options.colors}
          onChange={(colorId) => change({ field: 'color', colorId })}
        />
      ) : null}
      {state.options.addons.map((group) => (
        <SelectField
          key={group.id}
          label={group.name}
          value={config.addonItemId}
          options={group.items}
          onChange={(addonItemId) => change({ field: 'addon', addonItemId })}
        />
      ))}
      {state.options.premiumProcessing.length > 0 ? (
        <SelectField
          label="Premium Processing"
          value={config.premiumProcessingId}
          options={state.options.premiumProcessing}
          onChange={(premiumProcessingId) =>
            change({ field: 'premiumProcessing', premiumProcessingId })
          }
        />
      ) : null}
      {state.options.premiumCoating.length > 0 ? (
        <SelectField
          label="Premium Coating"
          value={config.premiumCoatingId}
          options={state.options.premiumCoating}
          onChange={(premiumCoatingId) => change({ field: 'premiumCoating', premiumCoatingId })}
          help={<HelpButton topic="premium-coating" />}
        />
      ) : null}
      {state.view.installReadyOffered ? (
        <SelectField
          label="Install Ready"
          value={config.installReady ? 1 : 2}
          options={[
            { id: 1, name: 'Yes' },
            { id: 2, name: 'No' },
          ]}
          onChange={(id) => change({ field: 'installReady', installReady: id === 1 })}
          help={<InstallReadyTip />}
        />
      ) : null}
    </>
  );
}
