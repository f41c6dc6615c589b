import { describe, expect, it } from 'vitest';
import { IMAGE_UPLOAD_MESSAGES } from '#shared/images/schemas.ts';
import { defaultTranslationMap } from '#shared/translations/index.ts';
import { checkFiles, isAllowedImage, problemTexts, type FileProblem } from './file-checks';

const MB = 1024 * 1024;
const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('checkFiles', () => {
  it('accepts JPEG, JPG, PNG and WebP up to 5 MB', () => {
    expect(
      checkFiles(
        [
          file('a.jpg', 'image/jpeg', 5 * MB),
          file('b.png', 'image/png'),
          file('c.webp', 'image/webp'),
          file('d.jpg', 'image/jpg'),
        ],
        0,
      ),
    ).toEqual({ ok: true });
  });

  it('refuses other types first, naming the files', () => {
    expect(
      checkFiles([file('ok.png', 'image/png'), file('x.gif', 'image/gif'), file('y.svg', 'image/svg+xml', 9 * MB)], 0),
    ).toEqual({
      ok: false,
      problem: 'type',
      files: ['x.gif', 'y.svg'],
    });
  });

  it('refuses files over 5 MB', () => {
    expect(checkFiles([file('big.jpg', 'image/jpeg', 5 * MB + 1)], 0)).toEqual({
      ok: false,
      problem: 'size',
      files: ['big.jpg'],
    });
  });

  it('refuses a selection that would pass 10 images', () => {
    const three = [file('a.png', 'image/png'), file('b.png', 'image/png'), file('c.png', 'image/png')];
    expect(checkFiles(three, 7)).toEqual({ ok: true });
    expect(checkFiles(three, 8)).toEqual({ ok: false, problem: 'count', files: [] });
  });

  it('falls back to the extension when the browser gives no type', () => {
    expect(isAllowedImage({ name: 'photo.JPEG', type: '' })).toBe(true);
    expect(isAllowedImage({ name: 'notes.txt', type: '' })).toBe(false);
  });
});

describe('problemTexts', () => {
  const german = defaultTranslationMap('de');
  const texts = (problem: FileProblem) => {
    const { title, message } = problemTexts(problem);
    return { title: german[title], message: german[message] };
  };

  it('uses the German titles and messages the server answers with', () => {
    expect(texts('type')).toEqual({ title: 'Ungültige Dateien', message: IMAGE_UPLOAD_MESSAGES.type });
    expect(texts('size')).toEqual({ title: 'Dateien zu groß', message: IMAGE_UPLOAD_MESSAGES.size });
    expect(IMAGE_UPLOAD_MESSAGES).toMatchObject({
      type: 'Nur JPEG, PNG und WebP Bilder sind erlaubt',
      size: 'Maximale Dateigröße: 5MB pro Bild',
    });
  });
});
