import { adminRoles } from '../../contract/enums';
import { choiceValue, type FieldFormats } from '../../src/components/fieldValues';
import { roleChoices } from './roles';

/** How a staff member's coded fields read in the lists and the history (Super Admin, Admin, Editor). */
export const staffValues: FieldFormats = {
  role: choiceValue(roleChoices(adminRoles)),
};
