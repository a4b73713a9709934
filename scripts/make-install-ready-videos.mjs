// Renders the two install-ready clips of a lettering page's carousel (spec 001 §2: "Without [the
// creation tool] they show an install-ready video (yes or no)"; "Lettering install-ready"):
// - yes: the letters arrive weeded on application tape; the backing is peeled, the letters laid
//   on a wall, squeegeed down, and the tape peeled away;
// - no: the letters arrive in their sheet of vinyl; the excess is weeded away, the application
//   tape laid on and squeegeed, and then they go on as install-ready letters do.
// Drawn in HTML, CSS and SVG, photographed frame by frame and encoded by scripts/clip-recorder.mjs
// (H.264 MP4 plus a WebP poster; needs /usr/bin/chromium and ffmpeg). The output is committed
// under apps/web/public/media/videos; run this again only to change the clips:
//   node scripts/make-install-ready-videos.mjs
import { recordClips } from './clip-recorder.mjs';

const OUT = 'apps/web/public/media/videos';
const FPS = 24;
const WIDTH = 640;
const HEIGHT = 360;
// The sheet (application tape size), centred on the wall.
const SHEET_W = 440;
const SHEET_H = 150;
const SHEET_LEFT = (WIDTH - SHEET_W) / 2;
const SHEET_TOP = (HEIGHT - SHEET_H) / 2 - 14;

const VINYL = '#c62b2b';
const WORD = 'OPEN DAILY';
// Application tape and backing paper both carry a faint layout grid.
const GRID = (colour) =>
  `repeating-linear-gradient(0deg, ${colour} 0 1px, transparent 1px 20px),
   repeating-linear-gradient(90deg, ${colour} 0 1px, transparent 1px 20px)`;
const LETTERS = `x="${SHEET_W / 2}" y="${SHEET_H / 2 + 18}" text-anchor="middle"
  font-family="DejaVu Sans" font-weight="700" font-size="50" letter-spacing="2"`;

