import { useEffect } from 'react';

/** The name after every page title, in every language. */
export const APP_NAME = 'Kwartier';

/** Sets `document.title` to '<page> · Kwartier'. */
export function setDocumentTitle(page: string): void {
  document.title = `${page} · ${APP_NAME}`;
}

/** Sets `document.title` to '<page> · Kwartier' while the calling page is shown. */
export function useDocumentTitle(page: string): void {
  useEffect(() => {
    setDocumentTitle(page);
  }, [page]);
}

/** Keeps `<html lang>` on the interface language, so screen readers and hyphenation follow it. */
export function useDocumentLanguage(locale: string): void {
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
}
