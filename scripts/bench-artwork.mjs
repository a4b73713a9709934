// npm run bench:artwork — artwork preflight plus proof (issue 33). Runs the sources with tsx.
//
// Part A: the check the server runs on an upload (the stored file read, preflight and digital
// proof) through the server's own worker pool (`preflightPool`, storing in a temporary folder, with
// ARTWORK_CHECK_THREADS threads, else the server's default for this machine), one file at a time,
// for JPEG, PNG, TIFF, PSD, PDF and SVG of about 1, 5 and 20 MB (BENCH_ARTWORK_SIZES_MB),
// printed as a 3 x 3 in sticker (bleed and safety 0.08 in). Pictures are random pixels, so they
// do not compress away: a 20 MB file is 20 MB of pixels to decode. The PDF is one page holding
// one such JPEG; the SVG is vector art (small random triangles). Each file is checked
// BENCH_ARTWORK_RUNS (10) times, BENCH_ARTWORK_LARGE_RUNS (10) for 20 MB and up, and only
// BENCH_ARTWORK_SLOW_RUNS (3) when its first check takes over BENCH_ARTWORK_SLOW_MS (5000), after
// one check of each type not counted (the worker loading its readers); prints p50, p95 and the
// slowest, the verdict and what was not a pass. BENCH_ARTWORK_TYPES (all) measures fewer.
//
// Part B: the app (createTestApp: the real app on a fresh in-memory PGlite, DATA_DIR in a
// temporary folder) listening on loopback in a child process of its own, so the load below is
// not generated on the server's thread. GET /api/get/pricing-data is measured with autocannon
// (BENCH_ARTWORK_CONNECTIONS, 8, for BENCH_ARTWORK_SECONDS, 10) alone, then while
// BENCH_ARTWORK_UPLOADERS (2) guests upload a BENCH_ARTWORK_UPLOAD_MB (48) MB noisy PNG to their
// cart line's artwork (POST /api/artwork/lines/:line, field front-1) again and again, in
// BENCH_ARTWORK_ROUNDS (3) alternating rounds; prints each round with the app's event-loop delay,
// the median round's p50 and p99 of each, and their ratio. BENCH_ARTWORK_PROFILE_DIR writes the
// app's CPU profiles there. BENCH_ARTWORK_PARTS (a,b) runs fewer parts.
import { fork } from 'node:child_process';
import { randomFillSync, randomUUID } from 'node:crypto';
import http from 'node:http';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
// Run with tsx: the e2e suite's cart line of the first sticker tier, not a copy of it.
import { STICKER_QUERY, stickerCartItem } from '../e2e/support/sticker-cart-item.ts';

const MB = 1_000_000;

// ---------------------------------------------------------------------------------------------
// The server's process (Part B)

