import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import sharp from 'sharp';
import { call, createTestApp, registerCaregiver, type TestApp } from './helpers';
import { jpegOf, multipart, pngOf, solidImage, type Part } from './helpers/uploads';

let t: TestApp;
let avatarsDir: string;
beforeAll(async () => {
  t = await createTestApp();
  avatarsDir = path.join(t.app.config.uploadDir, 'avatars');
});
afterAll(async () => {
  await t.close();
  await fs.rm(t.app.config.uploadDir, { recursive: true, force: true });
});

const MiB = 1024 * 1024;

async function upload(token: string | undefined, parts: Part[], lang?: string) {
  const { payload, contentType } = multipart(parts);
  const headers: Record<string, string> = { 'content-type': contentType, accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (lang) headers['accept-language'] = lang;
  const res = await t.app.inject({ method: 'POST', url: '/api/lpk/profile/avatar', headers, payload });
  return {
    status: res.statusCode,
    body: res.json() as { status: string; message?: string; data?: { avatar_url: string; user: Record<string, unknown> }; errors?: Record<string, string[]> },
  };
}

const avatarPart = (data: Buffer | string, filename = 'me.png', type = 'image/png'): Part => ({ name: 'avatar', filename, type, data });

async function files(): Promise<string[]> {
  return (await fs.readdir(avatarsDir).catch(() => [] as string[])).sort();
}

const avatarOf = async (id: number) => (await t.app.db.selectFrom('users').select('avatar').where('id', '=', id).executeTakeFirstOrThrow()).avatar;

/** Upload refused: 422 with this message on `avatar`, no new file, the user's avatar unchanged. */
async function expectRefused(token: string, userId: number, parts: Part[], message: string, en?: string) {
  const before = await files();
  const avatar = await avatarOf(userId);
  const res = await upload(token, parts);
  expect(res.status).toBe(422);
  expect(res.body).toEqual({ status: 'error', message: 'Data yang dikirim tidak valid.', errors: { avatar: [message] } });
  if (en) {
    const resEn = await upload(token, parts, 'en');
    expect(resEn.status).toBe(422);
    expect(resEn.body.errors).toEqual({ avatar: [en] });
  }
  expect(await files()).toEqual(before);
  expect(await avatarOf(userId)).toBe(avatar);
}

describe('POST /profile/avatar', () => {
  test('401 without a token, and nothing is stored', async () => {
    const before = await files();
    const res = await upload(undefined, [avatarPart(await pngOf())]);
    expect(res.status).toBe(401);
    expect(await files()).toEqual(before);
  });

  test('a PNG is re-encoded to a 512x512 WebP under a random name and served with safe headers', async () => {
    const { token, user } = await registerCaregiver(t.app);
    const res = await upload(token, [avatarPart(await pngOf(800, 600), '../../evil.php.png')]);
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('success');
    expect(res.body.message).toBe('Foto profil berhasil diperbarui.');
    const url = res.body.data!.avatar_url;
    expect(url).toMatch(/^\/storage\/avatars\/[0-9a-f]{32}\.webp$/);
    expect(res.body.data!.user).toMatchObject({ id: user.id, avatar: url, email: user.email });
    expect(await avatarOf(user.id)).toBe(url);

    const name = path.basename(url);
    const stored = await fs.readFile(path.join(avatarsDir, name));
    expect(stored.toString('latin1', 0, 4)).toBe('RIFF');
    expect(stored.toString('latin1', 8, 12)).toBe('WEBP');
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 512 });

    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toBe(`inline; filename="${name}"`);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.equals(stored)).toBe(true);

    const head = await t.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['x-content-type-options']).toBe('nosniff');
    const cached = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': String(served.headers.etag) } });
    expect(cached.statusCode).toBe(304);

    const profile = await call(t.app, 'GET', '/api/lpk/profile', { token });
    expect(profile.body.data.user.avatar).toBe(url);
  });

  test('a JPEG is turned upright, stripped of EXIF/GPS, and never enlarged; English message', async () => {
    const { token } = await registerCaregiver(t.app);
    // 200x100: left half red, right half blue; EXIF orientation 6 means "rotate 90° clockwise to view".
    const left = await solidImage(100, 100, '#ff0000').png().toBuffer();
    const photo = await solidImage(200, 100, '#0000ff')
      .composite([{ input: left, left: 0, top: 0 }])
      .jpeg({ quality: 95 })
      .withMetadata({
        orientation: 6,
        exif: { IFD0: { Copyright: 'SECRET-OWNER', Make: 'SECRET-PHONE' }, IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '6/1 35/1 0/1' } },
      })
      .toBuffer();
    const input = await sharp(photo).metadata();
    expect(input.orientation).toBe(6);
    expect(photo.includes('SECRET-OWNER')).toBe(true);

    const res = await upload(token, [avatarPart(photo, 'IMG_0001.JPG', 'image/jpeg')], 'en');
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Profile photo updated.');
    const stored = await fs.readFile(path.join(avatarsDir, path.basename(res.body.data!.avatar_url)));
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 100, height: 100 });
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(stored.includes('SECRET')).toBe(false);
    // Upright, the red half is on top: the pixel at the top right is red, the bottom right blue.
    const { data, info } = await sharp(stored).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => Array.from(data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3));
    const [r1, , b1] = pixel(90, 10);
    const [r2, , b2] = pixel(90, 90);
    expect(r1).toBeGreaterThan(200);
    expect(b1).toBeLessThan(60);
    expect(b2).toBeGreaterThan(200);
    expect(r2).toBeLessThan(60);
  });

  test('a WebP is accepted, whatever name and type the client declares', async () => {
    const { token } = await registerCaregiver(t.app);
    const webp = await solidImage(300, 300).webp().toBuffer();
    const res = await upload(token, [avatarPart(webp, 'avatar.exe', 'application/octet-stream')]);
    expect(res.status).toBe(200);
  });

  test('a new avatar replaces the old one: the old file is deleted and no longer served', async () => {
    const { token, user } = await registerCaregiver(t.app);
    const first = (await upload(token, [avatarPart(await pngOf())])).body.data!.avatar_url;
    const second = (await upload(token, [avatarPart(await jpegOf(), 'b.jpg', 'image/jpeg')])).body.data!.avatar_url;
    expect(second).not.toBe(first);
    await expect(fs.access(path.join(avatarsDir, path.basename(first)))).rejects.toThrow();
    await expect(fs.access(path.join(avatarsDir, path.basename(second)))).resolves.toBeUndefined();
    expect((await t.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: second })).statusCode).toBe(200);
    expect(await avatarOf(user.id)).toBe(second);
  });

  test('an avatar that is not one of our files (an external URL) is left alone on replacement', async () => {
    const { token, user } = await registerCaregiver(t.app);
    await t.app.db.updateTable('users').set({ avatar: 'https://cdn.example.id/a.png' }).where('id', '=', user.id).execute();
    const res = await upload(token, [avatarPart(await pngOf())]);
    expect(res.status).toBe(200);
    expect(await avatarOf(user.id)).toBe(res.body.data!.avatar_url);
  });

  test('two uploads at once leave exactly one file for the user', async () => {
    const { token, user } = await registerCaregiver(t.app);
    const before = new Set(await files());
    const image = await pngOf(600, 600);
    const results = await Promise.all([1, 2, 3].map(() => upload(token, [avatarPart(image)])));
    for (const r of results) expect(r.status).toBe(200);
    const added = (await files()).filter((f) => !before.has(f));
    expect(added).toEqual([path.basename((await avatarOf(user.id))!)]);
  });

  describe('refusals: 422 on avatar, nothing stored, the avatar unchanged', () => {
    let token: string;
    let userId: number;
    beforeAll(async () => {
      const c = await registerCaregiver(t.app);
      token = c.token;
      userId = c.user.id;
      expect((await upload(token, [avatarPart(await pngOf())])).status).toBe(200);
    });

    test('3 MB and 10 MB uploads are too large (not a bare 413)', async () => {
      const header = await jpegOf(100, 100);
      for (const size of [3 * MiB, 10 * MiB]) {
        const big = Buffer.concat([header, randomBytes(size - header.length)]);
        await expectRefused(token, userId, [avatarPart(big, 'big.jpg', 'image/jpeg')], 'Ukuran berkas maksimal 2 MB.', 'The file may be at most 2 MB.');
      }
    });

    test('exactly 2 MiB is accepted, one byte more is too large', async () => {
      const image = await jpegOf(300, 300);
      // Bytes after a JPEG's end marker are ignored by decoders (cameras put data there).
      const exact = Buffer.concat([image, Buffer.alloc(2 * MiB - image.length)]);
      expect((await upload(token, [avatarPart(exact, 'a.jpg', 'image/jpeg')])).status).toBe(200);
      const over = Buffer.concat([image, Buffer.alloc(2 * MiB + 1 - image.length)]);
      await expectRefused(token, userId, [avatarPart(over, 'a.jpg', 'image/jpeg')], 'Ukuran berkas maksimal 2 MB.');
    });

    test('no avatar field: another field name, a text field, an empty form', async () => {
      await expectRefused(
        token,
        userId,
        [{ name: 'photo', filename: 'a.png', type: 'image/png', data: await pngOf() }],
        'Wajib diisi.',
        'This field is required.',
      );
      await expectRefused(token, userId, [{ name: 'avatar', data: 'https://example.id/me.png' }], 'Wajib diisi.');
      await expectRefused(token, userId, [], 'Wajib diisi.');
    });

    test('not multipart at all: JSON or no body', async () => {
      for (const body of [{ avatar: 'data:image/png;base64,iVBORw0KGgo=' }, undefined]) {
        const res = await call(t.app, 'POST', '/api/lpk/profile/avatar', { token, body });
        expect(res.status).toBe(422);
        expect(res.body.errors).toEqual({ avatar: ['Wajib diisi.'] });
      }
    });

    test('an empty file', async () => {
      await expectRefused(token, userId, [avatarPart(Buffer.alloc(0))], 'Berkas kosong.', 'The file is empty.');
    });

    test('two files in the avatar field', async () => {
      const image = await pngOf();
      await expectRefused(token, userId, [avatarPart(image), avatarPart(image)], 'Kirim satu berkas saja.', 'Send a single file.');
    });

    test('a malformed multipart body', async () => {
      const before = await files();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/lpk/profile/avatar',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'multipart/form-data' },
        payload: 'garbage',
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ avatar: ['Unggahan tidak dapat dibaca. Silakan pilih berkas lagi.'] });
      expect(await files()).toEqual(before);
    });

    test.each([
      ['a PDF named .png', () => Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'), 'avatar.png', 'image/png'],
      ['a text file renamed .jpg', () => Buffer.from('hello, I am definitely a photo'), 'photo.jpg', 'image/jpeg'],
      ['an HTML page', () => Buffer.from('<html><script>alert(document.cookie)</script></html>'), 'me.png', 'image/png'],
      ['an SVG with script', () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'me.svg', 'image/svg+xml'],
      ['a GIF', () => solidImage(100, 100).gif().toBuffer(), 'me.gif', 'image/gif'],
      ['a TIFF', () => solidImage(100, 100).tiff().toBuffer(), 'me.tif', 'image/tiff'],
    ])('%s is not an accepted image', async (_what, make, filename, type) => {
      await expectRefused(
        token,
        userId,
        [avatarPart(await make(), filename, type)],
        'Berkas harus berupa gambar JPEG, PNG atau WebP.',
        'The file must be a JPEG, PNG or WebP image.',
      );
    });

    test.each([
      [
        'JPEG magic bytes followed by HTML',
        async () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('<html><script>alert(1)</script></html>')]),
      ],
      ['a PNG with HTML appended after IEND (polyglot)', async () => Buffer.concat([await pngOf(), Buffer.from('<html><script>alert(1)</script></html>')])],
      ['a PNG cut in half', async () => (await pngOf()).subarray(0, 200)],
      ['a PNG signature then a PDF', async () => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('%PDF-1.7 ...')])],
      [
        'a WebP with data hidden after the RIFF chunk',
        async () => Buffer.concat([await solidImage(100, 100).webp().toBuffer(), Buffer.from('PK\u0003\u0004zip')]),
      ],
      ['a JPEG that is not a JPEG inside', async () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), randomBytes(5000)])],
    ])('%s is refused as damaged', async (_what, make) => {
      await expectRefused(token, userId, [avatarPart(await make())], 'Gambar rusak atau tidak dapat dibaca.', 'The image is damaged or cannot be read.');
    });

    test('a tiny image', async () => {
      await expectRefused(token, userId, [avatarPart(await pngOf(32, 200))], 'Gambar minimal 64×64 piksel.', 'The image must be at least 64×64 pixels.');
    });

    test('a decompression bomb (small file, huge resolution)', async () => {
      const bomb = await solidImage(9000, 8000, '#ffffff').png({ compressionLevel: 9 }).toBuffer();
      expect(bomb.length).toBeLessThan(2 * MiB);
      await expectRefused(
        token,
        userId,
        [avatarPart(bomb)],
        'Resolusi gambar terlalu besar (maksimal 64 megapiksel).',
        'The image resolution is too high (at most 64 megapixels).',
      );
    });

    test('an interlaced PNG is priced as it decodes (held whole): 24 MP is past its 19 MP, though a plain PNG of that size passes', async () => {
      const rgba = (w: number, h: number) => solidImage(w, h, { r: 9, g: 99, b: 199, alpha: 0.5 }, 4);
      const interlaced = await rgba(6000, 4000).png({ progressive: true, compressionLevel: 9 }).toBuffer();
      expect(interlaced.length).toBeLessThan(2 * MiB);
      await expectRefused(
        token,
        userId,
        [avatarPart(interlaced)],
        'Resolusi gambar terlalu besar (maksimal 19 megapiksel).',
        'The image resolution is too high (at most 19 megapixels).',
      );
      const plain = await rgba(6000, 4000).png({ compressionLevel: 9 }).toBuffer();
      expect((await upload(token, [avatarPart(plain)])).status).toBe(200);
    });
  });

  test('a JPEG with a script after its end is accepted, but the stored file holds only pixels', async () => {
    const { token } = await registerCaregiver(t.app);
    const polyglot = Buffer.concat([await jpegOf(200, 200), Buffer.from('<script>alert(1)</script>')]);
    const res = await upload(token, [avatarPart(polyglot, 'x.jpg', 'image/jpeg')]);
    expect(res.status).toBe(200);
    const stored = await fs.readFile(path.join(avatarsDir, path.basename(res.body.data!.avatar_url)));
    expect(stored.includes('<script')).toBe(false);
  });
});

