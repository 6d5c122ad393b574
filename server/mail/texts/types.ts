/** What each staff e-mail says, with the values it names; one table of these per language (./en.ts, ./fr.ts). */
export interface StaffMailValues {
  'sign-in-code': { name: string; publisher: string; code: string };
  invitation: { name: string; publisher: string; link: string };
  'password-reset': { name: string; publisher: string; link: string };
  'recovery-code-used': { name: string; publisher: string; left: number; ip: string };
  'second-factors-reset': { name: string; publisher: string; by: string };
}
export type StaffMailKind = keyof StaffMailValues;

/** A message's subject and its lines (the body is the lines joined, one per line). */
export type StaffMailTexts = { [K in StaffMailKind]: { subject: (values: StaffMailValues[K]) => string; lines: (values: StaffMailValues[K]) => string[] } };
