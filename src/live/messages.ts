/** The English messages of live updates on an edit page (src/live), under `app.live`. */
export const liveMessages = {
  /** Who else has the record open. */
  here: '%{names} also has this open |||| %{names} also have this open',
  and: '%{first} and %{last}',
  /** A save by someone else, announced before the reader's own save would be refused. */
  saved: '%{name} saved this %{thing}: reload to see their changes, or keep yours',
  saved_title: 'Saved by someone else',
  reload: 'Reload',
  keep: 'Keep my changes',
};
