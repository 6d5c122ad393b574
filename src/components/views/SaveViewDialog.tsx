import { Button, Checkbox, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, FormHelperText, TextField } from '@mui/material';
import { type FormEvent, useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { hidesCharacters, viewNameMaxLength } from '../../../contract/viewRules';

/** What the dialog asks: the view's name, whether it is shared, whether the list opens with it. */
export interface ViewDetails {
  name: string;
  shared: boolean;
  isDefault: boolean;
}

/**
 * Names a new view of the list, or renames an existing one (`initial`): its name (1 to 60
 * characters, unique among the user's views of the list: the server's answer shows on the field),
 * sharing for those who may share (a built-in view stays shared: its box is checked, disabled and
 * says why), and whether the list opens with it.
 */
export function SaveViewDialog(props: {
  initial?: ViewDetails;
  mayShare: boolean;
  /** One of the views the console comes with: shared for good. */
  builtIn?: boolean;
  saving: boolean;
  /** The server's word on the name (taken). */
  nameError?: string;
  onSave: (details: ViewDetails) => void;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const titleId = useId();
  const [details, setDetails] = useState<ViewDetails>(props.initial ?? { name: '', shared: false, isDefault: false });
  const [touched, setTouched] = useState(false);
  const name = details.name.trim();
  const problem =
    name.length === 0
      ? translate('app.views.name_required')
      : name.length > viewNameMaxLength
        ? translate('app.views.name_too_long', { max: viewNameMaxLength })
        : hidesCharacters(name)
          ? translate('app.views.name_hidden_characters')
          : undefined;
  const nameError = (touched && problem) || props.nameError;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!problem && !props.saving) props.onSave({ ...details, name });
  };
  const change = (part: Partial<ViewDetails>) => setDetails((current) => ({ ...current, ...part }));

  return (
    <Dialog open onClose={props.onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{translate(props.initial ? 'app.views.dialog_edit' : 'app.views.dialog_new')}</DialogTitle>
        <DialogContent>
          <TextField
            id={`${titleId}-name`}
            autoFocus
            fullWidth
            required
            margin="dense"
            label={translate('app.views.name')}
            value={details.name}
            onChange={(event) => change({ name: event.target.value })}
            onBlur={() => setTouched(true)}
            error={Boolean(nameError)}
            helperText={nameError || ' '}
            slotProps={{ htmlInput: { maxLength: viewNameMaxLength + 10 } }}
          />
          {props.mayShare && !props.builtIn && (
            <FormControlLabel
              control={<Checkbox checked={details.shared} onChange={(event) => change({ shared: event.target.checked })} />}
              label={translate('app.views.share')}
            />
          )}
          {props.mayShare && props.builtIn && (
            <>
              <FormControlLabel
                disabled
                control={<Checkbox checked slotProps={{ input: { 'aria-describedby': `${titleId}-shared` } }} />}
                label={translate('app.views.share')}
              />
              <FormHelperText id={`${titleId}-shared`} sx={{ mt: -1, mb: 1 }}>
                {translate('app.views.built_in_shared')}
              </FormHelperText>
            </>
          )}
          <FormControlLabel
            control={<Checkbox checked={details.isDefault} onChange={(event) => change({ isDefault: event.target.checked })} />}
            label={translate('app.views.make_default_field')}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={props.saving}>
            {translate('ra.action.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
