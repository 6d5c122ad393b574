import { Box, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { Order, OrderEvent } from '../../contract/orders';
import type { Currency } from '../../contract/currencies';
import { formatDateTime, formatMoney } from '../../src/format';

/** What happened, as one sentence: "Payment status: Pending → Success", "Refunded €5.00: Confirmed → Partially refunded". */
function useDescribe(currency: Currency | undefined) {
  const translate = useTranslate();
  const orderStatus = (value: number | null) => (value == null ? '—' : translate(`app.order_statuses.${value}`));
  const paymentStatus = (value: number | null) => (value == null ? '—' : translate(`app.payment_statuses.${value}`));
  return (event: OrderEvent) => {
    const labels =
      event.what === 'payment_status'
        ? { from: paymentStatus(event.from), to: paymentStatus(event.to) }
        : { from: orderStatus(event.from), to: orderStatus(event.to) };
    // A payment attempt's first status has nothing before it.
    const what = event.what === 'payment_status' && event.from === null ? 'payment_started' : event.what;
    if (what === 'refund' && event.amount !== null && currency) {
      return translate('resources.orders.timeline.refund_amount', { ...labels, amount: formatMoney(event.amount, currency) });
    }
    return translate(`resources.orders.timeline.${what}`, labels);
  };
}

/** The order's timeline, oldest first: each change, when, who or what caused it, and why. */
export function OrderTimeline() {
  const record = useRecordContext<Order>();
  const translate = useTranslate();
  const describe = useDescribe(record?.currency);
  // Until the order itself has loaded, the record is its list row (react-admin's placeholder).
  if (!record?.timeline) return null;
  const actorOf = (event: OrderEvent) =>
    event.actor.name ?? translate(`resources.orders.actors.${event.actor.kind}`);
  return (
    <List dense component="ol" sx={{ p: 0 }}>
      {record.timeline.map((event, index) => (
        <ListItem key={index} disableGutters alignItems="flex-start" sx={{ borderLeft: 2, borderColor: 'divider', pl: 2, ml: 0.5 }}>
          <ListItemText
            primary={describe(event)}
            secondary={
              <Box component="span" sx={{ display: 'block' }}>
                <Typography component="span" variant="caption" sx={{ display: 'block' }}>
                  {formatDateTime(event.at)} · {actorOf(event)}
                </Typography>
                {event.reason && (
                  <Typography component="span" variant="caption" sx={{ display: 'block', fontStyle: 'italic', overflowWrap: 'anywhere' }}>
                    {event.reason}
                  </Typography>
                )}
              </Box>
            }
          />
        </ListItem>
      ))}
    </List>
  );
}
