import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestApp, registerCaregiver, type TestApp } from './helpers';

/**
 * The assistant with a language model configured (ASSISTANT_LLM_URL/_MODEL/_KEY), against a small
 * OpenAI-compatible stand-in on loopback started here: the model writes the answer from the
 * passages only, with the offline answer's sources, streamed through to the client; the offline
 * answer replaces it when the model fails, is slow or states a number not in the passages; no
 * personal data reaches it.
 */

type Behaviour = 'stream' | 'json' | 'silent' | 'error' | 'invented' | 'break';

interface Seen {
  url: string;
  headers: http.IncomingHttpHeaders;
  body: { model: string; stream: boolean; messages: { role: string; content: string }[] };
}

const MODEL_TEXT = ['SSW perawatan berlaku ', 'paling lama 5 tahun, ', 'tanpa membawa keluarga.'];
let behaviour: Behaviour = 'stream';
const seen: Seen[] = [];
let server: http.Server;
const sockets = new Set<import('node:net').Socket>();

function chunk(content: string): string {
  return `data: ${JSON.stringify({ id: 'x', object: 'chat.completion.chunk', choices: [{ index: 0, delta: { content } }] })}\n\n`;
}

async function startModel(): Promise<string> {
  server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      seen.push({ url: req.url ?? '', headers: req.headers, body: JSON.parse(raw) as Seen['body'] });
      switch (behaviour) {
        case 'error':
          res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":{"message":"overloaded"}}');
          return;
        case 'silent':
          res.writeHead(200, { 'content-type': 'text/event-stream' });
          res.write(': waiting\n\n'); // headers and a comment, never a token
          return;
        case 'json':
          res
            .writeHead(200, { 'content-type': 'application/json' })
            .end(JSON.stringify({ choices: [{ message: { role: 'assistant', content: MODEL_TEXT.join('') } }] }));
          return;
        default: {
          res.writeHead(200, { 'content-type': 'text/event-stream' });
          const pieces = behaviour === 'invented' ? ['Gaji SSW sekitar ', '999.999 JPY per bulan.'] : MODEL_TEXT;
          for (const piece of pieces) res.write(chunk(piece));
          if (behaviour === 'break') {
            res.destroy();
            return;
          }
          res.end('data: [DONE]\n\n');
        }
      }
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
}

let t: TestApp;
const savedEnv = { ...process.env };
beforeAll(async () => {
  const url = await startModel();
  Object.assign(process.env, {
    ASSISTANT_LLM_URL: url,
    ASSISTANT_LLM_MODEL: 'test-model',
    ASSISTANT_LLM_KEY: 'sk-test-key',
    ASSISTANT_LLM_FIRST_TOKEN_MS: '400',
    ASSISTANT_LLM_TIMEOUT_MS: '5000',
    RATE_LIMIT_ASSISTANT: '10000/60',
  });
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => server.close(resolve));
  process.env = savedEnv;
});
beforeEach(() => {
  behaviour = 'stream';
  seen.length = 0;
});

const QUESTION = 'Apakah pekerja SSW boleh membawa keluarga?';

async function askJson(message = QUESTION, token?: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/lpk/assistant',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: { message },
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: { answer: string; sources: { url: string }[]; kind: string; mode: string } }).data;
}

function streamEvents(body: string) {
  return body
    .split('\n\n')
    .filter((b) => b.trim())
    .map((block) => {
      const [eventLine, dataLine] = block.split('\n');
      return { event: eventLine!.slice(7), data: JSON.parse(dataLine!.slice(6)) as Record<string, unknown> };
    });
}

async function askStream(message = QUESTION) {
  const res = await t.app.inject({ method: 'POST', url: '/api/lpk/assistant', headers: { accept: 'text/event-stream' }, payload: { message } });
  expect(res.headers['content-type']).toBe('text/event-stream; charset=utf-8');
  return streamEvents(res.body);
}

/** The offline answer of the same question (a model that always fails gives it). */
async function offlineAnswer(message = QUESTION) {
  const before = behaviour;
  behaviour = 'error';
  const data = await askJson(message);
  behaviour = before;
  return data;
}

