/** Test doubles for the storage the settings store falls back through. */

/** An IndexedDB that cannot open, as in some private modes or with a corrupt profile. */
export function failingIndexedDb(how: 'error' | 'throw' = 'error'): IDBFactory {
  return {
    open() {
      if (how === 'throw') throw new DOMException('The operation is insecure.', 'SecurityError');
      const request = {
        error: new DOMException('Database open failed', 'UnknownError'),
        onerror: null as null | (() => void),
      };
      setTimeout(() => request.onerror?.(), 0);
      return request as unknown as IDBOpenDBRequest;
    },
  } as unknown as IDBFactory;
}

/** A localStorage that refuses every write (quota exhausted, storage disabled). */
export function failingLocalStorage(): Storage {
  return {
    length: 0,
    clear() {},
    key: () => null,
    getItem: () => null,
    removeItem() {},
    setItem() {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    },
  };
}
