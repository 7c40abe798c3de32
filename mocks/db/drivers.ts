import type { StorageDriver } from './types';

export function memoryDriver(initial: string | null = null): StorageDriver & { text: string | null } {
  const driver = {
    text: initial,
    read: async () => driver.text,
    write: async (text: string) => {
      driver.text = text;
    },
  };
  return driver;
}

/** localStorage in the browser (dev, demo build, Storybook). A quota error surfaces to the caller. */
export function browserStorageDriver(key: string, storage: Storage = globalThis.localStorage): StorageDriver {
  return {
    read: async () => storage.getItem(key),
    write: async (text) => storage.setItem(key, text),
  };
}
