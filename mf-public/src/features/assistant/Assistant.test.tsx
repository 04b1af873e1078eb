import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { i18n, toast } from 'mf-shared';
import { FAQ_KEYS } from 'contracts';
import { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ok, startTestApi, type TestApi } from '../../../test/helpers/catalogue/apiServer';
import AboutScreen from '../../screens/about/AboutScreen';
import { AssistantProvider } from './AssistantProvider';
import { sseReader, type SseEvent } from './sse';

/**
 * The assistant in mf-public: the launcher and its name in both languages, opening and closing
 * with the keyboard (focus in and back, Escape), asking through the shared client (JSON against a
 * loopback API stub) or streamed (fetch + ReadableStream), sources rendered as links, errors,
 * suggested questions on /about.
 */

const ANSWER = {
  answer: 'Saya menemukan 1 LPK di Jawa Barat dengan asrama:\n- LPK Yume Sinergi Cirebon (Cirebon, Jawa Barat): biaya pendaftaran Rp2.650.000.',
  sources: [
    { title: 'LPK Yume Sinergi Cirebon', url: '/lpk/22', kind: 'lpk' },
    { title: 'Jalur persiapan: simulasi gaji', url: '/inexperienced#salary-simulation', kind: 'page' },
    {
      title: 'Ministry of Health, Labour and Welfare (MHLW), regional minimum wages',
      url: '/inexperienced#salary-simulation',
      kind: 'fact',
      date: '2025-10',
      title_lang: 'en',
    },
    { title: 'Chat WhatsApp dengan tim kami', url: 'https://wa.me/6281100002026', kind: 'contact' },
  ],
  kind: 'lpk',
  mode: 'offline',
};

let api: TestApi;
/** The visitor's hands: a new one for each test. */
let user: UserEvent;
beforeEach(async () => {
  user = userEvent.setup();
  await act(() => i18n.changeLanguage('id'));
  api = await startTestApi((url) => (url.pathname === '/api/lpk/assistant' ? ok(ANSWER) : { status: 404, body: { status: 'error', message: 'Not found' } }));
});
let afterThis: (() => void) | undefined;
afterEach(async () => {
  afterThis?.();
  afterThis = undefined;
  await api.close();
});

let where = '';
function LocationProbe() {
  const location = useLocation();
  where = `${location.pathname}${location.hash}`;
  return null;
}

function renderWithAssistant(url = '/search', page = <h1>Cari LPK</h1>) {
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[url]}>
        <AssistantProvider>
          <Routes>
            <Route path="/about" element={<AboutScreen />} />
            <Route path="*" element={page} />
          </Routes>
        </AssistantProvider>
        <LocationProbe />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

const launcher = (name = 'Asisten') => screen.getByRole('button', { name });

/** Opens the panel from the keyboard: the launcher focused, then Enter. */
async function openPanel(name = 'Asisten') {
  launcher(name).focus();
  await user.keyboard('{Enter}');
  return screen.findByRole('dialog', { name });
}

/** Types the question in the panel's field and sends it with Enter. */
async function ask(question: string) {
  const field = screen.getByRole('textbox', { name: /Pertanyaan Anda|Your question/ });
  await user.clear(field);
  await user.type(field, question);
  await user.keyboard('{Enter}');
}

describe('launcher', () => {
  test('is a button named "Asisten", "Assistant" in English, not expanded, on every page of the remote', async () => {
    renderWithAssistant();
    expect(launcher()).toHaveAttribute('aria-expanded', 'false');
    expect(launcher()).toHaveAttribute('aria-haspopup', 'dialog');
    await act(() => i18n.changeLanguage('en'));
    expect(launcher('Assistant')).toBeInTheDocument();
  });
});

