import { Box, Card, CardContent, Typography } from '@mui/material';
import { Labeled, Show, TextField, useRecordContext, useTranslate } from 'react-admin';
import type { Order } from '../../contract/orders';
import { CountryField } from '../../src/components/CountryField';
import { DateTimeField } from '../../src/components/DateFields';
import { MoneyField } from '../../src/components/MoneyField';
import { NotesPanel } from '../../src/components/notes/NotesPanel';
import { OrderCustomerLink } from './OrderCustomerLink';
import { OrderPayments } from './OrderPayments';
import { OrderRefunds } from './OrderRefunds';
import { OrderShowActions } from './OrderShowActions';
import { OrderStatusField } from './OrderStatusField';
import { OrderTimeline } from './OrderTimeline';
import { PaymentStatusField } from './PaymentStatusField';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const translate = useTranslate();
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography component="h2" variant="h6" gutterBottom>
          {translate(title)}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

function OrderDetails() {
  const record = useRecordContext<Order>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' }, p: { xs: 1, sm: 2 } }}>
      {/* Beside the timeline: the order's details, then the staff notes. */}
      <Box sx={{ display: 'grid', gap: 2, alignContent: 'start', minWidth: 0 }}>
        <Section title="resources.orders.sections.order">
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))' }}>
            <Labeled source="number">
              <TextField source="number" />
            </Labeled>
            <Labeled source="createdAt">
              <DateTimeField source="createdAt" />
            </Labeled>
            <Labeled source="status">
              <OrderStatusField />
            </Labeled>
            <Labeled source="paymentStatus">
              <PaymentStatusField />
            </Labeled>
            <Labeled source="purchaseType">
              <Typography variant="body2">{translate(`app.purchase_types.${record.purchaseType}`)}</Typography>
            </Labeled>
            <Labeled source="item.title">
              <TextField source="item.title" />
            </Labeled>
            <Labeled source="amount">
              <MoneyField source="amount" />
            </Labeled>
            {record.territory && (
              <Labeled source="territory">
                <CountryField source="territory" />
              </Labeled>
            )}
            {record.preorder && (
              <Labeled source="preorder">
                <Typography variant="body2">{translate('resources.orders.preorder')}</Typography>
              </Labeled>
            )}
            <Labeled source="customer">
              <OrderCustomerLink />
            </Labeled>
          </Box>
        </Section>
        <Card variant="outlined">
          <CardContent>
            <NotesPanel subject="order" />
          </CardContent>
        </Card>
      </Box>
      <Section title="resources.orders.sections.timeline">
        <OrderTimeline />
      </Section>
      <Box sx={{ gridColumn: { md: '1 / -1' } }}>
        <Section title="resources.orders.sections.refunds">
          <OrderRefunds />
        </Section>
      </Box>
      <Box sx={{ gridColumn: { md: '1 / -1' } }}>
        <Section title="resources.orders.sections.payments">
          <OrderPayments />
        </Section>
      </Box>
    </Box>
  );
}

export default function OrderShow() {
  return (
    <Show actions={<OrderShowActions />}>
      <OrderDetails />
    </Show>
  );
}
