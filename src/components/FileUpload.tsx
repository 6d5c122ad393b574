import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Box, Button, LinearProgress, Typography } from '@mui/material';
import { type DragEvent, useEffect, useId, useRef, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { pathWith } from '../../contract/operation';
import type { OperationName } from '../../contract/operations';
import { routeOf } from '../../dataProvider/client';
import { authHeaders, failedResponse, fallbackErrorMessage } from '../../dataProvider/http';
import { formatFileSize } from '../format';
import { hasAllowedExtension, isPreviewableImage, type UploadState, uploadMessageKey } from './fileUploadRules';

export interface FileUploadProps {
  /** The file's upload operation (its body is multipart/form-data, field `file`) and its path parameters. */
  operation: OperationName;
  params?: Record<string, string | number>;
  /** Extensions (text after the last dot) the parent screen accepts, such as `['png', 'jpg']`. */
  allowedExtensions: readonly string[];
  /** Called with the server's JSON answer after a successful upload. */
  onUploaded: (response: unknown) => void;
  /** The i18n key of what is uploaded ("Photo"); names the file chooser for assistive technology. */
  label?: string;
  disabled?: boolean;
}

/** The method and URL of an upload operation. */
function uploadTarget(name: OperationName, params?: Record<string, string | number>) {
  const operation = routeOf(name);
  return { method: operation.method, url: pathWith(operation.path, params) };
}

/** Sends one file with upload progress (fetch has none), with the session's headers. */
function send(method: string, url: string, file: File, onProgress: (percent: number) => void): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, url);
    request.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(authHeaders())) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      let body: unknown;
      try {
        body = request.responseText ? JSON.parse(request.responseText) : undefined;
      } catch {
        body = undefined;
      }
      if (request.status >= 200 && request.status < 300) resolve(body);
      else reject(failedResponse(request.status, body ?? {}));
    };
    request.onerror = () => reject(new Error(fallbackErrorMessage));
    const form = new FormData();
    form.append('file', file, file.name);
    request.send(form);
  });
}

/**
 * The shared upload widget: one file, chosen with the file chooser
 * (keyboard: Tab to "Choose file", then Enter or Space) or dropped on the area; its extension
 * must be in `allowedExtensions`; an image is previewed, and any file named with its size.
 * "Upload" sends it to its operation with a progress bar; the server's message of a failure
 * shows in a toast.
 */
export function FileUpload({ operation, params, allowedExtensions, onUploaded, label = 'app.upload.choose', disabled }: FileUploadProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const inputId = useId();
  const messageId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File>();
  const [preview, setPreview] = useState<{ of: File; url: string }>();
  const [state, setState] = useState<UploadState>('empty');
  const [progress, setProgress] = useState(0);
  const [dragging, setDragging] = useState(false);
  const uploading = state === 'uploading';

  // The preview of an image, as a data URL; shown only while that file is the chosen one, and
  // dropped if the browser cannot draw it after all (a damaged file): never a broken image.
  useEffect(() => {
    if (!file || !isPreviewableImage(file)) return;
    const reader = new FileReader();
    reader.onload = () => typeof reader.result === 'string' && setPreview({ of: file, url: reader.result });
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);
  const previewUrl = preview && preview.of === file ? preview.url : undefined;

  const clear = () => {
    setFile(undefined);
    if (input.current) input.current.value = '';
  };

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    if (!hasAllowedExtension(chosen.name, allowedExtensions)) {
      clear();
      setState('wrongFormat');
      return;
    }
    setFile(chosen);
    setState('selected');
  };

  const submit = async () => {
    if (!file) {
      setState('noFile');
      return;
    }
    setState('uploading');
    setProgress(0);
    try {
      const { method, url } = uploadTarget(operation, params);
      const response = await send(method, url, file, setProgress);
      clear();
      setState('empty');
      onUploaded(response);
    } catch (error) {
      setState('failed');
      notify((error as Error).message || fallbackErrorMessage, { type: 'error' });
    }
  };

  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!uploading && !disabled) choose(event.dataTransfer.files[0]);
  };
  const onDragOver = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    if (!uploading && !disabled) setDragging(true);
  };

  const problem = state === 'wrongFormat' || state === 'noFile' || state === 'failed';
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, maxWidth: 420 }}>
      <Box
        onDrop={onDrop}
        onDragOver={onDragOver}
        onDragLeave={() => setDragging(false)}
        data-testid="file-upload-drop-zone"
        sx={{
          position: 'relative',
          display: 'flex',
          alignItems: 'center',
          gap: 2,
          p: 2,
          border: 2,
          borderStyle: 'dashed',
          borderRadius: 1,
          borderColor: dragging ? 'primary.main' : problem ? 'error.main' : 'divider',
          bgcolor: dragging ? 'action.hover' : 'transparent',
          flexWrap: 'wrap',
          // The real input is visually hidden but focusable; its focus shows on the visible button.
          '&:has(input:focus-visible) label': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        {previewUrl && (
          <Box
            component="img"
            src={previewUrl}
            alt={translate('app.upload.preview', { name: file?.name ?? '' })}
            onError={() => setPreview(undefined)}
            sx={{ width: 64, height: 64, objectFit: 'cover', borderRadius: 1 }}
          />
        )}
        <Box sx={{ flex: '1 1 160px', minWidth: 0 }}>
          <Typography
            id={messageId}
            data-testid="file-upload-message"
            role="status"
            aria-live="polite"
            variant="body2"
            sx={{ fontWeight: 500, color: problem ? 'error.main' : 'text.primary' }}
          >
            {translate(uploadMessageKey[state])}
          </Typography>
          <Typography variant="caption" component="p" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
            {file
              ? translate('app.upload.file', { name: file.name, size: formatFileSize(file.size) })
              : translate('app.upload.allowed', { extensions: allowedExtensions.map((extension) => extension.replace(/^\./, '')).join(', ') })}
          </Typography>
        </Box>
        <Button
          component="label"
          // A label is not allowed the button role MUI gives it; it is a label (MUI's own upload example does the same).
          role={undefined}
          htmlFor={inputId}
          variant="outlined"
          size="small"
          startIcon={<UploadFileIcon />}
          disabled={uploading || disabled}
          // The label is not itself in the tab order: the input it names is.
          tabIndex={-1}
        >
          {translate('app.upload.choose')}
        </Button>
        <input
          ref={input}
          id={inputId}
          type="file"
          aria-label={translate(label)}
          aria-describedby={messageId}
          accept={allowedExtensions.map((extension) => `.${extension.replace(/^\./, '')}`).join(',')}
          disabled={uploading || disabled}
          onChange={(event) => choose(event.target.files?.[0])}
          style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden', clipPath: 'inset(50%)' }}
        />
      </Box>
      {uploading && (
        <LinearProgress variant="determinate" value={progress} aria-label={translate('app.upload.progress')} />
      )}
      <Box>
        <Button variant="contained" onClick={submit} disabled={uploading || disabled}>
          {translate('app.upload.submit')}
        </Button>
      </Box>
    </Box>
  );
}
