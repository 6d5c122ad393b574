/**
 * readEpubMetadata (server/lib/epubMetadata.ts): what an e-pub's package document and content
 * say, on real books of other tools (test/fixtures/epubs/README.md), on e-pubs of an e-pub writer
 * (epub-gen-memory), on hand-made EPUB 3 and EPUB 2 books that use every field, and on archives
 * that are broken or hostile.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { EPub } from 'epub-gen-memory';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ZipEntry } from '../../server/demo/zip';
import { type EpubMetadata, readEpubMetadata } from '../../server/lib/epubMetadata';
import { centralRecords, tinyEpub, tinyEpubEntries, zipArchive } from '../fixtures/epub';

const fixtures = path.resolve(import.meta.dirname, '../fixtures/epubs');

let folder: string;
let count = 0;
/** `content` written to a file of its own in the test's folder. */
async function written(content: Buffer | string): Promise<string> {
  const file = path.join(folder, `book-${++count}.epub`);
  await fs.writeFile(file, content);
  return file;
}

beforeAll(async () => {
  folder = await fs.mkdtemp(path.join(os.tmpdir(), 'epub-metadata-test-'));
});

afterAll(async () => {
  await fs.rm(folder, { recursive: true, force: true });
});

const noAccessibility: EpubMetadata['accessibility'] = {
  accessModes: [],
  accessModesSufficient: [],
  features: [],
  hazards: [],
  summary: null,
  conformsTo: null,
  certifiedBy: null,
};

const container = (fullPath: string) =>
  `<?xml version="1.0"?><container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container"><rootfiles>` +
  `<rootfile full-path="${fullPath}" media-type="application/oebps-package+xml"/></rootfiles></container>`;

/** An e-pub of a package document at `packagePath` and other entries by name (deflated). */
function book(packageDocument: string | Buffer, others: Record<string, string | Buffer> = {}, packagePath = 'OEBPS/package.opf'): Buffer {
  return zipArchive([
    { name: 'mimetype', content: 'application/epub+zip' },
    { name: 'META-INF/container.xml', content: container(packagePath) },
    { name: packagePath, content: packageDocument, compress: true },
    ...Object.entries(others).map(([name, content]): ZipEntry => ({ name, content, compress: true })),
  ]);
}

const metadataOf = async (content: Buffer) => readEpubMetadata(await written(content));

const xhtml = (body: string, head = '<title>A chapter title that is not counted</title>') =>
  `<?xml version="1.0" encoding="UTF-8"?>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops"><head>${head}</head><body>${body}</body></html>`;

/** An EPUB 3 package document with the given metadata elements and spine of documents (`id` → `href`). */
const epub3Package = (metadata: string, documents: Record<string, string> = { c1: 'chapter.xhtml' }, extraManifest = '') => `<?xml version="1.0" encoding="UTF-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="uid">
  <metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
    <dc:identifier id="uid">urn:uuid:00000000-0000-4000-8000-000000000001</dc:identifier>
    <dc:title>Words</dc:title>
    <dc:language>en</dc:language>
    ${metadata}
  </metadata>
  <manifest>
    ${Object.entries(documents)
      .map(([id, href]) => `<item id="${id}" href="${href}" media-type="application/xhtml+xml"/>`)
      .join('\n    ')}
    ${extraManifest}
  </manifest>
  <spine>${Object.keys(documents)
    .map((id) => `<itemref idref="${id}"/>`)
    .join('')}</spine>
</package>`;

