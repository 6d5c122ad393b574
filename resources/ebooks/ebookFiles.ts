import { coverExtensions, epubExtensions } from '../../contract/ebookRules';

/** The three files of an e-book: the operation each is uploaded with (multipart, field `file`) and what the widget accepts. */
export const ebookFiles = {
  cover: { upload: 'uploadEbookCover', extensions: coverExtensions },
  sampleEpubFile: { upload: 'uploadEbookSample', extensions: epubExtensions },
  epubFile: { upload: 'uploadEbookEpub', extensions: epubExtensions },
} as const;

export type EbookFileKind = keyof typeof ebookFiles;
