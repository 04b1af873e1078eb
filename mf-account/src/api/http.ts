import { ApiError, api, t, type Envelope } from 'mf-shared';

/** The `data` of a successful envelope (the mf-shared client already rejected the others). */
export function dataOf<T>(body: Envelope<T>): T {
  if (body.data === undefined || body.data === null) throw new ApiError('envelope', t('errors.generic'), undefined, body);
  return body.data;
}

export async function getData<T>(url: string, params?: Record<string, unknown>): Promise<T> {
  return dataOf((await api.get<Envelope<T>>(url, params ? { params } : undefined)).data);
}

export async function postData<T>(url: string, payload?: unknown): Promise<T> {
  return dataOf((await api.post<Envelope<T>>(url, payload)).data);
}