const html = `<!doctype html><html><head><style>
  * { box-sizing: border-box; margin: 0; }
  html, body { width: ${WIDTH}px; height: ${HEIGHT}px; overflow: hidden; }
  body { position: relative; font-family: 'DejaVu Sans', sans-serif;
    background:
      repeating-linear-gradient(0deg, rgba(0,0,0,0.025) 0 1px, transparent 1px 4px),
      radial-gradient(circle at 30% 20%, #f1ede6, #dcd5c9 60%, #c9c0b2); }
  /* A skirting board, so the surface reads as a wall. */
  .skirting { position: absolute; left: 0; right: 0; bottom: 0; height: 22px;
    background: linear-gradient(180deg, #fbfaf7, #ddd7cc); box-shadow: 0 -1px 0 rgba(0,0,0,0.12); }
  .abs { position: absolute; }
  .shadow { left: ${SHEET_LEFT}px; top: ${SHEET_TOP}px; width: ${SHEET_W}px; height: ${SHEET_H}px;
    border-radius: 4px; background: rgba(40, 30, 20, 0.45); }
  .sheet { left: ${SHEET_LEFT}px; top: ${SHEET_TOP}px; width: ${SHEET_W}px; height: ${SHEET_H}px; }
  .backing { inset: -8px; border-radius: 4px; background: ${GRID('rgba(120,110,90,0.12)')}, #f7f4ec;
    box-shadow: inset 0 0 0 1px rgba(0,0,0,0.1); }
  .backing-bend { left: -8px; right: -8px; height: 12px;
    background: linear-gradient(180deg, rgba(255,255,255,0), #fbf9f4 40%, #bdb6a8); }
  .backing-flap { left: -4px; right: -4px; top: ${SHEET_H + 8}px; transform-origin: top;
    clip-path: polygon(0 0, 100% 0, 97% 100%, 3% 100%);
    background: linear-gradient(180deg, #d9d3c6, #f1ede4 60%, #c9c2b3); }
  svg { left: 0; top: 0; overflow: visible; }
  /* The weeded vinyl, curling away from the letters as it is pulled. */
  .weed-flap { top: -4px; height: ${SHEET_H + 8}px; width: 26px; border-radius: 3px;
    background: linear-gradient(90deg, #7d1616, ${VINYL} 45%, #e27a6f);
    box-shadow: 4px 4px 8px rgba(0,0,0,0.3); }
  .tape { inset: -6px; border-radius: 2px; background: ${GRID('rgba(60,60,60,0.10)')},
    rgba(255,255,255,0.16); box-shadow: inset 0 0 0 1px rgba(90,90,90,0.35); }
  /* Tape not yet pressed on the wall is milkier and holds air bubbles; the squeegee clears it. */
  .milk { inset: 0; background: linear-gradient(160deg, rgba(255,255,255,0.42), rgba(255,255,255,0.24)); }
  .bubbles { inset: 0; background:
    radial-gradient(circle at 18% 30%, rgba(255,255,255,0.7) 0 5px, rgba(255,255,255,0.2) 6px, transparent 7px),
    radial-gradient(circle at 44% 74%, rgba(255,255,255,0.7) 0 4px, rgba(255,255,255,0.2) 5px, transparent 6px),
    radial-gradient(circle at 69% 34%, rgba(255,255,255,0.7) 0 6px, rgba(255,255,255,0.2) 7px, transparent 8px),
    radial-gradient(circle at 88% 70%, rgba(255,255,255,0.7) 0 3px, rgba(255,255,255,0.2) 4px, transparent 5px); }
  .tape-flap { left: -8px; right: -8px;
    background: linear-gradient(180deg, rgba(255,255,255,0.25), rgba(255,255,255,0.55) 75%, rgba(255,255,255,0.9));
    box-shadow: 0 3px 6px rgba(0,0,0,0.25); }
  .squeegee { width: 30px; height: ${SHEET_H + 36}px; border-radius: 7px;
    background: linear-gradient(90deg, #1c58b8, #3d86f0 55%, #2a6ad4);
    border-right: 6px solid #26262b; box-shadow: 6px 8px 14px rgba(0,0,0,0.35); }
  .step { left: 24px; bottom: 34px; padding: 7px 14px; border-radius: 999px;
    background: rgba(20, 16, 12, 0.78); color: #fff; font-size: 15px; letter-spacing: 0.3px; }
  .step b { color: #ffb4a8; margin-right: 8px; }
</style></head><body><div class="skirting"></div>
<div class="abs shadow" id="shadow"></div>
<div class="abs sheet" id="sheet">
  <div class="abs backing" id="backing"></div>
  <div class="abs backing-flap" id="backing-flap"></div>
  <svg class="abs" width="${SHEET_W}" height="${SHEET_H}" viewBox="0 0 ${SHEET_W} ${SHEET_H}">
    <defs><mask id="holes" maskUnits="userSpaceOnUse" x="0" y="0" width="${SHEET_W}" height="${SHEET_H}">
      <rect width="${SHEET_W}" height="${SHEET_H}" fill="#fff"/>
      <text ${LETTERS} fill="#000">${WORD}</text>
    </mask></defs>
    <text ${LETTERS} fill="${VINYL}">${WORD}</text>
    <g id="excess">
      <rect width="${SHEET_W}" height="${SHEET_H}" fill="${VINYL}" mask="url(#holes)"/>
      <text ${LETTERS} fill="none" stroke="rgba(40,0,0,0.55)" stroke-width="1.2">${WORD}</text>
    </g>
  </svg>
  <div class="abs weed-flap" id="weed-flap"></div>
  <div class="abs tape" id="tape"><div class="abs milk" id="milk"><div class="abs bubbles" id="bubbles"></div></div></div>
  <div class="abs backing-bend" id="backing-bend"></div>
  <div class="abs tape-flap" id="tape-flap"></div>
</div>
<div class="abs squeegee" id="squeegee"></div>
<div class="abs step" id="step"></div>
</body></html>`;

const clamp = (v) => Math.min(1, Math.max(0, v));
const ease = (t) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);
/** Eased progress (0 to 1) of a stretch of the clip from `from` to `to` seconds; 0 without one. */
const between = (s, span) => (span ? ease(clamp((s - span[0]) / (span[1] - span[0]))) : 0);

/**
 * The two clips' timelines, in seconds. `weed` and `tapeOn` belong to the "no" clip only; the
 * "yes" clip starts with the letters already on their tape.
 */
const CLIPS = {
  'install-ready-yes': {
    seconds: 6.8,
    weed: null,
    tapeOn: null,
    pressTape: null,
    backing: [0.5, 1.7],
    lay: [2.0, 2.7],
    squeegee: [2.75, 4.1],
    peel: [4.15, 5.2],
    steps: [
      [0.3, 2.0, '1 / 4', 'Peel off the backing'],
      [2.0, 2.75, '2 / 4', 'Lay it in place'],
      [2.75, 4.1, '3 / 4', 'Squeegee it down'],
      [4.1, 5.5, '4 / 4', 'Peel away the application tape'],
    ],
  },
  'install-ready-no': {
    seconds: 10.6,
    weed: [0.4, 2.4],
    tapeOn: [2.8, 3.4],
    pressTape: [3.45, 4.3],
    backing: [4.6, 5.8],
    lay: [6.1, 6.8],
    squeegee: [6.85, 8.2],
    peel: [8.25, 9.3],
    steps: [
      [0.2, 2.6, '1 / 5', 'Weed out the excess vinyl'],
      [2.6, 4.4, '2 / 5', 'Lay on the application tape and rub it down'],
      [4.4, 6.1, '3 / 5', 'Peel off the backing'],
      [6.1, 8.2, '4 / 5', 'Lay it in place and squeegee it down'],
      [8.2, 9.6, '5 / 5', 'Peel away the application tape'],
    ],
  },
};

