import { describe, expect, test } from 'vitest';
import { extensionOf, hasAllowedExtension, isPreviewableImage, uploadMessageKey } from '../../src/components/fileUploadRules';
import { en } from '../../src/shell/i18n/en';

describe('extensionOf', () => {
  test('is the text after the last dot, lower-cased', () => {
    expect(extensionOf('photo.PNG')).toBe('png');
    expect(extensionOf('archive.tar.gz')).toBe('gz');
    expect(extensionOf('my.photo.jpeg')).toBe('jpeg');
    expect(extensionOf('README')).toBe('');
    expect(extensionOf('trailing.')).toBe('');
    expect(extensionOf('.png')).toBe('png');
  });
});

describe('hasAllowedExtension', () => {
  const images = ['png', 'jpg', 'jpeg', 'webp', 'gif'];

  test('accepts a listed extension in any case, with or without a dot in the list', () => {
    expect(hasAllowedExtension('me.png', images)).toBe(true);
    expect(hasAllowedExtension('ME.JPG', images)).toBe(true);
    expect(hasAllowedExtension('book.epub', ['.epub'])).toBe(true);
  });

  test('refuses another extension, none at all, or one only before the last dot', () => {
    expect(hasAllowedExtension('notes.txt', images)).toBe(false);
    expect(hasAllowedExtension('png', images)).toBe(false);
    expect(hasAllowedExtension('photo.png.exe', images)).toBe(false);
    expect(hasAllowedExtension('photo.png', [])).toBe(false);
  });
});

test("the widget's messages are the spec's, word for word", () => {
  const upload = (en as { app: { upload: Record<string, string> } }).app.upload;
  const message = (state: keyof typeof uploadMessageKey) => upload[uploadMessageKey[state].split('.').at(-1)!];
  expect(message('empty')).toBe('Click or Drop file');
  expect(message('selected')).toBe('File selected');
  expect(message('uploading')).toBe('Uploading...');
  expect(message('failed')).toBe('Error occured');
  expect(message('wrongFormat')).toBe('Please select the correct file format');
  expect(message('noFile')).toBe('Please select a file');
});

describe('isPreviewableImage', () => {
  test('previews an image the browser draws, by type and by name', () => {
    expect(isPreviewableImage({ name: 'cover.png', type: 'image/png' })).toBe(true);
    expect(isPreviewableImage({ name: 'PHOTO.JPG', type: 'image/jpeg' })).toBe(true);
    expect(isPreviewableImage({ name: 'banner.webp', type: 'image/webp' })).toBe(true);
  });

  test('never a file that is not one, whatever the system calls it', () => {
    expect(isPreviewableImage({ name: 'book.epub', type: 'application/epub+zip' })).toBe(false);
    expect(isPreviewableImage({ name: 'book.epub', type: 'image/png' })).toBe(false);
    expect(isPreviewableImage({ name: 'cover.png', type: '' })).toBe(false);
    expect(isPreviewableImage({ name: 'scan.tiff', type: 'image/tiff' })).toBe(false);
    expect(isPreviewableImage({ name: 'logo.svg', type: 'image/svg+xml' })).toBe(false);
  });
});
