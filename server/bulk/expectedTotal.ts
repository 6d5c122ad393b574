import { ErrorCode } from '../../contract/errors';
import { ApiError } from '../errors';

const formatted = (count: number) => count.toLocaleString('en-US');

/**
 * A bulk action by filter acts on no more records than the person confirmed (`expectedTotal`,
 * docs/api.md "Bulk actions"): the 409 when the filter now matches more, with the current count
 * in `total`; null when it matches as many or fewer (or the records are given by ids).
 */
export function beyondConfirmed(total: number, expectedTotal: number | undefined): ApiError | null {
  if (expectedTotal === undefined || total <= expectedTotal) return null;
  const records = `${formatted(total)} record${total === 1 ? '' : 's'}`;
  return new ApiError(
    409,
    `The filter now matches ${records}, more than the ${formatted(expectedTotal)} you confirmed. Look at the list again and retry.`,
    ErrorCode.CONFLICT,
    undefined,
    { total, expectedTotal },
  );
}