/** The real app on loopback; tells its parent the port, closes when told. */
async function serve() {
  const { createTestApp } = await import('../apps/server/src/testing/test-app.ts');
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-bench-artwork-'));
  const threads = process.env.ARTWORK_CHECK_THREADS;
  const { app } = await createTestApp({
    env: { DATA_DIR: dataDir, ...(threads ? { ARTWORK_CHECK_THREADS: threads } : {}) },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  // How late the app's event loop ran timers: what a request waited for the thread.
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const close = async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  };
  process.on('message', async (message) => {
    if (message === 'stop') await close();
    if (message === 'delay') {
      process.send({ p99: delay.percentile(99) / 1e6, max: delay.max / 1e6 });
      delay.reset();
    }
  });
  process.on('disconnect', close); // the bench ended without saying so
  process.send({ port: app.server.address().port, threads: app.config.artworkCheckThreads });
}

// ---------------------------------------------------------------------------------------------
// The bench

async function main() {
  const parts = (process.env.BENCH_ARTWORK_PARTS ?? 'a,b').split(',');
  console.log(
    `Node ${process.version}, ${availableParallelism()} cores, ` +
      `load average ${loadavg()[0].toFixed(1)} at the start`,
  );
  if (parts.includes('a')) await partA();
  if (parts.includes('b')) await partB();
  console.log(`load average ${loadavg()[0].toFixed(1)} at the end`);
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const ms = (value) => `${value.toFixed(0).padStart(5)} ms`;

// --- Part A: files ----------------------------------------------------------------------------

/** The 3 x 3 in sticker of the artwork guide (trim, bleed and safety per side, in inches). */
const BOXES = { trimWidthIn: 3, trimHeightIn: 3, bleedPerSideIn: 0.08, safetyPerSideIn: 0.08 };
const BLEED_PT = (3 + 2 * 0.08) * 72;

/** Random RGB pixels of a `side` x `side` square. */
const noise = (side) => randomFillSync(Buffer.alloc(side * side * 3));

async function picture(side, format) {
  const { default: sharp } = await import('sharp');
  const pixels = sharp(noise(side), { raw: { width: side, height: side, channels: 3 } });
  if (format === 'jpeg') return pixels.jpeg({ quality: 90 }).toBuffer();
  if (format === 'png') return pixels.png().toBuffer();
  // Uncompressed, Photoshop's default for TIFF (LZW would make noise larger, not smaller).
  return pixels.tiff({ compression: 'none' }).toBuffer();
}

/** An RGB Photoshop file with its flattened picture and one layer (Maximize Compatibility). */
async function psd(side) {
  const { writePsdBuffer } = await import('ag-psd');
  const data = new Uint8ClampedArray(side * side * 4);
  randomFillSync(data);
  for (let at = 3; at < data.length; at += 4) data[at] = 255;
  const imageData = { width: side, height: side, data };
  return writePsdBuffer({
    width: side,
    height: side,
    imageData,
    children: [{ name: 'Artwork', top: 0, left: 0, imageData }],
  });
}

/** A one-page PDF the size of the artwork with bleed, filled by one placed noisy JPEG. */
async function pdf(side) {
  const { default: PDFDocument } = await import('pdfkit');
  const image = await picture(side, 'jpeg');
  const doc = new PDFDocument({ size: [BLEED_PT, BLEED_PT], margin: 0 });
  const chunks = [];
  doc.on('data', (chunk) => chunks.push(chunk));
  const done = new Promise((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.image(image, 0, 0, { width: BLEED_PT, height: BLEED_PT });
  doc.end();
  return done;
}

/**
 * Vector art: `count` small random triangles (about 12 units a side, as in traced artwork) in
 * random colours over the 3.16 in artwork, 316 units a side.
 */
function svg(count) {
  const near = (centre) => (centre + Math.random() * 12 - 6).toFixed(1);
  const shapes = [];
  for (let i = 0; i < count; i++) {
    const [x, y] = [Math.random() * 316, Math.random() * 316];
    const colour = Math.floor(Math.random() * 0xffffff)
      .toString(16)
      .padStart(6, '0');
    shapes.push(
      `<path d="M${near(x)} ${near(y)}L${near(x)} ${near(y)}L${near(x)} ${near(y)}Z" ` +
        `fill="#${colour}"/>`,
    );
  }
  return Buffer.from(
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
      '<svg xmlns="http://www.w3.org/2000/svg" width="3.16in" height="3.16in" ' +
      `viewBox="0 0 316 316">\n${shapes.join('\n')}\n</svg>\n`,
  );
}

/** Each type: its media type and how to make a file from a size knob (side in px, or shapes). */
const TYPES = {
  jpeg: { mediaType: 'image/jpeg', make: (side) => picture(side, 'jpeg') },
  png: { mediaType: 'image/png', make: (side) => picture(side, 'png') },
  tiff: { mediaType: 'image/tiff', make: (side) => picture(side, 'tiff') },
  psd: { mediaType: 'image/vnd.adobe.photoshop', make: psd },
  pdf: { mediaType: 'application/pdf', make: pdf },
  svg: { mediaType: 'image/svg+xml', make: async (count) => svg(count), linear: true },
};

/**
 * A file of `type` of about `bytes`: the knob is scaled from a small trial (bytes grow with the
 * square's area, or with the shape count for SVG) and once more if the first try is 5 % off.
 */
async function fileOfSize(type, bytes) {
  const { make, linear } = TYPES[type];
  const scale = (knob, size) =>
    Math.max(16, Math.round(linear ? (knob * bytes) / size : knob * Math.sqrt(bytes / size)));
  let knob = linear ? 1000 : 256;
  let file = await make(knob);
  for (let attempt = 0; attempt < 3; attempt++) {
    knob = scale(knob, file.length);
    file = await make(knob);
    if (Math.abs(file.length - bytes) / bytes < 0.05) break;
  }
  return { file, knob };
}

async function partA() {
  const { preflightPool } = await import('../apps/server/src/artwork/preflight-pool.ts');
  const threads = Number(
    process.env.ARTWORK_CHECK_THREADS || Math.max(1, Math.min(4, availableParallelism() - 1)),
  );
  const types = (process.env.BENCH_ARTWORK_TYPES ?? Object.keys(TYPES).join(',')).split(',');
  const sizes = (process.env.BENCH_ARTWORK_SIZES_MB ?? '1,5,20').split(',').map(Number);
  const runs = Number(process.env.BENCH_ARTWORK_RUNS ?? 10);
  const largeRuns = Number(process.env.BENCH_ARTWORK_LARGE_RUNS ?? runs);
  const slowMs = Number(process.env.BENCH_ARTWORK_SLOW_MS ?? 5000);
  const slowRuns = Number(process.env.BENCH_ARTWORK_SLOW_RUNS ?? 3);
  console.log(
    `\nPart A: preflight + proof through preflightPool(${threads}) ` +
      `(${process.env.ARTWORK_CHECK_THREADS ? 'ARTWORK_CHECK_THREADS' : "the server's default here"}), ` +
      `one file at a time, 3 x 3 in sticker; ${runs} runs each, ${largeRuns} at 20 MB and up, ` +
      `${slowRuns} when the first takes over ${slowMs} ms`,
  );
  console.log(
    'type  size   file      pixels / shapes          runs  p50        p95        max       verdict  proof',
  );
  const { localFileStore } = await import('../packages/db/src/storage/local-file-store.ts');
  const { Readable } = await import('node:stream');
  const root = mkdtempSync(join(tmpdir(), 'shop-bench-artwork-'));
  const store = localFileStore(root);
  const pool = preflightPool(threads, { kind: 'local', root });
  /** Stores `bytes` as the upload does; the pool's workers read it from there. */
  const stored = async (bytes, mediaType) => {
    const storageKey = `artwork/${randomUUID()}`;
    const { size } = await store.put(storageKey, Readable.from([bytes]), mediaType);
    return { storageKey, sizeBytes: size, mediaType };
  };
  const rows = [];
  try {
    for (const type of types) {
      const { mediaType } = TYPES[type];
      for (const [index, size] of sizes.entries()) {
        const { file: bytes, knob } = await fileOfSize(type, size * MB);
        const file = await stored(bytes, mediaType);
        // The first check of a type loads its readers in the worker (pdf.js, ag-psd): not counted.
        if (index === 0) await pool.check(file, BOXES);
        const times = [];
        let result;
        let count = size >= 20 ? largeRuns : runs;
        for (let run = 0; run < count; run++) {
          const started = performance.now();
          result = await pool.check(file, BOXES);
          times.push(performance.now() - started);
          // A file far past the target is measured a few times only: the run would take long.
          if (times[0] > slowMs) count = Math.min(count, slowRuns);
        }
        times.sort((a, b) => a - b);
        const shape = TYPES[type].linear
          ? `${knob} shapes`
          : `${knob} x ${knob} (${((knob * knob) / 1e6).toFixed(1)} Mpx)`;
        const row = {
          type,
          size,
          bytes: bytes.length,
          shape,
          p50: percentile(times, 50),
          p95: percentile(times, 95),
          max: times.at(-1),
          verdict: result.report.verdict,
          proof: result.proof ? `${(result.proof.length / 1000).toFixed(0)} KB` : 'none',
        };
        rows.push(row);
        console.log(
          `${type.padEnd(5)} ${`${size} MB`.padEnd(6)} ${`${(bytes.length / MB).toFixed(1)} MB`.padEnd(9)} ` +
            `${shape.padEnd(24)} ${String(times.length).padStart(4)}  ` +
            `${ms(row.p50)}   ${ms(row.p95)}   ${ms(row.max)}   ` +
            `${row.verdict.padEnd(8)} ${row.proof}`,
        );
        for (const finding of result.report.findings.filter(({ level }) => level !== 'pass')) {
          console.log(`      ${finding.level}: ${finding.message}`);
        }
      }
    }
  } finally {
    await pool.close();
    rmSync(root, { recursive: true, force: true });
  }
  const large = rows.filter((row) => row.size >= 20);
  const slowest = large.reduce((worst, row) => (row.p95 > worst.p95 ? row : worst), large[0]);
  if (slowest) {
    const missed = large.filter((row) => row.p95 >= 2000).map((row) => row.type);
    console.log(
      `target: p95 under 2 s at 20 MB: ${missed.length === 0 ? 'met' : `MISSED (${missed.join(', ')})`}` +
        ` (slowest ${slowest.type}, p95 ${slowest.p95.toFixed(0)} ms)`,
    );
  }
}

// --- Part B: pricing while 50 MB files are checked -------------------------------------------

const PRICING = `/api/get/pricing-data?${STICKER_QUERY}&kinds=1`;

/**
 * One request over `agent`: status, body text and the session cookie it set. `mbit`: the body
 * is sent at that many megabits a second, as over a customer's line (64 KB at a time).
 */
function request(agent, base, method, path, { body, headers = {}, mbit = 0 } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request(
      new URL(path, base),
      {
        agent,
        method,
        headers: {
          ...(body === undefined ? {} : { 'content-length': body.length }),
          ...headers,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => {
          const cookie = (res.headers['set-cookie'] ?? [])
            .map((line) => line.split(';')[0])
            .find((line) => line.startsWith('shop_session='));
          resolve({ status: res.statusCode, text, cookie });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    if (!mbit || !body) {
      req.end(body);
      return;
    }
    const piece = 64 * 1024;
    const started = performance.now();
    const send = (at) => {
      if (at >= body.length) return req.end();
      req.write(body.subarray(at, at + piece));
      const due = started + (((at + piece) * 8) / (mbit * 1e6)) * 1000;
      setTimeout(() => send(at + piece), Math.max(0, due - performance.now()));
    };
    send(0);
  });
}

/** A guest with a 2" x 2" sticker in the cart: its cookie and its line's artwork reference. */
async function guestWithLine(agent, base) {
  const pricing = JSON.parse((await request(agent, base, 'GET', PRICING)).text);
  const line = stickerCartItem(pricing);

  const added = await request(agent, base, 'POST', '/api/cart/items', {
    body: Buffer.from(JSON.stringify(line)),
    headers: { 'content-type': 'application/json' },
  });
  if (added.status !== 201 || !added.cookie) {
    throw new Error(`adding a line answered ${added.status}: ${added.text}`);
  }
  const cart = await request(agent, base, 'GET', '/api/cart', {
    headers: { cookie: added.cookie },
  });
  const id = JSON.parse(cart.text).lines.at(-1).id;
  return { cookie: added.cookie, ref: `cart-${id}` };
}

/** A multipart body with the file in field front-1, as a browser's FormData sends it. */
function multipart(bytes, name, type) {
  const boundary = `----bench${Date.now()}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="front-1"; filename="${name}"\r\n` +
        `Content-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, type: `multipart/form-data; boundary=${boundary}` };
}

/** Uploads `form` to the guest's line (at `mbit`, 0: as fast as loopback); time and verdict. */
async function upload(agent, base, guest, form, mbit = 0) {
  const started = performance.now();
  const answer = await request(agent, base, 'POST', `/api/artwork/lines/${guest.ref}`, {
    mbit,
    body: form.body,
    headers: { cookie: guest.cookie, 'content-type': form.type },
  });
  const took = performance.now() - started;
  if (answer.status !== 201) {
    throw new Error(`uploading answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  }
  const file = JSON.parse(answer.text).designs[0].files[0];
  return { took, verdict: file.verdict, status: file.status };
}

/** Starts the app in a child process; its base URL, its pool's threads and how to stop it. */
async function startApp() {
  const env = { ...process.env, BENCH_ARTWORK_ROLE: 'server' };
  delete env.TEST_DATABASE_URL; // the in-memory PGlite, as bench:orders' first database
  // BENCH_ARTWORK_PROFILE_DIR: the app's CPU profiles (its thread and the pool's) go there.
  const profile = process.env.BENCH_ARTWORK_PROFILE_DIR;
  const child = fork(fileURLToPath(import.meta.url), [], {
    env,
    execArgv: [
      ...process.execArgv,
      ...(profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : []),
    ],
  });
  const { port, threads } = await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`the app exited with ${code}`)));
  });
  return {
    base: `http://127.0.0.1:${port}`,
    threads,
    /** The app's event-loop delay since the last call: p99 and max, in ms. */
    delay: () =>
      new Promise((resolve) => {
        child.once('message', resolve);
        child.send('delay');
      }),
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.send('stop');
      }),
  };
}

