import { ktpSchema, PROVINCES } from 'contracts';
import { defineSection, filled } from './define';

/** KTP (identity card): POST /api/lpk/profile/ktp; the fields and rules are contracts/src/http/profile/ktp.ts. */
export const ktpSection = defineSection({
  key: 'ktp',
  path: 'ktp',
  schema: ktpSchema,
  checklist: (d) =>
    [
      d.nik,
      d.full_name,
      d.birth_place,
      d.birth_date,
      d.sex,
      d.address,
      d.rt,
      d.rw,
      d.village,
      d.district,
      d.regency,
      d.province,
      d.religion,
      d.marital_status,
    ].map(filled),
  options: () => ({ provinces: PROVINCES.map((p) => ({ code: p.code, name: p.name })) }),
});
