/**
 * A storage that writes to one place and reads from several: the configured storage first, then the
 * places a file may have been kept before FILE_STORAGE changed (docs/decisions/102). Writes and
 * removals go to the configured storage only; a read that misses there costs one more lookup.
 */
import type { FileStorage } from './file-storage.ts';

export function withReadFallback(primary: FileStorage, earlier: readonly FileStorage[]): FileStorage {
  if (earlier.length === 0) return primary;
  return {
    put: (key, content, within) => primary.put(key, content, within),
    async get(key) {
      for (const storage of [primary, ...earlier]) {
        const content = await storage.get(key);
        if (content) return content;
      }
      return undefined;
    },
    remove: (key) => primary.remove(key),
  };
}
