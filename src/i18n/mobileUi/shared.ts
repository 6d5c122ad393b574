/** English strings the mobile UI screens share: the enumerations of spec.md section 3 and the deep-link input. */
export const mobileUiShared = {
  app: {
    layout_types: {
      home: 'Home',
      books: 'Books',
      magazines: 'Magazines',
      news: 'News',
    },
    // spec.md "Content section keys"; the highlight area is code "3".
    content_sections: {
      videos: 'Videos',
      news: 'News',
      magazine: 'Magazine',
      book: 'Book',
      highlight: 'Highlight area',
    },
    deep_link_targets: {
      0: 'All',
      1: 'News details',
      2: 'Book details',
      3: 'Video details',
      4: 'Magazine details',
      5: 'Subscription details',
      6: 'Login screen',
      7: 'URL',
    },
    alert_button_types: {
      0: 'All',
      1: 'No buttons',
      2: 'One button',
      3: 'Two buttons',
    },
    config_value_types: {
      string: 'Text',
      number: 'Number',
      boolean: 'True or false',
      json: 'JSON',
    },
    deep_link: {
      kind: 'Opens',
      none: 'Nothing',
      value: 'Item to open',
      url: 'Web address',
      url_helper: 'Starts with http:// or https://',
      search: 'Type a title or an id',
      no_results: 'No results found',
      describe: '%{kind}: %{title}',
      missing: '%{kind} #%{id} (not found)',
    },
    active_window: {
      start: 'Starts',
      end: 'Ends',
      end_helper: 'Leave empty to keep it running',
      active: 'Active now',
      scheduled: 'Scheduled',
      ended: 'Ended',
      disabled: 'Disabled',
    },
  },
};
