import { useEffect, useState } from 'react';
import { SESSION_ENDING_EVENT } from '@portal/util';

interface KeptValues {
  owner: string;
  values: unknown;
}

/** What a form needs to be kept: its values now, and a way to put them back (antd's FormInstance fits). */
export interface KeepableForm<T> {
  getFieldsValue(all: true): T;
  setFieldsValue(values: T): void;
}

const storageKey = (key: string) => `keptForm:${window.location.pathname}${window.location.search}#${key}`;

/**
 * Issue 19 §Time: a form's typed content survives the end of a session. When the session is given up
 * (SESSION_ENDING_EVENT: its idle end, an HTTP 401) the values go to this tab's session storage under
 * the page's address; back on the same page (signing in again returns there, spec §2 preUrl) and
 * signed in as the same `owner`, they are put back once and removed. Returns whether they were.
 */
export function useKeptForm<T>(form: KeepableForm<T>, key: string, owner: string | undefined): boolean {
  const [restored, setRestored] = useState(false);
  useEffect(() => {
    if (!owner) return;
    const id = storageKey(key);
    try {
      const saved = sessionStorage.getItem(id);
      if (saved) {
        sessionStorage.removeItem(id);
        const kept = JSON.parse(saved) as KeptValues;
        // Another account signing in on this tab never sees what the first one typed.
        if (kept.owner === owner) {
          form.setFieldsValue(kept.values as T);
          setRestored(true);
        }
      }
    } catch {
      // Storage unavailable or a damaged entry: the form simply starts empty.
    }
    const keep = () => {
      try {
        // The address now, which is where signing in again returns (a new draft may have got its ?id= since).
        sessionStorage.setItem(storageKey(key), JSON.stringify({ owner, values: form.getFieldsValue(true) } satisfies KeptValues));
      } catch {
        // Nothing to keep it in: the session ends as before.
      }
    };
    window.addEventListener(SESSION_ENDING_EVENT, keep);
    return () => window.removeEventListener(SESSION_ENDING_EVENT, keep);
  }, [form, key, owner]);
  return restored;
}
