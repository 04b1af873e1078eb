import { getData, postData } from './http';
import type { ApplicantRegistration, Paged, RegistrationStatus, RegistrationView } from './types';

/** GET /api/lpk/institution/registrations: registrations at the staff member's LPK. */
export function listApplicants(params: { status?: RegistrationStatus; page?: number } = {}): Promise<Paged<ApplicantRegistration>> {
  return getData<Paged<ApplicantRegistration>>('/api/lpk/institution/registrations', { per_page: 50, ...params });
}

/** POST /api/lpk/institution/registrations/{id}/status: moves a registration (allowed moves only). */
export function moveApplicant(id: number, status: RegistrationStatus, note?: string): Promise<RegistrationView> {
  return postData<RegistrationView>(`/api/lpk/institution/registrations/${id}/status`, note ? { status, note } : { status });
}
