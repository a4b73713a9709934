// Renders the transfer-decals clip of the product carousel (spec 001 §2, "transfer-decals shows a
// video"): a decal sheet has its backing peeled, is laid on a painted panel, squeegeed down, and
// its transfer tape is peeled away to leave the design. Drawn in HTML and CSS, photographed frame
// by frame and encoded by scripts/clip-recorder.mjs (H.264 MP4 plus a WebP poster; needs
// /usr/bin/chromium and ffmpeg). The output is committed under apps/web/public/media/videos; run
// this again only to change the clip:
//   node scripts/make-transfer-decal-video.mjs
import { recordClips } from './clip-recorder.mjs';

const OUT = 'apps/web/public/media/videos';
const NAME = 'transfer-decal-apply';
const FPS = 24;
const WIDTH = 640;
const HEIGHT = 360;
// The decal sheet (transfer tape size), centred on the panel.
const DECAL_W = 400;
const DECAL_H = 200;
const DECAL_LEFT = (WIDTH - DECAL_W) / 2;
const DECAL_TOP = (HEIGHT - DECAL_H) / 2 - 12;

const GOLD = '#f2b53c';
const GLINT = `linear-gradient(105deg, ${GOLD} 42%, #fff4c8 50%, ${GOLD} 58%)`;
// Transfer tape and backing paper both carry a faint layout grid.
const GRID = (colour) =>
  `repeating-linear-gradient(0deg, ${colour} 0 1px, transparent 1px 20px),
   repeating-linear-gradient(90deg, ${colour} 0 1px, transparent 1px 20px)`;

const html = `<!doctype html><html><head><style>
  * { box-sizing: border-box; margin: 0; }
  html, body { width: ${WIDTH}px; height: ${HEIGHT}px; overflow: hidden; }
  body { position: relative; font-family: 'DejaVu Sans', sans-serif;
    background:
      repeating-linear-gradient(90deg, rgba(255,255,255,0.018) 0 2px, transparent 2px 5px),
      radial-gradient(circle at 35% 25%, #2d5678, #1b3a57 55%, #132b42); }
  /* The panel's trim, so the surface reads as a door or a wall. */
  .trim { position: absolute; inset: 18px; border: 3px solid rgba(255,255,255,0.08);
    border-radius: 6px; box-shadow: inset 0 0 0 1px rgba(0,0,0,0.25); }
  .abs { position: absolute; }
  .shadow { left: ${DECAL_LEFT}px; top: ${DECAL_TOP}px; width: ${DECAL_W}px; height: ${DECAL_H}px;
    border-radius: 4px; background: rgba(5, 15, 30, 0.55); }
  .decal { left: ${DECAL_LEFT}px; top: ${DECAL_TOP}px; width: ${DECAL_W}px; height: ${DECAL_H}px; }
  .backing { inset: -8px; border-radius: 4px; background: ${GRID('rgba(120,110,90,0.10)')}, #f5f1e8;
    box-shadow: inset 0 0 0 1px rgba(0,0,0,0.08); }
  /* The backing's bend, seen through the clear tape as the paper is pulled away underneath. */
  .backing-bend { left: -8px; right: -8px; height: 12px;
    background: linear-gradient(180deg, rgba(255,255,255,0), #fbf9f4 40%, #bdb6a8); }
  .backing-flap { left: -4px; right: -4px; top: ${DECAL_H + 8}px; transform-origin: top;
    clip-path: polygon(0 0, 100% 0, 97% 100%, 3% 100%);
    background: linear-gradient(180deg, #d9d3c6, #f1ede4 60%, #c9c2b3); }
  .design { inset: 0; display: grid; place-content: center; justify-items: center; gap: 9px; }
  .design > * { background: ${GLINT}; background-size: 300% 100%;
    background-position: var(--glint, 100%) 0; }
  .title { font-size: 46px; font-weight: 700; letter-spacing: 5px; line-height: 1;
    -webkit-background-clip: text; background-clip: text; color: transparent;
    filter: drop-shadow(0 1px 0 rgba(0,0,0,0.3)); }
  .rule { width: 250px; height: 4px; border-radius: 2px; }
  .sub { font-size: 17px; font-weight: 700; letter-spacing: 7px;
    -webkit-background-clip: text; background-clip: text; color: transparent; }
  .tape { inset: 0; border-radius: 2px; background: ${GRID('rgba(255,255,255,0.10)')},
    rgba(255,255,255,0.07); box-shadow: inset 0 0 0 1px rgba(255,255,255,0.35); }
  /* Tape not yet pressed is milkier and holds air bubbles; the squeegee clears it. */
  .milk { inset: 0; background: linear-gradient(160deg, rgba(255,255,255,0.30), rgba(255,255,255,0.16)); }
  .bubbles { inset: 0; background:
    radial-gradient(circle at 22% 30%, rgba(255,255,255,0.55) 0 5px, rgba(255,255,255,0.15) 6px, transparent 7px),
    radial-gradient(circle at 47% 72%, rgba(255,255,255,0.55) 0 4px, rgba(255,255,255,0.15) 5px, transparent 6px),
    radial-gradient(circle at 71% 38%, rgba(255,255,255,0.55) 0 6px, rgba(255,255,255,0.15) 7px, transparent 8px),
    radial-gradient(circle at 86% 78%, rgba(255,255,255,0.55) 0 3px, rgba(255,255,255,0.15) 4px, transparent 5px); }
  /* The tape being peeled back toward the viewer, with its bend at the peel line. */
  .tape-flap { left: -2px; right: -2px;
    background: linear-gradient(180deg, rgba(255,255,255,0.18), rgba(255,255,255,0.42) 75%, rgba(255,255,255,0.85));
    box-shadow: 0 3px 6px rgba(0,0,0,0.25); }
  .squeegee { width: 30px; height: 232px; border-radius: 7px; transform-origin: center;
    background: linear-gradient(90deg, #1c58b8, #3d86f0 55%, #2a6ad4);
    border-right: 6px solid #26262b; box-shadow: 6px 8px 14px rgba(0,0,0,0.4); }
  .step { left: 28px; bottom: 26px; padding: 7px 14px; border-radius: 999px;
    background: rgba(8, 20, 34, 0.72); color: #fff; font-size: 15px; letter-spacing: 0.3px; }
  .step b { color: ${GOLD}; margin-right: 8px; }
</style></head><body><div class="trim"></div>
<div class="abs shadow" id="shadow"></div>
<div class="abs decal" id="decal">
  <div class="abs backing" id="backing"></div>
  <div class="abs backing-flap" id="backing-flap"></div>
  <div class="abs design" id="design"><div class="title">BLUE DOOR</div><div class="rule"></div>
    <div class="sub">COFFEE · BAKERY</div></div>
  <div class="abs tape" id="tape"><div class="abs milk" id="milk"><div class="abs bubbles" id="bubbles"></div></div></div>
  <div class="abs backing-bend" id="backing-bend"></div>
  <div class="abs tape-flap" id="tape-flap"></div>
</div>
<div class="abs squeegee" id="squeegee"></div>
<div class="abs step" id="step"></div>
</body></html>`;