describe('panel', () => {
  test('opens with the keyboard: a dialog with a heading, focus in the question field; Escape closes it and focus returns to the launcher', async () => {
    renderWithAssistant();
    const dialog = await openPanel();
    expect(within(dialog).getByRole('heading', { level: 2, name: 'Asisten' })).toBeInTheDocument();
    expect(launcher()).toHaveAttribute('aria-expanded', 'true');
    expect(launcher()).toHaveAttribute('aria-controls', dialog.id);
    const field = within(dialog).getByRole('textbox', { name: 'Pertanyaan Anda' });
    await waitFor(() => expect(field).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(launcher()).toHaveFocus();
    expect(launcher()).toHaveAttribute('aria-expanded', 'false');
  });

  test('the close button closes it too; the launcher toggles it', async () => {
    renderWithAssistant();
    const dialog = await openPanel();
    await user.click(within(dialog).getByRole('button', { name: 'Tutup asisten' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await openPanel();
    await user.click(launcher());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('asks through the API and shows the answer with its sources as links, announced when complete', async () => {
    renderWithAssistant();
    await openPanel();
    await ask('LPK dengan asrama di Jawa Barat di bawah Rp5 juta');
    const list = await screen.findByRole('list', { name: 'Sumber' });
    const request = api.requests().find((u) => u.pathname === '/api/lpk/assistant');
    expect(request).toBeDefined();
    const log = screen.getByRole('list', { name: 'Percakapan dengan asisten' });
    expect(within(log).getByText('LPK dengan asrama di Jawa Barat di bawah Rp5 juta')).toBeInTheDocument();
    expect(within(log).getByText('LPK Yume Sinergi Cirebon (Cirebon, Jawa Barat): biaya pendaftaran Rp2.650.000.').tagName).toBe('LI');
    expect(within(list).getByRole('link', { name: 'LPK Yume Sinergi Cirebon' })).toHaveAttribute('href', '/lpk/22');
    expect(within(list).getByRole('link', { name: 'Jalur persiapan: simulasi gaji' })).toHaveAttribute('href', '/inexperienced#salary-simulation');
    // An outside source's English title carries an Indonesian label on an Indonesian page.
    expect(
      within(list).getByRole('link', { name: 'Ministry of Health, Labour and Welfare (MHLW), regional minimum wages (dalam bahasa Inggris) (Oktober 2025)' }),
    ).toHaveAttribute('href', '/inexperienced#salary-simulation');
    const chat = within(list).getByRole('link', { name: 'Chat WhatsApp dengan tim kami (membuka tab baru)' });
    expect(chat).toHaveAttribute('href', 'https://wa.me/6281100002026');
    expect(chat).toHaveAttribute('target', '_blank');
    expect(chat).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('status')).toHaveTextContent(`Jawaban asisten: ${ANSWER.answer.replace(/\n/g, ' ')}`);
    // A source link navigates inside the app.
    await user.click(within(list).getByRole('link', { name: 'LPK Yume Sinergi Cirebon' }));
    expect(where).toBe('/lpk/22');
  });

  test('sends the language and the earlier turns; a second question carries the first question and answer', async () => {
    const bodies: string[] = [];
    await api.close();
    api = await startTestApi((url, request) => {
      if (url.pathname !== '/api/lpk/assistant') return { status: 404 };
      bodies.push(Buffer.from(request.body, 'latin1').toString('utf8'));
      expect(request.headers['accept-language']).toBe('en');
      return ok({ ...ANSWER, answer: `Answer ${bodies.length}` });
    });
    await act(() => i18n.changeLanguage('en'));
    renderWithAssistant();
    await openPanel('Assistant');
    await ask('What is SSW?');
    await screen.findByText('Answer 1');
    await ask('And TITP?');
    await screen.findByText('Answer 2');
    expect(JSON.parse(bodies[0]!)).toEqual({ message: 'What is SSW?', history: [] });
    expect(JSON.parse(bodies[1]!)).toEqual({
      message: 'And TITP?',
      history: [
        { role: 'user', content: 'What is SSW?' },
        { role: 'assistant', content: 'Answer 1' },
      ],
    });
  });

  test("the API's refusal is shown in the conversation (no toast), and an empty question is not sent", async () => {
    await api.close();
    api = await startTestApi(() => ({ status: 429, body: { status: 'error', message: 'Terlalu banyak percobaan. Silakan coba lagi dalam 30 detik.' } }));
    const toasts: string[] = [];
    const stop = toast.subscribe((items) => toasts.push(...items.map((item) => item.message)));
    afterThis = stop;
    renderWithAssistant();
    const dialog = await openPanel();
    await ask('   ');
    expect(await screen.findByRole('alert')).toHaveTextContent('Tulis pertanyaan Anda terlebih dahulu.');
    expect(api.requests()).toHaveLength(0);
    await ask('Berapa gaji bersih?');
    expect(await within(dialog).findByText('Jawaban tidak dapat dimuat: Terlalu banyak percobaan. Silakan coba lagi dalam 30 detik.')).toBeInTheDocument();
    expect(toasts).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent('Jawaban tidak dapat dimuat');
  });

  test('suggested questions in the empty panel ask at once', async () => {
    renderWithAssistant();
    const dialog = await openPanel();
    await user.click(within(dialog).getByRole('button', { name: 'Berapa gaji bersih di Jepang?' }));
    expect(await within(dialog).findByRole('list', { name: 'Sumber' })).toBeInTheDocument();
    expect(within(dialog).getByText('Berapa gaji bersih di Jepang?')).toBeInTheDocument();
  });
});

describe('on /about', () => {
  test('suggested questions open the panel and ask; closing returns focus to the question chosen', async () => {
    renderWithAssistant('/about', <p />);
    const section = screen.getByRole('heading', { level: 2, name: 'Tanya asisten' }).closest('section')!;
    const question = within(section).getByRole('button', { name: 'Apa beda TITP, SSW dan Kaigo Fukushishi?' });
    await user.click(question);
    const dialog = await screen.findByRole('dialog', { name: 'Asisten' });
    expect(await within(dialog).findByRole('list', { name: 'Sumber' })).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox'), '{Escape}');
    expect(question).toHaveFocus();
  });

  test('every FAQ entry is an anchor the assistant can link to', () => {
    const { container } = renderWithAssistant('/about', <p />);
    const ids = Array.from(container.querySelectorAll('details')).map((d) => d.id);
    expect(ids).toEqual(FAQ_KEYS.map((key) => `faq-${key}`));
    expect(ids).toEqual(
      expect.arrayContaining(['faq-age', 'faq-education', 'faq-health', 'faq-training', 'faq-family', 'faq-stay', 'faq-switch', 'faq-exams']),
    );
  });
});

describe('streaming (fetch + ReadableStream)', () => {
  const g = globalThis as unknown as Record<string, unknown>;
  let saved: { fetch: unknown; ReadableStream: unknown };
  beforeEach(() => {
    saved = { fetch: g.fetch, ReadableStream: g.ReadableStream };
    g.ReadableStream = NodeReadableStream;
  });
  afterEach(() => {
    g.fetch = saved.fetch;
    g.ReadableStream = saved.ReadableStream;
  });

  test('the text grows as events arrive; sources come first; the final answer replaces it', async () => {
    const frames = [
      'event: sources\ndata: {"sources":[{"title":"Jalur persiapan: tiga jalur kerja dibandingkan","url":"/inexperienced#pathways","kind":"page"}],"kind":"knowledge"}\n\n',
      'event: delta\ndata: {"text":"SSW perawatan: "}\n\n',
      'event: del',
      'ta\ndata: {"text":"paling lama 5 tahun."}\n\n',
      'event: done\ndata: {"answer":"SSW perawatan: paling lama 5 tahun.","sources":[{"title":"Jalur persiapan: tiga jalur kerja dibandingkan","url":"/inexperienced#pathways","kind":"page"}],"kind":"knowledge","mode":"model"}\n\n',
    ];
    let push: (text: string | null) => void = () => undefined;
    const stream = new NodeReadableStream<Uint8Array>({
      start(controller) {
        push = (text) => (text === null ? controller.close() : controller.enqueue(new TextEncoder().encode(text)));
      },
    });
    const seen: { url: string; init: RequestInit }[] = [];
    g.fetch = jest.fn(async (url: string, init: RequestInit) => {
      seen.push({ url, init });
      return { ok: true, status: 200, headers: new Headers({ 'content-type': 'text/event-stream; charset=utf-8' }), body: stream };
    });
    renderWithAssistant();
    await openPanel();
    await ask('Berapa lama SSW?');
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]!.url).toBe(`${api.url}/api/lpk/assistant`);
    expect((seen[0]!.init.headers as Record<string, string>).Accept).toBe('text/event-stream');
    expect((seen[0]!.init.headers as Record<string, string>)['Accept-Language']).toBe('id');
    act(() => push(frames[0]! + frames[1]!));
    expect(await screen.findByText('SSW perawatan:')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Jalur persiapan: tiga jalur kerja dibandingkan' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Asisten sedang menjawab…');
    act(() => push(frames[2]!));
    act(() => push(frames[3]!));
    expect(await screen.findByText('SSW perawatan: paling lama 5 tahun.')).toBeInTheDocument();
    act(() => {
      push(frames[4]!);
      push(null);
    });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Jawaban asisten: SSW perawatan: paling lama 5 tahun.'));
  });

  test('a refusal before the stream (422) shows the field message', async () => {
    g.fetch = jest.fn(async () => ({
      ok: false,
      status: 422,
      headers: new Headers({ 'content-type': 'application/json' }),
      body: null,
      json: async () => ({ status: 'error', message: 'Data yang diberikan tidak valid.', errors: { message: ['Maksimal 1000 karakter.'] } }),
    }));
    renderWithAssistant();
    const dialog = await openPanel();
    await ask('Berapa gaji?');
    expect(await within(dialog).findByText('Jawaban tidak dapat dimuat: Maksimal 1000 karakter.')).toBeInTheDocument();
  });

  test('a stream that cannot be opened falls back to the JSON answer', async () => {
    g.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    renderWithAssistant();
    await openPanel();
    await ask('Berapa gaji?');
    expect(await screen.findByRole('list', { name: 'Sumber' })).toBeInTheDocument();
    expect(api.requests().some((u) => u.pathname === '/api/lpk/assistant')).toBe(true);
  });
});

test('the event-stream reader takes chunks of any size, LF or CRLF, and skips comments', () => {
  const events: SseEvent[] = [];
  const reader = sseReader((e) => events.push(e));
  const text = ': hello\r\nevent: delta\r\ndata: {"text":"a"}\r\n\r\nevent: done\ndata: {}\n\n';
  for (const ch of text) reader.push(ch);
  expect(events).toEqual([
    { event: 'delta', data: '{"text":"a"}' },
    { event: 'done', data: '{}' },
  ]);
});
