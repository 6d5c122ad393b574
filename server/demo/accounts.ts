import { AdminRole } from '../../contract/enums';

// Apart from the demo data's generator (server/demo/index.ts and faker), which only the start's
// one-off work loads (server/main.ts): the banner names these accounts without it.

export const demoPassword = 'demo1234';

export const demoStaff = [
  { email: 'superadmin@demo.test', role: AdminRole.SUPER_ADMIN },
  { email: 'admin@demo.test', role: AdminRole.ADMIN },
  { email: 'editor@demo.test', role: AdminRole.EDITOR },
] as const;
