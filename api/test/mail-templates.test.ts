import { NOTIFICATION_KINDS } from 'contracts';
import { readUnsubscribeToken, linkToken } from '../src/modules/mail/links';
import { renderMail, type RenderEnv } from '../src/modules/mail/render';
import { TEMPLATES, type TemplateData, type TemplateName } from '../src/modules/mail/templates';
import { TEST_APP_KEY } from './mail-helpers';

/**
 * Every template in both languages: subject, plain text and HTML from the same words, links to
 * APP_URL, the recipient's own name and nothing of anyone else, accessible HTML, and for
 * notifications the unsubscribe link and RFC 8058 headers.
 */
const env: RenderEnv = {
  appUrl: 'https://lpk.example.id',
  apiUrl: 'https://api.lpk.example.id',
  appKey: TEST_APP_KEY,
  supportUrl: 'https://wa.me/6281100002026',
};
const link = { purpose: 'verify_email', nonce: 'n0nce-of-the-link-123456' };

/** One sample per template, and what each language must say. */
const CASES: { [N in TemplateName]: { data: TemplateData<N>; id: string[]; en: string[]; links: string[] } } = {
  verify_email: {
    data: { name: 'Rina Kartika', link, reason: 'signup' },
    id: ['Konfirmasi alamat email Anda', 'Halo Rina Kartika,', 'berlaku 24 jam'],
    en: ['Confirm your email address', 'Hello Rina Kartika,', 'valid for 24 hours'],
    links: [`https://lpk.example.id/verify-email?token=${linkToken(TEST_APP_KEY, link)}`],
  },
  password_reset: {
    data: { name: 'Rina Kartika', link: { purpose: 'password_reset', nonce: 'another-nonce-abcdefgh' } },
    id: ['Atur ulang password Anda', 'berlaku 60 menit', 'password Anda tidak berubah'],
    en: ['Reset your password', 'valid for 60 minutes', 'your password stays the same'],
    links: [`https://lpk.example.id/reset-password?token=${linkToken(TEST_APP_KEY, { purpose: 'password_reset', nonce: 'another-nonce-abcdefgh' })}`],
  },
  email_changed: {
    data: { name: 'Rina Kartika' },
    id: ['Email akun Kaigo LPK Anda telah diganti', 'hubungi kami'],
    en: ['The email of your Kaigo LPK account was changed', 'contact us'],
    links: ['https://wa.me/6281100002026'],
  },
  registration_status: {
    data: { name: 'Rina Kartika', registration_id: 7, lpk_name: 'LPK Sakura Mandiri', status: 'registered' },
    id: ['Status pendaftaran Anda di LPK Sakura Mandiri: Terdaftar di LPK', 'Selamat'],
    en: ['Your registration with LPK Sakura Mandiri: Registered at the LPK', 'Congratulations'],
    links: ['https://lpk.example.id/admin/registration'],
  },
  new_registration: {
    data: { name: 'Budi Santoso', registration_id: 7, lpk_name: 'LPK Sakura Mandiri' },
    id: ['Pendaftar baru di LPK Sakura Mandiri', 'tidak memuat data pendaftar'],
    en: ['New applicant at LPK Sakura Mandiri', 'holds no data of the applicant'],
    links: ['https://lpk.example.id/admin/applicants/7'],
  },
  new_registration_digest: {
    data: { name: 'Budi Santoso', lpk_name: 'LPK Sakura Mandiri', count: 23, registration_ids: Array.from({ length: 20 }, (_, i) => 101 + i) },
    id: ['23 pendaftar baru di LPK Sakura Mandiri', 'Nomor pendaftaran: #101, #102', '#120 dan 3 lainnya', 'tidak memuat data pendaftar'],
    en: ['23 new applicants at LPK Sakura Mandiri', 'Registration numbers: #101, #102', '#120 and 3 more', 'holds no data of the applicants'],
    links: ['https://lpk.example.id/admin/applicants'],
  },
  message_unread: {
    data: { name: 'Budi Santoso', registration_id: 7, lpk_name: 'LPK Sakura Mandiri', side: 'staff' },
    id: ['Pesan baru dari pendaftar di LPK Sakura Mandiri', 'Isi pesan tidak disertakan'],
    en: ['New message from an applicant at LPK Sakura Mandiri', 'The message itself is not in this email'],
    links: ['https://lpk.example.id/admin/messages?registration_id=7'],
  },
  staff_invitation: {
    data: { name: '', lpk_name: 'LPK Sakura Mandiri', link: { purpose: 'staff_invitation', nonce: 'invite-nonce-abcdefgh12' } },
    id: ['Undangan menjadi staf LPK Sakura Mandiri', 'berlaku 7 hari', 'Halo,'],
    en: ['Invitation to join the staff of LPK Sakura Mandiri', 'valid for 7 days', 'Hello,'],
    links: [`https://lpk.example.id/staff-invitation?token=${linkToken(TEST_APP_KEY, { purpose: 'staff_invitation', nonce: 'invite-nonce-abcdefgh12' })}`],
  },
  lpk_application_decided: {
    data: { name: 'Rina Kusuma', lpk_name: 'LPK Sakura Mandiri', decision: 'rejected', kind: 'new', reason: 'Nomor izin tidak terdaftar' },
    id: ['Pengajuan LPK Sakura Mandiri ditolak', 'Alasan: Nomor izin tidak terdaftar'],
    en: ['The application of LPK Sakura Mandiri is rejected', 'Reason: Nomor izin tidak terdaftar'],
    links: ['https://lpk.example.id/admin/application'],
  },
  lpk_suspension: {
    data: { name: 'Rina Kusuma', lpk_name: 'LPK Sakura Mandiri', suspended: true, reason: 'Biaya ilegal dilaporkan' },
    id: ['LPK Sakura Mandiri ditangguhkan oleh operator', 'Alasan: Biaya ilegal dilaporkan', 'membalas pesan'],
    en: ['LPK Sakura Mandiri is suspended by the operator', 'Reason: Biaya ilegal dilaporkan', 'answer applicants'],
    links: ['https://lpk.example.id/admin/institution'],
  },
  review_moderated: {
    data: {
      name: 'Rina Kartika',
      lpk_name: 'LPK Sakura Mandiri',
      decision: 'hidden',
      reason: 'Menyebut nama staf',
      editable_until: '2026-12-30T03:00:00.000Z',
    },
    id: ['Ulasan Anda tentang LPK Sakura Mandiri disembunyikan', 'Alasan operator: Menyebut nama staf', 'sampai 30 Desember 2026'],
    en: ['Your review of LPK Sakura Mandiri was hidden', 'The operator’s reason: Menyebut nama staf', 'until 30 December 2026'],
    links: ['https://lpk.example.id/registration'],
  },
  account_setup: {
    data: { name: 'Operator Kaigo', link: { purpose: 'password_reset', nonce: 'setup-nonce-abcdefgh123' } },
    id: ['Buat password akun operator Kaigo LPK Anda', 'berlaku 24 jam', 'tanpa password, tidak ada yang dapat masuk'],
    en: ['Choose the password of your Kaigo LPK operator account', 'valid for 24 hours', 'without a password nobody can log in'],
    links: [`https://lpk.example.id/reset-password?token=${linkToken(TEST_APP_KEY, { purpose: 'password_reset', nonce: 'setup-nonce-abcdefgh123' })}`],
  },
  report_status: {
    data: { name: 'Dewi Lestari', report_id: 12, lpk_name: 'LPK Sakura Mandiri', status: 'in_review' },
    id: ['Laporan Anda tentang LPK Sakura Mandiri: Sedang ditinjau', 'LPK tidak diberi tahu siapa yang melapor', 'tidak memuat isi laporan Anda'],
    en: ['Your report about LPK Sakura Mandiri: In review', 'The LPK is not told who reported', 'does not contain what you wrote'],
    links: ['https://lpk.example.id/admin/dashboard'],
  },
};

