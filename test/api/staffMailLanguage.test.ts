import fs from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from 'vitest';
import { AdminRole } from '../../contract/enums';
import { bearer, createStaff, outboxFiles, signIn, testApp } from './helpers';

test('a staff member who chose French gets their sign-in code in French', async () => {
  const app = await testApp();
  const staff = await createStaff(app, { role: AdminRole.EDITOR, name: 'Élise Éditrice' });
  const { access_token: token } = await signIn(app, staff);
  const chosen = await app.inject({ method: 'PUT', url: '/api/users/profile', headers: bearer(token), payload: { locale: 'fr' } });
  expect(chosen.statusCode).toBe(200);

  const login = await app.inject({ method: 'POST', url: '/auth/login', payload: { email: staff.email, password: staff.password } });
  expect(login.statusCode).toBe(200);

  const newest = (await outboxFiles(app)).filter((file) => file.endsWith(`-${staff.email}.eml`)).at(-1)!;
  const message = await fs.readFile(path.join(app.mailer.outbox!, newest), 'utf8');
  expect(message).toMatch(/^Subject: Votre code de connexion : \d{6}$/m);
  // The body is quoted-printable: its accents are escaped, its words are not.
  const body = message.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => `%${hex}`);
  expect(decodeURIComponent(body)).toContain('Votre code pour vous connecter à la console');
  expect(message).not.toContain('Your sign-in code');
});
