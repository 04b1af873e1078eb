import { FolderUploadStore } from './folder';
import { S3UploadStore } from './s3';
import type { UploadSettings, UploadStore } from './types';

export { FolderUploadStore } from './folder';
export { S3UploadStore } from './s3';
export * from './types';

/** The store the configuration names: the S3 bucket (UPLOAD_STORE=s3, the default with S3_BUCKET), else UPLOAD_DIR. */
export function uploadStoreFor(config: { uploadDir: string; uploads: UploadSettings }): UploadStore {
  const { s3 } = config.uploads;
  if (config.uploads.store === 's3' && s3) return new S3UploadStore(s3);
  return new FolderUploadStore(config.uploadDir);
}
