import { Box, Checkbox, List, ListItem, ListItemAvatar, ListItemButton, ListItemIcon, ListItemText, type SxProps, type Theme } from '@mui/material';
import { isValidElement, type ReactNode } from 'react';
import {
  type Identifier,
  ListNoResults,
  type RaRecord,
  RecordContextProvider,
  SimpleListLoading,
  useCreatePath,
  useListContext,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { useBulkActions } from '../bulk/BulkToolbar';

type Text<T> = ReactNode | ((record: T, id: Identifier) => ReactNode);

export interface PhoneListProps<T extends RaRecord> {
  primaryText: Text<T>;
  secondaryText?: Text<T>;
  tertiaryText?: Text<T>;
  leftAvatar?: (record: T) => ReactNode;
  leftIcon?: (record: T) => ReactNode;
  /** The page a row opens (default: its edit page)... */
  linkType?: 'edit' | 'show';
  /** ...or the path it opens, false for none (an Activity entry whose record is gone). */
  rowClick?: (record: T) => string | false;
  /** What a filter that matches nothing shows. */
  empty?: ReactNode;
  sx?: SxProps<Theme>;
}

const textOf = <T extends RaRecord>(text: Text<T> | undefined, record: T): ReactNode =>
  typeof text === 'function' && !isValidElement(text) ? text(record, record.id) : text;

/**
 * A list below 768px, in react-admin's SimpleList layout (one row per record: a picture, two lines
 * and a figure on the right), with what a phone's SimpleList lacks: a checkbox per row beside the
 * link, "select all" and the bulk actions' toolbar, where the list takes bulk actions
 * (useBulkActions).
 */
export function PhoneList<T extends RaRecord>({
  primaryText,
  secondaryText,
  tertiaryText,
  leftAvatar,
  leftIcon,
  linkType = 'edit',
  rowClick,
  empty,
  sx,
}: PhoneListProps<T>) {
  const { data, isPending, selectedIds, onToggleItem, onSelect, onUnselectItems } = useListContext<T>();
  const { bulkActionsToolbar } = useBulkActions();
  const resource = useResourceContext();
  const createPath = useCreatePath();
  const translate = useTranslate();
  if (isPending) {
    return (
      <SimpleListLoading hasLeftAvatarOrIcon={!!(leftAvatar || leftIcon)} hasSecondaryText={!!secondaryText} hasTertiaryText={!!tertiaryText} />
    );
  }
  if (!data?.length) return <>{empty ?? <ListNoResults />}</>;
  const selectable = Boolean(bulkActionsToolbar);
  const pageIds = data.map((record) => record.id);
  const pageSelected = pageIds.every((id) => selectedIds.includes(id));
  return (
    <>
      {selectable && (
        <>
          {bulkActionsToolbar}
          <Box sx={{ display: 'flex', alignItems: 'center', pl: 1, borderBottom: 1, borderColor: 'divider' }}>
            <Checkbox
              checked={pageSelected}
              indeterminate={!pageSelected && pageIds.some((id) => selectedIds.includes(id))}
              onChange={() => (pageSelected ? onUnselectItems() : onSelect(pageIds))}
              slotProps={{ input: { 'aria-label': translate('ra.action.select_all') } }}
            />
            <Box component="span" sx={{ typography: 'body2', color: 'text.secondary' }} aria-hidden>
              {translate('ra.action.select_all')}
            </Box>
          </Box>
        </>
      )}
      <List disablePadding sx={sx}>
        {data.map((record) => {
          const path = rowClick ? rowClick(record) : createPath({ resource, id: record.id, type: linkType });
          const content = (
            <>
              {leftIcon && <ListItemIcon>{leftIcon(record)}</ListItemIcon>}
              {leftAvatar && <ListItemAvatar>{leftAvatar(record)}</ListItemAvatar>}
              <ListItemText
                primary={
                  <>
                    {textOf(primaryText, record)}
                    {tertiaryText && (
                      <Box component="span" sx={{ float: 'right', color: 'text.secondary', ml: 1 }}>
                        {textOf(tertiaryText, record)}
                      </Box>
                    )}
                  </>
                }
                secondary={textOf(secondaryText, record)}
              />
            </>
          );
          return (
            <RecordContextProvider key={record.id} value={record}>
              <ListItem disablePadding divider sx={{ pl: selectable ? 1 : 0 }}>
                {selectable && (
                  <Checkbox
                    checked={selectedIds.includes(record.id)}
                    onChange={() => onToggleItem(record.id)}
                    slotProps={{ input: { 'aria-label': translate('ra.action.select_row') } }}
                  />
                )}
                {path ? (
                  <ListItemButton component={Link} to={path}>
                    {content}
                  </ListItemButton>
                ) : (
                  <Box sx={{ display: 'flex', alignItems: 'center', flex: 1, px: 2, py: 1 }}>{content}</Box>
                )}
              </ListItem>
            </RecordContextProvider>
          );
        })}
      </List>
    </>
  );
}
