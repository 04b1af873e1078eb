import type { LpkApplication, OperatorApplication, Program, RegistryCheck } from 'contracts';
import type { LpkApplicationRow } from '../../db/schema';

/** An application as its applicant sees it. */
export function presentApplication(row: LpkApplicationRow): LpkApplication {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    name: row.name,
    licence_number: row.licence_number,
    province: row.province,
    city: row.city,
    institute_id: row.institute_id,
    decision_reason: row.decision_reason,
    decided_at: row.decided_at,
    created_at: row.created_at,
  };
}

/** An application as the operator sees it: everything sent, the document's type and size, the registry check and the claimed institute. */
export function presentOperatorApplication(
  row: LpkApplicationRow,
  registry: RegistryCheck,
  claimed: { id: number; name: string; province: string } | null,
): OperatorApplication {
  return {
    ...presentApplication(row),
    address: row.address,
    programs: JSON.parse(row.programs) as Program[],
    sending_org: Number(row.sending_org) !== 0,
    contact_name: row.contact_name,
    email: row.email,
    phone: row.phone,
    document: { type: row.document_type as OperatorApplication['document']['type'], bytes: row.document_bytes },
    registry,
    claimed,
  };
}
