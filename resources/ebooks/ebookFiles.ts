import { coverExtensions, epubExtensions } from '../../contract/ebooks';

/** The three files of an e-book: where each is uploaded (multipart, field `file`) and what the widget accepts. */
export const ebookFiles = {
  cover: { path: '/api/ebooks/:id/cover-photo', extensions: coverExtensions },
  sampleEpubFile: { path: '/api/ebooks/:id/sample-epub-file', extensions: epubExtensions },
  epubFile: { path: '/api/ebooks/:id/epub-file', extensions: epubExtensions },
} as const;

export type EbookFileKind = keyof typeof ebookFiles;

