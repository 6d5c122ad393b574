import { decimalAmount } from './csv';

/** An amount in minor units as people read it in what the server writes (e-mails, PDFs): "EUR 12.50". */
export const formatMoney = (amount: number, currency: string) => `${currency} ${decimalAmount(amount, currency)}`;
