// Generated SVG pictures for the demo content: nothing is downloaded. Every picture is registered in an
// ImageSet under a stable name and later written to the upload storage as `demo/<name>.svg`, so rows
// can reference `/uploads/demo/<name>.svg` before the files exist.
import QRCode from 'qrcode';
import { escapeXml } from '../../http/escape-xml.ts';
import { createRng, seedFrom } from './prng.ts';
import type { PlasmidFeature } from './plasmid-elements.ts';

export const DEMO_IMAGE_PREFIX = 'demo/';
const FONT = "'PingFang SC','Microsoft YaHei','Noto Sans CJK SC','Source Han Sans SC',sans-serif";

export class ImageSet {
  readonly files = new Map<string, string>();

  /** Registers `svg` under `name` (lowercase, digits, '-') and returns its public URL. */
  add(name: string, svg: string): string {
    if (!/^[a-z0-9-]+$/.test(name)) throw new Error(`bad demo image name ${name}`);
    this.files.set(name, svg);
    return demoImageUrl(name);
  }
}

export function demoImageUrl(name: string): string {
  return `/uploads/${DEMO_IMAGE_PREFIX}${name}.svg`;
}

/** Colour pairs for gradients: blue/teal hues suit a life-science brand. */
export const PALETTES = [
  ['#0b3d91', '#1fa2c9'],
  ['#0f5e5a', '#3cc19e'],
  ['#3a1c71', '#5b86e5'],
  ['#12355b', '#3e8ed0'],
  ['#134e5e', '#71b280'],
  ['#1d2b64', '#5f8fd8'],
  ['#2c3e50', '#4ca1af'],
  ['#0a4d68', '#05bfdb'],
] as const;

function palette(key: string): readonly [string, string] {
  return PALETTES[seedFrom(key) % PALETTES.length]!;
}

/** A faint double helix across the picture, deterministic per key. */
function helix(width: number, height: number, key: string, opacity = 0.25): string {
  const rng = createRng(seedFrom(key));
  const cy = height * (0.35 + rng() * 0.3);
  const amp = height * 0.18;
  const period = width / (2 + rng() * 2);
  const a: string[] = [];
  const b: string[] = [];
  const rungs: string[] = [];
  for (let x = 0; x <= width; x += 8) {
    const phase = (x / period) * Math.PI * 2;
    a.push(`${x},${(cy + Math.sin(phase) * amp).toFixed(1)}`);
    b.push(`${x},${(cy - Math.sin(phase) * amp).toFixed(1)}`);
    if (x % 32 === 0) {
      rungs.push(`<line x1="${x}" y1="${(cy + Math.sin(phase) * amp).toFixed(1)}" x2="${x}" y2="${(cy - Math.sin(phase) * amp).toFixed(1)}"/>`);
    }
  }
  return `<g fill="none" stroke="#fff" stroke-opacity="${opacity}" stroke-width="3"><polyline points="${a.join(' ')}"/><polyline points="${b.join(' ')}"/></g><g stroke="#fff" stroke-opacity="${opacity * 0.7}" stroke-width="2">${rungs.join('')}</g>`;
}

function dots(width: number, height: number, key: string): string {
  const rng = createRng(seedFrom(`${key}:dots`));
  let out = '';
  for (let i = 0; i < 18; i++) {
    const r = 6 + rng() * 40;
    out += `<circle cx="${(rng() * width).toFixed(0)}" cy="${(rng() * height).toFixed(0)}" r="${r.toFixed(0)}" fill="#fff" fill-opacity="${(0.04 + rng() * 0.08).toFixed(2)}"/>`;
  }
  return out;
}

function frame(width: number, height: number, key: string, inner: string): string {
  const [from, to] = palette(key);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#g)"/>${dots(width, height, key)}${helix(width, height, key)}${inner}</svg>`
  );
}

/** About how wide `text` is drawn, in font sizes: a CJK character is one, Latin about 0.6 of one. */
function textUnits(text: string): number {
  let units = 0;
  for (const ch of text) units += ch.charCodeAt(0) < 128 ? 0.6 : 1;
  return units;
}

/**
 * A picture without lettering (tiles and cards whose page writes the title as HTML beside it), so the
 * same picture serves the Chinese and the English site (issue 35 point 4).
 */
export function pictureSvg(key: string, width = 600, height = 400): string {
  return frame(width, height, key, '');
}

/** Wide carousel or page banner with a title and a subtitle; a long (English) title gets a smaller font. */
export function bannerSvg(key: string, title: string, subtitle: string, width = 1920, height = 600): string {
  const room = width * 0.84;
  const size = Math.round(Math.min(height * 0.11, room / Math.max(1, textUnits(title)), (room / Math.max(1, textUnits(subtitle))) / 0.45));
  return frame(
    width,
    height,
    key,
    `<text x="${width * 0.08}" y="${height * 0.46}" font-family="${FONT}" font-size="${size}" font-weight="700" fill="#fff">${escapeXml(title)}</text>` +
      `<text x="${width * 0.08}" y="${height * 0.46 + size * 1.2}" font-family="${FONT}" font-size="${Math.round(size * 0.45)}" fill="#fff" fill-opacity="0.85">${escapeXml(subtitle)}</text>`,
  );
}

/** Splits a title into at most two lines by display width (a CJK character counts 1, ASCII about 0.55). */
export function wrapTitle(title: string, maxWidth = 13): string[] {
  const lines: string[] = [''];
  let width = 0;
  for (const ch of title) {
    const w = ch.charCodeAt(0) < 128 ? 0.55 : 1;
    if (width + w > maxWidth) {
      if (lines.length === 2) {
        lines[1] = `${lines[1]!.slice(0, -1)}…`;
        break;
      }
      lines.push('');
      width = 0;
    }
    lines[lines.length - 1] += ch;
    width += w;
  }
  return lines.map((l) => l.trim());
}