test('the model writes the answer from the passages, with the same sources; the request is what an OpenAI-compatible server expects', async () => {
  const offline = await offlineAnswer();
  seen.length = 0;
  const data = await askJson();
  expect(data.mode).toBe('model');
  expect(data.answer).toBe(MODEL_TEXT.join(''));
  expect(data.sources).toEqual(offline.sources);
  expect(seen).toHaveLength(1);
  const request = seen[0]!;
  expect(request.url).toBe('/v1/chat/completions');
  expect(request.headers.authorization).toBe('Bearer sk-test-key');
  expect(request.body.model).toBe('test-model');
  expect(request.body.stream).toBe(true);
  const [system, user] = request.body.messages;
  expect(system!.role).toBe('system');
  expect(system!.content).toContain('using ONLY the numbered passages below');
  expect(system!.content).toContain('Answer in Indonesian');
  // The passages the offline answer quotes are the ones given to the model.
  expect(system!.content).toContain('Paling lama 5 tahun, tanpa membawa keluarga.');
  expect(user).toEqual({ role: 'user', content: QUESTION });
});

test('streamed: the model pieces reach the client as delta events, then done', async () => {
  const list = await askStream();
  expect(list.map((e) => e.event)).toEqual(['sources', 'delta', 'delta', 'delta', 'done']);
  expect(list.filter((e) => e.event === 'delta').map((e) => e.data.text)).toEqual(MODEL_TEXT);
  expect(list.at(-1)!.data).toMatchObject({ answer: MODEL_TEXT.join(''), mode: 'model' });
});

test('a server that answers in one JSON document is understood too', async () => {
  behaviour = 'json';
  expect(await askJson()).toMatchObject({ answer: MODEL_TEXT.join(''), mode: 'model' });
});

test.each([
  ['fails (HTTP 500)', 'error'],
  ['sends no token within ASSISTANT_LLM_FIRST_TOKEN_MS', 'silent'],
  ['states a number the passages do not have', 'invented'],
  ['breaks off mid-answer', 'break'],
] as const)('the model %s: the offline answer is given', async (_what, how) => {
  const offline = await offlineAnswer();
  behaviour = how;
  const started = Date.now();
  const data = await askJson();
  expect(Date.now() - started).toBeLessThan(4000);
  expect(data).toEqual(offline);
  expect(data.mode).toBe('offline');
});

test('streamed and the model strays mid-way: the text already sent is replaced by the offline answer', async () => {
  const offline = await offlineAnswer();
  behaviour = 'invented';
  const list = await askStream();
  expect(list.map((e) => e.event)).toEqual(['sources', 'delta', 'delta', 'replace', 'done']);
  expect(list[3]!.data).toEqual({ text: offline.answer });
  expect(list.at(-1)!.data).toEqual(offline);
});

test('streamed and the model is silent: one delta with the offline answer, no replace', async () => {
  const offline = await offlineAnswer();
  behaviour = 'silent';
  const list = await askStream();
  expect(list.map((e) => e.event)).toEqual(['sources', 'delta', 'done']);
  expect(list[1]!.data).toEqual({ text: offline.answer });
});

test('no personal data goes to the model: e-mail, telephone and NIK are removed, and nothing about the signed-in user is sent', async () => {
  const user = await registerCaregiver(t.app, { full_name: 'Rina Kartika Sari' });
  seen.length = 0;
  await askJson(
    `Halo, saya ${user.email}, HP 0812-3456-7890 atau +62 813 9876 5432, NIK 3201234567890123. Apakah pekerja SSW boleh membawa keluarga? Gaji saya di atas Rp15.000.000.`,
    user.token,
  );
  expect(seen).toHaveLength(1);
  const sent = JSON.stringify(seen[0]!.body);
  for (const secret of [user.email, '0812-3456-7890', '813 9876 5432', '3201234567890123', 'Rina', 'Kartika', `"${user.user.id}"`])
    expect(sent).not.toContain(secret);
  expect(sent).toContain('Rp15.000.000');
  expect(seen[0]!.body.messages.at(-1)!.content).toContain('[email]');
});

test('refusals and greetings are not sent to the model', async () => {
  for (const message of [
    'Siapa presiden Indonesia?',
    'Bisakah saya menggugat majikan?',
    'Halo',
    'Berapa harga tiket pesawat ke Jepang?',
    'cara memalsukan sertifikat JLPT N4',
    'how much should I bribe the LPK to leave faster',
  ]) {
    const data = await askJson(message);
    expect(data.mode).toBe('offline');
  }
  expect(seen).toHaveLength(0);
});

test('earlier turns go along, redacted, at most six', async () => {
  const history = [
    { role: 'user', content: 'Email saya budi@example.id' },
    { role: 'assistant', content: 'Magang 3–5 tahun.' },
  ];
  const res = await t.app.inject({ method: 'POST', url: '/api/lpk/assistant', payload: { message: 'Berapa lama program magang TITP?', history } });
  expect(res.statusCode).toBe(200);
  const messages = seen[0]!.body.messages;
  expect(messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
  expect(messages[1]!.content).toBe('Email saya [email]');
});
