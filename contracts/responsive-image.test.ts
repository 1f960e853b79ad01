import { describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS, resizedImageKey, resizedImageSet, responsiveImage } from './responsive-image.ts';

const stem = `/uploads/2026/11/${'a1'.repeat(16)}`;

describe('responsiveImage', () => {
  it('offers every stored width of a full-size upload, smallest first', () => {
    expect(responsiveImage(`${stem}-1600x500.webp`)).toEqual({
      src: `${stem}-1600x500.webp`,
      srcSet: `${stem}-1600x500-400.webp 400w, ${stem}-1600x500-800.webp 800w, ${stem}-1600x500.webp 1600w`,
      width: 1600,
      height: 500,
    });
  });

  it('offers only the copies smaller than the picture (never an upscaled one)', () => {
    expect(responsiveImage(`${stem}-1000x750.webp`).srcSet).toBe(`${stem}-1000x750-400.webp 400w, ${stem}-1000x750-800.webp 800w, ${stem}-1000x750.webp 1000w`);
    expect(responsiveImage(`${stem}-800x600.webp`).srcSet).toBe(`${stem}-800x600-400.webp 400w, ${stem}-800x600.webp 800w`);
    expect(responsiveImage(`${stem}-600x300.webp`).srcSet).toBe(`${stem}-600x300-400.webp 400w, ${stem}-600x300.webp 600w`);
  });

  it('gives a picture with no copy its size but no srcset (nothing to choose from)', () => {
    expect(responsiveImage(`${stem}-400x300.webp`)).toEqual({ src: `${stem}-400x300.webp`, width: 400, height: 300 });
    expect(responsiveImage(`${stem}-120x80.webp`)).toEqual({ src: `${stem}-120x80.webp`, width: 120, height: 80 });
  });

  it('keeps a copy as src with its own size, and offers the other sizes too', () => {
    expect(responsiveImage(`${stem}-1600x500-400.webp`)).toEqual({
      src: `${stem}-1600x500-400.webp`,
      srcSet: `${stem}-1600x500-400.webp 400w, ${stem}-1600x500-800.webp 800w, ${stem}-1600x500.webp 1600w`,
      width: 400,
      height: 125,
    });
  });

  it('gives older uploads, seed pictures and other sites no srcset', () => {
    for (const url of [
      `${stem}.webp`,
      `${stem}-400.webp`,
      '/uploads/seed/ad-1-pc.svg',
      '/static/banner.jpg',
      `https://cdn.example.com${stem}-1600x500.webp`,
      `//cdn.example.com${stem}-1600x500.webp`,
      '',
    ]) {
      expect(responsiveImage(url)).toEqual({ src: url });
    }
  });

  it('refuses names the server never makes: a copy width it does not keep, a copy not smaller, a width over the largest', () => {
    for (const url of [`${stem}-1600x500-1200.webp`, `${stem}-800x600-800.webp`, `${stem}-2400x800.webp`, `${stem}-0x10.webp`, `${stem}-1600x500.png`, `${stem}-1600x500.webp/x`]) {
      expect(resizedImageSet(url), url).toBeNull();
    }
  });

  it('carries a query string or fragment to every candidate', () => {
    expect(responsiveImage(`${stem}-800x400.webp?v=2`)).toEqual({
      src: `${stem}-800x400.webp?v=2`,
      srcSet: `${stem}-800x400-400.webp?v=2 400w, ${stem}-800x400.webp?v=2 800w`,
      width: 800,
      height: 400,
    });
    expect(responsiveImage(`${stem}-800x400.webp#top`).srcSet).toBe(`${stem}-800x400-400.webp#top 400w, ${stem}-800x400.webp#top 800w`);
  });

  it('reads back the names the server writes', () => {
    const key = `2026/11/${'c'.repeat(32)}`;
    expect(resizedImageKey(key, { width: 1600, height: 900 })).toBe(`${key}-1600x900.webp`);
    expect(resizedImageKey(key, { width: 1600, height: 900 }, 800)).toBe(`${key}-1600x900-800.webp`);
    expect(resizedImageSet(`/uploads/${resizedImageKey(key, { width: 1600, height: 900 })}`)?.candidates.map((c) => c.url)).toEqual(
      [400, 800].map((w) => `/uploads/${resizedImageKey(key, { width: 1600, height: 900 }, w)}`).concat(`/uploads/${key}-1600x900.webp`),
    );
  });

  it('keeps the widths every stored address promises (changing them needs a new name marker)', () => {
    expect(IMAGE_WIDTHS).toEqual([400, 800, 1600]);
  });
});
