import { AdminRole, type ContentType, type EnabledFlag, type LayoutType, PublicationKind } from '../../contract/enums';
import { decimalAmount } from '../lib/csv';
import type { Cell, CellContext } from './listExport';

/**
 * How the exports write values: the English labels the console shows (src/shell/i18n/shared.ts and the
 * resources' messages), yes/no, amounts as decimals, media as absolute URLs.
 */

export const enabledLabel: Record<EnabledFlag, string> = { E: 'Enabled', D: 'Disabled' };

export const contentTypeLabel: Record<ContentType, string> = {
  book: 'Book',
  magazine: 'Magazine',
  news: 'News',
  videos: 'Videos',
  premium: 'Premium',
};

export const layoutTypeLabel: Record<LayoutType, string> = { home: 'Home', books: 'Books', magazines: 'Magazines', news: 'News' };

export const publicationKindLabel: Record<number, string> = { [PublicationKind.BOOK]: 'Book', [PublicationKind.MAGAZINE]: 'Magazine' };

export const roleLabel: Record<number, string> = {
  [AdminRole.SUPER_ADMIN]: 'Super Admin',
  [AdminRole.ADMIN]: 'Admin',
  [AdminRole.EDITOR]: 'Editor',
};

/** Where a banner or an alert stands now (contract/banners.ts bannerState). */
export const windowStateLabel = { active: 'Active now', scheduled: 'Scheduled', ended: 'Ended', disabled: 'Disabled' } as const;

export const yesNo = (value: boolean): string => (value ? 'Yes' : 'No');

/** An amount in minor units as a decimal of its currency, and the currency: two cells. */
export const money = (amount: number, currency: string): Cell[] => [decimalAmount(amount, currency), currency];

/** A public media path (`/media/...`) as the address a spreadsheet can open. */
export const mediaAddress = (url: string | null | undefined, { publicUrl }: CellContext): Cell => (url ? `${publicUrl}${url}` : '');
