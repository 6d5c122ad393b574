import BookmarksIcon from '@mui/icons-material/BookmarksOutlined';
import CheckIcon from '@mui/icons-material/Check';
import ViewWeekIcon from '@mui/icons-material/ViewWeek';
import { Button, Divider, ListItemIcon, ListItemText, Menu, MenuItem, Tooltip } from '@mui/material';
import { type MouseEvent, useId, useState } from 'react';
import { Confirm, useGetIdentity, usePermissions, useStore, useTranslate } from 'react-admin';
import { mayEditView, mayShareViews } from '../../../contract/accessRules';
import type { SavedView, ViewList } from '../../../contract/views';
import { ColumnsChooser } from './ColumnsChooser';
import { SaveViewDialog, type ViewDetails } from './SaveViewDialog';
import { useDefaultView } from './useDefaultView';
import { useListView } from './useListView';
import { nameErrorOf, useViewChanges } from './useViewChanges';
import { useSavedViews } from './viewRequests';

type Dialog = { kind: 'new' } | { kind: 'edit'; view: SavedView } | { kind: 'delete'; view: SavedView };

/**
 * The saved views of the list, as a menu above it (docs/api.md "Saved views"): the button names
 * the view the list shows; the menu applies a view, saves the list as a new one, and for the view
 * shown saves its changes, renames, shares, deletes it (the user's own, or any shared one for
 * those who may share; a built-in view's delete is disabled and says why, reached by keyboard too
 * so that it is read) and makes it the user's default, which the list opens with after sign-in.
 * It also opens the column chooser (`columns`). One button: the orders' toolbar has room for one
 * more beside its filters.
 */
