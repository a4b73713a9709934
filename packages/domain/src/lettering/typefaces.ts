/**
 * The typefaces the lettering designer offers (spec 001 §3: "about 80 typefaces"). Each is one
 * weight of an open-licensed family, read from a static `@fontsource/*` package: the latin
 * subset's `.woff` file, the same bytes in the browser (FontFace and measurement) and on the
 * server (measurement and cut file). Why these files: docs/decisions/0028.
 *
 * The packages are dependencies of the workspaces that read the files (packages/shop now, the web
 * app when it loads them); a unit test there checks that every file below resolves.
 */

export type TypefaceCategory = 'sans-serif' | 'serif' | 'script' | 'display';
export type TypefaceLicence = 'OFL-1.1' | 'Apache-2.0';

export interface Typeface {
  /** Stable slug, stored with a design: never renumber or reuse one. */
  readonly id: string;
  /** The family's own name, shown in the picker (not the font file's name table, see ADR 0028). */
  readonly family: string;
  readonly category: TypefaceCategory;
  /** The npm package that ships the file. */
  readonly package: `@fontsource/${string}`;
  /** The file inside the package (`<package>/<file>` is its module specifier). */
  readonly file: string;
  readonly weight: 400 | 700;
  readonly licence: TypefaceLicence;
}

/** A static @fontsource package names its files `<id>-<subset>-<weight>-<style>.<format>`. */
function fontsource(
  id: string,
  family: string,
  category: TypefaceCategory,
  weight: 400 | 700,
  licence: TypefaceLicence = 'OFL-1.1',
): Typeface {
  return {
    id,
    family,
    category,
    package: `@fontsource/${id}`,
    file: `files/${id}-latin-${weight}-normal.woff`,
    weight,
    licence,
  };
}

