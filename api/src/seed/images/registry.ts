import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { ImageFile } from '../model.ts';

/**
 * Collects the images a seed references (path relative to the storage root -> how to draw it).
 * A path is drawn at most once even when many rows share it.
 */
export class ImageRegistry {
  private readonly files = new Map<string, ImageFile>();

  /** Registers an image and returns its path, ready to store in a row. */
  add(path: string, render: () => string | Promise<Buffer>): string {
    if (!this.files.has(path)) this.files.set(path, { path, render });
    return path;
  }

  list(): ImageFile[] {
    return [...this.files.values()];
  }
}

export interface WriteResult {
  written: number;
  existing: number;
}

/**
 * Writes the images that are missing under storageDir. Every image is a pure function of its
 * path, so an existing file is already correct and re-seeding skips it.
 */
export async function writeImages(storageDir: string, files: readonly ImageFile[]): Promise<WriteResult> {
  const result: WriteResult = { written: 0, existing: 0 };
  const dirs = new Set<string>();
  const missing = files.filter((file) => {
    const absolute = join(storageDir, file.path);
    if (existsSync(absolute)) {
      result.existing++;
      return false;
    }
    dirs.add(dirname(absolute));
    return true;
  });
  for (const dir of dirs) await mkdir(dir, { recursive: true });
  // Bounded parallelism: fast on any disk without opening thousands of handles at once.
  const queue = [...missing];
  const worker = async (): Promise<void> => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      await writeFile(join(storageDir, file.path), await file.render());
      result.written++;
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));
  return result;
}
