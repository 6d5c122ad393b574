import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId, useState } from 'react';
import { AutocompleteInput, Button, Form, maxLength, ReferenceInput, required, TextInput, useCreatePath, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { worldTerritory } from '../../contract/catalogueRules';
import type { Customer } from '../../contract/customers';
import type { OrderPlacementInput } from '../../contract/orders';
import { call } from '../../dataProvider/client';
import { useServerSubmit } from '../../src/components/useServerSubmit';
import { territoryChoices } from '../ebooks/ebookChoices';

const countryChoices = () => territoryChoices().filter((choice) => choice.id !== worldTerritory);

/**
 * Places an order for the customer (docs/api.md "Placing an order"): a book, bought in their
 * country unless another is chosen; the server sets the price in force there today and refuses
 * a book that may not be sold, under the field it names. The new order opens once placed.
 */
export function PlaceOrderButton() {
  const record = useRecordContext<Customer>();
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const createPath = useCreatePath();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const { submit, saving } = useServerSubmit(async (values) => {
    const paymentReference = typeof values.paymentReference === 'string' && values.paymentReference.trim() ? values.paymentReference.trim() : undefined;
    const body: OrderPlacementInput = { customerId: record!.id, ebookId: Number(values.ebookId), territory: values.territory as OrderPlacementInput['territory'], paymentReference };
    const order = await call('placeOrder', { body });
    setOpen(false);
    notify('resources.users/customers.place_order.placed', { type: 'success', messageArgs: { number: order.number } });
    navigate(createPath({ resource: 'orders', id: order.id, type: 'show' }));
  });
  if (!record) return null;
  const label = (name: string) => translate(`resources.users/customers.place_order.${name}`);
  return (
    <>
      <Button label="resources.users/customers.place_order.button" onClick={() => setOpen(true)}>
        <AddShoppingCartIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <Form noValidate defaultValues={{ territory: record.country ?? undefined }} onSubmit={submit}>
          <DialogTitle id={titleId}>{translate('resources.users/customers.place_order.title', { name: record.name })}</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>{label('text')}</DialogContentText>
            <ReferenceInput source="ebookId" reference="e-books" sort={{ field: 'title', order: 'ASC' }}>
              <AutocompleteInput label={label('book')} optionText="title" filterToQuery={(q: string) => ({ q })} validate={required()} autoFocus />
            </ReferenceInput>
            <AutocompleteInput source="territory" label={label('territory')} choices={countryChoices()} translateChoice={false} validate={required()} helperText={label('territory_help')} />
            <TextInput source="paymentReference" label={label('payment')} helperText={label('payment_help')} validate={maxLength(100)} />
          </DialogContent>
          <DialogActions>
            <Button label="ra.action.cancel" onClick={() => setOpen(false)} />
            <Button label={label('submit')} type="submit" variant="contained" disabled={saving} />
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
}