export function SavedViewsMenu({ list, columns }: { list: ViewList; columns: boolean }) {
  const translate = useTranslate();
  const menuId = useId();
  const { permissions: role } = usePermissions<number>();
  const { identity } = useGetIdentity();
  const { data } = useSavedViews(list);
  const listView = useListView(list);
  useDefaultView(list, data, listView.apply);
  const changes = useViewChanges(list);
  const [chosenId, setChosenId] = useStore<number | null>(`savedViews.${list}.chosen`, null);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [chooserAnchor, setChooserAnchor] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState<Dialog | null>(null);

  const views = data?.views ?? [];
  // The view last chosen while the list still shows it or a change of it, else any view it shows.
  const chosen = views.find((view) => view.id === chosenId) ?? views.find(listView.shows);
  const changed = chosen !== undefined && !listView.shows(chosen);
  const editable = (view: SavedView) =>
    identity !== undefined && mayEditView({ id: Number(identity.id), role }, { ownerId: view.owner?.id ?? null, shared: view.shared });
  const close = () => setAnchor(null);
  const act = (action: () => void) => () => {
    close();
    action();
  };

  const open = (next: Dialog) => {
    // The last save's refusal is not this dialog's.
    changes.create.reset();
    changes.update.reset();
    setDialog(next);
  };
  const choose = (view: SavedView) => {
    setChosenId(view.id);
    listView.apply(view);
  };
  const saveNew = (details: ViewDetails) =>
    changes.create.mutate(
      { ...listView.settings(), ...details },
      {
        onSuccess: (view) => {
          setChosenId(view.id);
          setDialog(null);
        },
      },
    );
  const saveEdit = (view: SavedView, details: ViewDetails) =>
    changes.update.mutate({ id: view.id, change: details }, { onSuccess: () => setDialog(null) });

  const label = chosen && (changed ? translate('app.views.changed', { name: chosen.name }) : chosen.name);
  return (
    <>
      {/* One button whatever it shows, so that focus comes back to it after the menu; its icon alone
          is as narrow as can be, so that the orders' filters keep their row beside the toolbar. */}
      <Tooltip title={chosen ? '' : translate('app.views.button')}>
        <Button
          size="small"
          startIcon={chosen && <BookmarksIcon />}
          aria-label={chosen ? translate('app.views.button_label', { name: label }) : translate('app.views.button')}
          aria-haspopup="menu"
          aria-expanded={anchor ? 'true' : undefined}
          aria-controls={anchor ? menuId : undefined}
          onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
          sx={{ minWidth: 0, p: chosen ? undefined : '5px', maxWidth: { xs: 150, sm: 240 }, '& .label': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } }}
        >
          {chosen ? <span className="label">{label}</span> : <BookmarksIcon fontSize="small" />}
        </Button>
      </Tooltip>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        slotProps={{ list: { 'aria-label': translate('app.views.button'), dense: true, disabledItemsFocusable: true } }}
      >
        {views.length === 0 && <MenuItem disabled>{translate('app.views.none')}</MenuItem>}
        {views.map((view) => (
          <MenuItem key={view.id} selected={view.id === chosen?.id} onClick={act(() => choose(view))} sx={{ maxWidth: 360 }}>
            <ListItemIcon>{view.id === chosen?.id && <CheckIcon fontSize="small" />}</ListItemIcon>
            <ListItemText
              primary={view.name}
              secondary={[view.shared && translate('app.views.shared'), view.isDefault && translate('app.views.default')].filter(Boolean).join(' · ') || undefined}
              slotProps={{ primary: { noWrap: true } }}
            />
          </MenuItem>
        ))}
        <Divider />
        <MenuItem onClick={act(() => open({ kind: 'new' }))}>{translate('app.views.save')}</MenuItem>
        {chosen && changed && editable(chosen) && (
          <MenuItem onClick={act(() => changes.update.mutate({ id: chosen.id, change: listView.settings() }))}>
            {translate('app.views.update', { name: chosen.name })}
          </MenuItem>
        )}
        {chosen && editable(chosen) && (
          <MenuItem onClick={act(() => open({ kind: 'edit', view: chosen }))}>{translate('app.views.edit', { name: chosen.name })}</MenuItem>
        )}
        {chosen && (
          <MenuItem onClick={act(() => changes.setDefault.mutate(chosen.isDefault ? null : chosen))}>
            {translate(chosen.isDefault ? 'app.views.clear_default' : 'app.views.make_default', { name: chosen.name })}
          </MenuItem>
        )}
        {chosen && editable(chosen) && !chosen.builtIn && (
          <MenuItem onClick={act(() => setDialog({ kind: 'delete', view: chosen }))} sx={{ color: 'error.dark' }}>
            {translate('app.views.delete', { name: chosen.name })}
          </MenuItem>
        )}
        {chosen && editable(chosen) && chosen.builtIn && (
          <MenuItem disabled>
            <ListItemText
              primary={translate('app.views.delete', { name: chosen.name })}
              secondary={translate('app.views.built_in_delete')}
              slotProps={{ primary: { noWrap: true } }}
            />
          </MenuItem>
        )}
        {columns && <Divider />}
        {columns && (
          <MenuItem onClick={act(() => setChooserAnchor(anchor))}>
            <ListItemIcon>
              <ViewWeekIcon fontSize="small" />
            </ListItemIcon>
            {translate('app.views.columns')}
          </MenuItem>
        )}
      </Menu>
      <ColumnsChooser list={list} anchor={chooserAnchor} onClose={() => setChooserAnchor(null)} />
      {dialog?.kind === 'new' && (
        <SaveViewDialog
          mayShare={mayShareViews(role)}
          saving={changes.create.isPending}
          nameError={nameErrorOf(changes.create.error)}
          onSave={saveNew}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'edit' && (
        <SaveViewDialog
          initial={{ name: dialog.view.name, shared: dialog.view.shared, isDefault: dialog.view.isDefault }}
          mayShare={mayShareViews(role)}
          builtIn={dialog.view.builtIn}
          saving={changes.update.isPending}
          nameError={nameErrorOf(changes.update.error)}
          onSave={(details) => saveEdit(dialog.view, details)}
          onClose={() => setDialog(null)}
        />
      )}
      <Confirm
        isOpen={dialog?.kind === 'delete'}
        loading={changes.remove.isPending}
        title="app.views.delete_title"
        content="app.views.delete_content"
        translateOptions={{ name: dialog?.kind === 'delete' ? dialog.view.name : '' }}
        confirm="app.confirm.yes"
        cancel="app.confirm.no"
        confirmColor="warning"
        onConfirm={() => dialog?.kind === 'delete' && changes.remove.mutate(dialog.view, { onSuccess: () => setDialog(null) })}
        onClose={() => setDialog(null)}
      />
    </>
  );
}