describe('real e-pubs of other tools (test/fixtures/epubs)', () => {
  test('developers-reference.epub (Sphinx, EPUB 3): its metadata, no page list, its words', async () => {
    const { wordCount, ...metadata } = await readEpubMetadata(path.join(fixtures, 'developers-reference.epub'));
    expect(metadata).toEqual({
      version: '3.0',
      title: 'developers-reference',
      language: 'en',
      // Its dc:contributor "unknown" has no role: not proposed.
      contributors: [{ name: "Developer's Reference Team", role: 'author' }],
      series: null,
      publisher: "Developer's Reference Team",
      subjects: [],
      accessibility: noAccessibility,
      pageCount: null,
    } satisfies Omit<EpubMetadata, 'wordCount'>);
    // 45,164 by Python's html.parser over the 11 spine documents, with the same rules.
    expect(wordCount).toBeGreaterThan(44_000);
    expect(wordCount).toBeLessThan(46_500);
  });

  test('live-manual.en.epub (SiSU, EPUB 2): an opf:-prefixed metadata element, each document counted once', async () => {
    const { wordCount, ...metadata } = await readEpubMetadata(path.join(fixtures, 'live-manual.en.epub'));
    expect(metadata).toEqual({
      version: '2.0',
      title: 'Live Systems Manual',
      language: 'en',
      contributors: [{ name: 'Live Systems Project <debian-live@lists.debian.org>', role: 'author' }],
      series: null,
      publisher: null,
      subjects: [],
      accessibility: noAccessibility,
      pageCount: null,
    } satisfies Omit<EpubMetadata, 'wordCount'>);
    // 26,106 by Python's html.parser over its 47 documents; its spine lists them 190 times (once
    // per fragment), which would count 330,501 words.
    expect(wordCount).toBeGreaterThan(25_000);
    expect(wordCount).toBeLessThan(27_500);
  });

  test('the demo e-pub (server/demo/epub.ts)', async () => {
    expect(await metadataOf(tinyEpub('A Test Book'))).toEqual({
      version: '3.0',
      title: 'A Test Book',
      language: 'en',
      contributors: [{ name: 'Test Author', role: 'author' }],
      series: null,
      publisher: null,
      subjects: [],
      accessibility: noAccessibility,
      pageCount: null,
      // The chapter's heading (the title), its author line and its paragraph; not the head's title.
      wordCount: 3 + 2 + 5,
    });
  });
});

describe('e-pubs of an e-pub writer (epub-gen-memory)', () => {
  const sentence = 'Twelve plain words sit in this sentence, and each one counts once. ';
  const paragraphs = (sentences: number) => `<p>${sentence.repeat(sentences)}</p>`;

  test.each([3, 2] as const)('EPUB %i: title, language, author, about the words written', async (version) => {
    const content = await new EPub(
      { title: 'Écrit à la main', author: ['Ada Writer'], lang: 'fr', publisher: 'Maison Test', version, verbose: false },
      [
        { title: 'Morning', content: `${paragraphs(20)}<p>The &amp; sign <em>is</em> no word.</p>` },
        { title: 'Evening', content: `${paragraphs(30)}<ul><li>a list</li><li>of four</li></ul>` },
      ],
    ).genEpub();
    const metadata = await metadataOf(content);
    expect(metadata).toMatchObject({
      version: `${version}.0`,
      title: 'Écrit à la main',
      language: 'fr',
      contributors: [{ name: 'Ada Writer', role: 'author' }],
      publisher: 'Maison Test',
      series: null,
      pageCount: null,
    });
    // 50 sentences of 12 words, 5 + 4 more ("&" is none); the writer adds chapter headings and
    // a table of contents (in the spine) of a few words.
    const written = 50 * 12 + 5 + 4;
    expect(metadata.wordCount).toBeGreaterThanOrEqual(written);
    expect(metadata.wordCount).toBeLessThan(written + 20);
  });
});

