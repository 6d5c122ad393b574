import { useEffect } from 'react';
import { useGetIdentity, useLocaleState } from 'react-admin';
import { isLocale } from '../../../contract/locales';
import { rememberLocale } from './useChooseLanguage';

/**
 * Applies the language kept in the profile when the console shows another: after a sign-in in a
 * new browser, or a choice made in another one. Choosing here reads the identity again before it
 * applies the choice (useChooseLanguage), so the profile never brings back the previous language.
 * Renders nothing.
 */
export function ProfileLanguage() {
  const { identity } = useGetIdentity();
  const [locale, setLocale] = useLocaleState();
  const saved: unknown = identity?.locale;
  useEffect(() => {
    if (!isLocale(saved) || saved === locale) return;
    rememberLocale(saved);
    setLocale(saved);
  }, [saved, locale, setLocale]);
  return null;
}
