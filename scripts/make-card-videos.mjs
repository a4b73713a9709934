// Renders the product-info clips of the business-card pages (spec 001 §2: "optional video,
// thumbnail, click to play"): a card, then a hang tag, turning over to show both printed sides.
// The faces are drawn in HTML and CSS, photographed frame by frame in Chromium (playwright-core, as
// the e2e tests use it) and encoded by ffmpeg as H.264 MP4 (the spec's mp4 source) plus a poster.
// Needs /usr/bin/chromium and ffmpeg (Debian: chromium ffmpeg). The output is committed under
// apps/web/public/media/videos; run this again only to change a clip:
//   node scripts/make-card-videos.mjs
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const OUT = 'apps/web/public/media/videos';
const FPS = 24;
const WIDTH = 640;
const HEIGHT = 360;

const page = (style, front, back, extra = '') => `<!doctype html><html><head><style>
  * { box-sizing: border-box; margin: 0; }
  html, body { width: ${WIDTH}px; height: ${HEIGHT}px; overflow: hidden; }
  body {
    display: grid; place-items: center; font-family: 'DejaVu Sans', sans-serif;
    background: radial-gradient(circle at 30% 20%, #fdf3ea, #efe3d6 70%);
    perspective: 1100px;
  }
  .shadow { position: absolute; bottom: 34px; width: 330px; height: 22px; border-radius: 50%;
    background: rgba(60, 40, 20, 0.18); filter: blur(8px); }
  .item { position: relative; transform-style: preserve-3d; }
  .face { position: absolute; inset: 0; backface-visibility: hidden; overflow: hidden; }
  .face::after { content: ''; position: absolute; inset: 0; pointer-events: none;
    background: linear-gradient(105deg, transparent 30%, rgba(255,255,255,var(--sheen,0)) 50%, transparent 70%);
    background-size: 300% 100%; background-position: var(--sheen-x, 0%) 0; }
  .back { transform: rotateY(180deg); }
  ${style}
</style></head><body><div class="shadow"></div>
<div class="item" id="item">${extra}<div class="face front">${front}</div><div class="face back">${back}</div></div>
</body></html>`;

const FOIL = 'linear-gradient(120deg, #9a7328, #f3d98b 35%, #b98b33 55%, #f7e3a4 75%, #a27a2c)';

const premiumCard = page(
  `.item { width: 420px; height: 240px; }
   .face { border-radius: 10px; background: linear-gradient(160deg, #2a2433, #17141d); color: #e9dcc0;
     box-shadow: 0 18px 40px rgba(20, 10, 30, 0.35); }
   .foil { background: ${FOIL}; -webkit-background-clip: text; background-clip: text; color: transparent; }
   .logo { position: absolute; left: 34px; top: 40px; width: 54px; height: 54px; border-radius: 50%;
     background: ${FOIL}; }
   .logo::after { content: ''; position: absolute; inset: 13px; border-radius: 50%; background: #221d2a; }
   .brand { position: absolute; left: 104px; top: 46px; font-size: 25px; font-weight: 700; letter-spacing: 2px; }
   .tag { position: absolute; left: 106px; top: 80px; font-size: 10px; letter-spacing: 4px; color: #b9a988; }
   .name { position: absolute; left: 34px; bottom: 52px; font-size: 20px; font-weight: 700; }
   .role { position: absolute; left: 34px; bottom: 32px; font-size: 11px; color: #b9a988; }
   .contact { position: absolute; right: 30px; bottom: 32px; font-size: 11px; line-height: 1.7; text-align: right; }
   .back { display: grid; place-items: center; }
   .big { width: 96px; height: 96px; border-radius: 50%; background: ${FOIL}; position: relative; }
   .big::after { content: ''; position: absolute; inset: 24px; border-radius: 50%; background: #1d1924; }`,
  `<div class="logo"></div><div class="brand foil">PEEL &amp; PRESS</div><div class="tag">PRINT STUDIO</div>
   <div class="name foil">Jordan Lee</div><div class="role">Studio Manager</div>
   <div class="contact">hello@peelandpress.com<br>+1 (555) 014-2290<br><span class="foil">peelandpress.com</span></div>`,
  `<div class="big"></div>`,
);

const KRAFT = 'radial-gradient(circle at 20% 30%, #c9a27a, #b88d62 60%, #a87d54)';

