import type { MockupKind, MockupLook, MockupShape } from './mockup-name';

/** The words of a mockup's <title>. */

export const KIND_LABEL: Record<MockupKind, string> = {
  sticker: 'Sticker',
  sheet: 'Sticker sheet',
  roll: 'Labels on a roll',
  card: 'Business card',
  tag: 'Hang tag',
  lettering: 'Vinyl lettering',
  decal: 'Decal',
  dome: 'Domed sticker',
};

export const LOOK_LABEL: Record<MockupLook, string> = {
  'white-vinyl': 'white vinyl',
  transparent: 'transparent',
  silver: 'silver',
  gold: 'gold',
  kraft: 'kraft paper',
  'art-paper': 'art paper',
  'classic-paper': 'classic paper',
  embossed: 'embossed',
  foil: 'foil',
  hologram: 'hologram',
  pvc: 'PVC',
  matte: 'matte',
  'royal-white': 'royal white',
  'standard-matte': 'standard matte',
};

export const SHAPE_LABEL: Record<MockupShape, string> = {
  circle: 'circle',
  square: 'square',
  rectangle: 'rectangle',
  oval: 'oval',
  'die-cut': 'die-cut',
  front: 'front',
  back: 'back',
  script: 'script lettering',
  block: 'block lettering',
};
