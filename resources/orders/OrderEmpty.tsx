import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Shown when there is no order at all (filters that match nothing show react-admin's own message). */
export function OrderEmpty() {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', py: 8, px: 2 }}>
      <ReceiptLongIcon sx={{ fontSize: 64, color: 'text.secondary' }} aria-hidden />
      <Typography component="h2" variant="h5" sx={{ mt: 2 }}>
        {translate('resources.orders.empty.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 1 }}>{translate('resources.orders.empty.text')}</Typography>
    </Box>
  );
}
