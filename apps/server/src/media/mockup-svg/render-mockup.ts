import { ARTWORKS } from './artwork';
import { cardScene } from './card-scene';
import { decalScene } from './decal-scene';
import { Defs, hashOf } from './defs';
import { KIND_LABEL, LOOK_LABEL, SHAPE_LABEL } from './labels';
import { letteringScene } from './lettering-scene';
import { materialFor } from './materials-by-look';
import {
  formatMockupName,
  isOneOf,
  MOCKUP_KINDS,
  MOCKUP_LOOKS,
  MOCKUP_SHAPES_BY_KIND,
  MOCKUP_VARIANT_COUNT,
  type MockupSpec,
} from './mockup-name';
import { PALETTES } from './palette';
import { rollScene } from './roll-scene';
import { backdrop, HEIGHT, type Scene, WIDTH } from './scene';
import { sheetScene, stickerScene } from './sticker-scenes';
import { el, escapeXml } from './svg-markup';
import { tagScene } from './tag-scene';

/**
 * Draws the mockup of a spec as a standalone 1100x619 SVG document: the spec's material and
 * palette, then the scene of its kind. Every id is prefixed with a hash of the name, so several
 * pictures can be inlined into one page.
 */

function variantOf(spec: MockupSpec): number {
  const given = spec.variant;
  if (
    given !== undefined &&
    Number.isInteger(given) &&
    given >= 1 &&
    given <= MOCKUP_VARIANT_COUNT
  ) {
    return given;
  }
  return (hashOf(`${spec.kind}-${spec.look}-${spec.shape}`) % MOCKUP_VARIANT_COUNT) + 1;
}

/** The mockup picture of a spec, as a standalone SVG document. */
export function renderMockupSvg(spec: MockupSpec): string {
  const kind = isOneOf(MOCKUP_KINDS, spec.kind) ? spec.kind : 'sticker';
  const look = isOneOf(MOCKUP_LOOKS, spec.look) ? spec.look : 'white-vinyl';
  const shapes = MOCKUP_SHAPES_BY_KIND[kind];
  const shape = shapes.includes(spec.shape) ? spec.shape : (shapes[0] ?? 'circle');
  const variant = variantOf({ kind, look, shape, variant: spec.variant });
  const normal: MockupSpec = { kind, look, shape, variant };
  const name = formatMockupName({
    kind,
    look,
    shape,
    variant: spec.variant === undefined ? undefined : variant,
  });
  const defs = new Defs(`pp${hashOf(name).toString(36)}`);
  const palette = PALETTES[variant - 1] ??
    PALETTES[0] ?? {
      background: '#eef0f3',
      primary: '#ff6b57',
      secondary: '#1f9e94',
      accent: '#ffc145',
      ink: '#23323f',
    };
  const scene: Scene = {
    defs,
    palette,
    material: materialFor(defs, look, palette),
    artwork: ARTWORKS[(variant - 1) % ARTWORKS.length] ?? 'mountain',
    variant,
    spec: normal,
  };
  let body: string;
  switch (kind) {
    case 'sticker':
      body = backdrop(scene) + stickerScene(scene, false);
      break;
    case 'dome':
      body = backdrop(scene) + stickerScene(scene, true);
      break;
    case 'sheet':
      body = backdrop(scene) + sheetScene(scene);
      break;
    case 'roll':
      body = backdrop(scene) + rollScene(scene);
      break;
    case 'card':
      body = backdrop(scene) + cardScene(scene);
      break;
    case 'tag':
      body = backdrop(scene) + tagScene(scene);
      break;
    case 'lettering':
      body = letteringScene(scene);
      break;
    case 'decal':
      body = backdrop(scene) + decalScene(scene);
      break;
  }
  const title = `${KIND_LABEL[kind]}, ${LOOK_LABEL[look]}, ${SHAPE_LABEL[shape]} (Peel & Press mockup)`;
  const titleId = `${defs.prefix}-title`;
  return el(
    'svg',
    {
      xmlns: 'http://www.w3.org/2000/svg',
      viewBox: `0 0 ${WIDTH} ${HEIGHT}`,
      width: WIDTH,
      height: HEIGHT,
      role: 'img',
      'aria-labelledby': titleId,
    },
    el('title', { id: titleId }, escapeXml(title)),
    el('defs', {}, defs.toString() || ''),
    body,
  );
}
