/**
 * Draws the app icon once, from one description of its shapes, as the SVG the browser tab uses (app/icon.svg),
 * the PNGs a phone's home screen uses (app/apple-icon.png; public/icons/: 192, 512 and a maskable 512 whose glyph
 * stays inside the safe circle) and app/favicon.ico (16, 32 and 48 px PNGs in one .ico). No dependency: shapes
 * are signed distance functions, each pixel covered by how far its centre lies inside (one pixel of anti-aliasing),
 * and PNGs are written with node:zlib. Run `npm run icons` after changing the shapes; the outputs are committed.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { deflateSync } from "node:zlib";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");

/** Indigo-600 of the header's 学 mark, and white. */
const BACKGROUND = [79, 70, 229];
const INK = [255, 255, 255];

// ---------- the glyph, on a 100 × 100 canvas: a calendar page with two rings and a check mark ----------

const GLYPH = {
  body: { x: 22, y: 27, width: 56, height: 50, radius: 8, stroke: 6 },
  header: { x: 22, y: 27, width: 56, height: 14, radius: 8 },
  rings: [
    { x: 35, y: 19, width: 6, height: 15, radius: 3 },
    { x: 59, y: 19, width: 6, height: 15, radius: 3 },
  ],
  check: { points: [[36, 58], [46, 67], [64, 50]], width: 7 },
};

function roundedRectDistance(px, py, { x, y, width, height, radius }) {
  const cx = x + width / 2;
  const cy = y + height / 2;
  const qx = Math.abs(px - cx) - (width / 2 - radius);
  const qy = Math.abs(py - cy) - (height / 2 - radius);
  const outside = Math.hypot(Math.max(qx, 0), Math.max(qy, 0));
  return outside + Math.min(Math.max(qx, qy), 0) - radius;
}

function segmentDistance(px, py, [ax, ay], [bx, by], width) {
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy)) - width / 2;
}

/** Signed distance (canvas units) to the white glyph: negative inside. */
function glyphDistance(px, py) {
  const { body, header, rings, check } = GLYPH;
  const outer = roundedRectDistance(px, py, body);
  const inner = roundedRectDistance(px, py, {
    x: body.x + body.stroke,
    y: body.y + body.stroke,
    width: body.width - 2 * body.stroke,
    height: body.height - 2 * body.stroke,
    radius: body.radius - body.stroke / 2,
  });
  let distance = Math.max(outer, -inner);
  distance = Math.min(distance, Math.max(roundedRectDistance(px, py, header), outer));
  for (const ring of rings) distance = Math.min(distance, roundedRectDistance(px, py, ring));
  for (let i = 1; i < check.points.length; i += 1) {
    distance = Math.min(distance, segmentDistance(px, py, check.points[i - 1], check.points[i], check.width));
  }
  return distance;
}

// ---------- raster ----------

/**
 * RGBA pixels of the icon at `size` px: a rounded square with transparent corners, or with `square` a full square
 * (iOS rounds the apple-touch icon itself and paints transparent corners black). `maskable`: square, and the glyph
 * shrinks into the inner 80 % circle that every platform's mask keeps.
 */
function render(size, { maskable = false, square = maskable } = {}) {
  const pixels = Buffer.alloc(size * size * 4);
  const scale = size / 100;
  const glyphScale = maskable ? 0.8 : 1;
  const cornerRadius = square ? 0 : 22;
  for (let row = 0; row < size; row += 1) {
    for (let column = 0; column < size; column += 1) {
      const x = (column + 0.5) / scale;
      const y = (row + 0.5) / scale;
      const backgroundDistance = roundedRectDistance(x, y, { x: 0, y: 0, width: 100, height: 100, radius: cornerRadius }) * scale;
      const backgroundCover = Math.max(0, Math.min(1, 0.5 - backgroundDistance));
      const gx = 50 + (x - 50) / glyphScale;
      const gy = 50 + (y - 50) / glyphScale;
      const inkCover = Math.max(0, Math.min(1, 0.5 - glyphDistance(gx, gy) * scale * glyphScale));
      const offset = (row * size + column) * 4;
      for (let channel = 0; channel < 3; channel += 1) {
        pixels[offset + channel] = Math.round(BACKGROUND[channel] * (1 - inkCover) + INK[channel] * inkCover);
      }
      pixels[offset + 3] = Math.round(255 * backgroundCover);
    }
  }
  return pixels;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buffer) {
  let crc = 0xffffffff;
  for (const byte of buffer) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function png(size, pixels) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let row = 0; row < size; row += 1) {
    rows[row * (size * 4 + 1)] = 0; // filter: none
    pixels.copy(rows, row * (size * 4 + 1) + 1, row * size * 4, (row + 1) * size * 4);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** An .ico holding PNG images (every browser since IE Vista reads those). */
function ico(images) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, data }) => {
    const entry = Buffer.alloc(16);
    entry[0] = size >= 256 ? 0 : size;
    entry[1] = size >= 256 ? 0 : size;
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((image) => image.data)]);
}

function svg() {
  const { body, header, rings, check } = GLYPH;
  const hex = (rgb) => `#${rgb.map((value) => value.toString(16).padStart(2, "0")).join("")}`;
  const inner = { x: body.x + body.stroke / 2, y: body.y + body.stroke / 2, width: body.width - body.stroke, height: body.height - body.stroke };
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">`,
    `<rect width="100" height="100" rx="22" fill="${hex(BACKGROUND)}"/>`,
    `<g fill="${hex(INK)}">`,
    `<rect x="${inner.x}" y="${inner.y}" width="${inner.width}" height="${inner.height}" rx="${body.radius - body.stroke / 2}" fill="none" stroke="${hex(INK)}" stroke-width="${body.stroke}"/>`,
    `<path d="M${header.x} ${header.y + header.height}V${header.y + header.radius}a${header.radius} ${header.radius} 0 0 1 ${header.radius}-${header.radius}h${header.width - 2 * header.radius}a${header.radius} ${header.radius} 0 0 1 ${header.radius} ${header.radius}V${header.y + header.height}z"/>`,
    ...rings.map((ring) => `<rect x="${ring.x}" y="${ring.y}" width="${ring.width}" height="${ring.height}" rx="${ring.radius}"/>`),
    `</g>`,
    `<polyline points="${check.points.map((point) => point.join(",")).join(" ")}" fill="none" stroke="${hex(INK)}" stroke-width="${check.width}" stroke-linecap="round" stroke-linejoin="round"/>`,
    `</svg>`,
    "",
  ].join("\n");
}

function write(path, data) {
  mkdirSync(dirname(join(ROOT, path)), { recursive: true });
  writeFileSync(join(ROOT, path), data);
  console.log(`${path} (${data.length} bytes)`);
}

write("app/icon.svg", svg());
write("app/apple-icon.png", png(180, render(180, { square: true })));
write("public/icons/icon-192.png", png(192, render(192)));
write("public/icons/icon-512.png", png(512, render(512)));
write("public/icons/maskable-512.png", png(512, render(512, { maskable: true })));
write("app/favicon.ico", ico([16, 32, 48].map((size) => ({ size, data: png(size, render(size)) }))));
