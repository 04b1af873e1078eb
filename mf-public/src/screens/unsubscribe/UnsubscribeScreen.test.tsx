import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, fakeApi, ok } from '../../../test/fake-api';
import { renderAt } from '../../../test/helpers/auth';
import UnsubscribeScreen from './UnsubscribeScreen';

const api = fakeApi();
const UNSUBSCRIBE = 'POST /api/lpk/mail/unsubscribe';
const TOKEN = '42.message_unread.abcdefghijklmnopqrstuvwxyz012345';

function open(url = `/unsubscribe?token=${TOKEN}`) {
  return renderAt(url, '/unsubscribe', <UnsubscribeScreen />);
}

describe('UnsubscribeScreen', () => {
  it('changes nothing until the button is pressed (mail scanners open links), then says what stopped', async () => {
    const user = userEvent.setup();
    api.use(UNSUBSCRIBE, ok({ kind: 'message_unread' }, 'Anda tidak akan lagi menerima email tentang pesan yang belum dibaca.'));
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Berhenti berlangganan email' })).toBeInTheDocument();
    expect(api.requests(UNSUBSCRIBE)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Berhenti berlangganan' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Anda tidak akan lagi menerima email tentang pesan yang belum dibaca.');
    expect(api.requests(UNSUBSCRIBE).map((call) => call.query.get('token'))).toEqual([TOKEN]);
    expect(screen.getByRole('link', { name: 'Atur semua notifikasi email' })).toHaveAttribute('href', '/admin/settings');
  });

  it("a link that is not ours: the API's message", async () => {
    const user = userEvent.setup();
    api.use(UNSUBSCRIBE, fail(404, 'Tautan berhenti berlangganan ini tidak valid.'));
    open();
    await user.click(screen.getByRole('button', { name: 'Berhenti berlangganan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Tautan berhenti berlangganan ini tidak valid.');
  });
});
