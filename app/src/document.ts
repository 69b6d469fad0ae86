import { useEffect } from 'react';

/** The name after every page title, in every language. */
export const APP_NAME = 'Kwartier';

let currentPage = '';
let currentPrefix = '';

/** Sets `document.title` to '<page> · Kwartier' (after the running timer's time, when there is one). */
export function setDocumentTitle(page: string): void {
  currentPage = page;
  document.title = `${currentPrefix ? `${currentPrefix} · ` : ''}${page} · ${APP_NAME}`;
}

/** Puts the running timer's time before every page title ('1:02:03 · Time · Kwartier'); '' takes it away. */
export function setTitlePrefix(prefix: string): void {
  if (prefix === currentPrefix) return;
  currentPrefix = prefix;
  setDocumentTitle(currentPage);
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
