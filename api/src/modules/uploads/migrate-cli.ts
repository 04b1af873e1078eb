/**
 * `npm run uploads:to-s3` (or `node dist/modules/uploads/migrate-cli.js` in api/ of a deployment):
 * copies the uploads of UPLOAD_DIR (or `--from <folder>`) into the bucket the S3_* variables name,
 * under S3_UPLOAD_PREFIX, verifying each object (migrate.ts). Safe to run again: what is there
 * already is left, what was interrupted is completed. Prints the counts per folder; exit code 0
 * when every file is in the bucket, 1 otherwise (run it again), 78 for a configuration that cannot work.
 */
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../../config';
import { moveUploadsToBucket } from './migrate';
import { FolderUploadStore } from './store/folder';
import { S3UploadStore } from './store/s3';
import { UPLOAD_FOLDER_NAMES } from './store/types';

const EXIT_CONFIG = 78;

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { from: { type: 'string' } } });
  const config = loadConfig();
  const s3 = config.uploads.s3;
  if (!s3) throw new ConfigError('S3_BUCKET is not set: name the bucket (and S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY) the uploads go to.');
  const source = new FolderUploadStore(values.from ?? config.uploadDir);
  const target = `s3://${s3.bucket}/${s3.prefix}${s3.endpoint ? ` at ${s3.endpoint}` : ''}`;
  console.log(`copying the uploads of ${source.dir} to ${target}`);
  const report = await moveUploadsToBucket(source, new S3UploadStore(s3), (line) => console.log(line));
  const total = UPLOAD_FOLDER_NAMES.reduce(
    (sum, folder) => ({
      files: sum.files + report[folder].files,
      copied: sum.copied + report[folder].copied,
      present: sum.present + report[folder].present,
      failed: sum.failed + report[folder].failed,
    }),
    { files: 0, copied: 0, present: 0, failed: 0 },
  );
  console.log(`total: ${total.files} files, ${total.copied} copied, ${total.present} already in the bucket, ${total.failed} failed`);
  if (total.failed) {
    console.error(`${total.failed} file(s) not in the bucket: run the command again (it goes on where it stopped).`);
    return 1;
  }
  console.log(
    config.uploads.store === 's3'
      ? 'every upload is in the bucket.'
      : 'every upload is in the bucket: unset UPLOAD_STORE=folder (or set UPLOAD_STORE=s3) on the nodes, restart them, and run this once more for what they stored meanwhile.',
  );
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(error instanceof ConfigError ? EXIT_CONFIG : 1);
  },
);
