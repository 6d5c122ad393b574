/** The pure rules of the upload widget (FileUpload.tsx): allowed extensions and its messages. */

/** The text after the last dot of a file name, lower-cased; '' when there is no dot. */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/** Whether the file name's extension is in the list the parent screen allows (any case). */
export function hasAllowedExtension(fileName: string, allowedExtensions: readonly string[]): boolean {
  const extension = extensionOf(fileName);
  return extension !== '' && allowedExtensions.some((allowed) => allowed.replace(/^\./, '').toLowerCase() === extension);
}

/** Image types every browser the console supports draws, by type and by extension. */
const previewableTypes = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif'];
const previewableExtensions = ['png', 'jpg', 'jpeg', 'gif', 'webp', 'avif'];

/**
 * Whether the chosen file is previewed as an image. The browser's `type` comes from the system's
 * table of extensions, which may take another file for an image, so the name must say so too.
 */
export function isPreviewableImage(file: { name: string; type: string }): boolean {
  return previewableTypes.includes(file.type) && previewableExtensions.includes(extensionOf(file.name));
}

/** The widget's message: one state at a time. */
export type UploadState = 'empty' | 'selected' | 'uploading' | 'failed' | 'wrongFormat' | 'noFile';

/** The i18n key of each state's message (src/shell/i18n/en.ts, `app.upload`). */
export const uploadMessageKey: Record<UploadState, string> = {
  empty: 'app.upload.empty',
  selected: 'app.upload.selected',
  uploading: 'app.upload.uploading',
  failed: 'app.upload.failed',
  wrongFormat: 'app.upload.wrong_format',
  noFile: 'app.upload.no_file',
};
