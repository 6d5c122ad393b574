import type { Selectable, Updateable } from 'kysely';
import { ebooksOperations, epubExtensions, type StoredFile } from '../../../contract/ebooks';
import { pathWith } from '../../../contract/operation';
import type { EbooksTable } from '../../db/schema';
import { epubHeadBytes, epubProblem } from '../../lib/epub';
import type { FileType } from '../../lib/uploads';

/** The files of an e-book: its cover and its two e-pubs (not public, downloaded by staff). */

export interface StoredEpub {
  path: string;
  name: string;
  size: number;
  uploadedAt: string;
}

/**
 * The two e-pub files of an e-book: their columns, their path below `/api/ebooks/{id}/`, the
 * operation that downloads them, what they are called, and their field of the record.
 */
export const epubSlots = {
  sample: {
    slot: 'sample',
    route: 'sample-epub-file',
    download: ebooksOperations.downloadEbookSample,
    what: 'sample e-pub',
    field: 'sampleEpubFile',
    pathColumn: 'sample_epub_path',
    read: (row: Selectable<EbooksTable>): StoredEpub | null =>
      row.sample_epub_path === null
        ? null
        : {
            path: row.sample_epub_path,
            name: row.sample_epub_name ?? '',
            size: row.sample_epub_size ?? 0,
            uploadedAt: row.sample_epub_uploaded_at ?? row.updated_at,
          },
    columns: (file: StoredEpub): Updateable<EbooksTable> => ({
      sample_epub_path: file.path,
      sample_epub_name: file.name,
      sample_epub_size: file.size,
      sample_epub_uploaded_at: file.uploadedAt,
    }),
  },
  full: {
    slot: 'full',
    route: 'epub-file',
    download: ebooksOperations.downloadEbookEpub,
    what: 'e-pub',
    field: 'epubFile',
    pathColumn: 'epub_path',
    read: (row: Selectable<EbooksTable>): StoredEpub | null =>
      row.epub_path === null
        ? null
        : { path: row.epub_path, name: row.epub_name ?? '', size: row.epub_size ?? 0, uploadedAt: row.epub_uploaded_at ?? row.updated_at },
    columns: (file: StoredEpub): Updateable<EbooksTable> => ({
      epub_path: file.path,
      epub_name: file.name,
      epub_size: file.size,
      epub_uploaded_at: file.uploadedAt,
    }),
  },
} as const;

export type EpubSlot = (typeof epubSlots)[keyof typeof epubSlots];

/** A stored e-pub as the API shows it: downloaded from the path it is uploaded to. */
export function storedFileOf(row: Selectable<EbooksTable>, slot: EpubSlot): StoredFile | null {
  const file = slot.read(row);
  return file && { url: pathWith(slot.download.path, { id: row.id }), name: file.name, size: file.size, uploadedAt: file.uploadedAt };
}

/** Accepted cover images: GIF is not a cover (animated covers have no place in a store). */
export const coverTypes = ['png', 'jpg', 'webp'] as const;

export const epubFile: FileType = {
  headBytes: epubHeadBytes,
  detect: (head) => {
    const problem = epubProblem(head);
    return problem ? { problem: `The file is not an e-pub: ${problem}` } : { extension: epubExtensions[0] };
  },
};
