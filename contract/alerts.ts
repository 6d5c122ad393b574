import { z } from 'zod';
import { activeWindowFields, checkActiveWindow, checkDeepLink, deepLinkFields } from './deepLinks';
import { AlertButtonType, alertButtonTypes, enabledFlags } from './enums';
import { listRequest, pageOf } from './pagination';

/** Image types of an alert's image (the server checks the content too). */
export const alertImageExtensions = ['jpg', 'jpeg', 'png', 'webp'] as const;

const optionalLabel = z
  .string()
  .trim()
  .max(40)
  .nullish()
  .transform((value) => value || null);

/**
 * The body of `POST /api/ui/alert` and `PUT /api/ui/alert/{id}`. With buttons, `buttonLabel` and
 * the deep link are required (the first button follows it); with two buttons `secondButtonLabel`
 * names the one that dismisses. Without buttons, the labels and the link are dropped.
 */
export const alertInput = z
  .object({
    title: z.string().trim().min(1).max(120),
    message: z.string().trim().min(1).max(1000),
    buttonType: z.union(alertButtonTypes.map((type) => z.literal(type))),
    buttonLabel: optionalLabel,
    secondButtonLabel: optionalLabel,
    targetKind: deepLinkFields.targetKind.nullish().transform((value) => value ?? null),
    targetValue: deepLinkFields.targetValue,
    ...activeWindowFields,
    status: z.enum(enabledFlags).default('E'),
  })
  .superRefine((value, context) => {
    checkActiveWindow(value, context);
    if (value.buttonType === AlertButtonType.NONE) return;
    if (!value.buttonLabel) context.addIssue({ code: 'custom', path: ['buttonLabel'], message: 'Name the button' });
    if (value.targetKind == null) context.addIssue({ code: 'custom', path: ['targetKind'], message: 'Choose where the button leads' });
    if (value.buttonType === AlertButtonType.TWO_BUTTONS && !value.secondButtonLabel) {
      context.addIssue({ code: 'custom', path: ['secondButtonLabel'], message: 'Name the second button' });
    }
    checkDeepLink(value, context);
  })
  .transform((value) => {
    const buttons = value.buttonType === AlertButtonType.NONE ? 0 : value.buttonType === AlertButtonType.ONE_BUTTON ? 1 : 2;
    return {
      ...value,
      buttonLabel: buttons > 0 ? value.buttonLabel : null,
      secondButtonLabel: buttons > 1 ? value.secondButtonLabel : null,
      targetKind: buttons > 0 ? value.targetKind : null,
      targetValue: buttons > 0 && value.targetKind !== 6 ? value.targetValue : null,
    };
  })
  .meta({ id: 'AlertWrite' });
export type AlertInput = z.input<typeof alertInput>;
export type AlertValues = z.output<typeof alertInput>;

export const alert = z
  .object({
    id: z.number().int(),
    title: z.string(),
    message: z.string(),
    buttonType: z.number().int(),
    buttonLabel: z.string().nullable(),
    secondButtonLabel: z.string().nullable(),
    targetKind: z.number().int().nullable(),
    targetValue: z.string().nullable(),
    startAt: z.string(),
    endAt: z.string().nullable(),
    status: z.enum(enabledFlags),
    /** Enabled and inside its window now. */
    active: z.boolean(),
    /** Public URL of the image (`/media/alerts/...`), or null. */
    imageUrl: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Alert' });
export type Alert = z.infer<typeof alert>;

export const alertSortFields = ['startAt', 'title', 'createdAt'] as const;

/** `POST /api/ui/alert/list`: `buttonType` 0 (ALL) or absent means every alert. */
export const alertListRequest = listRequest(
  {
    buttonType: z.union([AlertButtonType.ALL, ...alertButtonTypes].map((type) => z.literal(type))).optional(),
    status: z.enum(enabledFlags).optional(),
    /** Free text, matched against title and message, ignoring case. */
    q: z.string().trim().max(200).optional(),
  },
  alertSortFields,
).meta({ id: 'AlertListRequest' });
export type AlertListQuery = z.output<typeof alertListRequest>;

export const alertPage = pageOf(alert).meta({ id: 'AlertPage' });