describe('an EPUB 3 book that uses every field', () => {
  const packageDocument = `<?xml version="1.0" encoding="UTF-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="uid" xml:lang="en"
  prefix="a11y: http://www.idpf.org/epub/vocab/package/a11y/#">
  <metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
    <dc:identifier id="uid">urn:isbn:9780000000002</dc:identifier>
    <dc:title id="subtitle">A Tale of Fire</dc:title>
    <meta refines="#subtitle" property="title-type">subtitle</meta>
    <dc:title id="main">
      The   Dragon
      Years
    </dc:title>
    <meta refines="#main" property="title-type">main</meta>
    <dc:language> fr-FR </dc:language>
    <dc:language>en</dc:language>
    <dc:creator id="c1">Ana Author</dc:creator>
    <meta refines="#c1" property="role" scheme="marc:relators">aut</meta>
    <meta refines="#c1" property="file-as">Author, Ana</meta>
    <dc:creator id="c2">Tom Translator</dc:creator>
    <meta refines="#c2" property="role" scheme="marc:relators">trl</meta>
    <dc:contributor id="c3">Ida Illustrator</dc:contributor>
    <meta refines="#c3" property="role" scheme="marc:relators">ill</meta>
    <dc:contributor id="c4">Ned Narrator</dc:contributor>
    <meta refines="#c4" property="role" scheme="marc:relators">nrt</meta>
    <dc:contributor id="c5">Eve Editor</dc:contributor>
    <meta refines="#c5" property="role" scheme="marc:relators">edt</meta>
    <dc:contributor id="c6">Iris Introducer</dc:contributor>
    <meta refines="#c6" property="role" scheme="marc:relators">aui</meta>
    <dc:contributor id="c7">Pat Proofreader</dc:contributor>
    <meta refines="#c7" property="role" scheme="marc:relators">pfr</meta>
    <dc:contributor>Nobody In Particular</dc:contributor>
    <dc:creator>Ana Author</dc:creator>
    <dc:creator id="c8">Max Both</dc:creator>
    <meta refines="#c8" property="role" scheme="marc:relators">aut</meta>
    <meta refines="#c8" property="role" scheme="marc:relators">ill</meta>
    <dc:creator id="c9">Onix Coded</dc:creator>
    <meta refines="#c9" property="role" scheme="onix:codelist17">A01</meta>
    <dc:contributor id="c10">Onix Translator</dc:contributor>
    <meta refines="#c10" property="role" scheme="onix:codelist17">B06</meta>
    <dc:creator id="c11">Other Scheme</dc:creator>
    <meta refines="#c11" property="role" scheme="example:roles">aut</meta>
    <dc:publisher>Éditions d'Exemple</dc:publisher>
    <dc:subject id="s1">FICTION / Fantasy / Epic</dc:subject>
    <meta refines="#s1" property="authority">BISAC</meta>
    <meta refines="#s1" property="term">FIC009020</meta>
    <dc:subject id="s2">Fantasy</dc:subject>
    <meta refines="#s2" property="authority">THEMA</meta>
    <meta refines="#s2" property="term">FM</meta>
    <dc:subject>dragons</dc:subject>
    <meta property="belongs-to-collection" id="box">The Complete Box</meta>
    <meta refines="#box" property="collection-type">set</meta>
    <meta property="belongs-to-collection" id="saga">The Long Saga</meta>
    <meta refines="#saga" property="collection-type">series</meta>
    <meta refines="#saga" property="group-position">2</meta>
    <meta property="schema:accessMode">textual</meta>
    <meta property="schema:accessMode">visual</meta>
    <meta property="schema:accessMode"> textual </meta>
    <meta property="schema:accessModeSufficient">textual</meta>
    <meta property="schema:accessModeSufficient">textual, visual</meta>
    <meta property="schema:accessModeSufficient">textual,visual</meta>
    <meta property="schema:accessibilityFeature">structuralNavigation</meta>
    <meta property="schema:accessibilityFeature">pageNavigation</meta>
    <meta property="schema:accessibilityFeature">alternativeText</meta>
    <meta property="schema:accessibilityHazard">none</meta>
    <meta property="schema:accessibilitySummary">
      This publication conforms to WCAG 2.1 Level AA.
    </meta>
    <link rel="dcterms:conformsTo" href="http://www.idpf.org/epub/a11y/accessibility-20170105.html#wcag-aa"/>
    <meta property="a11y:certifiedBy">Example Accessibility Certifier</meta>
    <meta property="dcterms:modified">2026-01-01T00:00:00Z</meta>
  </metadata>
  <manifest>
    <item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>
    <item id="c-1" href="Text/Chapter%20One.xhtml" media-type="application/xhtml+xml"/>
    <item id="c-1b" href="Text/Chapter%20One.xhtml#part-2" media-type="application/xhtml+xml"/>
    <item id="c-2" href="Text/chapter-2.xhtml" media-type="application/xhtml+xml"/>
    <item id="cover" href="Images/cover.svg" media-type="image/svg+xml"/>
    <item id="css" href="Styles/book.css" media-type="text/css"/>
  </manifest>
  <spine>
    <itemref idref="cover"/>
    <itemref idref="c-1"/>
    <itemref idref="c-1b"/>
    <itemref idref="c-2" linear="no"/>
  </spine>
</package>`;
  const nav = xhtml(`
<nav epub:type="toc"><ol><li><a href="Text/Chapter%20One.xhtml">One</a></li><li><a href="Text/chapter-2.xhtml">Two</a></li></ol></nav>
<nav epub:type="page-list" hidden="">
  <ol>
    <li><a href="Text/Chapter%20One.xhtml#p1">1</a></li>
    <li><a href="Text/Chapter%20One.xhtml#p2">2</a></li>
    <li><a href="Text/chapter-2.xhtml#p3">3</a></li>
  </ol>
</nav>`);
  const chapterOne = xhtml(
    `<h1>Chapter One</h1>
<p>Five words in this paragraph.</p>
<script>var notWords = "one two three four";</script>
<style>p { font-family: "Not Counted"; }</style>
<!-- a comment with four words -->
<p>Em<em>phasis</em> is one word; a&nbsp;non-breaking&#160;space&#x2002;splits.</p>
<p id="part-2">L&apos;apostrophe &amp; the ampersand &#8212; two words alone are not words.</p>`,
    '<title>Not counted</title><link rel="stylesheet" href="../Styles/book.css"/>',
  );
  const chapterTwo = xhtml(`<section><h2>Two</h2><p>Three more words<br/>and<br/>three more.</p></section>`);
  const entries = {
    'OEBPS/nav.xhtml': nav,
    'OEBPS/Text/Chapter One.xhtml': chapterOne,
    'OEBPS/Text/chapter-2.xhtml': chapterTwo,
    'OEBPS/Images/cover.svg': '<svg xmlns="http://www.w3.org/2000/svg"><text>Cover words</text></svg>',
    'OEBPS/Styles/book.css': 'p { margin: 0 }',
  };

  test('every field, as the package document, the nav and the text say', async () => {
    expect(await metadataOf(book(packageDocument, entries))).toEqual({
      version: '3.0',
      title: 'The Dragon Years',
      language: 'fr-FR',
      contributors: [
        { name: 'Ana Author', role: 'author' },
        { name: 'Tom Translator', role: 'translator' },
        { name: 'Ida Illustrator', role: 'illustrator' },
        { name: 'Ned Narrator', role: 'narrator' },
        { name: 'Eve Editor', role: 'editor' },
        { name: 'Iris Introducer', role: 'foreword' },
        // Pat Proofreader (pfr) and Nobody In Particular (no role) are no contributor the console knows;
        // the second "Ana Author" is the first one again.
        { name: 'Max Both', role: 'author' },
        { name: 'Max Both', role: 'illustrator' },
        // ONIX contributor roles too; a role of a scheme unknown is no known role.
        { name: 'Onix Coded', role: 'author' },
        { name: 'Onix Translator', role: 'translator' },
      ],
      series: { name: 'The Long Saga', number: '2' },
      publisher: "Éditions d'Exemple",
      subjects: [
        { scheme: 'BISAC', code: 'FIC009020', label: 'FICTION / Fantasy / Epic' },
        { scheme: 'THEMA', code: 'FM', label: 'Fantasy' },
        { scheme: null, code: null, label: 'dragons' },
      ],
      accessibility: {
        accessModes: ['textual', 'visual'],
        accessModesSufficient: ['textual', 'textual,visual'],
        features: ['structuralNavigation', 'pageNavigation', 'alternativeText'],
        hazards: ['none'],
        summary: 'This publication conforms to WCAG 2.1 Level AA.',
        conformsTo: 'http://www.idpf.org/epub/a11y/accessibility-20170105.html#wcag-aa',
        certifiedBy: 'Example Accessibility Certifier',
      },
      pageCount: 3,
      // Chapter One, once though the spine lists it twice: 2 + 5 + 3 ("Emphasis is one") + 1
      // ("word;") + 4 ("a non-breaking space splits.") + 2 ("L'apostrophe", "the") + 1
      // ("ampersand") + 6 ("two words alone are not words."); chapter 2: 1 + 3 + 1 + 2. Not the
      // cover (SVG), the heads, the script, the style, the comment, nor "&", "—".
      wordCount: 2 + 5 + 3 + 1 + 4 + 2 + 1 + 6 + (1 + 3 + 1 + 2),
    } satisfies EpubMetadata);
  });

  test('dcterms:conformsTo as a meta, a series of no collection-type, a role refine without a scheme', async () => {
    const metadata = await metadataOf(
      book(
        epub3Package(`
    <dc:creator id="c1">Wren Writer</dc:creator>
    <meta refines="#c1" property="role">win</meta>
    <dc:contributor id="c2">Ash Afterword</dc:contributor>
    <meta refines="#c2" property="role" scheme="marc:relators">aft</meta>
    <meta property="belongs-to-collection" id="c">Untyped Collection</meta>
    <meta refines="#c" property="group-position">4.0</meta>
    <meta property="dcterms:conformsTo">EPUB Accessibility 1.1 - WCAG 2.2 Level AA</meta>
    <link rel="dcterms:conformsTo" href="http://www.idpf.org/epub/a11y/accessibility-20170105.html#wcag-a"/>`),
        { 'OEBPS/chapter.xhtml': xhtml('<p>Two words.</p>') },
      ),
    );
    expect(metadata).toMatchObject({
      contributors: [
        { name: 'Wren Writer', role: 'foreword' },
        { name: 'Ash Afterword', role: 'foreword' },
      ],
      series: { name: 'Untyped Collection', number: '4' },
      accessibility: { ...noAccessibility, conformsTo: 'EPUB Accessibility 1.1 - WCAG 2.2 Level AA' },
      wordCount: 2,
    });
  });
});

