/** The English messages of the lists' shared pieces (src/components/lists), under `app.lists`. */
export const listsMessages = {
  export: 'Export CSV',
};
