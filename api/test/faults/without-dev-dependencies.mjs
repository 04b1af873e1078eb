/**
 * Loaded with `node --import` (NODE_OPTIONS) into an API process: the packages named in
 * WITHOUT_PACKAGES (comma separated) cannot be found, as on a machine installed with
 * `npm install --omit=dev` where a development dependency is not there.
 */
import { register } from 'node:module';

register(
  `data:text/javascript,${encodeURIComponent(`
const hidden = new Set((process.env.WITHOUT_PACKAGES ?? '').split(',').filter(Boolean));
export async function resolve(specifier, context, next) {
  if (hidden.has(specifier)) {
    throw Object.assign(new Error("Cannot find package '" + specifier + "' (left out: WITHOUT_PACKAGES)"), { code: 'ERR_MODULE_NOT_FOUND' });
  }
  return next(specifier, context);
}
`)}`,
);