describe('an EPUB 2 book that uses every field', () => {
  const packageDocument = `<?xml version="1.0" encoding="UTF-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="2.0" unique-identifier="uid">
  <metadata xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:opf="http://www.idpf.org/2007/opf">
    <dc:identifier id="uid" opf:scheme="ISBN">9780000000003</dc:identifier>
    <dc:title>Les Saisons</dc:title>
    <dc:language>fr</dc:language>
    <dc:creator opf:role="aut" opf:file-as="Auteur, Anne">Anne Auteur</dc:creator>
    <dc:creator opf:role="edt">Éd Éditeur</dc:creator>
    <dc:creator>Sans Rôle</dc:creator>
    <dc:contributor opf:role="trl">Théo Traducteur</dc:contributor>
    <dc:contributor opf:role="ill">Iléana Illustratrice</dc:contributor>
    <dc:contributor opf:role="nrt">Noé Narrateur</dc:contributor>
    <dc:contributor opf:role="aui">Ian Intro</dc:contributor>
    <dc:contributor opf:role="bkp">Book Producer</dc:contributor>
    <dc:contributor>Sans Rôle Non Plus</dc:contributor>
    <dc:publisher>Maison</dc:publisher>
    <dc:subject>Roman</dc:subject>
    <dc:subject>Roman</dc:subject>
    <meta name="calibre:series" content="Les Quatre Saisons"/>
    <meta name="calibre:series_index" content="3.0"/>
    <meta name="schema:accessMode" content="textual"/>
    <meta name="schema:accessModeSufficient" content="textual"/>
    <meta name="schema:accessibilityFeature" content="tableOfContents"/>
    <meta name="schema:accessibilityFeature" content=" readingOrder "/>
    <meta name="schema:accessibilityFeature" content="tableOfContents"/>
    <meta name="schema:accessibilityHazard" content="noFlashingHazard"/>
    <meta name="schema:accessibilitySummary" content="Un résumé."/>
    <meta name="dcterms:conformsTo" content="EPUB Accessibility 1.1 - WCAG 2.1 Level A"/>
    <meta name="a11y:certifiedBy" content="Certificateur"/>
  </metadata>
  <manifest>
    <item id="ncx" href="toc.ncx" media-type="application/x-dtbncx+xml"/>
    <item id="text" href="text.html" media-type="application/xhtml+xml"/>
  </manifest>
  <spine toc="ncx"><itemref idref="text"/></spine>
</package>`;
  const ncx = `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE ncx PUBLIC "-//NISO//DTD ncx 2005-1//EN" "http://www.daisy.org/z3986/2005/ncx-2005-1.dtd">
<ncx xmlns="http://www.daisy.org/z3986/2005/ncx/" version="2005-1">
  <head><meta name="dtb:uid" content="9780000000003"/></head>
  <docTitle><text>Les Saisons</text></docTitle>
  <navMap><navPoint id="n1" playOrder="1"><navLabel><text>Texte</text></navLabel><content src="text.html"/></navPoint></navMap>
  <pageList>
    <navLabel><text>Pages</text></navLabel>
    <pageTarget id="p1" type="normal" value="1" playOrder="2"><navLabel><text>1</text></navLabel><content src="text.html#p1"/></pageTarget>
    <pageTarget id="p2" type="normal" value="2" playOrder="3"><navLabel><text>2</text></navLabel><content src="text.html#p2"/></pageTarget>
    <pageTarget id="p3" type="normal" value="3" playOrder="4"><navLabel><text>3</text></navLabel><content src="text.html#p3"/></pageTarget>
    <pageTarget id="p4" type="normal" value="4" playOrder="5"><navLabel><text>4</text></navLabel><content src="text.html#p4"/></pageTarget>
  </pageList>
</ncx>`;
  const text = `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.1//EN" "http://www.w3.org/TR/xhtml11/DTD/xhtml11.dtd">
<html xmlns="http://www.w3.org/1999/xhtml"><head><title>Les Saisons</title></head>
<body><p>L&rsquo;&eacute;t&eacute; est chaud&nbsp;; l&rsquo;hiver est froid.</p></body></html>`;

  test('every field, as the package document, the NCX and the text say', async () => {
    expect(await metadataOf(book(packageDocument, { 'OEBPS/toc.ncx': ncx, 'OEBPS/text.html': text }))).toEqual({
      version: '2.0',
      title: 'Les Saisons',
      language: 'fr',
      contributors: [
        { name: 'Anne Auteur', role: 'author' },
        { name: 'Éd Éditeur', role: 'editor' },
        { name: 'Sans Rôle', role: 'author' },
        { name: 'Théo Traducteur', role: 'translator' },
        { name: 'Iléana Illustratrice', role: 'illustrator' },
        { name: 'Noé Narrateur', role: 'narrator' },
        { name: 'Ian Intro', role: 'foreword' },
      ],
      series: { name: 'Les Quatre Saisons', number: '3' },
      publisher: 'Maison',
      subjects: [{ scheme: null, code: null, label: 'Roman' }],
      accessibility: {
        accessModes: ['textual'],
        accessModesSufficient: ['textual'],
        features: ['tableOfContents', 'readingOrder'],
        hazards: ['noFlashingHazard'],
        summary: 'Un résumé.',
        conformsTo: 'EPUB Accessibility 1.1 - WCAG 2.1 Level A',
        certifiedBy: 'Certificateur',
      },
      pageCount: 4,
      // "L’été est chaud ; l’hiver est froid.": HTML's named entities decoded, ";" alone no word.
      wordCount: 6,
    } satisfies EpubMetadata);
  });
});

