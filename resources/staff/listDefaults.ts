import type { ListDefaults } from '../../src/definitions/types';

/** A staff list (admins, editors) as it opens: by name. */
export const staffListDefaults = (): ListDefaults => ({ sort: { field: 'name', order: 'ASC' } });
