// Draws the slider puzzle as PNG pictures: a random abstract background with a piece-shaped gap,
// and the matching piece on a transparent full-height strip. Raster images, so the gap's position
// is not written anywhere in the answer a script could read.
import { randomInt } from 'node:crypto';
import { PNG } from 'pngjs';
import { SLIDER_HEIGHT, SLIDER_PIECE_WIDTH, SLIDER_WIDTH } from '../../../contracts/slider.ts';

/** The piece: a square with a round knob on its top and on its right, inside a 60 px wide box. */
const SQUARE = 40;
const KNOB = 7;
const PIECE_TOP_PAD = KNOB + 2;
const PIECE_HEIGHT = SQUARE + PIECE_TOP_PAD + 2;

function insidePiece(px: number, py: number): boolean {
  const left = 3;
  const top = PIECE_TOP_PAD;
  if (px >= left && px < left + SQUARE && py >= top && py < top + SQUARE) return true;
  const topKnob = (px - (left + SQUARE / 2)) ** 2 + (py - top) ** 2 <= KNOB * KNOB;
  const rightKnob = (px - (left + SQUARE)) ** 2 + (py - (top + SQUARE / 2)) ** 2 <= KNOB * KNOB;
  return topKnob || rightKnob;
}

function onEdge(px: number, py: number): boolean {
  if (!insidePiece(px, py)) return false;
  return !insidePiece(px - 1, py) || !insidePiece(px + 1, py) || !insidePiece(px, py - 1) || !insidePiece(px, py + 1);
}

interface Blob {
  x: number;
  y: number;
  r: number;
  rgb: [number, number, number];
}

function palette(): [number, number, number][] {
  const hue = randomInt(360);
  return [0, 40, 160, 200, 280].map((shift) => hslToRgb((hue + shift) % 360, 55 + randomInt(25), 45 + randomInt(20)));
}

function hslToRgb(h: number, s: number, l: number): [number, number, number] {
  const sat = s / 100;
  const light = l / 100;
  const k = (n: number) => (n + h / 30) % 12;
  const a = sat * Math.min(light, 1 - light);
  const f = (n: number) => light - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [Math.round(f(0) * 255), Math.round(f(8) * 255), Math.round(f(4) * 255)];
}

function background(): Uint8Array {
  const colors = palette();
  const blobs: Blob[] = Array.from({ length: 14 }, (_, i) => ({
    x: randomInt(SLIDER_WIDTH),
    y: randomInt(SLIDER_HEIGHT),
    r: 12 + randomInt(46),
    rgb: colors[i % colors.length]!,
  }));
  const [c0, c1] = [colors[0]!, colors[2]!];
  const waves = [randomInt(1000) / 1000 * 6, randomInt(1000) / 1000 * 6];
  const pixels = new Uint8Array(SLIDER_WIDTH * SLIDER_HEIGHT * 4);
  for (let y = 0; y < SLIDER_HEIGHT; y += 1) {
    for (let x = 0; x < SLIDER_WIDTH; x += 1) {
      const t = (x / SLIDER_WIDTH + y / SLIDER_HEIGHT) / 2 + 0.08 * Math.sin(x / 17 + waves[0]!) * Math.cos(y / 13 + waves[1]!);
      let r = c0[0] + (c1[0] - c0[0]) * t;
      let g = c0[1] + (c1[1] - c0[1]) * t;
      let b = c0[2] + (c1[2] - c0[2]) * t;
      for (const blob of blobs) {
        const d = Math.hypot(x - blob.x, y - blob.y);
        if (d < blob.r) {
          const w = 0.55 * (1 - d / blob.r);
          r += (blob.rgb[0] - r) * w;
          g += (blob.rgb[1] - g) * w;
          b += (blob.rgb[2] - b) * w;
        }
      }
      const noise = randomInt(17) - 8;
      const i = (y * SLIDER_WIDTH + x) * 4;
      pixels[i] = clamp(r + noise);
      pixels[i + 1] = clamp(g + noise);
      pixels[i + 2] = clamp(b + noise);
      pixels[i + 3] = 255;
    }
  }
  return pixels;
}

const clamp = (v: number) => Math.max(0, Math.min(255, Math.round(v)));

function toDataUrl(width: number, height: number, pixels: Uint8Array): string {
  const png = new PNG({ width, height });
  png.data = Buffer.from(pixels.buffer, pixels.byteOffset, pixels.byteLength);
  return `data:image/png;base64,${PNG.sync.write(png).toString('base64')}`;
}

/** Where a gap may sit (px from the left, both included): anywhere right of the piece's start, so the
 * piece always travels and the range is as wide as the track allows (a blind guess is rarer). */
export const SLIDER_GAP_MIN = SLIDER_PIECE_WIDTH + 4;
export const SLIDER_GAP_MAX = SLIDER_WIDTH - SLIDER_PIECE_WIDTH - 4;

export interface SliderPictures {
  bgUrl: string;
  puzzleUrl: string;
}

/** The pictures of a puzzle whose gap (the piece's strip) sits `x` px from the left. */
export function drawSliderPuzzle(x: number): SliderPictures {
  const y = randomInt(4, SLIDER_HEIGHT - PIECE_HEIGHT - 4);
  const bg = background();
  const strip = new Uint8Array(SLIDER_PIECE_WIDTH * SLIDER_HEIGHT * 4);
  for (let py = 0; py < PIECE_HEIGHT; py += 1) {
    for (let px = 0; px < SLIDER_PIECE_WIDTH; px += 1) {
      if (!insidePiece(px, py)) continue;
      const bi = ((y + py) * SLIDER_WIDTH + (x + px)) * 4;
      const si = ((y + py) * SLIDER_PIECE_WIDTH + px) * 4;
      const edge = onEdge(px, py);
      for (let c = 0; c < 3; c += 1) {
        strip[si + c] = edge ? 255 : bg[bi + c]!;
        // The gap: darkened, with a light rim.
        bg[bi + c] = edge ? 235 : Math.round(bg[bi + c]! * 0.42);
      }
      strip[si + 3] = 255;
    }
  }
  return { bgUrl: toDataUrl(SLIDER_WIDTH, SLIDER_HEIGHT, bg), puzzleUrl: toDataUrl(SLIDER_PIECE_WIDTH, SLIDER_HEIGHT, strip) };
}
