import { routes } from '../../contract/operationRoutes';
import { describe, expect, it } from 'vitest';
import { operations } from '../../contract/operations';

describe('the operation routes the console calls by, as the build writes them (contract/operationRoutes.ts)', () => {
  it('hold every operation of the contract with its method and path, and nothing else', () => {
    const expected = Object.fromEntries(Object.entries(operations).map(([name, { method, path }]) => [name, { method, path }]));
    expect(routes).toEqual(expected);
  });
});
