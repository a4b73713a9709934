// The one recorder of the carousel's drawn clips (make-transfer-decal-video.mjs,
// make-install-ready-videos.mjs): an HTML scene is photographed frame by frame in Debian's
// Chromium (playwright-core, as the e2e tests use it), each frame's element styles set by the
// clip's own function of time, and the frames are encoded by ffmpeg as H.264 MP4 plus a WebP
// poster of the first frame. Needs /usr/bin/chromium and ffmpeg (Debian: chromium ffmpeg).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

/**
 * Records each clip of `clips` ({ name, seconds, stylesAt(seconds) }) into `out`/{name}.mp4 and
 * `out`/{name}-poster.webp. `stylesAt` returns, by element id, the style properties to set:
 * `innerHTML`, CSS custom properties (`--name`) and plain properties.
 */
export async function recordClips({ html, width, height, fps, out, clips }) {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  try {
    for (const clip of clips) {
      const work = mkdtempSync(join(tmpdir(), `${clip.name}-`));
      try {
        const tab = await browser.newPage({ viewport: { width, height } });
        await tab.setContent(html);
        const frames = Math.round(clip.seconds * fps);
        for (let frame = 0; frame < frames; frame += 1) {
          await tab.locator('body').evaluate(applyStyles, clip.stylesAt(frame / fps));
          await tab.screenshot({ path: join(work, `f${String(frame).padStart(3, '0')}.png`) });
        }
        await tab.close();
        execFileSync('ffmpeg', [
          ...['-loglevel', 'error', '-y', '-framerate', String(fps), '-i', join(work, 'f%03d.png')],
          ...['-c:v', 'libx264', '-preset', 'veryslow', '-crf', '28', '-pix_fmt', 'yuv420p'],
          ...['-movflags', '+faststart', '-an', join(out, `${clip.name}.mp4`)],
        ]);
        // The poster is the first frame: the scene as it starts, before any step is named.
        execFileSync('ffmpeg', [
          ...['-loglevel', 'error', '-y', '-i', join(work, 'f000.png')],
          ...['-c:v', 'libwebp', '-quality', '80', join(out, `${clip.name}-poster.webp`)],
        ]);
      } finally {
        rmSync(work, { recursive: true, force: true });
      }
    }
  } finally {
    await browser.close();
  }
}

/** Runs in the page: sets each element's styles for one frame. */
function applyStyles(body, styles) {
  for (const [id, style] of Object.entries(styles)) {
    const element = body.querySelector(`#${id}`);
    for (const [property, value] of Object.entries(style)) {
      if (property === 'innerHTML') element.innerHTML = value;
      else if (property.startsWith('--')) element.style.setProperty(property, value);
      else element.style[property] = value;
    }
  }
}