const hangTag = page(
  `.item { width: 172px; height: 280px; }
   .face { background: ${KRAFT}; color: #2d2118; box-shadow: 0 16px 34px rgba(60, 35, 10, 0.3);
     clip-path: polygon(22% 0, 78% 0, 100% 13%, 100% 100%, 0 100%, 0 13%); }
   .hole { position: absolute; left: 50%; top: 22px; width: 20px; height: 20px; margin-left: -10px;
     border-radius: 50%; background: #efe3d6; box-shadow: inset 0 2px 3px rgba(0,0,0,0.35); }
   .front .mark { position: absolute; left: 50%; top: 78px; width: 64px; height: 64px; margin-left: -32px;
     border: 3px solid #2d2118; border-radius: 50%; }
   .front .mark::after { content: ''; position: absolute; inset: 16px; border-radius: 50%; background: ${FOIL}; }
   .front .brand { position: absolute; top: 158px; width: 100%; text-align: center; font-size: 17px;
     font-weight: 700; letter-spacing: 2px; }
   .front .line { position: absolute; top: 186px; width: 100%; text-align: center; font-size: 10px; letter-spacing: 3px; }
   .back .rows { position: absolute; left: 22px; right: 22px; top: 66px; font-size: 11px; line-height: 2.1; }
   .back .rows b { display: block; font-size: 15px; letter-spacing: 1px; margin-bottom: 6px; }
   .back .price { position: absolute; left: 22px; bottom: 26px; font-size: 26px; font-weight: 700; }
   .item { margin-top: 30px; }
   .string { position: absolute; left: 50%; top: -90px; width: 3px; height: 104px; margin-left: -1px;
     background: repeating-linear-gradient(180deg, #d9c7a0 0 4px, #bfa77a 4px 8px); border-radius: 2px; }`,
  `<div class="hole"></div><div class="mark"></div><div class="brand">WILD OAK</div>
   <div class="line">HANDMADE GOODS</div>`,
  `<div class="hole"></div><div class="rows"><b>Linen Apron</b>Size: one size<br>Colour: oat<br>
   Wash cold, line dry</div><div class="price">$38</div>`,
  // The twine, tied through the hole and hanging from above the picture.
  '<div class="string"></div>',
);

/** The item's turn at a frame: a second of each side at rest, a second's turn between them. */
function angleAt(frame) {
  const second = Math.floor(frame / FPS);
  const t = (frame % FPS) / FPS;
  const eased = t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2;
  if (second === 0) return 0;
  if (second === 1) return 180 * eased;
  if (second === 2) return 180;
  return 180 + 180 * eased;
}
const FRAMES = 4 * FPS;

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  for (const [name, html] of [
    ['premium-card-turn', premiumCard],
    ['hang-tag-turn', hangTag],
  ]) {
    const work = mkdtempSync(join(tmpdir(), 'card-video-'));
    try {
      const tab = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT } });
      await tab.setContent(html);
      for (let frame = 0; frame < FRAMES; frame += 1) {
        const angle = angleAt(frame);
        // A sheen crosses the face as it turns, so foil reads as metal.
        const sheen = Math.abs(Math.sin((angle * Math.PI) / 180));
        await tab.locator('#item').evaluate(
          (item, [a, s]) => {
            item.style.transform = `rotateY(${a}deg) rotateX(6deg)`;
            item.style.setProperty('--sheen', String(0.55 * s));
            item.style.setProperty('--sheen-x', `${(a % 180) / 1.8}%`);
          },
          [angle, sheen],
        );
        await tab.screenshot({ path: join(work, `f${String(frame).padStart(3, '0')}.png`) });
      }
      await tab.close();
      execFileSync('ffmpeg', [
        '-loglevel',
        'error',
        '-y',
        '-framerate',
        String(FPS),
        '-i',
        join(work, 'f%03d.png'),
        '-c:v',
        'libx264',
        '-preset',
        'veryslow',
        '-crf',
        '28',
        '-pix_fmt',
        'yuv420p',
        '-movflags',
        '+faststart',
        '-an',
        join(OUT, `${name}.mp4`),
      ]);
      execFileSync('ffmpeg', [
        '-loglevel',
        'error',
        '-y',
        '-i',
        join(work, 'f000.png'),
        '-c:v',
        'libwebp',
        '-quality',
        '80',
        join(OUT, `${name}-poster.webp`),
      ]);
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  }
} finally {
  await browser.close();
}
