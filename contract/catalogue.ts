import { z } from 'zod';
import {
  accessibilityHazards,
  accessModes,
  catalogueLimits,
  contributorRoles,
  territories,
  worldTerritory,
} from './catalogueRules';
import { currency, minorUnits } from './money';
import { calendarDate } from './pagination';
import { coded, codedIssue, codedText } from './apiMessages';

/**
 * An e-book's catalogue metadata and sales terms (docs/api.md "Catalogue metadata"): contributors
 * with their roles, series, subjects, publisher, accessibility, prices per territory with
 * promotions, pre-order start and embargo.
 */

export const contributor = z
  .object({ name: z.string().trim().min(1).max(120), role: z.enum(contributorRoles) })
  .meta({ id: 'Contributor' });
export type Contributor = z.infer<typeof contributor>;

export const series = z
  .object({
    name: z.string().trim().min(1).max(200),
    /** Its place in the series as printed ("3", "3.5", "II"). */
    number: z
      .string()
      .trim()
      .max(20)
      .nullish()
      .transform((value) => value || null),
  })
  .meta({ id: 'Series' });

/** A Thema subject category code (GET /api/ebooks/subjects searches them). */
export const subjectCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z][A-Z0-9]{0,9}$/, codedText('subject_code'));

const vocabulary = (max: number) => z.array(z.string().trim().min(1).max(max)).max(40);

export const accessibility = z
  .object({
    accessModes: z.array(z.enum(accessModes)).max(accessModes.length).default([]),
    /** Sets of access modes that each suffice to read the whole book: `textual`, `textual,visual`. */
    accessModesSufficient: z
      .array(z.string().trim().regex(/^[a-zA-Z]+(,[a-zA-Z]+)*$/, codedText('access_modes_list')))
      .max(12)
      .default([]),
    /** schema.org accessibility features (contract/catalogueRules.ts lists the usual ones). */
    features: vocabulary(40).default([]),
    hazards: z.array(z.enum(accessibilityHazards)).max(accessibilityHazards.length).default([]),
    summary: z
      .string()
      .trim()
      .max(2000)
      .nullish()
      .transform((value) => value || null),
    conformsTo: z
      .string()
      .trim()
      .max(300)
      .nullish()
      .transform((value) => value || null),
    certifiedBy: z
      .string()
      .trim()
      .max(200)
      .nullish()
      .transform((value) => value || null),
  })
  .meta({ id: 'Accessibility' });
export type Accessibility = z.output<typeof accessibility>;

export const territory = z.enum(territories);

/**
 * A price in one territory: the regular price (no dates), or a promotion from `startsOn` to
 * `endsOn` (calendar days in TIME_ZONE, both included; no end: until further notice).
 */
export const territoryPrice = z
  .object({
    territory,
    currency,
    /** Minor units of `currency`. */
    amount: minorUnits,
    startsOn: calendarDate.nullish().transform((value) => value ?? null),
    endsOn: calendarDate.nullish().transform((value) => value ?? null),
  })
  .meta({ id: 'TerritoryPrice' });
export type TerritoryPrice = z.output<typeof territoryPrice>;

const promotionOf = (price: TerritoryPrice) => price.startsOn !== null || price.endsOn !== null;

/** One regular price per territory; a promotion has a start, ends after it, and overlaps no other of its territory. */
export function checkPrices(prices: readonly TerritoryPrice[], context: z.RefinementCtx, path: string): void {
  const regular = new Set<string>();
  prices.forEach((price, index) => {
    const at = [path, index];
    if (!promotionOf(price)) {
      if (regular.has(price.territory)) context.addIssue(codedIssue(coded('price_territory_taken'), [...at, 'territory']));
      regular.add(price.territory);
      return;
    }
    if (price.startsOn === null) context.addIssue(codedIssue(coded('promotion_no_start'), [...at, 'startsOn']));
    else if (price.endsOn !== null && price.endsOn < price.startsOn) {
      context.addIssue(codedIssue(coded('promotion_ends_before_start'), [...at, 'endsOn']));
    } else {
      const overlapping = prices.some(
        (other, otherIndex) =>
          otherIndex < index &&
          other.territory === price.territory &&
          other.startsOn !== null &&
          other.startsOn <= (price.endsOn ?? '9999-12-31') &&
          price.startsOn! <= (other.endsOn ?? '9999-12-31'),
      );
      if (overlapping) context.addIssue(codedIssue(coded('promotion_overlaps'), [...at, 'startsOn']));
    }
  });
}

