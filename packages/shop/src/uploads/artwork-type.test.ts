import { describe, expect, it } from 'vitest';
import { SNIFF_BYTES, artworkTypeOf, isSvg } from './artwork-type';
import { cleanFileName } from './receive-form';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('artworkTypeOf', () => {
  it('recognises artwork by its first bytes', async () => {
    expect((await artworkTypeOf(bytes('%PDF-1.7\n%%EOF')))?.kind).toBe('pdf');
    expect((await artworkTypeOf(bytes('%!PS-Adobe-3.0 EPSF-3.0\n')))?.mediaType).toBe(
      'application/postscript',
    );
    expect((await artworkTypeOf(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])))?.kind).toBe(
      'jpg',
    );
    expect((await artworkTypeOf(bytes('8BPS\u0000\u0001')))?.kind).toBe('psd');
    expect(
      (
        await artworkTypeOf(
          new Uint8Array([
            0x49,
            0x49,
            0x2a,
            0,
            8,
            0,
            0,
            0,
            0,
            0,
            0,
            0,
            0,
            0,
            ...new Array(64).fill(0),
          ]),
        )
      )?.kind,
    ).toBe('tif');
  });

  it('knows a TIFF whose directory comes after its pixels, as libtiff and sharp write it', async () => {
    const sharp = (await import('sharp')).default;
    const tiff = await sharp({
      create: { width: 400, height: 400, channels: 3, background: '#123' },
    })
      .tiff({ compression: 'none' })
      .toBuffer();
    expect((await artworkTypeOf(tiff.subarray(0, SNIFF_BYTES)))?.kind).toBe('tif');
  });

  it('refuses what is not artwork, whatever it is called', async () => {
    expect(await artworkTypeOf(bytes('#!/bin/sh\necho hi\n'))).toBeNull();
    expect(await artworkTypeOf(bytes('<html><body><svg></svg></body></html>'))).toBeNull();
    expect(await artworkTypeOf(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 20, 0, 0, 0]))).toBeNull();
    expect(await artworkTypeOf(bytes('MZ\u0090\u0000'))).toBeNull();
  });
});

describe('isSvg', () => {
  it('takes XML whose root element is svg, after a prolog, comments and a DOCTYPE', () => {
    expect(isSvg(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe(true);
    expect(
      isSvg(
        bytes(
          '\ufeff<?xml version="1.0"?>\n<!-- Generator: x -->\n<!DOCTYPE svg [ <!ENTITY a "b>"> ]>\n<svg>',
        ),
      ),
    ).toBe(true);
  });

  it('refuses other roots, binary text and an svg inside something else', () => {
    expect(isSvg(bytes('<html><svg></svg></html>'))).toBe(false);
    expect(isSvg(bytes('<svgx>'))).toBe(false);
    expect(isSvg(bytes('<svg\u0000>'))).toBe(false);
    expect(isSvg(bytes('<!-- never closed <svg>'))).toBe(false);
  });
});

describe('cleanFileName', () => {
  it('keeps the last segment, without control or bidi characters', () => {
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('C:\\art\\logo.pdf')).toBe('logo.pdf');
    expect(cleanFileName('evil\u202egnp.exe')).toBe('evilgnp.exe');
    expect(cleanFileName('a\u0000b.png')).toBe('ab.png');
    expect(cleanFileName('..')).toBe('attachment');
  });
});
