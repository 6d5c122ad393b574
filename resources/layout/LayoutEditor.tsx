import { Alert, LinearProgress } from '@mui/material';
import { Button, useTranslate } from 'react-admin';
import type { LayoutType } from '../../contract/enums';
import { LayoutWorkspace } from './LayoutWorkspace';
import { useSavedLayout } from './useSavedLayout';

interface LayoutEditorProps {
  layoutType: LayoutType;
  /** The revision the phone preview draws instead of the draft, if any. */
  revision: number | null;
  onLeaveRevision: () => void;
}

/** Loads a screen's saved layout (the change waiting on it, when one does), then edits it. */
export function LayoutEditor({ layoutType, revision, onLeaveRevision }: LayoutEditorProps) {
  const translate = useTranslate();
  const { data, error, refetch } = useSavedLayout(layoutType);
  if (error) {
    return (
      <Alert severity="error" action={<Button label="app.layout.retry" onClick={() => void refetch()} />}>
        {translate('app.layout.load_error')} {error.message}
      </Alert>
    );
  }
  if (!data) return <LinearProgress aria-label={translate('ra.page.loading')} />;
  return <LayoutWorkspace layout={data.layout} etag={data.etag} revision={revision} onLeaveRevision={onLeaveRevision} />;
}
