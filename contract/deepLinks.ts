import { z } from 'zod';
import { DeepLinkTarget, deepLinkTargets, recordTargets } from './enums';
import { defineOperations } from './operation';
import { isWebUrl } from './deepLinkRules';
import { coded, codedIssue } from './apiMessages';
export { isWebUrl } from './deepLinkRules';

/** A record target's value: the record's id, in decimal. */
const recordId = /^[1-9][0-9]{0,9}$/;

const isRecordTarget = (kind: number) => (recordTargets as readonly number[]).includes(kind);

/**
 * Where a tap leads in the mobile app (docs/api.md, "Deep links"): a record's details
 * (`targetValue` is its id: a news or video feed entry, a book or magazine, a plan), the login
 * screen (no value) or a web page (`targetValue` is an http or https URL). The server also checks
 * that the record exists and is of the right kind.
 */
export const deepLinkFields = {
  targetKind: z.union(deepLinkTargets.map((kind) => z.literal(kind))),
  targetValue: z
    .string()
    .trim()
    .max(2000)
    .nullish()
    .transform((value) => value || null),
};

/** The checks of a deep link, for schemas that hold `deepLinkFields` (optionally under a prefix). */
export function checkDeepLink(
  value: { targetKind?: number | null; targetValue?: string | null },
  context: z.RefinementCtx,
) {
  const { targetKind, targetValue } = value;
  if (targetKind == null) return;
  if (isRecordTarget(targetKind) && !(targetValue && recordId.test(targetValue))) {
    context.addIssue(codedIssue(coded('link_item'), ['targetValue']));
  }
  if (targetKind === DeepLinkTarget.URL && !(targetValue && isWebUrl(targetValue))) {
    context.addIssue(codedIssue(coded('link_web_address'), ['targetValue']));
  }
}

/** A link's value as stored: the login screen has none. */
export const linkValue = (targetKind: number | null, targetValue: string | null) =>
  targetKind === DeepLinkTarget.LOGIN_SCREEN || targetKind == null ? null : targetValue;

/** `GET /api/ui/deep-link-targets`: records a link of a kind can open, found by title or id. */
export const deepLinkTargetQuery = z.object({
  kind: z.coerce.number().pipe(z.union(recordTargets.map((kind) => z.literal(kind)))),
  q: z.string().trim().max(200).optional(),
  /** The ids to name (the console shows the chosen record's title); `q` is ignored then. */
  ids: z
    .string()
    .regex(/^[0-9]+(,[0-9]+)*$/)
    .optional()
    .transform((value) => (value ? value.split(',').map(Number).slice(0, 100) : undefined)),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

export const deepLinkTargetOption = z
  .object({ id: z.number().int(), title: z.string(), imageUrl: z.string().nullable() })
  .meta({ id: 'DeepLinkTargetOption' });
export type DeepLinkTargetOption = z.infer<typeof deepLinkTargetOption>;

/** An active window: from `startAt`, until `endAt` (null: no end). */
export const activeWindowFields = {
  startAt: z.iso.datetime({ offset: true }),
  endAt: z.iso
    .datetime({ offset: true })
    .nullish()
    .or(z.literal('').transform(() => null))
    .transform((value) => value ?? null),
};

export function checkActiveWindow(value: { startAt: string; endAt: string | null }, context: z.RefinementCtx) {
  if (value.endAt && Date.parse(value.endAt) <= Date.parse(value.startAt)) {
    context.addIssue(codedIssue(coded('end_not_after_start'), ['endAt']));
  }
}

export const deepLinksOperations = defineOperations('ui', {
  listDeepLinkTargets: {
    method: 'GET',
    path: '/api/ui/deep-link-targets',
    access: 'ui',
    summary: 'Records a deep link of a kind can open (news, book, video, magazine, plan), by title or id',
    query: deepLinkTargetQuery,
    responses: { 200: z.array(deepLinkTargetOption) },
  },
});
