/**
 * The LPK licence document of an application (http/lpk-join.ts): PDF, JPEG or PNG (sniffed by
 * content), at most 5 MB. Without zod, so that the public form reads these without loading it.
 */
export const LICENCE_DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;
export const LICENCE_DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type LicenceDocumentType = (typeof LICENCE_DOCUMENT_TYPES)[number];