/** Card picture (products, news, services) with a centred title of one or two lines. */
export function cardSvg(key: string, title: string, caption = '', width = 600, height = 400): string {
  const lines = wrapTitle(title, 14);
  const size = Math.round(width / 17);
  const top = height * 0.5 - ((lines.length - 1) * size * 1.25) / 2 - (caption ? size * 0.5 : 0);
  const text = lines
    .map(
      (line, i) =>
        `<text x="50%" y="${(top + i * size * 1.25).toFixed(0)}" text-anchor="middle" dominant-baseline="middle" font-family="${FONT}" font-size="${size}" font-weight="700" fill="#fff">${escapeXml(line)}</text>`,
    )
    .join('');
  const captionY = top + (lines.length - 1) * size * 1.25 + size * 1.3;
  return frame(
    width,
    height,
    key,
    text +
      (caption
        ? `<text x="50%" y="${captionY.toFixed(0)}" text-anchor="middle" dominant-baseline="middle" font-family="${FONT}" font-size="${Math.round(size * 0.55)}" fill="#fff" fill-opacity="0.85">${escapeXml(caption)}</text>`
        : ''),
  );
}

/** A circular plasmid map: backbone circle, one arc per feature, name and size in the middle. */
export function plasmidMapSvg(name: string, length: number, features: readonly PlasmidFeature[]): string {
  const size = 480;
  const c = size / 2;
  const r = 170;
  const polar = (pos: number, radius: number) => {
    const angle = (pos / length) * Math.PI * 2 - Math.PI / 2;
    return [c + Math.cos(angle) * radius, c + Math.sin(angle) * radius] as const;
  };
  let arcs = '';
  let labels = '';
  for (const f of features) {
    const [x1, y1] = polar(f.start, r);
    const [x2, y2] = polar(f.end, r);
    const large = f.end - f.start > length / 2 ? 1 : 0;
    arcs += `<path d="M${x1.toFixed(1)},${y1.toFixed(1)} A${r},${r} 0 ${large} 1 ${x2.toFixed(1)},${y2.toFixed(1)}" stroke="${f.color}" stroke-width="14" fill="none"/>`;
    if (f.end - f.start > length / 40) {
      const [lx, ly] = polar((f.start + f.end) / 2, r + 30);
      labels += `<text x="${lx.toFixed(1)}" y="${ly.toFixed(1)}" text-anchor="middle" font-size="11" font-family="${FONT}" fill="#333">${escapeXml(f.name)}</text>`;
    }
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}"><rect width="${size}" height="${size}" fill="#fff"/>` +
    `<circle cx="${c}" cy="${c}" r="${r}" stroke="#9aa5b1" stroke-width="2" fill="none"/>${arcs}${labels}` +
    `<text x="${c}" y="${c - 6}" text-anchor="middle" font-size="15" font-weight="700" font-family="${FONT}" fill="#1f2933">${escapeXml(name.length > 30 ? `${name.slice(0, 28)}…` : name)}</text>` +
    `<text x="${c}" y="${c + 16}" text-anchor="middle" font-size="13" font-family="${FONT}" fill="#52606d">${length} bp</text></svg>`
  );
}

/** A stylised street map with a pin for the contact page (no real map tiles); the label box fits its text. */
export function companyMapSvg(label: string, address: string): string {
  const w = 800;
  const h = 450;
  const box = Math.round(Math.min(w - 40, Math.max(300, textUnits(label) * 18 + 40, textUnits(address) * 13 + 40)));
  const rng = createRng(seedFrom('company-map'));
  let streets = '';
  for (let i = 0; i < 7; i++) {
    const y = 30 + rng() * (h - 60);
    streets += `<line x1="0" y1="${y.toFixed(0)}" x2="${w}" y2="${(y + (rng() - 0.5) * 80).toFixed(0)}" stroke="#fff" stroke-width="${(6 + rng() * 10).toFixed(0)}"/>`;
    const x = 30 + rng() * (w - 60);
    streets += `<line x1="${x.toFixed(0)}" y1="0" x2="${(x + (rng() - 0.5) * 80).toFixed(0)}" y2="${h}" stroke="#fff" stroke-width="${(6 + rng() * 8).toFixed(0)}"/>`;
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><rect width="${w}" height="${h}" fill="#e8eef3"/>` +
    `<rect x="520" y="40" width="220" height="140" rx="12" fill="#cfe8cf"/><path d="M0,380 C200,340 400,420 800,360 L800,450 L0,450Z" fill="#b9d7ea"/>${streets}` +
    `<g transform="translate(400,215)"><path d="M0,0 C-22,-30 -22,-58 0,-62 C22,-58 22,-30 0,0Z" fill="#e5484d"/><circle cy="-42" r="8" fill="#fff"/></g>` +
    `<rect x="${(w - box) / 2}" y="235" width="${box}" height="62" rx="8" fill="#fff" stroke="#ccd"/>` +
    `<text x="400" y="261" text-anchor="middle" font-size="18" font-weight="700" font-family="${FONT}" fill="#1f2933">${escapeXml(label)}</text>` +
    `<text x="400" y="284" text-anchor="middle" font-size="13" font-family="${FONT}" fill="#52606d">${escapeXml(address)}</text></svg>`
  );
}

/** A real, scannable QR code (SVG) pointing at `text`. */
export function qrSvg(text: string): Promise<string> {
  return QRCode.toString(text, { type: 'svg', margin: 2, width: 240, errorCorrectionLevel: 'M', color: { dark: '#111111', light: '#ffffff' } });
}
