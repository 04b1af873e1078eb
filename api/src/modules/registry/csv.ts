/**
 * The registry CSV (docs/lpk-join.md, "The official registry"): a header row naming `licence_number`, `name`,
 * `province` and `status` (any order, other columns ignored; a few Indonesian headers accepted),
 * comma or semicolon separated, fields optionally in double quotes ("" inside quotes is one ").
 */
export interface RegistryCsvRow {
  licence_number: string;
  name: string;
  province: string;
  status: string;
}

const HEADERS: Record<string, keyof RegistryCsvRow> = {
  licence_number: 'licence_number',
  license_number: 'licence_number',
  nomor_izin: 'licence_number',
  no_izin: 'licence_number',
  name: 'name',
  nama: 'name',
  nama_lpk: 'name',
  province: 'province',
  provinsi: 'province',
  status: 'status',
};

/** Splits CSV text into rows of fields (RFC 4180 quoting; CRLF or LF). */
export function parseCsv(text: string, separator: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === separator) {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((r) => r.some((f) => f.trim() !== ''));
}

export class RegistryCsvError extends Error {}

/** The rows of a registry CSV; throws RegistryCsvError naming what is wrong (a missing column, a row without a number). */
export function readRegistryCsv(text: string): RegistryCsvRow[] {
  const body = text.replace(/^\uFEFF/, '');
  const firstLine = body.split(/\r?\n/, 1)[0] ?? '';
  const separator = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  const [header, ...rows] = parseCsv(body, separator);
  if (!header) throw new RegistryCsvError('the file is empty');
  const columns = header.map(
    (h) =>
      HEADERS[
        h
          .trim()
          .toLowerCase()
          .replace(/[\s.]+/g, '_')
      ],
  );
  for (const needed of ['licence_number', 'name', 'province', 'status'] as const) {
    if (!columns.includes(needed)) throw new RegistryCsvError(`no "${needed}" column in the header (${header.join(separator)})`);
  }
  return rows.map((fields, index) => {
    const row: RegistryCsvRow = { licence_number: '', name: '', province: '', status: '' };
    columns.forEach((column, i) => {
      if (column) row[column] = (fields[i] ?? '').trim();
    });
    if (!row.licence_number) throw new RegistryCsvError(`row ${index + 2} has no licence number`);
    return row;
  });
}