const names = Object.keys(TEMPLATES) as TemplateName[];

test('every template has a case here', () => {
  expect(Object.keys(CASES).sort()).toEqual([...names].sort());
});

describe.each(names)('%s', (name) => {
  const sample = CASES[name];
  const kind = TEMPLATES[name].kind;

  test.each(['id', 'en'] as const)('in %s: subject, text and HTML say the same, with its links to APP_URL', (lang) => {
    const mail = renderMail(name, lang, sample.data, { userId: 42 }, env);
    const other = renderMail(name, lang === 'id' ? 'en' : 'id', sample.data, { userId: 42 }, env);
    expect(mail.subject).not.toBe(other.subject);
    for (const words of sample[lang]) {
      expect(`${mail.subject}\n${mail.text}`).toContain(words);
      expect(mail.html).toContain(words.replace(/&/g, '&amp;').replace(/'/g, '&#x27;'));
    }
    for (const href of sample.links) {
      expect(mail.text).toContain(href);
      expect(mail.html).toContain(`href="${href.replace(/&/g, '&amp;')}"`);
    }
    // The subject is the document's title and the article's name; the page has its language and one h1.
    expect(mail.html.startsWith('<!DOCTYPE html><html lang="' + lang + '"')).toBe(true);
    expect(mail.html).toContain(`<title>${mail.subject.replace(/&/g, '&amp;')}</title>`);
    expect(mail.html).toContain('role="article"');
    expect(mail.html.match(/<h1/g)).toHaveLength(1);
    expect(mail.html).not.toMatch(/<img|<script|<style/);
    // Every address in the mail is the site's, the API's (one-click) or the contact chat.
    const addresses = [...`${mail.text}\n${mail.html}`.matchAll(/https?:\/\/[^\s"<>]+/g)].map((m) => m[0]);
    expect(addresses.length).toBeGreaterThan(0);
    for (const address of addresses) expect(address).toMatch(/^https:\/\/(lpk\.example\.id|api\.lpk\.example\.id|wa\.me)\//);
  });

  test('names no one but its recipient', () => {
    const mail = renderMail(name, 'id', sample.data, { userId: 42 }, env);
    const body = `${mail.subject}\n${mail.text}\n${mail.html}`;
    // The only person named is the recipient (data.name); no address, phone number or message is in the data to leak.
    expect(body).not.toMatch(/@|\+62|08\d{8}/);
    for (const field of Object.keys(sample.data))
      expect([
        'name',
        'link',
        'reason',
        'registration_id',
        'lpk_name',
        'status',
        'side',
        'decision',
        'kind',
        'suspended',
        'report_id',
        'count',
        'registration_ids',
        'editable_until',
      ]).toContain(field);
  });

  if (kind === 'account') {
    test('an account mail has no unsubscribe link (it is about the account itself)', () => {
      const mail = renderMail(name, 'en', sample.data, { userId: 42 }, env);
      expect(mail.headers).toEqual({});
      expect(mail.text).not.toContain('/unsubscribe');
    });
  } else {
    test('a notification: List-Unsubscribe (RFC 8058 one-click) and the unsubscribe and settings links', () => {
      const mail = renderMail(name, 'en', sample.data, { userId: 42 }, env);
      const header = /^<https:\/\/api\.lpk\.example\.id\/api\/lpk\/mail\/unsubscribe\?token=([^>]+)>$/.exec(mail.headers['List-Unsubscribe'] ?? '');
      expect(header).not.toBeNull();
      expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
      expect(readUnsubscribeToken(TEST_APP_KEY, decodeURIComponent(header![1]!))).toEqual({ userId: 42, kind });
      expect(mail.text).toContain(`https://lpk.example.id/unsubscribe?token=${header![1]}`);
      expect(mail.text).toContain('https://lpk.example.id/admin/settings');
    });
  }
});

/**
 * The status mail says what the registration page says about the certificate (issue 33): one is
 * issued when the LPK accepts (viewable from then on), its PDF downloadable only once approved.
 */
describe('registration_status: the certificate is promised only when it really is there', () => {
  const mailOf = (lang: 'id' | 'en', status: TemplateData<'registration_status'>['status']) =>
    renderMail('registration_status', lang, { ...CASES.registration_status.data, status }, { userId: 1 }, env).text;

  test.each(['id', 'en'] as const)('%s: registered says the certificate is issued and the PDF comes with approval', (lang) => {
    const text = mailOf(lang, 'registered');
    if (lang === 'id') {
      expect(text).toContain('Sertifikat pendaftaran Anda telah terbit dan dapat dilihat di halaman pendaftaran');
      expect(text).toContain('sertifikat PDF dapat diunduh setelah pendaftaran berstatus Disetujui');
      expect(text).not.toMatch(/sertifikat pendaftaran dapat diunduh dari/i);
    } else {
      expect(text).toContain('Your registration certificate has been issued and can be viewed on the registration page');
      expect(text).toContain('the PDF certificate can be downloaded once the registration is approved');
      expect(text).not.toMatch(/certificate can be downloaded from/i);
    }
  });

  test.each(['id', 'en'] as const)('%s: approved says the PDF can now be downloaded', (lang) => {
    expect(mailOf(lang, 'approved')).toContain(
      lang === 'id'
        ? 'Sertifikat pendaftaran (PDF) kini dapat diunduh dari halaman pendaftaran'
        : 'The registration certificate (PDF) can now be downloaded from the registration page',
    );
  });

  test.each(['id', 'en'] as const)('%s: no other status mentions a download', (lang) => {
    for (const status of ['pending', 'learning', 'documents_submitted', 'rejected', 'withdrawn'] as const) {
      expect(mailOf(lang, status)).not.toMatch(lang === 'id' ? /diunduh/ : /download/i);
    }
  });
});

test('the data a template is given is checked: a mail that does not fit is refused before it is written', () => {
  expect(() => renderMail('registration_status', 'id', { name: 'x', registration_id: 'seven' }, { userId: 1 }, env)).toThrow();
});

test('an unknown language is Indonesian; a recipient without a name is greeted plainly', () => {
  const mail = renderMail('email_changed', 'fr', { name: '' }, { userId: null }, env);
  expect(mail.text).toContain('Halo,');
  expect(mail.html).toContain('lang="id"');
});

test('unsubscribe tokens: only ours, only for the kind and user signed', () => {
  const mail = renderMail('message_unread', 'id', CASES.message_unread.data, { userId: 9 }, env);
  const token = decodeURIComponent(/token=([^>]+)>/.exec(mail.headers['List-Unsubscribe']!)![1]!);
  expect(readUnsubscribeToken(TEST_APP_KEY, token)).toEqual({ userId: 9, kind: 'message_unread' });
  expect(readUnsubscribeToken('another-key-0123456789', token)).toBeUndefined();
  expect(readUnsubscribeToken(TEST_APP_KEY, token.replace('9.message_unread', '8.message_unread'))).toBeUndefined();
  expect(readUnsubscribeToken(TEST_APP_KEY, token.replace('message_unread', 'registration_status'))).toBeUndefined();
  expect(NOTIFICATION_KINDS).toContain('message_unread');
});
