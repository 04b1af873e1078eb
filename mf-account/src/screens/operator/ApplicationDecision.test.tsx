import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from 'mf-shared';
import { fakeApi, makeOperatorApplication, ok } from '../../../test/fake-api';
import { logIn, renderScreen } from '../../../test/helpers/renderScreen';
import { ApplicationDecision } from './ApplicationDecision';

const application = makeOperatorApplication;

const api = fakeApi();
beforeEach(() => {
  api.use('POST /api/lpk/operator/applications/:id/approve', ok({ ...application(), status: 'approved' }, 'Application approved.'));
  api.use('POST /api/lpk/operator/applications/:id/reject', ok({ ...application(), status: 'rejected' }, 'Application rejected.'));
  logIn({ role: 'operator', lpk_id: null });
});

const decisions = () => api.requests().filter((call) => /\/(approve|reject)$/.test(call.path));

function show(app = application()) {
  const onChanged = jest.fn<void, [string | undefined]>();
  renderScreen(<ApplicationDecision application={app} onChanged={onChanged} />, '/admin/operator');
  return onChanged;
}

test('approve asks first, in a dialog that takes focus and says the listing stays a draft; Cancel and Escape send nothing; confirming sends the approval', async () => {
  await act(() => setLanguage('en'));
  const user = userEvent.setup();
  const onChanged = show();
  const approve = screen.getByRole('button', { name: 'Approve' });

  await user.click(approve);
  const dialog = screen.getByRole('dialog', { name: 'Approve the application of LPK Harapan Bogor?' });
  expect(dialog).toHaveAttribute('aria-modal', 'true');
  expect(dialog).toHaveAccessibleDescription(
    /creates the LPK’s account for rina@example\.id\. Its listing starts as a draft: not shown to the public until the LPK’s admin completes and publishes it/,
  );
  // Focus moved into the dialog, on the safe choice.
  expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();

  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(approve).toHaveFocus();

  await user.click(approve);
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).toBeNull();
  // Nothing was sent by either way out.
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(decisions()).toEqual([]);
  expect(onChanged).not.toHaveBeenCalled();

  await user.click(approve);
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, approve' }));
  await waitFor(() => expect(onChanged).toHaveBeenCalledWith('Application approved.'));
  expect(decisions().map((call) => call.path)).toEqual(['/api/lpk/operator/applications/2/approve']);
  expect(screen.queryByRole('dialog')).toBeNull();
});

test('reject asks first and repeats the reason; Cancel keeps the reason and sends nothing; confirming sends it', async () => {
  await act(() => setLanguage('en'));
  const user = userEvent.setup();
  const onChanged = show();
  await user.type(screen.getByLabelText('Reason for rejecting'), 'Dokumen tidak terbaca');
  await user.click(screen.getByRole('button', { name: 'Reject' }));
  let dialog = screen.getByRole('dialog', { name: 'Reject the application of LPK Harapan Bogor?' });
  expect(dialog).toHaveAccessibleDescription(/The applicant is told by e-mail, with your reason: “Dokumen tidak terbaca”/);
  expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();

  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(screen.getByLabelText('Reason for rejecting')).toHaveValue('Dokumen tidak terbaca');
  expect(decisions()).toEqual([]);

  await user.click(screen.getByRole('button', { name: 'Reject' }));
  dialog = screen.getByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: 'Yes, reject' }));
  await waitFor(() => expect(onChanged).toHaveBeenCalledWith('Application rejected.'));
  expect(decisions().map((call) => [call.path, call.body])).toEqual([['/api/lpk/operator/applications/2/reject', { reason: 'Dokumen tidak terbaca' }]]);
  expect(screen.getByLabelText('Reason for rejecting')).toHaveValue('');
});

test('in Indonesian; a claim says the applicant becomes the admin of the listing, which stays public if it is', async () => {
  await act(() => setLanguage('id'));
  const user = userEvent.setup();
  show(application({ kind: 'claim', claimed: { id: 9, name: 'LPK Sakura Mandiri', province: 'Jawa Barat' } }));
  await user.click(screen.getByRole('button', { name: 'Setujui' }));
  const dialog = screen.getByRole('dialog', { name: 'Setujui pengajuan LPK Harapan Bogor?' });
  expect(dialog).toHaveAccessibleDescription(
    /Menyetujui menjadikan rina@example\.id admin profil LPK Sakura Mandiri\. Profil yang sudah publik tetap tampil untuk publik\./,
  );
  await user.click(within(dialog).getByRole('button', { name: 'Batal' }));
  expect(decisions()).toEqual([]);
  await act(() => setLanguage('en'));
});
