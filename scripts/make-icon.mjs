#!/usr/bin/env node
/**
 * Draws the app icon (two interlocking gold rings under an ivory heart, on the app's rose) and writes
 * resources/icon.png (1024×1024, what electron-builder turns into .icns, .ico and the Linux icons) and
 * resources/icon-512.png (the window icon). No dependencies: shapes are tested per sub-pixel
 * (4×4 supersampling) and the PNG is encoded with zlib.
 *
 *   node scripts/make-icon.mjs
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

// The app's palette (src/renderer/src/styles/base.css).
const hex = (h) => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16) / 255);
const ROSE = hex('#b86b77');
const ROSE_DEEP = hex('#99505d');
const GOLD = hex('#b08a48');
const GOLD_LIGHT = hex('#dcc38f');
const IVORY = hex('#fffaf5');
const SHADOW = [0.22, 0.08, 0.12];

const mix = (a, b, t) => a.map((v, i) => v + (b[i] - v) * t);
const clamp01 = (v) => Math.min(1, Math.max(0, v));

// Geometry, in units of the icon's side (0..1), y down.
const PLATE = { x0: 100 / 1024, y0: 100 / 1024, x1: 924 / 1024, y1: 924 / 1024, r: 185 / 1024 };
const RING_Y = 0.6;
const RINGS = [
  { cx: 0.392, cy: RING_Y },
  { cx: 0.608, cy: RING_Y },
];
const RING_R = 0.2;
const RING_HALF = 0.026;
const OUTLINE = 0.008;
const HEART = { cx: 0.5, cy: 0.255, scale: 0.086 };

function insidePlate(x, y) {
  const { x0, y0, x1, y1, r } = PLATE;
  if (x < x0 || x > x1 || y < y0 || y > y1) return false;
  const dx = Math.max(x0 + r - x, 0, x - (x1 - r));
  const dy = Math.max(y0 + r - y, 0, y - (y1 - r));
  return dx * dx + dy * dy <= r * r;
}

/** Signed position across the ring band: |s| <= 1 inside the band, else null. */
function ringBand(x, y, ring, extra = 0) {
  const d = Math.hypot(x - ring.cx, y - ring.cy);
  const s = (d - RING_R) / (RING_HALF + extra);
  return Math.abs(s) <= 1 ? s : null;
}

function ringColour(x, y, ring, s) {
  // Lit from the top left; a tube-like highlight across the band.
  const d = Math.hypot(x - ring.cx, y - ring.cy) || 1;
  const light = clamp01(0.5 + 0.5 * (((ring.cx - x) / d) * 0.6 + ((ring.cy - y) / d) * 0.8));
  const base = mix(GOLD, GOLD_LIGHT, 0.25 + 0.75 * light);
  const shine = Math.pow(1 - s * s, 2) * (0.2 + 0.35 * light);
  const edge = Math.pow(Math.abs(s), 6) * 0.25;
  return mix(
    mix(base, [1, 1, 1], shine),
    GOLD.map((v) => v * 0.7),
    edge,
  );
}

function insideHeart(x, y, dx = 0, dy = 0) {
  const hx = (x - HEART.cx - dx) / HEART.scale;
  const hy = -(y - HEART.cy - dy) / HEART.scale;
  const a = hx * hx + hy * hy - 1;
  return a * a * a - hx * hx * hy * hy * hy <= 0;
}

/** The colour and coverage of one sub-pixel sample. */
function sample(x, y) {
  if (!insidePlate(x, y)) return null;
  let c = mix(ROSE, ROSE_DEEP, clamp01((y - PLATE.y0) / (PLATE.y1 - PLATE.y0)));
  // A soft light behind the heart and rings.
  const glow = Math.max(0, 1 - Math.hypot(x - 0.5, y - 0.45) / 0.42);
  c = mix(c, [1, 0.9, 0.88], glow * glow * 0.18);

  const drawRing = (ring, where = () => true) => {
    if (!where(x, y)) return;
    // The shadow of the ring on what lies below, then a thin dark outline, then the gold.
    if (ringBand(x, y - 0.008, ring, OUTLINE) !== null) c = mix(c, SHADOW, 0.28);
    if (ringBand(x, y, ring, OUTLINE) !== null) c = mix(c, SHADOW, 0.42);
    const s = ringBand(x, y, ring);
    if (s !== null) c = ringColour(x, y, ring, s);
  };
  const [left, right] = RINGS;
  drawRing(left);
  drawRing(right);
  // Interlocked: the left ring passes over the right one at the top crossing, under it at the bottom.
  drawRing(left, (_px, py) => py < RING_Y);

  if (insideHeart(x, y, 0.004, 0.01)) c = mix(c, SHADOW, 0.3);
  if (insideHeart(x, y)) {
    const t = clamp01((y - (HEART.cy - HEART.scale)) / (2.3 * HEART.scale));
    c = mix(IVORY, [0.96, 0.86, 0.84], t * 0.6);
  }
  return c;
}

function render(size, samples = 4) {
  const rgba = Buffer.alloc(size * size * 4);
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let r = 0;
      let g = 0;
      let b = 0;
      let covered = 0;
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const c = sample((px + (sx + 0.5) / samples) / size, (py + (sy + 0.5) / samples) / size);
          if (!c) continue;
          r += c[0];
          g += c[1];
          b += c[2];
          covered += 1;
        }
      }
      const i = (py * size + px) * 4;
      if (covered > 0) {
        // Colours averaged over the covered samples; coverage becomes alpha (straight alpha, as PNG wants).
        rgba[i] = Math.round((r / covered) * 255);
        rgba[i + 1] = Math.round((g / covered) * 255);
        rgba[i + 2] = Math.round((b / covered) * 255);
        rgba[i + 3] = Math.round((covered / (samples * samples)) * 255);
      }
    }
  }
  return rgba;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buffer) {
  let c = 0xffffffff;
  for (const byte of buffer) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An 8-bit RGBA PNG, no interlace, filter 0 on every row. */
function encodePng(size, rgba) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  const raw = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) rgba.copy(raw, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const only = process.argv[2]; // e.g. "512" to preview one size
for (const [size, name] of [
  [1024, 'icon.png'],
  [512, 'icon-512.png'],
].filter(([size]) => !only || String(size) === only)) {
  const path = join(ROOT, 'resources', name);
  writeFileSync(path, encodePng(size, render(size)));
  console.log(`wrote ${path} (${size}×${size})`);
}
