import { useSyncExternalStore } from "react";

/**
 * What a visitor chose, kept in this tab for the visit (sessionStorage), so that Back, Forward, a
 * reload and a return from the chat app find it as it was. Nothing is sent anywhere
 * (docs/decisions/170-the-composer-keeps-its-answers-for-the-visit.md). Storage refused (a
 * private window, a full quota) keeps nothing and breaks nothing.
 */

const prefix = "saffron-route:";
const listeners = new Set<() => void>();

export function readForVisit(key: string): unknown {
  try {
    const text = sessionStorage.getItem(prefix + key);
    return text === null ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function keepForVisit(key: string, value: unknown): void {
  try {
    sessionStorage.setItem(prefix + key, JSON.stringify(value));
  } catch {
    // Nothing kept: the page works as before.
  }
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** A text kept for the visit, shared by every component that reads the same key; undefined on the server. */
export function useVisitText(key: string): [string | undefined, (value: string | undefined) => void] {
  const value = useSyncExternalStore(
    subscribe,
    () => {
      const kept = readForVisit(key);
      return typeof kept === "string" ? kept : undefined;
    },
    () => undefined,
  );
  return [value, (next) => keepForVisit(key, next ?? null)];
}
