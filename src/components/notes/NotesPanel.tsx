import DeleteIcon from '@mui/icons-material/Delete';
import { Box, Button, IconButton, TextField, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type KeyboardEvent, useId, useRef, useState } from 'react';
import { Confirm, HttpError, Loading, useNotify, useRecordContext, useTranslate } from 'react-admin';
import type { StaffNote } from '../../../contract/notes';
import { noteMaxLength } from '../../../contract/noteRules';
import { call } from '../../../dataProvider/client';
import { formatDateTime, formatNumber } from '../../format';
import { everyHistoryKey } from '../../audit/auditRequests';

/** What notes are on, and the operations that read and write them (contract/notes.ts). */
export type NoteSubject = 'order' | 'customer';

const operationsOf = {
  order: { list: 'listOrderNotes', add: 'addOrderNote', remove: 'deleteOrderNote' },
  customer: { list: 'listCustomerNotes', add: 'addCustomerNote', remove: 'deleteCustomerNote' },
} as const;

export const notesQueryKey = (subject: NoteSubject, id: number) => ['notes', subject, id] as const;

/** The server's message for the body (a 400's fieldErrors.body), if the failure was about it. */
const bodyErrorOf = (error: unknown): string | undefined =>
  error instanceof HttpError ? (error.body as { errors?: { body?: string } } | undefined)?.errors?.body : undefined;

/**
 * The staff notes on an order or a customer (docs/api.md "Staff notes"): a field to write a new one
 * with its count of characters, then the notes, newest first, each with its author and time and
 * its text as written (plain text, line breaks kept). A staff member deletes their own notes,
 * after a confirmation. The order or customer is the record in context; `label` is react-admin's, so
 * that a show layout does not label the panel.
 */
export function NotesPanel({ subject }: { subject: NoteSubject; label?: false }) {
  const id = Number(useRecordContext()?.id);
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const operations = operationsOf[subject];
  const queryKey = notesQueryKey(subject, id);
  const headingId = useId();
  const fieldId = useId();
  const counterId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [draft, setDraft] = useState('');
  const [serverError, setServerError] = useState<string>();
  const [deleting, setDeleting] = useState<StaffNote>();

  const notes = useQuery({
    queryKey,
    queryFn: ({ signal }) => call(operations.list, { params: { id } }, { signal }),
    // Until the record has loaded there is no id to read the notes of.
    enabled: id > 0,
  });

  const add = useMutation({
    mutationFn: (body: string) => call(operations.add, { params: { id }, body: { body } }),
    onSuccess: () => {
      setDraft('');
      setServerError(undefined);
      notify('app.notes.added', { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: everyHistoryKey });
      return queryClient.invalidateQueries({ queryKey });
    },
    onError: (error) => {
      const bodyError = bodyErrorOf(error);
      setServerError(bodyError);
      if (!bodyError) notify(error.message, { type: 'error' });
    },
  });

  const remove = useMutation({
    mutationFn: (noteId: number) => call(operations.remove, { params: { id, noteId } }),
    onSuccess: async () => {
      setDeleting(undefined);
      notify('app.notes.deleted', { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: everyHistoryKey });
      await queryClient.invalidateQueries({ queryKey });
      // The dialog gave focus back to the note's button, which is now gone: focus goes to the
      // panel rather than to the page's top.
      heading.current?.focus();
    },
    onError: (error) => {
      setDeleting(undefined);
      notify(error.message, { type: 'error' });
      return queryClient.invalidateQueries({ queryKey });
    },
  });

  // The server trims the note and counts what is left: so does the counter.
  const length = draft.trim().length;
  const tooLong = length > noteMaxLength;
  const max = formatNumber(noteMaxLength);
  const fieldError = tooLong ? translate('app.notes.too_long', { max }) : serverError;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (length === 0 || tooLong || add.isPending) return;
    add.mutate(draft.trim());
  };
  // Enter writes a new line; Ctrl+Enter (⌘+Enter) adds the note.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submit(event);
  };

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ minWidth: 0, maxWidth: 800 }}>
      <Typography ref={heading} id={headingId} tabIndex={-1} component="h2" variant="h6" gutterBottom sx={{ outline: 'none' }}>
        {translate('app.notes.title')}
      </Typography>
      <Box component="form" noValidate onSubmit={submit} sx={{ mb: 2 }}>
        <TextField
          id={fieldId}
          fullWidth
          multiline
          minRows={2}
          maxRows={12}
          label={translate('app.notes.new_note')}
          value={draft}
          onChange={(event) => {
            setDraft(event.target.value);
            setServerError(undefined);
          }}
          onKeyDown={onKeyDown}
          error={Boolean(fieldError)}
          helperText={fieldError}
          // The count, and the error when there is one (MUI's own id of the helper text).
          slotProps={{ htmlInput: { 'aria-describedby': fieldError ? `${fieldId}-helper-text ${counterId}` : counterId } }}
        />
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mt: 1, flexWrap: 'wrap' }}>
          <Typography id={counterId} variant="caption" sx={{ color: tooLong ? 'error.main' : 'text.secondary' }}>
            {translate('app.notes.counter', { count: formatNumber(length), max })}
          </Typography>
          {/* MUI's button: react-admin's shows only its icon on phones, and this one has none. */}
          <Button type="submit" variant="contained" size="small" disabled={length === 0 || tooLong || add.isPending}>
            {translate('app.notes.add')}
          </Button>
        </Box>
      </Box>
      {notes.isPending ? (
        <Loading />
      ) : notes.error ? (
        <Typography color="error">{notes.error.message}</Typography>
      ) : notes.data.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{translate('app.notes.empty')}</Typography>
      ) : (
        <Box component="ul" aria-label={translate('app.notes.list')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {notes.data.map((note) => (
            <NoteItem key={note.id} note={note} onDelete={() => setDeleting(note)} />
          ))}
        </Box>
      )}
      <Confirm
        isOpen={deleting !== undefined}
        loading={remove.isPending}
        title="app.notes.delete_title"
        content="app.notes.delete_content"
        translateOptions={{ time: deleting ? formatDateTime(deleting.createdAt) : '' }}
        confirm="app.confirm.yes"
        cancel="app.confirm.no"
        confirmColor="warning"
        onConfirm={() => deleting && remove.mutate(deleting.id)}
        onClose={() => setDeleting(undefined)}
      />
    </Box>
  );
}

/** One note: who and when, then the text as written; a delete button on the reader's own. */
function NoteItem({ note, onDelete }: { note: StaffNote; onDelete: () => void }) {
  const translate = useTranslate();
  const time = formatDateTime(note.createdAt);
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, py: 1.5, borderTop: 1, borderColor: 'divider' }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
          <Box component="span" sx={{ fontWeight: 'fontWeightMedium', color: 'text.primary' }}>
            {note.author.name}
          </Box>
          {' · '}
          <time dateTime={note.createdAt}>{time}</time>
        </Typography>
        {/* Plain text: React escapes it, and pre-wrap keeps its line breaks. */}
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mt: 0.5 }}>
          {note.body}
        </Typography>
      </Box>
      {note.mine && (
        <IconButton size="small" aria-label={translate('app.notes.delete', { time })} onClick={onDelete} sx={{ color: 'error.dark', mt: -0.5 }}>
          <DeleteIcon fontSize="small" />
        </IconButton>
      )}
    </Box>
  );
}
