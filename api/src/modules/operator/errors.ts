import { HttpError } from '../../lib/http-error';

/** 409: the action does not fit the current state (already decided, already suspended). */
export const conflict = (key: string) => new HttpError(409, key);
