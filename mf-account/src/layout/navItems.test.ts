import { navGroupsFor } from './navItems';

const paths = (user: Parameters<typeof navGroupsFor>[0]) => navGroupsFor(user).flatMap((g) => g.items.map((i) => i.to));

test('an LPK admin gets the staff console and its institution; staff do not get the institution', () => {
  expect(paths({ role: 'lpk_admin', lpk_id: 1 })).toEqual(expect.arrayContaining(['/admin/applicants', '/admin/messages', '/admin/institution']));
  expect(paths({ role: 'lpk_staff', lpk_id: 1 })).not.toContain('/admin/institution');
});

test('a pending LPK admin sees its application, not the console; the operator sees the operator console', () => {
  const pending = paths({ role: 'lpk_admin', lpk_id: null });
  expect(pending).toContain('/admin/application');
  expect(pending).not.toContain('/admin/applicants');
  const operator = paths({ role: 'operator', lpk_id: null });
  expect(operator).toContain('/admin/operator');
  expect(operator).not.toContain('/admin/registration');
});