/** The catalogue fields of `POST /api/ebooks/` and `PUT /api/ebooks/{id}`: each may be left out, and then keeps what is stored. */
export const catalogueInput = {
  /** In order; the spec's `authors` are then their names with the role `author`. */
  contributors: z.array(contributor).max(catalogueLimits.contributors).optional(),
  series: series.nullish(),
  subjects: z.array(subjectCode).max(catalogueLimits.subjects).optional(),
  publisher: z.string().trim().max(200).nullish(),
  imprint: z.string().trim().max(200).nullish(),
  wordCount: z.number().int().min(1).max(10_000_000).nullish(),
  accessibility: accessibility.optional(),
  /** Where the book is sold: `WORLD`, or countries. */
  territories: z.array(territory).min(1).max(catalogueLimits.territories).optional(),
  prices: z.array(territoryPrice).max(catalogueLimits.prices).optional(),
  /** Orders before the release date are pre-orders from this day on (else they are refused until release). */
  preorderFrom: calendarDate.nullish(),
  /** No order before this day, whatever the release and pre-order dates. */
  embargoUntil: calendarDate.nullish(),
};

/** The answers' shapes: what the inputs above read, without their transforms (answers are encoded, not parsed). */
export const seriesAnswer = z.object({ name: z.string(), number: z.string().nullable() }).meta({ id: 'SeriesAnswer' });
export const accessibilityAnswer = z
  .object({
    accessModes: z.array(z.enum(accessModes)),
    accessModesSufficient: z.array(z.string()),
    features: z.array(z.string()),
    hazards: z.array(z.enum(accessibilityHazards)),
    summary: z.string().nullable(),
    conformsTo: z.string().nullable(),
    certifiedBy: z.string().nullable(),
  })
  .meta({ id: 'AccessibilityAnswer' });
export const territoryPriceAnswer = z
  .object({ territory, currency, amount: z.number().int(), startsOn: z.string().nullable(), endsOn: z.string().nullable() })
  .meta({ id: 'TerritoryPriceAnswer' });

/** The catalogue fields of an e-book as the API answers them. */
export const catalogueFields = {
  contributors: z.array(contributor),
  series: seriesAnswer.nullable(),
  subjects: z.array(z.string()),
  publisher: z.string().nullable(),
  imprint: z.string().nullable(),
  wordCount: z.number().int().nullable(),
  accessibility: accessibilityAnswer,
  territories: z.array(territory),
  prices: z.array(territoryPriceAnswer),
  preorderFrom: z.string().nullable(),
  embargoUntil: z.string().nullable(),
};

export const defaultTerritories = [worldTerritory];

/**
 * The promotion a bulk action sets on every book it selects (docs/api.md "Catalogue metadata"):
 * `percentOff` off its regular price in `territory` (else the world's, else its list price), from
 * `startsOn` to `endsOn`; `end-promotion` takes `territory` alone (absent: every territory).
 */
export const bulkPromotion = z
  .object({
    territory: territory.optional(),
    percentOff: z.number().int().min(1).max(90).optional(),
    startsOn: calendarDate.optional(),
    endsOn: calendarDate.nullish(),
  })
  .meta({ id: 'BulkPromotion' });
export type BulkPromotion = z.output<typeof bulkPromotion>;

/** A subject of the code list, as `GET /api/ebooks/subjects` answers it. */
export const subject = z.object({ code: z.string(), heading: z.string() }).meta({ id: 'Subject' });
export type Subject = z.infer<typeof subject>;
export const subjectsQuery = z.object({
  /** A code's start or words of its heading. */
  q: z.string().trim().max(100).optional(),
  /** Codes, separated by commas: their headings (the form shows the chosen ones). */
  codes: z.string().max(400).optional(),
});
