import { describe, expect, it } from 'vitest';
import { addFiles, fileSizeText, previewKind } from './attachments';

const file = (name: string, size = 10, type = '') => ({ name, size, type });

describe('attachments in the browser (spec 001 §5)', () => {
  it('previews JPEG and PNG as pictures, PDF and PostScript as icons, others by default', () => {
    expect(previewKind(file('logo.png', 1, 'image/png'))).toBe('image');
    expect(previewKind(file('photo.JPG'))).toBe('image');
    expect(previewKind(file('art.pdf', 1, 'application/pdf'))).toBe('pdf');
    expect(previewKind(file('art.eps'))).toBe('postscript');
    expect(previewKind(file('art.ai'))).toBe('postscript');
    expect(previewKind(file('art.svg', 1, 'image/svg+xml'))).toBe('file');
    expect(previewKind(file('art.tiff'))).toBe('file');
  });

  it('keeps at most 4 files and says when more were chosen', () => {
    const two = [file('a.png'), file('b.png')];
    const added = addFiles(two, [file('c.png'), file('d.png'), file('e.png')]);
    expect(added.files.map((f) => f.name)).toEqual(['a.png', 'b.png', 'c.png', 'd.png']);
    expect(added.overLimit).toBe(true);
    const fits = addFiles(two, [file('c.png')]);
    expect(fits.overLimit).toBe(false);
    expect(fits.files).toHaveLength(3);
  });

  it('refuses js, ts, css and scss files and empty files, naming them', () => {
    const added = addFiles(
      [],
      [file('app.js'), file('style.SCSS'), file('ok.pdf'), file('x.png', 0)],
    );
    expect(added.files.map((f) => f.name)).toEqual(['ok.pdf']);
    expect(added.refusal).toContain('File type not accepted. Please try again.');
    expect(added.refusal).toContain('app.js, style.SCSS');
    expect(added.refusal).toContain('x.png');
    expect(addFiles([], [file('a.ts.pdf')]).refusal).toBeNull();
  });

  it('writes sizes shortly', () => {
    expect(fileSizeText(2.5 * 1024 * 1024)).toBe('2.5 MB');
    expect(fileSizeText(3000)).toBe('3 KB');
    expect(fileSizeText(10)).toBe('1 KB');
  });
});
