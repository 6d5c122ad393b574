import type { BulkPromotion, TerritoryPrice } from '../../../contract/catalogue';
import { worldTerritory } from '../../../contract/catalogueRules';
import type { Ebook } from '../../../contract/ebooks';
import { addDays } from '../../lib/dates';

/**
 * The promotions many books get or lose at once (docs/api.md "Catalogue metadata"), as the prices
 * of one book after the change: the bulk actions `set-promotion` and `end-promotion` write them.
 */

const isRegular = (price: TerritoryPrice) => price.startsOn === null && price.endsOn === null;
const lastDay = '9999-12-31';

/**
 * The book's prices with `promotion` added: `percentOff` off its regular price in the territory
 * (else the world's, else its list price), in that price's currency. Answers a sentence instead
 * when a promotion of the territory already runs on one of those days.
 */
export function withPromotion(book: Pick<Ebook, 'prices' | 'price' | 'currency'>, promotion: Required<Pick<BulkPromotion, 'territory' | 'percentOff' | 'startsOn'>> & Pick<BulkPromotion, 'endsOn'>): TerritoryPrice[] | string {
  const { territory, percentOff, startsOn } = promotion;
  const endsOn = promotion.endsOn ?? null;
  const overlapping = book.prices.some(
    (price) => price.territory === territory && price.startsOn !== null && price.startsOn <= (endsOn ?? lastDay) && startsOn <= (price.endsOn ?? lastDay),
  );
  if (overlapping) return `A promotion in ${territory} already runs on some of these days`;
  const base =
    book.prices.find((price) => isRegular(price) && price.territory === territory) ??
    book.prices.find((price) => isRegular(price) && price.territory === worldTerritory) ?? { currency: book.currency, amount: book.price };
  const amount = Math.round((base.amount * (100 - percentOff)) / 100);
  return [...book.prices, { territory, currency: base.currency, amount, startsOn, endsOn }];
}

/**
 * The book's prices with its promotions in `territory` (every territory when undefined) ended on
 * `today`: one running ends yesterday (one starting today goes), one to come goes.
 */
export function withoutPromotions(prices: readonly TerritoryPrice[], territory: string | undefined, today: string): TerritoryPrice[] {
  const yesterday = addDays(today, -1);
  return prices.flatMap((price) => {
    if (isRegular(price) || (territory !== undefined && price.territory !== territory)) return [price];
    if (price.endsOn !== null && price.endsOn < today) return [price];
    if (price.startsOn === null || price.startsOn >= today) return [];
    return [{ ...price, endsOn: yesterday }];
  });
}
