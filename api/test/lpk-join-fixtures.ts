import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { multipart, type Part } from './helpers/uploads';

/** Helpers of the LPK application tests: the application form (sent as multipart, helpers/uploads.ts) and small valid documents. */

export const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.from('1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n')]);
export const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

let counter = 0;

/** The form of a new LPK (fields overridable; `document: null` sends none). */
export function applicationForm(overrides: Record<string, string> = {}, document: Buffer | null = PDF): Part[] {
  counter += 1;
  const fields: Record<string, string> = {
    name: 'LPK Sakura Harapan Bogor',
    licence_number: 'KEP.7301/32.73/LP.01.01/IV/2021',
    province: 'Jawa Barat',
    city: 'Bogor',
    address: 'Jl. Pajajaran No. 12, Bogor',
    programs: 'ssw,kaigo_fukushishi',
    sending_org: 'true',
    contact_name: 'Rina Kusuma',
    email: `lpk${counter}.${randomBytes(3).toString('hex')}@example.id`,
    phone: '0812-3456-7890',
    password: 'Kaigo#Jepang2026',
    password_confirmation: 'Kaigo#Jepang2026',
    ...overrides,
  };
  const parts: Part[] = Object.entries(fields).map(([name, data]) => ({ name, data }));
  if (document) parts.push({ name: 'document', filename: 'izin.pdf', type: 'application/pdf', data: document });
  return parts;
}

export async function submitApplication(app: FastifyInstance, parts: Part[], lang = 'id') {
  const { payload, contentType } = multipart(parts);
  const res = await app.inject({
    method: 'POST',
    url: '/api/lpk/lpk-applications',
    headers: { 'content-type': contentType, accept: 'application/json', 'accept-language': lang },
    payload,
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary answer shapes
  return { status: res.statusCode, body: res.json() as any, res };
}

/** POST /lpk-applications/again, signed in (a rejected applicant applying from the same account). */
export async function resubmitApplication(app: FastifyInstance, token: string, parts: Part[], lang = 'id') {
  const { payload, contentType } = multipart(parts);
  const res = await app.inject({
    method: 'POST',
    url: '/api/lpk/lpk-applications/again',
    headers: { 'content-type': contentType, accept: 'application/json', 'accept-language': lang, authorization: `Bearer ${token}` },
    payload,
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary answer shapes
  return { status: res.statusCode, body: res.json() as any, res };
}

/** The form sent again: the LPK's fields and its contact, without the account (e-mail, password). */
export function reapplicationForm(overrides: Record<string, string> = {}, document: Buffer | null = PDF): Part[] {
  const omit = new Set(['email', 'password', 'password_confirmation']);
  return applicationForm(overrides, document).filter((part) => !omit.has(part.name));
}
