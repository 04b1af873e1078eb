#!/usr/bin/env node
/**
 * Writes contracts/src/rules/phone-metadata.ts: the libphonenumber-js "max" metadata of Indonesia
 * alone (about 1.4 KB instead of 157 KB for every country), so the phone rule costs the forms that
 * check phone numbers little. Run after upgrading libphonenumber-js (contracts/test/phone.test.ts
 * fails until then):  node contracts/scripts/phone-metadata.mjs
 */
import { createRequire } from 'node:module';
import { writeFileSync } from 'node:fs';
import path from 'node:path';

const require = createRequire(import.meta.url);
const max = require('libphonenumber-js/metadata.max.json');
const { version } = require('libphonenumber-js/package.json');

export function indonesiaMetadata() {
  return { version: max.version, country_calling_codes: { 62: max.country_calling_codes['62'] }, countries: { ID: max.countries.ID }, nonGeographic: {} };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = path.join(path.dirname(new URL(import.meta.url).pathname), '..', 'src', 'rules', 'phone-metadata.ts');
  writeFileSync(
    file,
    `import type { MetadataJson } from 'libphonenumber-js/core';

/** libphonenumber-js ${version} "max" metadata of Indonesia (+62) alone, written by contracts/scripts/phone-metadata.mjs. */
export const INDONESIA_PHONE_METADATA: MetadataJson = ${JSON.stringify(indonesiaMetadata())};
`,
  );
  console.log(`phone metadata: wrote ${file}`);
}
