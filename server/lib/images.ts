import fs from 'node:fs/promises';
import sharp, { type Metadata, type Sharp } from 'sharp';

/**
 * Uploaded images are decoded and written anew (docs/api.md "Uploads"; README "Upload checks"):
 * only pixels survive, so bytes appended to an image (HTML, a script, another file), metadata
 * (EXIF with GPS, ICC profiles, comments) and anything a browser could sniff as another type
 * never reach the storage.
 */

/** The image types the server stores, by their stored extension. */
export type ImageType = 'png' | 'jpg' | 'webp' | 'gif';

/**
 * The longest side of a stored image. 4096 pixels fill a 4K screen edge to edge, more than any
 * cover, banner, feed picture or avatar is shown at; a larger upload is scaled down to fit
 * inside 4096 × 4096, keeping its proportions, and a smaller one is never enlarged.
 */
export const maxImageSide = 4096;

const labels: Record<ImageType, string> = { png: 'PNG', jpg: 'JPEG', webp: 'WebP', gif: 'GIF' };

/** sharp's name of each format, as `metadata().format` answers it. */
const sharpFormats: Record<ImageType, string> = { png: 'png', jpg: 'jpeg', webp: 'webp', gif: 'gif' };

/**
 * Each type is written in its own format, so the stored extension and media type stay true.
 * Animated GIF and WebP keep their frames, delays and loop count (sharp carries them over).
 * A JPEG or a lossy WebP at quality 90 looks like its original; a palette PNG keeps a palette
 * (its colours fit in one), so that re-encoding does not make it several times larger.
 */
const encoders: Record<ImageType, (image: Sharp, palette: boolean) => Sharp> = {
  png: (image, palette) => image.png({ palette }),
  jpg: (image) => image.jpeg({ quality: 90 }),
  webp: (image) => image.webp({ quality: 90 }),
  gif: (image) => image.gif(),
};

/** Why an image is refused (a 415), as the upload answers it. */
export class ImageProblem extends Error {}

/** An uploaded image as it came, before re-encoding: its size (a frame's) and colour space (sharp's name: `srgb`, `cmyk`). */
export interface UploadedImage {
  width: number;
  height: number;
  space: string | null;
}

/**
 * Reads an image of `type` from `input` and answers it re-encoded: turned upright by its EXIF
 * orientation, without any metadata, scaled to fit inside maxImageSide × maxImageSide, in the
 * same format. Throws ImageProblem when the content is not a whole image of that type, or when
 * its width × height (all frames of an animation counted) is over `maxPixels`: that is decided
 * from its header, before any pixel is decoded, so a small file that would decode to gigabytes
 * (a decompression bomb) costs nothing.
 */
export async function reencodeImage(input: Buffer, type: ImageType, maxPixels: number): Promise<{ output: Buffer; original: UploadedImage }> {
  const label = labels[type];
  const unreadable = () => new ImageProblem(`The file is not a valid ${label} image: it cannot be decoded`);
  let metadata: Metadata;
  try {
    // The header only: its size is compared with maxPixels below, with a message of our own.
    metadata = await sharp(input, { animated: true, limitInputPixels: false }).metadata();
  } catch {
    throw unreadable();
  }
  if (metadata.format !== sharpFormats[type]) throw unreadable();
  const pixels = metadata.width * metadata.height;
  if (pixels > maxPixels) {
    const frames = (metadata.pages ?? 1) > 1 ? ` in ${metadata.pages} frames` : '';
    const size = `${metadata.width} × ${metadata.pageHeight ?? metadata.height}`;
    throw new ImageProblem(
      `The image is too large: ${size} pixels${frames}, ${pixels.toLocaleString('en')} in all; at most ${maxPixels.toLocaleString('en')} are allowed`,
    );
  }

  try {
    // failOn 'error': corrupt or truncated pixel data is refused, while the harmless warnings of
    // many cameras' files (such as stray bytes between JPEG markers) are not.
    const image = sharp(input, { animated: true, failOn: 'error', limitInputPixels: maxPixels })
      .autoOrient().resize(maxImageSide, maxImageSide, { fit: 'inside', withoutEnlargement: true });
    // sharp writes no metadata unless asked to (keepMetadata, withExif, ...): none is kept.
    const output = await encoders[type](image, metadata.isPalette).toBuffer();
    // An EXIF orientation of 5 to 8 turns the image a quarter: its width is the stored height.
    const turned = (metadata.orientation ?? 1) >= 5;
    const [width, height] = [metadata.width, metadata.pageHeight ?? metadata.height];
    return { output, original: { width: turned ? height : width, height: turned ? width : height, space: metadata.space ?? null } };
  } catch {
    throw unreadable();
  }
}

/** reencodeImage for a file on disk, written back in place (an upload's temporary file); answers the image as it came. */
export async function reencodeImageFile(file: string, type: ImageType, maxPixels: number): Promise<UploadedImage> {
  const { output, original } = await reencodeImage(await fs.readFile(file), type, maxPixels);
  await fs.writeFile(file, output);
  return original;
}