/** Weight 700 where the family has it (no hairlines to weed in vinyl), else its only weight. */
export const TYPEFACES: readonly Typeface[] = [
  // sans-serif
  fontsource('alata', 'Alata', 'sans-serif', 400),
  fontsource('archivo-black', 'Archivo Black', 'sans-serif', 400),
  fontsource('anybody', 'Anybody', 'sans-serif', 700),
  fontsource('anton', 'Anton', 'sans-serif', 400),
  fontsource('bebas-neue', 'Bebas Neue', 'sans-serif', 400),
  fontsource('oswald', 'Oswald', 'sans-serif', 700),
  fontsource('league-gothic', 'League Gothic', 'sans-serif', 400),
  fontsource('fjalla-one', 'Fjalla One', 'sans-serif', 400),
  fontsource('montserrat', 'Montserrat', 'sans-serif', 700),
  fontsource('poppins', 'Poppins', 'sans-serif', 700),
  fontsource('raleway', 'Raleway', 'sans-serif', 700),
  fontsource('roboto', 'Roboto', 'sans-serif', 700),
  fontsource('open-sans', 'Open Sans', 'sans-serif', 700),
  fontsource('lato', 'Lato', 'sans-serif', 700),
  fontsource('league-spartan', 'League Spartan', 'sans-serif', 700),
  fontsource('jost', 'Jost', 'sans-serif', 700),
  fontsource('work-sans', 'Work Sans', 'sans-serif', 700),
  fontsource('nunito', 'Nunito', 'sans-serif', 700),
  fontsource('fira-sans', 'Fira Sans', 'sans-serif', 700),
  fontsource('barlow-condensed', 'Barlow Condensed', 'sans-serif', 700),
  fontsource('dm-sans', 'DM Sans', 'sans-serif', 700),
  fontsource('rubik', 'Rubik', 'sans-serif', 700),
  fontsource('kanit', 'Kanit', 'sans-serif', 700),
  fontsource('signika', 'Signika', 'sans-serif', 700),
  fontsource('varela-round', 'Varela Round', 'sans-serif', 400),
  fontsource('quicksand', 'Quicksand', 'sans-serif', 700),
  fontsource('comfortaa', 'Comfortaa', 'sans-serif', 700),
  fontsource('russo-one', 'Russo One', 'sans-serif', 400),
  fontsource('teko', 'Teko', 'sans-serif', 700),
  fontsource('exo-2', 'Exo 2', 'sans-serif', 700),
  // serif
  fontsource('playfair-display', 'Playfair Display', 'serif', 700),
  fontsource('merriweather', 'Merriweather', 'serif', 700),
  fontsource('lora', 'Lora', 'serif', 700),
  fontsource('eb-garamond', 'EB Garamond', 'serif', 700),
  fontsource('cormorant-garamond', 'Cormorant Garamond', 'serif', 700),
  fontsource('libre-baskerville', 'Libre Baskerville', 'serif', 700),
  fontsource('bodoni-moda', 'Bodoni Moda', 'serif', 700),
  fontsource('dm-serif-display', 'DM Serif Display', 'serif', 400),
  fontsource('abril-fatface', 'Abril Fatface', 'serif', 400),
  fontsource('cinzel', 'Cinzel', 'serif', 700),
  fontsource('roboto-slab', 'Roboto Slab', 'serif', 700, 'Apache-2.0'),
  fontsource('arvo', 'Arvo', 'serif', 700),
  fontsource('zilla-slab', 'Zilla Slab', 'serif', 700),
  fontsource('alfa-slab-one', 'Alfa Slab One', 'serif', 400),
  fontsource('pt-serif', 'PT Serif', 'serif', 700),
  fontsource('yeseva-one', 'Yeseva One', 'serif', 400),
  fontsource('bree-serif', 'Bree Serif', 'serif', 400),
  fontsource('calistoga', 'Calistoga', 'serif', 400),
  // script
  fontsource('pacifico', 'Pacifico', 'script', 400),
  fontsource('lobster', 'Lobster', 'script', 400),
  fontsource('dancing-script', 'Dancing Script', 'script', 700),
  fontsource('great-vibes', 'Great Vibes', 'script', 400),
  fontsource('allura', 'Allura', 'script', 400),
  fontsource('alex-brush', 'Alex Brush', 'script', 400),
  fontsource('parisienne', 'Parisienne', 'script', 400),
  fontsource('sacramento', 'Sacramento', 'script', 400),
  fontsource('satisfy', 'Satisfy', 'script', 400, 'Apache-2.0'),
  fontsource('kaushan-script', 'Kaushan Script', 'script', 400),
  fontsource('yellowtail', 'Yellowtail', 'script', 400, 'Apache-2.0'),
  fontsource('cookie', 'Cookie', 'script', 400),
  fontsource('courgette', 'Courgette', 'script', 400),
  fontsource('pinyon-script', 'Pinyon Script', 'script', 400),
  fontsource('caveat', 'Caveat', 'script', 700),
  fontsource('permanent-marker', 'Permanent Marker', 'script', 400, 'Apache-2.0'),
  // display
  fontsource('bangers', 'Bangers', 'display', 400),
  fontsource('luckiest-guy', 'Luckiest Guy', 'display', 400, 'Apache-2.0'),
  fontsource('titan-one', 'Titan One', 'display', 400),
  fontsource('lilita-one', 'Lilita One', 'display', 400),
  fontsource('black-ops-one', 'Black Ops One', 'display', 400),
  fontsource('bungee', 'Bungee', 'display', 400),
  fontsource('orbitron', 'Orbitron', 'display', 700),
  fontsource('audiowide', 'Audiowide', 'display', 400),
  fontsource('staatliches', 'Staatliches', 'display', 400),
  fontsource('shrikhand', 'Shrikhand', 'display', 400),
  fontsource('fredoka', 'Fredoka', 'display', 700),
  fontsource('sigmar-one', 'Sigmar One', 'display', 400),
  fontsource('graduate', 'Graduate', 'display', 400),
  fontsource('unifrakturmaguntia', 'UnifrakturMaguntia', 'display', 400),
  fontsource('saira-stencil-one', 'Saira Stencil One', 'display', 400),
  fontsource('carter-one', 'Carter One', 'display', 400),
];

/**
 * The default face. The spec's Antique Olive is not open-licensed; Signika is the closest open
 * face (humanist, large x-height, tapered joins), shipped under its own name (ADR 0028).
 */
export const DEFAULT_TYPEFACE_ID = 'signika';

const typefacesById = new Map(TYPEFACES.map((typeface) => [typeface.id, typeface]));

/** The typeface with this id, or undefined for an id we do not offer. */
export function typefaceById(id: string): Typeface | undefined {
  return typefacesById.get(id);
}

/**
 * Where the browser reads a typeface's file: the shop serves the package's own bytes, so the
 * picker's `FontFace` and the designer's measurement read exactly what the server measures.
 */
export const TYPEFACE_FILE_PATH_PREFIX = '/api/lettering/typefaces/';

export function typefaceFileUrl(typeface: Typeface): string {
  return `${TYPEFACE_FILE_PATH_PREFIX}${typeface.id}.woff`;
}

/** The typeface a file name of `typefaceFileUrl` names, or undefined. */
export function typefaceOfFileName(fileName: string): Typeface | undefined {
  const match = /^([a-z0-9-]{1,60})\.woff$/.exec(fileName);
  return match?.[1] ? typefaceById(match[1]) : undefined;
}

/** What `require.resolve` on the server is given. */
export function typefaceFileSpecifier(typeface: Typeface): string {
  return `${typeface.package}/${typeface.file}`;
}
