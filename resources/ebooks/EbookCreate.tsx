import { Create, useNotify, useRedirect } from 'react-admin';
import type { Ebook } from '../../contract/ebooks';
import { EbookForm } from './EbookForm';

/** Creates the e-book, then opens its edit page, where its cover and e-pub files are attached. */
export default function EbookCreate() {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Create
      mutationOptions={{
        onSuccess: (ebook: Ebook) => {
          notify('resources.e-books.messages.created', { type: 'success' });
          redirect('edit', 'e-books', ebook.id);
        },
      }}
    >
      <EbookForm />
    </Create>
  );
}