describe('over real HTTP', () => {
  let base: string;
  beforeAll(async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });

  /** Sends a multipart body in chunks without Content-Length (chunked), as a streaming client would. */
  function streamUpload(token: string, payload: Buffer, contentType: string): Promise<{ status: number; body: string }> {
    return new Promise((resolve, reject) => {
      const req = http.request(`${base}/api/lpk/profile/avatar`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': contentType, 'transfer-encoding': 'chunked' },
      });
      req.on('response', (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      const step = 64 * 1024;
      for (let i = 0; i < payload.length; i += step) req.write(payload.subarray(i, i + step));
      req.end();
    });
  }

  test('a 10 MB upload with Content-Length gets the 422 answer (no reset connection)', async () => {
    const { token, user } = await registerCaregiver(t.app);
    const before = await files();
    const form = new FormData();
    form.append('avatar', new Blob([Buffer.concat([await jpegOf(100, 100), randomBytes(10 * MiB)])], { type: 'image/jpeg' }), 'big.jpg');
    const res = await fetch(`${base}/api/lpk/profile/avatar`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ status: 'error', errors: { avatar: ['Ukuran berkas maksimal 2 MB.'] } });
    expect(await files()).toEqual(before);
    expect(await avatarOf(user.id)).toBeNull();
  });

  test('a 10 MB chunked upload (no Content-Length) is cut at 2 MB and refused', async () => {
    const { token, user } = await registerCaregiver(t.app);
    const before = await files();
    const { payload, contentType } = multipart([avatarPart(Buffer.concat([await jpegOf(100, 100), randomBytes(10 * MiB)]), 'big.jpg', 'image/jpeg')]);
    const res = await streamUpload(token, payload, contentType);
    expect(res.status).toBe(422);
    expect(JSON.parse(res.body)).toMatchObject({ errors: { avatar: ['Ukuran berkas maksimal 2 MB.'] } });
    expect(await files()).toEqual(before);
    expect(await avatarOf(user.id)).toBeNull();
  });

  test('a normal upload and download over HTTP', async () => {
    const { token } = await registerCaregiver(t.app);
    const form = new FormData();
    form.append('avatar', new Blob([await pngOf(700, 500)], { type: 'image/png' }), 'me.png');
    const res = await fetch(`${base}/api/lpk/profile/avatar`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: { avatar_url: string } };
    const image = await fetch(`${base}${data.avatar_url}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await sharp(Buffer.from(await image.arrayBuffer())).metadata()).format).toBe('webp');
  });
});

describe('GET /storage', () => {
  test('only server-named files of public folders are served: no listing, no traversal, no other files', async () => {
    const root = t.app.config.uploadDir;
    await fs.mkdir(avatarsDir, { recursive: true });
    await fs.writeFile(path.join(root, 'secret.txt'), 'secret');
    await fs.mkdir(path.join(root, 'certificates'), { recursive: true });
    await fs.writeFile(path.join(root, 'certificates', `${'a'.repeat(32)}.webp`), 'private scan');
    await fs.writeFile(path.join(avatarsDir, `${'b'.repeat(32)}.png`), 'png');
    await fs.writeFile(path.join(avatarsDir, `.${'c'.repeat(32)}.webp.1.tmp`), 'partial');
    await fs.symlink('/etc/passwd', path.join(avatarsDir, `${'d'.repeat(32)}.webp`));
    await fs.mkdir(path.join(avatarsDir, `${'e'.repeat(32)}.webp`));

    for (const url of [
      '/storage',
      '/storage/',
      '/storage/avatars',
      '/storage/avatars/',
      '/storage/secret.txt',
      `/storage/certificates/${'a'.repeat(32)}.webp`,
      `/storage/avatars/${'b'.repeat(32)}.png`,
      `/storage/avatars/.${'c'.repeat(32)}.webp.1.tmp`,
      `/storage/avatars/${'d'.repeat(32)}.webp`,
      `/storage/avatars/${'e'.repeat(32)}.webp`,
      `/storage/avatars/${'f'.repeat(32)}.webp`,
      '/storage/avatars/../secret.txt',
      '/storage/avatars/%2e%2e%2fsecret.txt',
      '/storage/avatars/..%2f..%2f..%2fetc%2fpasswd',
      '/storage/..%2fsecret.txt',
      `/storage/constructor/${'a'.repeat(32)}.webp`,
      `/storage/__proto__/${'a'.repeat(32)}.webp`,
      `/storage/hasOwnProperty/${'a'.repeat(32)}.webp`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect([url, res.statusCode]).toEqual([url, 404]);
      expect(res.body).not.toContain('secret');
      expect(res.body).not.toContain('root:');
    }
  });

  test('every stored avatar file belongs to a user (no orphans left by replacements)', async () => {
    const stored = (await files()).filter((f) => /^[0-9a-f]{32}\.webp$/.test(f) && !/^([a-f])\1{31}\.webp$/.test(f));
    const referenced = await t.app.db.selectFrom('users').select('avatar').where('avatar', 'like', '/storage/avatars/%').execute();
    expect(stored.sort()).toEqual(referenced.map((r) => path.basename(r.avatar!)).sort());
  });
});
