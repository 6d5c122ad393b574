import StarterKit from '@tiptap/starter-kit';
import {
  ClearButtons,
  DefaultEditorOptions,
  FormatButtons,
  LinkButtons,
  ListButtons,
  QuoteButtons,
  RichTextInput,
  RichTextInputToolbar,
} from 'ra-input-rich-text';
import { required } from 'react-admin';
import { cspNonce } from '../../src/components/cspNonce';

/**
 * The editor makes only what the server's sanitiser keeps (server/lib/html.ts): paragraphs,
 * emphasis, inline code, lists, quotes and links; no code blocks, images, colours or alignment,
 * so nothing typed here is silently dropped on save. The editable area is a multi-line textbox
 * named by the field's label.
 */
const editorOptions = {
  ...DefaultEditorOptions,
  extensions: [
    StarterKit.configure({
      codeBlock: false,
      horizontalRule: false,
      heading: { levels: [2, 3] },
      link: { openOnClick: false },
    }),
  ],
  editorProps: { attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-labelledby': 'body-label' } },
  // The editor's own `<style>` element carries the page's CSP nonce (README "Browser protections").
  injectNonce: cspNonce,
};

/** The entry's text: react-admin's rich text input with a toolbar of what the feed keeps. */
export function FeedBodyInput() {
  return (
    <RichTextInput
      id="body"
      source="body"
      validate={required()}
      editorOptions={editorOptions}
      toolbar={
        <RichTextInputToolbar size="small">
          <FormatButtons size="small" />
          <ListButtons size="small" />
          <LinkButtons size="small" />
          <QuoteButtons size="small" />
          <ClearButtons size="small" />
        </RichTextInputToolbar>
      }
      sx={{ maxWidth: 800, '& .ProseMirror': { minHeight: 160 } }}
    />
  );
}
