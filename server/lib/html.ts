import sanitizeHtml from 'sanitize-html';

/** The HTML a feed body keeps: paragraphs, line breaks, links, emphasis, inline code, lists, quotes, two heading levels. */
export const richTextTags = ['p', 'br', 'a', 'strong', 'em', 'b', 'i', 'u', 's', 'code', 'ul', 'ol', 'li', 'blockquote', 'h2', 'h3'];

/** A link's only addresses: absolute web and mail ones (no relative paths, no `javascript:`). */
const allowedHref = /^(https?:\/\/|mailto:)/i;

/**
 * Elements whose content is not text a reader should see: they go with their content. Every
 * other element outside `richTextTags` (div, span, h1, ...) goes but keeps its text. `xmp` is
 * sanitize-html's own default: a raw-text element whose markup would otherwise come back as text.
 */
const droppedWithContent = ['script', 'style', 'textarea', 'option', 'select', 'xmp', 'noscript', 'noembed', 'noframes', 'iframe', 'object', 'template', 'title'];

const richText: sanitizeHtml.IOptions = {
  allowedTags: richTextTags,
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: droppedWithContent,
  transformTags: {
    // Only an absolute http(s) or mailto address stays a link; a new window is the only target kept,
    // and the page it opens gets no handle on the console (rel).
    a: (tagName, attribs) => {
      const href = attribs.href?.trim() ?? '';
      if (!allowedHref.test(href)) return { tagName, attribs: {} };
      return {
        tagName,
        attribs: { href, rel: 'noopener noreferrer', ...(attribs.target === '_blank' ? { target: '_blank' } : {}) },
      };
    },
  },
  // A link left without an address is no link: its text stays, the tag goes.
  exclusiveFilter: (frame) => (frame.tag === 'a' && !frame.attribs.href ? 'excludeTag' : false),
};

/**
 * A feed body as it is stored and served: only `richTextTags`, links as described above, no
 * other attribute (no `style`, `class` or `on*`), scripts and embedded content removed.
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, richText).trim();
}

/** Whether sanitised HTML has any text a reader would see (a body of `<p><br></p>` has none). */
export function hasVisibleText(html: string): boolean {
  const text = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} });
  return text.replace(/&nbsp;|&#160;|&#xa0;/gi, ' ').trim() !== '';
}
