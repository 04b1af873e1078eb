import { createHash } from 'node:crypto';
import pLimit from 'p-limit';
import type { FolderUploadStore } from './store/folder';
import type { S3UploadStore } from './store/s3';
import { contentTypeOf, UPLOAD_FOLDER_NAMES, type UploadFolder } from './store/types';

/** Objects copied at once (small files: the round trips dominate). */
const CONCURRENCY = 4;

export interface FolderCounts {
  /** Files of the folder the server would have named (anything else in it is not an upload and is left). */
  files: number;
  /** Written to the bucket and read back identical. */
  copied: number;
  /** In the bucket already, identical (an earlier run). */
  present: number;
  /** Could not be written or read back identical: the run ends with exit code 1; run it again. */
  failed: number;
}

export type MoveReport = Record<UploadFolder, FolderCounts> & { failures: string[] };

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function bytesOf(body: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks);
}

/** The object's bytes, or null when there is none. */
async function objectBytes(bucket: S3UploadStore, folder: UploadFolder, name: string): Promise<Buffer | null> {
  const object = await bucket.get(folder, name);
  return object ? bytesOf(object.body) : null;
}

/**
 * Copies every upload of UPLOAD_DIR into the bucket (`npm run uploads:to-s3`): each file of each
 * folder the server would have named, under the same name (so the URLs in the database stay), with
 * its type and cache policy. An object already there with the same bytes is left (the run is
 * idempotent: run it again after an interruption, it goes on where it stopped); one with other
 * bytes is written again. Every object written is read back and compared (SHA-256). The folder is
 * never changed: remove it once the nodes use the bucket (docs/deploying.md, "Uploads").
 */
export async function moveUploadsToBucket(
  source: FolderUploadStore,
  bucket: S3UploadStore,
  log: (line: string) => void = () => undefined,
): Promise<MoveReport> {
  const report = { failures: [] as string[] } as MoveReport;
  const limit = pLimit(CONCURRENCY);
  for (const folder of UPLOAD_FOLDER_NAMES) {
    const counts: FolderCounts = { files: 0, copied: 0, present: 0, failed: 0 };
    report[folder] = counts;
    const names = await source.list(folder);
    counts.files = names.length;
    await Promise.all(
      names.map((name) =>
        limit(async () => {
          try {
            const bytes = await source.read(folder, name);
            if (!bytes) return; // removed meanwhile (a node deleted it): nothing to copy
            const hash = sha256(bytes);
            const existing = await objectBytes(bucket, folder, name);
            if (existing && sha256(existing) === hash) {
              counts.present += 1;
              return;
            }
            await bucket.put(folder, name, bytes, contentTypeOf(name));
            const written = await objectBytes(bucket, folder, name);
            if (!written || sha256(written) !== hash) throw new Error('the object read back differs from the file');
            counts.copied += 1;
          } catch (error) {
            counts.failed += 1;
            const why = error instanceof Error ? error.message : String(error);
            report.failures.push(`${folder}/${name}: ${why}`);
            log(`failed ${folder}/${name}: ${why}`);
          }
        }),
      ),
    );
    log(`${folder}: ${counts.files} files, ${counts.copied} copied, ${counts.present} already in the bucket, ${counts.failed} failed`);
  }
  return report;
}
