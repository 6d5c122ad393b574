import { describe, expect, test } from 'vitest';
import { afterSignInPath } from '../../src/shell/pages/login/afterSignIn';

describe('where sign-in goes on to', () => {
  test('the address asked for, with its query', () => {
    expect(afterSignInPath({ nextPathname: '/orders/7/show', nextSearch: '?tab=1' })).toBe('/orders/7/show?tab=1');
    expect(afterSignInPath({ nextPathname: '/orders', nextSearch: '' })).toBe('/orders');
  });

  test('only one of the console routes: anything else goes to the dashboard', () => {
    for (const nextPathname of ['//evil.example', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)', '/login', undefined, 42]) {
      expect(afterSignInPath({ nextPathname, nextSearch: '' })).toBe('/dashboard');
    }
    expect(afterSignInPath(null)).toBe('/dashboard');
    expect(afterSignInPath({ nextPathname: '/orders', nextSearch: 'x=//evil' })).toBe('/orders');
  });
});
