import { PROVINCES as PROVINCE_LIST } from 'contracts';

/** The 38 provinces of Indonesia, as the API stores them (the province filter of the LPK search): contracts/src/reference/provinces.ts. */
export const PROVINCES: readonly string[] = PROVINCE_LIST.map((province) => province.name);

/** The 47 prefectures of Japan, north to south (the prefecture filter of the job list): contracts/src/reference/prefectures.ts. */
export { PREFECTURES } from 'contracts';
