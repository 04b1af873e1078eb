/**
 * Kinds of care facility a vacancy is in (the `jobs.facility_type` column). Labels:
 * `labels.catalogue.facility_type.<code>`.
 */
export const FACILITY_TYPES = ['tokuyo', 'rouken', 'group_home', 'day_service', 'private_home', 'disability_support'] as const;
export type FacilityType = (typeof FACILITY_TYPES)[number];