async function partB() {
  const { default: autocannon } = await import('autocannon');
  const seconds = Number(process.env.BENCH_ARTWORK_SECONDS ?? 10);
  const connections = Number(process.env.BENCH_ARTWORK_CONNECTIONS ?? 8);
  const uploaders = Number(process.env.BENCH_ARTWORK_UPLOADERS ?? 2);
  const uploadMb = Number(process.env.BENCH_ARTWORK_UPLOAD_MB ?? 48);
  const rounds = Number(process.env.BENCH_ARTWORK_ROUNDS ?? 3);
  // Requests a second across the connections (autocannon's overallRate); unset: as fast as the
  // app answers, which keeps its thread saturated.
  const rate = Number(process.env.BENCH_ARTWORK_RATE ?? 0);
  // Each uploader's line, in megabits a second (0: as fast as loopback takes it).
  const mbit = Number(process.env.BENCH_ARTWORK_UPLOAD_MBIT ?? 0);

  // A PNG, not a TIFF: the upload's type check (file-type on the first 16 KB) does not recognise
  // a TIFF whose directory follows its pixels, as libvips and libtiff write it, and refuses it.
  const { file: picture, knob } = await fileOfSize('png', uploadMb * MB);
  const { base, threads, delay, stop } = await startApp();
  console.log(
    `\nPart B: the app in a child process, ${threads} artwork thread(s); pricing ` +
      `(${PRICING}) with autocannon, ${connections} connections, ` +
      `${rate > 0 ? `${rate} requests a second` : 'as fast as answered'}, ${seconds} s a round; ` +
      `${uploaders} uploaders of a ${(picture.length / MB).toFixed(1)} MB noisy PNG ` +
      `(${knob} x ${knob} px), each sent ${mbit > 0 ? `at ${mbit} Mbit/s` : 'as fast as loopback takes it'}`,
  );
  const agent = new http.Agent({ keepAlive: true });
  try {
    const guests = [];
    for (let i = 0; i < uploaders; i++) guests.push(await guestWithLine(agent, base));
    const form = multipart(picture, `artwork-${uploadMb}mb.png`, 'image/png');
    // Warm-up: the worker's first picture, and the pricing route's JIT.
    const first = await upload(agent, base, guests[0], form);
    console.log(
      `one upload alone (receive, store, check, proof, answer): ${ms(first.took)}, ` +
        `${first.status}, ${first.verdict}`,
    );
    await autocannon({ url: `${base}${PRICING}`, connections, duration: 2 });

    const pricing = () =>
      autocannon({
        url: `${base}${PRICING}`,
        connections,
        duration: seconds,
        ...(rate > 0 ? { overallRate: rate } : {}),
      });
    const alone = [];
    const during = [];
    const uploadTimes = [];
    for (let round = 0; round < rounds; round++) {
      await delay();
      alone.push(await pricing());
      alone.at(-1).delay = await delay();
      let stopping = false;
      const loops = guests.map(async (guest) => {
        const uploadAgent = new http.Agent({ keepAlive: true });
        try {
          while (!stopping) {
            uploadTimes.push((await upload(uploadAgent, base, guest, form, mbit)).took);
          }
        } finally {
          uploadAgent.destroy();
        }
      });
      // Let both uploads get going before pricing is measured.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const before = uploadTimes.length;
      await delay();
      during.push(await pricing());
      during.at(-1).delay = await delay();
      during.at(-1).uploads = uploadTimes.length - before;
      stopping = true;
      await Promise.all(loops);
      const [a, d] = [alone.at(-1), during.at(-1)];
      const loop = ({ delay: { p99, max } }) =>
        `loop delay p99 ${p99.toFixed(0)} max ${max.toFixed(0)} ms`;
      console.log(
        `round ${round + 1}: alone p50 ${a.latency.p50} ms p99 ${a.latency.p99} ms ` +
          `${Math.round(a.requests.average)} req/s (${loop(a)}); during uploads ` +
          `p50 ${d.latency.p50} ms p99 ${d.latency.p99} ms ${Math.round(d.requests.average)} req/s ` +
          `(${loop(d)}), ${d.uploads} uploads finished meanwhile; ` +
          `errors ${a.errors + a.non2xx + d.errors + d.non2xx}`,
      );
    }
    // The median round by p99: this machine is shared, so single rounds swing.
    const median = (results) =>
      [...results].sort((x, y) => x.latency.p99 - y.latency.p99)[results.length >> 1];
    const [a, d] = [median(alone), median(during)];
    uploadTimes.sort((x, y) => x - y);
    console.log(
      `pricing alone:               p50 ${String(a.latency.p50).padStart(4)} ms   ` +
        `p99 ${String(a.latency.p99).padStart(4)} ms   ${Math.round(a.requests.average)} req/s`,
    );
    console.log(
      `pricing during ${uploadMb} MB checks: p50 ${String(d.latency.p50).padStart(4)} ms   ` +
        `p99 ${String(d.latency.p99).padStart(4)} ms   ${Math.round(d.requests.average)} req/s`,
    );
    console.log(
      `uploads (${uploadTimes.length}, ${uploaders} at a time): p50 ${ms(percentile(uploadTimes, 50))}` +
        `   max ${ms(uploadTimes.at(-1))}`,
    );
    const ratio = d.latency.p99 / a.latency.p99;
    console.log(
      `pricing p99 during / alone: ${ratio.toFixed(2)}; target within 25 %: ` +
        `${ratio <= 1.25 ? 'met' : 'MISSED'} (median rounds of ${rounds})`,
    );
  } finally {
    agent.destroy();
    await stop();
  }
}

// Last, so every constant above is defined: the child process serves, the parent measures.
if (process.env.BENCH_ARTWORK_ROLE === 'server') {
  await serve();
} else {
  await main();
}