const clamp = (v) => Math.min(1, Math.max(0, v));
const ease = (t) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);
/** Eased progress (0 to 1) of a stretch of the clip that runs from `from` to `to` seconds. */
const between = (s, from, to) => ease(clamp((s - from) / (to - from)));

const STEPS = [
  [0.3, 2.0, '1', 'Peel off the backing'],
  [2.0, 2.75, '2', 'Lay it in place'],
  [2.75, 4.1, '3', 'Squeegee it down'],
  [4.1, 5.5, '4', 'Peel away the transfer tape'],
];
const SECONDS = 6.5;

/** Every element's style at a moment of the clip. */
function stylesAt(s) {
  const backing = between(s, 0.5, 1.7);
  const backingGone = between(s, 1.7, 2.0);
  const lift = 1 - between(s, 2.0, 2.7);
  const sweep = between(s, 2.75, 4.1);
  const squeegeeX = -0.12 + sweep * 1.24;
  const pressed = clamp(squeegeeX) * DECAL_W;
  const peel = between(s, 4.15, 5.2);
  const peelGone = between(s, 5.2, 5.45);
  const glint = between(s, 5.5, 6.3);
  const step = STEPS.find(([from, to]) => s >= from && s < to);
  const cut = backing * (DECAL_H + 16) - 8;
  const tapeCut = peel * DECAL_H;
  const flap = tapeCut * 0.42;
  return {
    decal: {
      transform: `translate(${lift * -4}px, ${lift * -8}px) scale(${1 + lift * 0.04}) rotate(${lift * -1.5}deg)`,
    },
    shadow: {
      transform: `translate(${4 + lift * 10}px, ${4 + lift * 14}px)`,
      filter: `blur(${3 + lift * 9}px)`,
      // Once the tape is gone the vinyl lies flush: no edge left to cast a shadow.
      opacity: String((0.55 + lift * 0.3) * (1 - peel)),
    },
    backing: {
      clipPath: `inset(${Math.max(0, cut + 8)}px 0 0 0)`,
      opacity: String(1 - backingGone),
    },
    'backing-bend': {
      top: `${cut - 6}px`,
      opacity: String(backing > 0 && backing < 1 ? 1 : 0),
    },
    'backing-flap': {
      height: `${backing * 70}px`,
      transform: `translateY(${backingGone * 140}px)`,
      opacity: String(backing > 0 ? 1 - backingGone : 0),
    },
    milk: { clipPath: `inset(0 0 0 ${pressed}px)` },
    // Air is trapped only once the sheet touches the panel.
    bubbles: { opacity: String(1 - lift) },
    tape: { clipPath: `inset(${tapeCut}px -2px -2px -2px)` },
    'tape-flap': {
      // Pulled free, the tape lifts away off the top.
      top: `${tapeCut - flap - peelGone * 120}px`,
      height: `${flap}px`,
      opacity: String(peel > 0 ? 1 - peelGone : 0),
    },
    design: { '--glint': `${100 - glint * 100}%` },
    squeegee: {
      left: `${DECAL_LEFT + squeegeeX * DECAL_W - 15}px`,
      top: `${DECAL_TOP - 16}px`,
      transform: 'rotate(9deg)',
      opacity: String(s >= 2.7 && s < 4.25 ? 1 : 0),
    },
    step: {
      opacity: String(step ? 1 : 0),
      innerHTML: step ? `<b>${step[2]} / 4</b>${step[3]}` : '',
    },
  };
}

await recordClips({
  html,
  width: WIDTH,
  height: HEIGHT,
  fps: FPS,
  out: OUT,
  clips: [{ name: NAME, seconds: SECONDS, stylesAt }],
});
