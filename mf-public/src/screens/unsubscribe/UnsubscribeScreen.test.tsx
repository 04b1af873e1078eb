import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt, startApiServerForFile } from '../../../test/helpers/auth';
import UnsubscribeScreen from './UnsubscribeScreen';

const api = startApiServerForFile();
const TOKEN = '42.message_unread.abcdefghijklmnopqrstuvwxyz012345';

function open(url = `/unsubscribe?token=${TOKEN}`) {
  return renderAt(url, '/unsubscribe', <UnsubscribeScreen />);
}

describe('UnsubscribeScreen', () => {
  it('changes nothing until the button is pressed (mail scanners open links), then says what stopped', async () => {
    const user = userEvent.setup();
    api.reply(() => ({
      body: { status: 'success', message: 'Anda tidak akan lagi menerima email tentang pesan yang belum dibaca.', data: { kind: 'message_unread' } },
    }));
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Berhenti berlangganan email' })).toBeInTheDocument();
    expect(api.requests(`/api/lpk/mail/unsubscribe?token=${encodeURIComponent(TOKEN)}`)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Berhenti berlangganan' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Anda tidak akan lagi menerima email tentang pesan yang belum dibaca.');
    expect(api.requests(`/api/lpk/mail/unsubscribe?token=${encodeURIComponent(TOKEN)}`)).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Atur semua notifikasi email' })).toHaveAttribute('href', '/admin/settings');
  });

  it("a link that is not ours: the API's message", async () => {
    const user = userEvent.setup();
    api.reply(() => ({ status: 404, body: { status: 'error', message: 'Tautan berhenti berlangganan ini tidak valid.' } }));
    open();
    await user.click(screen.getByRole('button', { name: 'Berhenti berlangganan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Tautan berhenti berlangganan ini tidak valid.');
  });
});