describe('namespaces, paths and encodings', () => {
  test('Dublin Core and OPF under other prefixes, or undeclared dc:', async () => {
    const prefixed = `<?xml version="1.0"?>
<o:package xmlns:o="http://www.idpf.org/2007/opf" version="2.0">
  <o:metadata xmlns:purl="http://purl.org/dc/elements/1.1/">
    <purl:title>Prefixed</purl:title>
    <purl:creator o:role="trl">Tess Translator</purl:creator>
    <dc:title>Not Dublin Core: dc is another namespace here</dc:title>
  </o:metadata>
  <o:manifest><o:item id="t" href="t.xhtml" media-type="application/xhtml+xml"/></o:manifest>
  <o:spine><o:itemref idref="t"/></o:spine>
</o:package>`.replace('<o:metadata ', '<o:metadata xmlns:dc="urn:example:not-dc" ');
    expect(await metadataOf(book(prefixed, { 'OEBPS/t.xhtml': xhtml('<p>One.</p>') }))).toMatchObject({
      version: '2.0',
      title: 'Prefixed',
      contributors: [{ name: 'Tess Translator', role: 'translator' }],
      wordCount: 1,
    });

    const undeclared = `<package version="2.0"><metadata><dc:Title>Undeclared</dc:Title><dc:Creator opf:role="aut">Una</dc:Creator></metadata></package>`;
    expect(await metadataOf(book(undeclared))).toMatchObject({
      title: 'Undeclared',
      contributors: [{ name: 'Una', role: 'author' }],
      wordCount: null,
    });
  });

  test('schema.org under a prefix of the package, and its https spelling', async () => {
    const packageDocument = epub3Package(
      `<meta property="s:accessMode">textual</meta><meta property="h:accessibilityHazard">none</meta>`,
    ).replace('version="3.0"', 'version="3.0" prefix="s: http://schema.org/ h: https://schema.org/"');
    expect((await metadataOf(book(packageDocument))).accessibility).toMatchObject({ accessModes: ['textual'], hazards: ['none'] });
  });

  test('the package document at the root, hrefs percent-decoded, in other folders, of other case', async () => {
    const packageDocument = epub3Package('', { a: 'Text/%C3%A9t%C3%A9.xhtml', b: '../b.xhtml', c: 'text/C.XHTML', d: 'http://example.com/remote.xhtml' });
    const metadata = await metadataOf(
      book(packageDocument, { 'Text/été.xhtml': xhtml('<p>Summer</p>'), 'Text/C.xhtml': xhtml('<p>Case differs</p>'), 'b.xhtml': xhtml('<p>Not read</p>') }, 'book.opf'),
    );
    // "../b.xhtml" leaves the archive's root: it names nothing.
    expect(metadata.wordCount).toBe(1 + 2);
  });

  test('package documents in UTF-16 and in ISO-8859-1', async () => {
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(epub3Package('<dc:creator>Zoë</dc:creator>').replace('UTF-8', 'UTF-16'), 'utf16le')]);
    expect(await metadataOf(book(utf16))).toMatchObject({ title: 'Words', contributors: [{ name: 'Zoë', role: 'author' }] });
    const latin1 = Buffer.from(epub3Package('<dc:creator>Zoë</dc:creator>').replace('UTF-8', 'ISO-8859-1'), 'latin1');
    expect(await metadataOf(book(latin1))).toMatchObject({ contributors: [{ name: 'Zoë', role: 'author' }] });
  });
});

