/** English strings of the e-books (`/e-books`, menu "Books"). */
export const ebooksMessages = {
  resources: {
    'e-books': {
      name: 'Book |||| Books',
      /** Its bulk actions (src/components/bulk): the confirmation's title, the undo's, and each action's job. */
      bulk: {
        confirm: '%{action} %{count} e-book? |||| %{action} %{count} e-books?',
        undo: '%{action} the %{count} e-book this job %{did}? |||| %{action} the %{count} e-books this job %{did}?',
        jobs: {
          enable: 'Enable e-books',
          disable: 'Disable e-books',
          'set-category': 'Set the category of e-books',
        },
      },
      // react-admin's save messages (the toast shows them as a success: src/shell/layout/AppNotification.tsx).
      notifications: {
        created: 'Book created',
        updated: 'Book saved',
        deleted: 'Book deleted |||| %{smart_count} books deleted',
      },
      search: 'Search by title, author or ISBN',
      fields: {
        coverUrl: 'Cover',
        title: 'Title',
        subtitle: 'Subtitle',
        authors: 'Authors',
        description: 'Description',
        type: 'Type',
        categoryId: 'Category',
        categoryName: 'Category',
        magazineBrand: 'Magazine brand',
        language: 'Language',
        isbn: 'ISBN',
        price: 'Price',
        currency: 'Currency',
        publicationDate: 'Publication date',
        pageCount: 'Pages',
        premium: 'Premium',
        status: 'Status',
        createdAt: 'Created',
        updatedAt: 'Updated',
        sampleEpubFile: 'Sample e-pub',
        epubFile: 'Full e-pub',
        q: 'Search',
      },
      empty: {
        title: 'No books yet',
        text: 'Add a book or a magazine; then attach its cover and e-pub files.',
      },
      sections: {
        details: 'Details',
        classification: 'Classification',
        publishing: 'Publishing',
        files: 'Files',
      },
      helpers: {
        authors: 'Type a name and press Enter; add as many as needed.',
        isbn: 'ISBN-10 or ISBN-13; hyphens are fine.',
        premium: 'Readable with a premium subscription.',
      },
      errors: {
        isbn: 'Not a valid ISBN: check the digits',
      },
      files: {
        cover: 'Cover photo',
        sample_epub: 'Sample e-pub',
        epub: 'Full e-pub',
        cover_of: 'Cover of %{title}',
        no_cover: 'No cover yet',
        none: 'No file yet',
        details: '%{size}, uploaded %{date}',
        download: 'Download',
        download_named: 'Download %{name}',
        cover_saved: 'The cover is saved',
        sample_epub_saved: 'The sample e-pub is saved',
        epub_saved: 'The full e-pub is saved',
      },
      messages: {
        created: 'Book created. Now attach its cover and e-pub files under Files.',
      },
    },
  },
  app: {
    // The e-book types (1 book, 2 magazine).
    publication_kinds: {
      1: 'Book',
      2: 'Magazine',
    },
  },
};
