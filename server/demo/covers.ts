import { encodePng, type RawImage } from './png';

/** Generated demo covers: a two-colour gradient with a simple geometric pattern, all from one seed. */

export const coverWidth = 240;
export const coverHeight = 360;

/** mulberry32: a small seeded generator, so a cover depends on its seed only (not on faker's state). */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Rgb = [number, number, number];

/** HSL (hue in degrees, saturation and lightness 0..1) to RGB bytes. */
function hsl(hue: number, saturation: number, lightness: number): Rgb {
  const chroma = (1 - Math.abs(2 * lightness - 1)) * saturation;
  const h = (((hue % 360) + 360) % 360) / 60;
  const x = chroma * (1 - Math.abs((h % 2) - 1));
  const [r, g, b] = h < 1 ? [chroma, x, 0] : h < 2 ? [x, chroma, 0] : h < 3 ? [0, chroma, x] : h < 4 ? [0, x, chroma] : h < 5 ? [x, 0, chroma] : [chroma, 0, x];
  const m = lightness - chroma / 2;
  return [Math.round((r + m) * 255), Math.round((g + m) * 255), Math.round((b + m) * 255)];
}

const patterns = ['rings', 'stripes', 'dots', 'sun'] as const;

/**
 * A 240×360 PNG cover. A book gets a darker band where a title would sit; a magazine a masthead
 * band across the top in a colour of its brand (`brandHue`), so the issues of one brand look alike.
 */
export function coverPng(seed: number, options: { brandHue?: number } = {}): Buffer {
  return encodePng(coverPixels(seed, options), 3);
}

/** The pixels of coverPng. */
export function coverPixels(seed: number, options: { brandHue?: number } = {}): RawImage {
  const next = random(seed);
  const hue = options.brandHue ?? next() * 360;
  const top = hsl(hue + next() * 30, 0.45 + next() * 0.35, 0.35 + next() * 0.25);
  const bottom = hsl(hue + 40 + next() * 80, 0.4 + next() * 0.4, 0.15 + next() * 0.25);
  const pattern = patterns[Math.floor(next() * patterns.length)]!;
  const centreX = coverWidth * (0.2 + next() * 0.6);
  const centreY = coverHeight * (0.15 + next() * 0.4);
  const spacing = 14 + next() * 22;
  const radius = 50 + next() * 60;
  const dotRadius2 = (spacing / 5) ** 2;
  const angle = next() * Math.PI;
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  const magazine = options.brandHue !== undefined;
  const band = magazine ? hsl(options.brandHue! + 180, 0.2, 0.95) : hsl(hue, 0.3, 0.1);
  const bandFrom = magazine ? 0 : Math.round(coverHeight * (0.62 + next() * 0.1));
  const ink = magazine ? hsl(options.brandHue!, 0.6, 0.35) : hsl(hue, 0.25, 0.85);
  const titleEnd = coverWidth - 24 - Math.round(next() * 80);
  const nameEnd = 24 + Math.round(60 + next() * 60);
  const bandTo = magazine ? Math.round(coverHeight * 0.16) : bandFrom + Math.round(coverHeight * 0.16);

  const pixels = Buffer.alloc(coverWidth * coverHeight * 3);
  for (let y = 0; y < coverHeight; y++) {
    for (let x = 0; x < coverWidth; x++) {
      const offset = (y * coverWidth + x) * 3;
      if (y >= bandFrom && y < bandTo && x >= 12 && x < coverWidth - 12) {
        // Two bars where a title and a name would be written.
        const inBand = y - bandFrom;
        const line = (inBand >= 14 && inBand < 26 && x >= 24 && x < titleEnd) || (inBand >= 36 && inBand < 42 && x >= 24 && x < nameEnd);
        const colour = line ? ink : band;
        pixels[offset] = colour[0];
        pixels[offset + 1] = colour[1];
        pixels[offset + 2] = colour[2];
        continue;
      }
      const t = (y / coverHeight) * 0.8 + (x / coverWidth) * 0.2;
      const dx = x - centreX;
      const dy = y - centreY;
      let light = 0;
      // Math.sqrt, not Math.hypot: several times faster, and this runs for every pixel of every cover.
      if (pattern === 'rings') light = Math.floor(Math.sqrt(dx * dx + dy * dy) / spacing) % 2 === 0 ? 0.12 : 0;
      else if (pattern === 'stripes') light = Math.floor((dx * cos + dy * sin) / spacing) % 2 === 0 ? 0.1 : 0;
      else if (pattern === 'dots') {
        const cellX = (x % spacing) - spacing / 2;
        const cellY = (y % spacing) - spacing / 2;
        light = cellX * cellX + cellY * cellY < dotRadius2 ? 0.25 : 0;
      } else light = dx * dx + dy * dy < radius * radius ? 0.3 : y > centreY + radius * 0.6 ? -0.1 : 0;
      for (let channel = 0; channel < 3; channel++) {
        const base = top[channel]! * (1 - t) + bottom[channel]! * t;
        // Within 0..255 for light in -1..1: lighten towards white, darken towards black.
        pixels[offset + channel] = (base + (light > 0 ? (255 - base) * light : base * light) + 0.5) | 0;
      }
    }
  }
  return { width: coverWidth, height: coverHeight, channels: 3, pixels };
}
