import { epubMediaType } from '../../contract/ebooks';
import { type ZipEntry, zipArchive } from './zip';

/** A minimal EPUB 3 for the demo data and the tests; what the server accepts is `server/lib/epub.ts`. */

/** The first entry of every e-pub, stored uncompressed. */
const mimetypeName = 'mimetype';

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[character]};`);

export interface EpubBook {
  /** A unique identifier: `urn:isbn:...` or `urn:uuid:...`. */
  identifier: string;
  title: string;
  authors: readonly string[];
  /** BCP 47, such as `en`. */
  language: string;
  /** The one chapter's paragraphs (plain text). */
  paragraphs: readonly string[];
  modifiedAt: Date;
}

const container = `<?xml version="1.0" encoding="UTF-8"?>
<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
  <rootfiles>
    <rootfile full-path="EPUB/content.opf" media-type="application/oebps-package+xml"/>
  </rootfiles>
</container>
`;

function packageDocument(book: EpubBook): string {
  const modified = book.modifiedAt.toISOString().replace(/\.\d{3}Z$/, 'Z');
  const creators = book.authors.map((author) => `    <dc:creator>${escapeXml(author)}</dc:creator>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="pub-id" xml:lang="${escapeXml(book.language)}">
  <metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
    <dc:identifier id="pub-id">${escapeXml(book.identifier)}</dc:identifier>
    <dc:title>${escapeXml(book.title)}</dc:title>
${creators}
    <dc:language>${escapeXml(book.language)}</dc:language>
    <meta property="dcterms:modified">${modified}</meta>
  </metadata>
  <manifest>
    <item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>
    <item id="chapter-1" href="chapter-1.xhtml" media-type="application/xhtml+xml"/>
  </manifest>
  <spine>
    <itemref idref="chapter-1"/>
  </spine>
</package>
`;
}

function xhtml(book: EpubBook, body: string): string {
  const language = escapeXml(book.language);
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" lang="${language}" xml:lang="${language}">
<head><title>${escapeXml(book.title)}</title></head>
<body>
${body}
</body>
</html>
`;
}

/**
 * The entries of a small valid EPUB 3, in order: `mimetype` stored first, `META-INF/container.xml`
 * naming the package document `EPUB/content.opf`, the package document, the navigation document
 * and one chapter that carries the title and the paragraphs. Tests add to or take from them.
 */
export function epubEntries(book: EpubBook): ZipEntry[] {
  const navigation = `<nav epub:type="toc" id="toc">
  <h1>Contents</h1>
  <ol><li><a href="chapter-1.xhtml">${escapeXml(book.title)}</a></li></ol>
</nav>`;
  const chapter = [
    `<section epub:type="chapter">`,
    `  <h1>${escapeXml(book.title)}</h1>`,
    `  <p>${escapeXml(book.authors.join(', '))}</p>`,
    ...book.paragraphs.map((paragraph) => `  <p>${escapeXml(paragraph)}</p>`),
    `</section>`,
  ].join('\n');
  return [
    { name: mimetypeName, content: epubMediaType },
    { name: 'META-INF/container.xml', content: container, compress: true },
    { name: 'EPUB/content.opf', content: packageDocument(book), compress: true },
    { name: 'EPUB/nav.xhtml', content: xhtml(book, navigation), compress: true },
    { name: 'EPUB/chapter-1.xhtml', content: xhtml(book, chapter), compress: true },
  ];
}

/** A small valid EPUB 3 (epubEntries in a zip archive). */
export function buildEpub(book: EpubBook): Buffer {
  return zipArchive(epubEntries(book), book.modifiedAt);
}
