import type { HowToPicture as PictureName } from '@shop/domain/product-content/lettering-how-to';
import type { ReactNode } from 'react';

/**
 * The how-to guides' drawings (spec 001 §2): our own line drawings in the site's colours
 * (styles/global.css), inline so they come in the guide's chunk with its text. One scene
 * throughout: the word OPEN going onto a shop window.
 */

const INK = '#1d2340';
const INK_SOFT = '#4a5170';
const LINE = '#e4e0d8';
const PAPER = '#faf7f2';
const ACCENT = '#ff5a36';
const SUN = '#ffd166';
const TEAL = '#0f9d8a';
const GLASS = '#e3ecf6';
const GLASS_EDGE = '#b7c4d6';
const TAPE = '#fff4cc';
const TAPE_EDGE = '#e2c35d';
const MASKING = '#f1dfae';

const FONT = 'Helvetica, Arial, sans-serif';

function Frame({ label, children }: { label: string; children: ReactNode }) {
  return (
    <svg
      className="how-to__picture"
      viewBox="0 0 240 150"
      width={240}
      height={150}
      role="img"
      aria-label={label}
    >
      <rect width="240" height="150" rx="12" fill={PAPER} />
      {children}
    </svg>
  );
}

/** The shop window the lettering goes on. */
function Glass() {
  return (
    <>
      <rect
        x="16"
        y="12"
        width="208"
        height="126"
        rx="6"
        fill={GLASS}
        stroke={GLASS_EDGE}
        strokeWidth="2"
      />
      <path
        d="M34 128 L70 22 M50 128 L80 40"
        stroke="#fff"
        strokeWidth="5"
        strokeLinecap="round"
        opacity="0.7"
      />
    </>
  );
}

function Letters({ y = 90, opacity = 1 }: { y?: number; opacity?: number }) {
  return (
    <text
      x="120"
      y={y}
      textAnchor="middle"
      fontFamily={FONT}
      fontSize="34"
      fontWeight="800"
      letterSpacing="3"
      fill={ACCENT}
      opacity={opacity}
    >
      OPEN
    </text>
  );
}

/** Application tape: pale, with the printed grid it usually carries. */
function Tape({ x, y, width, height }: { x: number; y: number; width: number; height: number }) {
  const lines: string[] = [];
  for (let gx = x + 12; gx < x + width; gx += 12) lines.push(`M${gx} ${y}v${height}`);
  for (let gy = y + 12; gy < y + height; gy += 12) lines.push(`M${x} ${gy}h${width}`);
  return (
    <>
      <rect x={x} y={y} width={width} height={height} fill={TAPE} opacity="0.5" />
      <path d={lines.join('')} stroke={TAPE_EDGE} strokeWidth="0.6" opacity="0.6" />
      <rect
        x={x}
        y={y}
        width={width}
        height={height}
        fill="none"
        stroke={TAPE_EDGE}
        strokeWidth="1.5"
      />
    </>
  );
}

/** The masking-tape hinge across the sheet's top edge. */
function Hinge() {
  return (
    <rect
      x="44"
      y="44"
      width="152"
      height="11"
      rx="1.5"
      fill={MASKING}
      stroke="#cdb676"
      strokeWidth="1"
    />
  );
}

function Arrow({ d, head }: { d: string; head: string }) {
  return (
    <g fill="none" stroke={INK_SOFT} strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
      <path d={d} />
      <path d={head} />
    </g>
  );
}

function Squeegee({ x, y, angle }: { x: number; y: number; angle: number }) {
  return (
    <g transform={`translate(${x} ${y}) rotate(${angle})`}>
      <rect x="-30" y="-9" width="60" height="18" rx="5" fill={TEAL} />
      <rect x="-30" y="5" width="60" height="4" rx="2" fill={INK} opacity="0.6" />
    </g>
  );
}

function Clean() {
  return (
    <>
      <Glass />
      {/* Sparkles where it has been wiped clean */}
      <g fill="#fff" stroke={GLASS_EDGE} strokeWidth="1">
        <path d="M150 34 l3 8 8 3 -8 3 -3 8 -3 -8 -8 -3 8 -3z" />
        <path d="M186 62 l2 5 5 2 -5 2 -2 5 -2 -5 -5 -2 5 -2z" />
        <path d="M124 52 l2 5 5 2 -5 2 -2 5 -2 -5 -5 -2 5 -2z" />
      </g>
      {/* The cloth and its wiping strokes */}
      <path
        d="M84 62 q20 -14 40 0 M80 80 q24 -16 48 0"
        fill="none"
        stroke={INK_SOFT}
        strokeWidth="2"
        strokeLinecap="round"
        strokeDasharray="3 5"
      />
      <g transform="rotate(-14 104 92)">
        <rect x="78" y="76" width="54" height="34" rx="7" fill={SUN} stroke={INK} strokeWidth="2" />
        <path d="M78 94 h54" stroke={INK} strokeWidth="1.5" opacity="0.45" />
      </g>
      {/* The spray bottle */}
      <g stroke={INK} strokeWidth="2" strokeLinejoin="round">
        <rect x="176" y="92" width="30" height="40" rx="6" fill="#fff" />
        <path d="M184 92 v-10 h14 v10" fill="#fff" />
        <path d="M182 82 h22 l4 -8 h-24z" fill={TEAL} />
      </g>
      <rect x="181" y="104" width="20" height="14" rx="2" fill={TEAL} opacity="0.3" />
      <path
        d="M172 74 l-10 -4 M172 78 l-11 2 M172 82 l-9 6"
        stroke={INK_SOFT}
        strokeWidth="1.5"
        strokeLinecap="round"
      />
    </>
  );
}

