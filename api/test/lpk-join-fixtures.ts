import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/** Helpers of the LPK application tests: a multipart form written by hand and small valid documents. */

export const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.from('1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n')]);
export const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

export interface Part {
  name: string;
  filename?: string;
  type?: string;
  data: Buffer | string;
}

export function multipart(parts: Part[]) {
  const boundary = `----lpk${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const filename = p.filename === undefined ? '' : `; filename="${p.filename}"`;
    const type = p.type ? `Content-Type: ${p.type}\r\n` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"${filename}\r\n${type}\r\n`));
    chunks.push(Buffer.isBuffer(p.data) ? p.data : Buffer.from(p.data));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

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
