import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Uploads wait here (inside the storage root, so the final move is a same-disk rename). */
const STAGING_DIR = '.staging';

export interface StagedFile {
  /** The path the row will hold, relative to the storage root, valid once committed. */
  relative: string;
  staging: string;
}

/**
 * Files of one write that must appear only if its database transaction commits. Stage them
 * (written under a temporary name), run the transaction with their final `relative` paths, then
 * `commit()` (moved into place) or `discard()` (deleted). A failed write leaves no file behind
 * and a committed row never points at a half-written file.
 */
export class StagedFiles {
  private readonly files: StagedFile[] = [];

  private readonly storageDir: string;
  private readonly folder: string;
  constructor(
    storageDir: string,
    /** Folder of the final files, relative to the storage root (e.g. `jots`). */
    folder: string,
  ) {
    this.folder = folder;
    this.storageDir = storageDir;
  }

  /** Random names: nothing to guess, and a name is never reused, so caches can keep files forever. */
  newStem(): string {
    return randomBytes(16).toString('hex');
  }

  /** Stages `<stem>.<extension>`; files of one upload share a stem (see stored-image.ts). */
  async stage(bytes: Uint8Array, extension: string, stem = this.newStem()): Promise<StagedFile> {
    const name = `${stem}.${extension}`;
    const dir = path.join(this.storageDir, STAGING_DIR);
    await mkdir(dir, { recursive: true });
    const file: StagedFile = { relative: `${this.folder}/${name}`, staging: path.join(dir, name) };
    this.files.push(file);
    await writeFile(file.staging, bytes);
    return file;
  }

  async commit(): Promise<void> {
    await mkdir(path.join(this.storageDir, this.folder), { recursive: true });
    for (const file of this.files) await rename(file.staging, path.join(this.storageDir, file.relative));
    this.files.length = 0;
  }

  async discard(): Promise<void> {
    await Promise.all(this.files.map((file) => rm(file.staging, { force: true })));
    this.files.length = 0;
  }

  /**
   * Runs `write` with the staged files in place: commits them when it succeeds, discards them
   * when it throws (and rethrows).
   */
  async around<T>(write: () => Promise<T>): Promise<T> {
    let value: T;
    try {
      value = await write();
    } catch (error) {
      await this.discard();
      throw error;
    }
    await this.commit();
    return value;
  }
}
