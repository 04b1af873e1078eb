import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from 'mf-shared';
import type { Message } from 'contracts';
import { fakeApi, ok, type Call } from '../../../test/fake-api';
import { logIn, renderScreen } from '../../../test/helpers/renderScreen';
import MessagesScreen from './MessagesScreen';
import { createFakeEcho, type FakeEcho, useFakeRealtime } from 'mf-shared/testing';

const staffMessage: Message = {
  id: 1,
  registration_id: 31,
  body: 'Selamat datang! Please complete your KTP.',
  side: 'staff',
  sender: { id: 2, full_name: 'Budi Staff', avatar: null, role: 'lpk_staff' },
  read_at: null,
  created_at: '2026-02-01T09:00:00.000Z',
};

/** The message the caregiver sent, as the API stores it (201). */
function sent(call: Call) {
  const { body } = call.body as { body: string };
  return {
    status: 201,
    ...ok({
      ...staffMessage,
      id: 2,
      body,
      side: 'caregiver',
      sender: { id: 7, full_name: 'Siti Rahma', avatar: null, role: 'caregiver' },
      created_at: '2026-02-01T10:00:00.000Z',
    }),
  };
}

/** The thread of registration 31, or the list of threads. */
function threads(call: Call) {
  if (call.query.get('registration_id') === '31')
    return ok({ registration_id: 31, status: 'pending', items: [staffMessage], meta: { page: 1, per_page: 100, total: 1, last_page: 1, marked_read: 1 } });
  return ok({
    items: [
      {
        registration_id: 31,
        status: 'pending',
        lpk: { id: 1, name: 'LPK Sakura Mandiri' },
        caregiver: { id: 7, full_name: 'Siti Rahma', avatar: null },
        last_message: staffMessage,
        unread_count: 1,
        last_activity_at: staffMessage.created_at,
      },
    ],
    meta: { page: 1, per_page: 50, total: 1, last_page: 1 },
  });
}

const api = fakeApi();
let echo: FakeEcho;
beforeAll(async () => {
  await act(() => setLanguage('en'));
});
beforeEach(() => {
  api.use('GET /api/lpk/messages', threads);
  api.use('POST /api/lpk/messages', sent);
  echo = createFakeEcho();
  useFakeRealtime(echo);
});

test('reads a thread, sends a message and receives new ones live', async () => {
  logIn();
  renderScreen(<MessagesScreen />, '/admin/messages');
  const log = await screen.findByRole('list', { name: 'Messages with LPK Sakura Mandiri' });
  expect(log).toHaveTextContent('Selamat datang! Please complete your KTP.');

  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText('Write a message first.')).toHaveAttribute('role', 'alert');

  await userEvent.type(screen.getByLabelText('Message'), 'Baik, terima kasih.');
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(log).toHaveTextContent('Baik, terima kasih.'));
  expect(api.requests('POST /api/lpk/messages')[0]!.body).toEqual({ registration_id: 31, body: 'Baik, terima kasih.' });

  await waitFor(() => expect(echo.listenerCount('App.Models.User.7', 'MessageSent')).toBe(1));
  act(() =>
    echo.emit('App.Models.User.7', 'MessageSent', {
      message: { ...staffMessage, id: 3, body: 'Jadwal wawancara: Senin.', created_at: '2026-02-01T11:00:00.000Z' },
      registration_id: 31,
      lpk_id: 1,
    }),
  );
  expect(log).toHaveTextContent('Jadwal wawancara: Senin.');
  expect(screen.getByText('New message from Budi Staff.')).toBeInTheDocument();
});

test("the API's 422 on the text shows under the field, one on the closed registration above the form; the text stays", async () => {
  api.use('POST /api/lpk/messages', (call) =>
    (call.body as { body: string }).body.startsWith('Too')
      ? { status: 422, body: { status: 'error', message: 'The data is invalid.', errors: { body: ['The message contains characters that are not allowed.'] } } }
      : { status: 422, body: { status: 'error', message: 'The data is invalid.', errors: { registration_id: ['This registration is closed.'] } } },
  );
  logIn();
  renderScreen(<MessagesScreen />, '/admin/messages');
  await screen.findByRole('list', { name: 'Messages with LPK Sakura Mandiri' });
  const field = screen.getByLabelText('Message');

  await userEvent.type(field, 'Too much');
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(field).toHaveAccessibleDescription('The message contains characters that are not allowed.'));
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field).toHaveValue('Too much');

  await userEvent.clear(field);
  await userEvent.type(field, 'Halo');
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText('This registration is closed.')).toHaveAttribute('role', 'alert');
  expect(field).not.toHaveAttribute('aria-invalid', 'true');
  expect(field).toHaveValue('Halo');
});