/** Every element's style at a moment `s` of a clip. */
function stylesAt(clip, s) {
  const weed = between(s, clip.weed);
  const weedGone = clip.weed ? between(s, [clip.weed[1], clip.weed[1] + 0.25]) : 1;
  const tapeOn = clip.tapeOn ? between(s, clip.tapeOn) : 1;
  const press = between(s, clip.pressTape);
  const backing = between(s, clip.backing);
  const backingGone = between(s, [clip.backing[1], clip.backing[1] + 0.3]);
  const lift = 1 - between(s, clip.lay);
  const sweep = between(s, clip.squeegee);
  const peel = between(s, clip.peel);
  const peelGone = between(s, [clip.peel[1], clip.peel[1] + 0.25]);
  const step = clip.steps.find(([from, to]) => s >= from && s < to);
  const cut = backing * (SHEET_H + 16) - 8;
  const tapeCut = peel * (SHEET_H + 12) - 6;
  const flap = Math.max(0, tapeCut + 6) * 0.42;
  const weedX = weed * (SHEET_W + 16) - 8;
  // The squeegee sweeps twice in the "no" clip: tape onto the letters, then letters onto the wall.
  const squeegeeSpan = clip.pressTape && s < clip.lay[0] ? clip.pressTape : clip.squeegee;
  const squeegeeX = -0.12 + between(s, squeegeeSpan) * 1.24;
  const pressed = clamp(-0.12 + sweep * 1.24) * SHEET_W;
  const squeegeeShown =
    (clip.pressTape && s >= clip.pressTape[0] - 0.05 && s < clip.pressTape[1] + 0.15) ||
    (s >= clip.squeegee[0] - 0.05 && s < clip.squeegee[1] + 0.15);
  return {
    sheet: {
      transform: `translate(${lift * -4}px, ${lift * -8}px) scale(${1 + lift * 0.04}) rotate(${lift * -1.2}deg)`,
    },
    shadow: {
      transform: `translate(${4 + lift * 10}px, ${4 + lift * 14}px)`,
      filter: `blur(${3 + lift * 9}px)`,
      opacity: String((0.5 + lift * 0.3) * (1 - peel)),
    },
    excess: { clipPath: `inset(0 0 0 ${Math.max(0, weedX + 8)}px)`, opacity: String(1 - weedGone) },
    'weed-flap': {
      left: `${weedX - 4}px`,
      width: `${10 + weed * 26}px`,
      opacity: String(weed > 0 && weed < 1 ? 1 : 0),
    },
    tape: {
      clipPath: `inset(${Math.max(-2, tapeCut)}px -2px -2px -2px)`,
      transform: `translateY(${(1 - tapeOn) * -(SHEET_H + 40)}px)`,
      opacity: String(tapeOn * (1 - peelGone)),
    },
    milk: { clipPath: `inset(0 0 0 ${pressed}px)`, opacity: String(1 - press * 0.35) },
    // Air is trapped only once the sheet touches the wall.
    bubbles: { opacity: String(1 - lift) },
    backing: {
      clipPath: `inset(${Math.max(0, cut + 8)}px 0 0 0)`,
      opacity: String(1 - backingGone),
    },
    'backing-bend': { top: `${cut - 6}px`, opacity: String(backing > 0 && backing < 1 ? 1 : 0) },
    'backing-flap': {
      height: `${backing * 60}px`,
      transform: `translateY(${backingGone * 140}px)`,
      opacity: String(backing > 0 ? 1 - backingGone : 0),
    },
    'tape-flap': {
      top: `${tapeCut - flap - peelGone * 120}px`,
      height: `${flap}px`,
      opacity: String(peel > 0 ? 1 - peelGone : 0),
    },
    squeegee: {
      left: `${SHEET_LEFT + squeegeeX * SHEET_W - 15}px`,
      top: `${SHEET_TOP - 18}px`,
      transform: 'rotate(9deg)',
      opacity: String(squeegeeShown ? 1 : 0),
    },
    step: {
      opacity: String(step ? 1 : 0),
      innerHTML: step ? `<b>${step[2]}</b>${step[3]}` : '',
    },
  };
}

await recordClips({
  html,
  width: WIDTH,
  height: HEIGHT,
  fps: FPS,
  out: OUT,
  clips: Object.entries(CLIPS).map(([name, clip]) => ({
    name,
    seconds: clip.seconds,
    stylesAt: (s) => stylesAt(clip, s),
  })),
});
