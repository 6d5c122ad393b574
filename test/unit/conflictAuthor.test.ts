/** The conflict dialog names who changed the record alike in its title and its text (src/components/conflict/changeAuthor.ts). */
import { describe, expect, test } from 'vitest';
import type { AuditEntry } from '../../contract/audit';
import { changeAuthor } from '../../src/components/conflict/changeAuthor';
import { i18nProvider } from '../../src/shell/i18n';

// Only the actor matters here; the rest of the entry is cast, whatever fields the audit adds.
const change = (actor: AuditEntry['actor']) =>
  ({
    id: 41,
    at: '2026-11-15T10:00:00Z',
    actor,
    action: 'update',
    resource: 'e-books',
    recordId: '3',
    label: 'Tides',
    changes: [{ field: 'title', from: 'Tides', to: 'Tides (revised)' }],
    reason: null,
    details: null,
    ip: null,
    requestId: null,
  }) as AuditEntry;
const ada = { id: 2, name: 'Ada Admin', email: 'admin@demo.test', role: 2 };

describe('the author of the change a save collided with', () => {
  test('is the user themself, another person, the system, or unknown without an audit entry', () => {
    expect(changeAuthor(change(ada), 2)).toBe('you');
    expect(changeAuthor(change(ada), '2')).toBe('you');
    expect(changeAuthor(change(ada), 7)).toBe('other');
    expect(changeAuthor(change(ada), undefined)).toBe('other');
    expect(changeAuthor(change(null), 2)).toBe('system');
    expect(changeAuthor(null, 2)).toBe('unknown');
  });

  test('the title says who, as the text does: "You" is never "Someone else"', () => {
    const title = (author: string) => i18nProvider.translate(`app.conflict.title.${author}`);
    expect(title('you')).toBe('You changed this record in another window');
    expect(title('other')).toBe('Someone else changed this record');
    expect(title('system')).toBe('The system changed this record');
    expect(title('unknown')).toBe('This record changed since you opened it');
  });
});
