import { useCallback } from 'react';
import { useGetIdentity, useLocaleState, useNotify } from 'react-admin';
import type { Locale } from '../../../contract/locales';
import { readLoginRecord, storeLoginRecord } from '../../../authProvider/loginRecord';
import { call } from '../../../dataProvider/client';

/** Keeps the language in the login record too, which names the language the console opens in (i18n/initialLocale.ts). */
export function rememberLocale(locale: Locale): void {
  const record = readLoginRecord();
  if (record && record.locale !== locale) storeLoginRecord({ ...record, locale });
}

/**
 * Chooses a language: saved in the profile (so that it follows the user to another browser), then
 * applied. The identity is read again first: the console renders anew in the language, and the
 * profile's previous language must not bring it back (ProfileLanguage.tsx).
 */
export function useChooseLanguage() {
  const [, setLocale] = useLocaleState();
  const { refetch } = useGetIdentity();
  const notify = useNotify();
  return useCallback(
    async (locale: Locale) => {
      try {
        await call('updateProfile', { body: { locale } });
      } catch (error) {
        notify((error as Error).message, { type: 'error' });
        return;
      }
      rememberLocale(locale);
      await refetch();
      setLocale(locale);
    },
    [notify, refetch, setLocale],
  );
}
