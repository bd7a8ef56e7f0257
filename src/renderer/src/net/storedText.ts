/**
 * One string kept in the browser's storage. Storage can be off or full (old Safari in private mode
 * throws): then nothing is kept, and the value lives only as long as the page.
 */
export interface StoredText {
  load: () => string | null;
  save: (value: string) => void;
  forget: () => void;
}

export function storedText(storage: () => Storage, key: string): StoredText {
  return {
    load: () => {
      try {
        return storage().getItem(key);
      } catch {
        return null;
      }
    },
    save: (value) => {
      try {
        storage().setItem(key, value);
      } catch {
        /* not kept: see above */
      }
    },
    forget: () => {
      try {
        storage().removeItem(key);
      } catch {
        /* nothing kept */
      }
    },
  };
}