function HingePicture() {
  return (
    <>
      <Glass />
      <rect x="52" y="50" width="136" height="54" fill="#fff" stroke={LINE} strokeWidth="1.5" />
      <Letters />
      <Tape x={52} y={50} width={136} height={54} />
      <Hinge />
      {/* Measured from the window's bottom edge, the same at both ends: level */}
      <Arrow d="M60 110 v22" head="M56 114 l4 -4 4 4 M56 128 l4 4 4 -4" />
      <Arrow d="M180 110 v22" head="M176 114 l4 -4 4 4 M176 128 l4 4 4 -4" />
      <path d="M24 108 h192" stroke={INK_SOFT} strokeWidth="1" strokeDasharray="4 4" />
    </>
  );
}

function PeelBacking() {
  return (
    <>
      <Glass />
      {/* The tape with the letters, held by the hinge */}
      <Letters />
      <Tape x={52} y={50} width={136} height={54} />
      <Hinge />
      {/* The backing paper coming away from the bottom, pulled down and away */}
      <path
        d="M52 104 h136 l-6 22 q-64 10 -124 0z"
        fill="#fff"
        stroke={INK_SOFT}
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
      <path d="M58 126 q60 10 124 0" fill="none" stroke={LINE} strokeWidth="3" />
      <Arrow d="M200 110 q10 14 2 26" head="M196 132 l6 4 4 -7" />
    </>
  );
}

function SqueegeePicture() {
  return (
    <>
      <Glass />
      <Letters />
      <Tape x={52} y={50} width={136} height={54} />
      <Hinge />
      <Squeegee x={120} y={80} angle={-12} />
      <Arrow d="M84 118 h-34" head="M56 112 l-6 6 6 6" />
      <Arrow d="M156 118 h34" head="M184 112 l6 6 -6 6" />
      <circle cx="120" cy="118" r="3" fill={INK_SOFT} />
    </>
  );
}

function PeelTape() {
  return (
    <>
      <Glass />
      <Letters />
      {/* What is still on: the left of the sheet; the rest folded back over it, flat */}
      <Tape x={52} y={50} width={74} height={54} />
      <path
        d="M126 50 l-34 0 l0 54 l34 0z"
        fill="#fbe7a1"
        stroke={TAPE_EDGE}
        strokeWidth="1.5"
        opacity="0.95"
      />
      <path d="M126 50 q6 27 0 54" fill="none" stroke={INK_SOFT} strokeWidth="2" />
      <Arrow d="M150 118 h-60" head="M96 112 l-6 6 6 6" />
      <text x="120" y="34" textAnchor="middle" fontFamily={FONT} fontSize="12" fill={INK_SOFT}>
        back over itself, low and slow
      </text>
    </>
  );
}

function Finish() {
  return (
    <>
      <Glass />
      <Letters />
      <circle cx="196" cy="34" r="14" fill={TEAL} />
      <path
        d="M189 34 l5 5 9 -10"
        fill="none"
        stroke="#fff"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      {/* 72 hours before it is washed */}
      <circle cx="58" cy="114" r="14" fill="#fff" stroke={INK} strokeWidth="2" />
      <path d="M58 105 v9 l6 4" fill="none" stroke={INK} strokeWidth="2" strokeLinecap="round" />
      <text x="80" y="119" fontFamily={FONT} fontSize="14" fontWeight="700" fill={INK}>
        72 h
      </text>
    </>
  );
}

function Weed() {
  return (
    <>
      {/* The backing paper on the table, the letters cut in a sheet of vinyl */}
      <rect
        x="24"
        y="22"
        width="192"
        height="106"
        rx="3"
        fill="#fff"
        stroke={LINE}
        strokeWidth="2"
      />
      <Letters y={92} />
      {/* The excess still round the letters at the left, its corner lifted; weeded at the right */}
      <rect x="24" y="22" width="96" height="106" fill={ACCENT} opacity="0.3" />
      <path d="M120 22 l44 10 l-44 44 z" fill={ACCENT} opacity="0.55" />
      <path
        d="M120 22 l44 10 l-44 44 z"
        fill="none"
        stroke={INK_SOFT}
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
      {/* The weeding hook */}
      <path d="M166 30 l40 -22" stroke={INK} strokeWidth="5" strokeLinecap="round" />
      <path
        d="M166 30 l-8 4 q-4 4 1 6"
        fill="none"
        stroke={INK}
        strokeWidth="2"
        strokeLinecap="round"
      />
    </>
  );
}

function TapeOn() {
  return (
    <>
      <rect
        x="24"
        y="22"
        width="192"
        height="106"
        rx="3"
        fill="#fff"
        stroke={LINE}
        strokeWidth="2"
      />
      <Letters y={92} />
      {/* Tape going on from the left, smoothed down as it goes */}
      <Tape x={24} y={40} width={110} height={70} />
      <Squeegee x={140} y={75} angle={80} />
      <Arrow d="M160 120 h34" head="M188 114 l6 6 -6 6" />
    </>
  );
}

const PICTURES: Record<PictureName, () => ReactNode> = {
  weed: Weed,
  'tape-on': TapeOn,
  clean: Clean,
  hinge: HingePicture,
  'peel-backing': PeelBacking,
  squeegee: SqueegeePicture,
  'peel-tape': PeelTape,
  finish: Finish,
};

/** One step's drawing, named by the guide (lettering-how-to.ts), with its description. */
export function HowToPicture({ name, alt }: { name: PictureName; alt: string }) {
  const Drawing = PICTURES[name];
  return (
    <Frame label={alt}>
      <Drawing />
    </Frame>
  );
}