describe('the word count', () => {
  const wordsOf = async (body: string, head?: string) =>
    (await metadataOf(book(epub3Package(''), { 'OEBPS/chapter.xhtml': xhtml(body, head) }))).wordCount;

  test('Chinese and Japanese by character, Thai by the dictionary, Korean and Cyrillic by spaces', async () => {
    // 吾輩は猫である (7 characters) and 名前はまだ無い (7), punctuation aside.
    expect(await wordsOf('<p>吾輩は猫である。名前はまだ無い。</p>')).toBe(14);
    // Ruby text repeats what it annotates: not counted.
    expect(await wordsOf('<p><ruby>漢<rp>(</rp><rt>かん</rt><rp>)</rp>字<rt>じ</rt></ruby>とEPUB3</p>')).toBe(3 + 1);
    expect(await wordsOf('<p>中文字数</p>')).toBe(4);
    expect(await wordsOf('<p>สวัสดีครับ</p>')).toBe(2);
    expect(await wordsOf('<p>안녕하세요 세계</p><p>Привет, мир!</p>')).toBe(4);
  });

  test('CDATA is text; an unclosed document counts what it holds; an empty one, zero', async () => {
    expect(await wordsOf('<p><![CDATA[three <plain> words]]></p>')).toBe(3);
    const unclosed = book(epub3Package(''), { 'OEBPS/chapter.xhtml': '<html><body><p>Cut short in the midd' });
    expect((await metadataOf(unclosed)).wordCount).toBe(5);
    expect(await wordsOf('')).toBe(0);
  });

  test('null when no spine document can be read: missing, encrypted, of another compression, damaged', async () => {
    expect(await metadataOf(book(epub3Package('')))).toMatchObject({ wordCount: null, pageCount: null });

    /** The e-pub with its chapter's central directory record (46 bytes) or data changed. */
    const changed = (change: (zip: Buffer, record: number, data: number) => void) => {
      const zip = book(epub3Package(''), { 'OEBPS/chapter.xhtml': xhtml(`<p>${'Secret words. '.repeat(100)}</p>`) });
      const record = centralRecords(zip).find((entry) => entry.name === 'OEBPS/chapter.xhtml')!.offset;
      const local = zip.readUInt32LE(record + 42);
      change(zip, record, local + 30 + zip.readUInt16LE(local + 26));
      return zip;
    };
    const encryptedFlag = changed((zip, record) => zip.writeUInt16LE(zip.readUInt16LE(record + 8) | 1, record + 8));
    const bzip2 = changed((zip, record) => zip.writeUInt16LE(12, record + 10));
    const damaged = changed((zip, _record, data) => zip.fill(0xff, data + 4, data + 24));
    for (const zip of [encryptedFlag, bzip2, damaged]) expect((await metadataOf(zip)).wordCount).toBeNull();

    const encryption = `<encryption xmlns="urn:oasis:names:tc:opendocument:xmlns:container" xmlns:enc="http://www.w3.org/2001/04/xmlenc#">
  <enc:EncryptedData><enc:EncryptionMethod Algorithm="http://www.w3.org/2001/04/xmlenc#aes128-cbc"/>
  <enc:CipherData><enc:CipherReference URI="OEBPS/chapter.xhtml"/></enc:CipherData></enc:EncryptedData></encryption>`;
    const listed = book(epub3Package(''), { 'OEBPS/chapter.xhtml': xhtml('<p>Secret words</p>'), 'META-INF/encryption.xml': encryption });
    expect((await metadataOf(listed)).wordCount).toBeNull();
  });

  test('a 5 MB book in well under a second', async () => {
    const paragraph = `<p class="text">${'The quick brown fox jumps over <em>the</em> lazy dog, l&eacute;g&egrave;re et na&iuml;ve. '.repeat(10)}</p>\n`;
    const chapter = xhtml(paragraph.repeat(Math.ceil((512 * 1024) / paragraph.length)));
    const documents = Object.fromEntries(Array.from({ length: 10 }, (_, index) => [`c${index}`, `c${index}.xhtml`]));
    const file = await written(book(epub3Package('', documents), Object.fromEntries(Object.values(documents).map((href) => [`OEBPS/${href}`, chapter]))));
    await readEpubMetadata(file);
    const start = performance.now();
    const { wordCount } = await readEpubMetadata(file);
    expect(wordCount).toBe(10 * Math.ceil((512 * 1024) / paragraph.length) * 10 * 12);
    expect(performance.now() - start).toBeLessThan(1000);
  });
});

