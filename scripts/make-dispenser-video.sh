#!/usr/bin/env bash
# Renders the roll-dispenser clip of the product carousel (spec 001 §4, slide -0.5) from the shop's
# own mockups: three roll pictures with a slow zoom and cross-fades, as WebM (VP9, which every current
# browser plays; the clip loads only when played) plus a poster frame. Needs ffmpeg and rsvg-convert (Debian: ffmpeg librsvg2-bin). The output is
# committed under apps/web/public/media/videos; run this again only to change the clip.
set -euo pipefail
cd "$(dirname "$0")/.."
out=apps/web/public/media/videos
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$out"

npx tsx -e "
import { writeFileSync } from 'node:fs';
import { renderMockupSvg } from './apps/server/src/media/mockup-svg.ts';
const frames = [
  { kind: 'roll', look: 'white-vinyl', shape: 'circle', variant: 2 },
  { kind: 'roll', look: 'kraft', shape: 'rectangle', variant: 5 },
  { kind: 'roll', look: 'transparent', shape: 'die-cut', variant: 7 },
];
frames.forEach((spec, i) => writeFileSync('$work/frame' + i + '.svg', renderMockupSvg(spec)));
"
for i in 0 1 2; do
  rsvg-convert -w 1280 -h 720 -b white "$work/frame$i.svg" -o "$work/frame$i.png"
done

# Each picture: 3 s of slow zoom at 24 fps; 0.75 s cross-fades between them.
zoom='zoompan=z=min(zoom+0.0009\,1.12):x=iw/2-(iw/zoom/2):y=ih/2-(ih/zoom/2):d=72:s=960x540:fps=24'
ffmpeg -loglevel error -y \
  -loop 1 -t 3 -i "$work/frame0.png" -loop 1 -t 3 -i "$work/frame1.png" -loop 1 -t 3 -i "$work/frame2.png" \
  -filter_complex "[0]${zoom}[a];[1]${zoom}[b];[2]${zoom}[c];[a][b]xfade=transition=fade:duration=0.75:offset=2.25[ab];[ab][c]xfade=transition=fade:duration=0.75:offset=4.5,format=yuv420p[v]" \
  -map '[v]' "$work/clip.y4m"
ffmpeg -loglevel error -y -i "$work/clip.y4m" -c:v libvpx-vp9 -b:v 0 -crf 50 -deadline good -cpu-used 4 -row-mt 1 -an "$out/roll-dispenser.webm"
ffmpeg -loglevel error -y -i "$work/clip.y4m" -frames:v 1 "$out/roll-dispenser-poster.png"
ls -l "$out"
