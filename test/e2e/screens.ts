import type { Access } from '../../contract/access';
import { type Definition, linkOf } from '../../src/definitions/types';

/**
 * A screen the sweep (sweep.spec.ts) opens: its name, who may open it, and how: a hash path, a
 * list whose first record it opens (`firstRecordOf`), or the signed-in person's own profile.
 */
export interface Screen {
  name: string;
  access: Access;
  open: { path: string } | { firstRecordOf: string } | { ownProfile: true };
}

/** The screens of one definition (resources/): a page, or a resource's list, create page and a record's edit or show page. */
export function screensOf(definition: Definition): Screen[] {
  const screen = (name: string, open: Screen['open']): Screen => ({ name, access: definition.access, open });
  if (definition.kind === 'page') {
    return [screen(definition.path, definition.path.includes(':id') ? { ownProfile: true } : { path: `/${definition.path}` })];
  }
  const list = linkOf(definition);
  return [
    ...(definition.list ? [screen(definition.name, { path: list })] : []),
    ...(definition.create ? [screen(`${definition.name}/create`, { path: `/${definition.name}/create` })] : []),
    ...(definition.edit || definition.show ? [screen(`${definition.name}/${definition.edit ? 'edit' : 'show'}`, { firstRecordOf: list })] : []),
  ];
}