describe('hostile files: bounded time and memory', () => {
  test('entities of a DOCTYPE are not expanded (no billion laughs)', async () => {
    const laughs = Array.from({ length: 9 }, (_, index) => `<!ENTITY lol${index + 1} "${`&lol${index};`.repeat(10)}">`).join('');
    const packageDocument = epub3Package('').replace(
      '<package ',
      `<!DOCTYPE package [<!ENTITY lol0 "lol">${laughs}]>\n<package `,
    ).replace('<dc:title>Words</dc:title>', '<dc:title>&lol9;</dc:title>');
    const metadata = await metadataOf(book(packageDocument));
    expect(metadata.title).toBe('&lol9;');
  });

  test('deeply nested elements and many namespace declarations', async () => {
    const depth = 20_000;
    const nested = `${'<x xmlns:p="urn:p">'.repeat(depth)}deep${'</x>'.repeat(depth)}`;
    const metadata = await metadataOf(book(epub3Package(`<dc:creator>${nested}</dc:creator>`)));
    expect(metadata.contributors).toEqual([{ name: 'deep', role: 'author' }]);
  });

  test('a nav over 4 MiB gives no page count; a package document over 1 MiB is refused', async () => {
    const bigNav = xhtml(`<nav epub:type="page-list"><ol>${'<li><a href="c.xhtml#p">1</a></li>'.repeat(150_000)}</ol></nav>`);
    const withNav = epub3Package('', { c1: 'chapter.xhtml' }, '<item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>');
    expect((await metadataOf(book(withNav, { 'OEBPS/nav.xhtml': bigNav }))).pageCount).toBeNull();
    const smallNav = xhtml(`<nav epub:type="page-list"><ol>${'<li><a href="c.xhtml#p">1</a></li>'.repeat(1000)}</ol></nav>`);
    expect((await metadataOf(book(withNav, { 'OEBPS/nav.xhtml': smallNav }))).pageCount).toBe(1000);

    const bigPackage = epub3Package(`<!--${' '.repeat(1024 * 1024)}-->`);
    await expect(metadataOf(book(bigPackage))).rejects.toThrow(/the package document "OEBPS\/package.opf" is larger than 1 MiB/);
  });

  test('the word count stops after 64 MiB of text and keeps what it counted', { timeout: 30_000 }, async () => {
    // 100 MiB of "word " deflated to some 100 KB: a zip bomb of text.
    const bomb = Buffer.alloc(100 * 1024 * 1024, 'word ');
    const metadata = await metadataOf(book(epub3Package(''), { 'OEBPS/chapter.xhtml': bomb }));
    expect(metadata.wordCount).toBe(Math.ceil((64 * 1024 * 1024) / 'word '.length));
  });
});

describe('what is not an e-pub throws', () => {
  test.each([
    ['a text file', () => Buffer.from('{"name": "not a zip"}'), /is not a readable zip archive/],
    ['an empty file', () => Buffer.alloc(0), /is not a readable zip archive/],
    ['a zip without META-INF/container.xml', () => zipArchive(tinyEpubEntries().filter((entry) => entry.name !== 'META-INF/container.xml')), /has no META-INF\/container.xml/],
    [
      'a container that names no package document',
      () => zipArchive([{ name: 'META-INF/container.xml', content: '<container><rootfiles/></container>' }]),
      /META-INF\/container.xml names no package document/,
    ],
    ['a container that names a missing package document', () => zipArchive([{ name: 'META-INF/container.xml', content: container('OEBPS/gone.opf') }]), /the package document "OEBPS\/gone.opf" is missing/],
    ['a package document that is none', () => book('<html><body>Not a package</body></html>'), /"OEBPS\/package.opf" is not a package document/],
  ])('%s', async (_name, content, message) => {
    await expect(metadataOf(content())).rejects.toThrow(message);
  });
});
