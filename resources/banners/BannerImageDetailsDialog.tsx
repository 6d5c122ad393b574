import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { Form, maxLength, maxValue, minValue, NumberInput, required, TextInput, useNotify, useTranslate } from 'react-admin';
import type { BannerImage, BannerImageDetailsInput } from '../../contract/banners';
import { DeepLinkInput } from '../../src/components/deepLink/DeepLinkInput';
import { useServerSubmit } from '../../src/components/useServerSubmit';
import { detailsOf, useImageDetails } from './useImageDetails';

interface BannerImageDetailsDialogProps {
  image: BannerImage;
  /** How many images the banner has: the last position. */
  count: number;
  onClose: () => void;
}

/** The image's position, where a tap leads and its alt text; the server's field errors show on the fields. */
export function BannerImageDetailsDialog({ image, count, onClose }: BannerImageDetailsDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const titleId = useId();
  const save = useImageDetails(image);
  const { submit, saving } = useServerSubmit(async (values) => {
    await save(values as unknown as BannerImageDetailsInput);
    notify('resources.ui/banners.details.saved', { type: 'success' });
    onClose();
  });
  const label = (key: string) => `resources.ui/banners.details.${key}`;
  return (
    <Dialog open onClose={saving ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <Form onSubmit={submit} record={detailsOf(image)} noValidate>
        <DialogTitle id={titleId}>{translate(label('title'), { position: image.position })}</DialogTitle>
        <DialogContent>
          <NumberInput
            source="position"
            label={label('position')}
            min={1}
            max={count}
            step={1}
            helperText={translate(label('position_helper'), { count })}
            validate={[required(), minValue(1), maxValue(count)]}
            sx={{ maxWidth: 240 }}
          />
          <DeepLinkInput kindSource="targetKind" valueSource="targetValue" allowNone />
          <TextInput source="altText" label={label('altText')} helperText={label('alt_helper')} validate={maxLength(300)} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={saving}>
            {translate('ra.action.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {saving ? <CircularProgress size={19} thickness={3} aria-hidden /> : translate('ra.action.save')}
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
}
