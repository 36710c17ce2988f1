import { createContext, useCallback, useContext, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';

/**
 * The age-friendly reading mode (适老化模式, issue 21 §14): larger text across the site,
 * chosen by the visitor from the footer and remembered on this device. The theme reads it
 * (site-theme.ts: a larger antd base font size, from which antd derives every other size).
 * The provider also marks <html> with READING_MODE_CLASS: the static stylesheet carries the
 * large theme's variables under it, so pages drawn without antd's code (issue 13) enlarge too.
 */
export const READING_MODE_KEY = 'readingMode';
export const READING_MODE_CLASS = 'portal-large-text';

interface ReadingMode {
  largeText: boolean;
  setLargeText(on: boolean): void;
}

const ReadingModeContext = createContext<ReadingMode>({ largeText: false, setLargeText: () => undefined });

/** Whether this device's visitor chose large text. */
export function storedLargeText(): boolean {
  try {
    return globalThis.localStorage?.getItem(READING_MODE_KEY) === 'large';
  } catch {
    return false;
  }
}

export function ReadingModeProvider({ children }: { children: ReactNode }) {
  const [largeText, setState] = useState(storedLargeText);
  const setLargeText = useCallback((on: boolean) => {
    setState(on);
    try {
      if (on) localStorage.setItem(READING_MODE_KEY, 'large');
      else localStorage.removeItem(READING_MODE_KEY);
    } catch {
      // Storage may be unavailable (private mode); the mode then lasts for this page only.
    }
  }, []);
  // Before paint, so a reader who chose large text never sees the page small first.
  useLayoutEffect(() => {
    document.documentElement.classList.toggle(READING_MODE_CLASS, largeText);
  }, [largeText]);
  const value = useMemo(() => ({ largeText, setLargeText }), [largeText, setLargeText]);
  return <ReadingModeContext.Provider value={value}>{children}</ReadingModeContext.Provider>;
}

export function useReadingMode(): ReadingMode {
  return useContext(ReadingModeContext);
}
