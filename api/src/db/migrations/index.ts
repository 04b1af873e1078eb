import type { Migration, MigrationProvider } from 'kysely/migration';
import * as m0001 from './0001_initial';
import * as m0002 from './0002_registrations';
import * as m0003 from './0003_messages';
import * as m0004 from './0004_catalogue_search';
import * as m0005 from './0005_rollout_failures';
import * as m0006 from './0006_audit_actor_kept';
import * as m0007 from './0007_session_devices';
import * as m0008 from './0008_google_sign_in';
import * as m0009 from './0009_staff_console_indexes';
import * as m0010 from './0010_google_link_password';
import * as m0011 from './0011_institute_search_indexes';
import * as m0012 from './0012_sign_in_binding';
import * as m0013 from './0013_mail';
import * as m0014 from './0014_release_store';
import * as m0015 from './0015_lpk_join';
import * as m0016 from './0016_lpk_admin';
import * as m0017 from './0017_audit_visits';
import * as m0018 from './0018_one_pending_application';
import * as m0019 from './0019_audit_client_address';
import * as m0020 from './0020_listing_draft';
import * as m0021 from './0021_reviews';
import * as m0022 from './0022_reports';
import * as m0023 from './0023_mail_lanes_digest';
import * as m0024 from './0024_one_open_report';

/**
 * Migrations in order. A static provider (rather than reading the folder) works the same
 * from TypeScript sources under jest/tsx and from the compiled dist/ build.
 * To add one: create `NNNN_name.ts` exporting `up`/`down` and list it here.
 */
const migrations: Record<string, Migration> = {
  '0001_initial': m0001,
  '0002_registrations': m0002,
  '0003_messages': m0003,
  '0004_catalogue_search': m0004,
  '0005_rollout_failures': m0005,
  '0006_audit_actor_kept': m0006,
  '0007_session_devices': m0007,
  '0008_google_sign_in': m0008,
  '0009_staff_console_indexes': m0009,
  '0010_google_link_password': m0010,
  '0011_institute_search_indexes': m0011,
  '0012_sign_in_binding': m0012,
  '0013_mail': m0013,
  '0014_release_store': m0014,
  '0015_lpk_join': m0015,
  '0016_lpk_admin': m0016,
  '0017_audit_visits': m0017,
  '0018_one_pending_application': m0018,
  '0019_audit_client_address': m0019,
  '0020_listing_draft': m0020,
  '0021_reviews': m0021,
  '0022_reports': m0022,
  '0023_mail_lanes_digest': m0023,
  '0024_one_open_report': m0024,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
