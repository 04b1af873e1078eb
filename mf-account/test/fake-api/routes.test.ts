import { ACCOUNT_ROUTES } from './routes';

/** The fake API's default answers are what the contract says (a drift fails here, before any screen test). */
test.each(Object.entries(ACCOUNT_ROUTES).filter(([, def]) => def.data))('the default answer of %s keeps its contract', (_key, def) => {
  const schema = def.route.response[200] as { safeParse: (value: unknown) => { success: boolean; error?: { issues: unknown[] } } };
  const parsed = schema.safeParse({ status: 'success', data: def.data!() });
  expect(parsed.success ? [] : parsed.error!.issues).toEqual([]);
});
