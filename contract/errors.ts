import { z } from 'zod';

export { ErrorCode } from './errorCodes';

export const errorBody = z
  .object({
    message: z.string(),
    errorCode: z.number().int().optional(),
    fieldErrors: z.record(z.string(), z.string()).optional(),
  })
  .meta({ id: 'Error' });
export type ErrorBody = z.infer<typeof errorBody>;
