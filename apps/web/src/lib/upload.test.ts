import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api';
import { TOKEN_KEY } from './session';
import { uploadWithProgress } from './upload';

/** A stand-in XMLHttpRequest: records what is sent, and the test plays the server's part. */
class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  aborted = false;
  upload: {
    onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }
}

/** A token the session accepts: `{id, role, exp}` in the payload, unsigned (the client never verifies). */
const token = (payload: object) => `x.${btoa(JSON.stringify(payload))}.y`;

const store = new Map<string, string>();
const assign = vi.fn();

beforeEach(() => {
  store.clear();
  assign.mockReset();
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => store.set(key, value),
    removeItem: (key: string) => store.delete(key),
  });
  vi.stubGlobal('window', { location: { pathname: '/companyProfile', search: '', hash: '', assign } });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const signIn = () =>
  store.set(TOKEN_KEY, token({ id: 'u1', role: 'supplier', exp: Date.now() / 1000 + 3600 }));

describe('uploadWithProgress', () => {
  it('sends the form with the bearer token, reports progress and resolves with the answer', async () => {
    signIn();
    const form = new FormData();
    const progress: number[] = [];
    const result = uploadWithProgress<{ ok: boolean }>('/api/files', form, {
      onProgress: (percent) => progress.push(percent),
    });
    const xhr = FakeXhr.last;
    expect([xhr.method, xhr.url, xhr.body]).toEqual(['POST', '/api/files', form]);
    expect(xhr.headers.authorization).toBe(`Bearer ${store.get(TOKEN_KEY)}`);
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 3 });
    xhr.upload.onprogress?.({ lengthComputable: false, loaded: 2, total: 0 });
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 3, total: 3 });
    xhr.answer(201, { ok: true });
    await expect(result).resolves.toEqual({ ok: true });
    expect(progress).toEqual([33, 100]);
  });

  it('sends no token on an anonymous call', async () => {
    signIn();
    const result = uploadWithProgress('/api/suppliers/add', new FormData(), {
      anonymous: true,
      method: 'PUT',
    });
    expect(FakeXhr.last.method).toBe('PUT');
    // Only the language on screen (issue 26), English here.
    expect(FakeXhr.last.headers).toEqual({ 'accept-language': 'en' });
    FakeXhr.last.answer(200, {});
    await result;
  });

  it("rejects with the server's message and field as an ApiError", async () => {
    const result = uploadWithProgress('/api/suppliers/add', new FormData(), { anonymous: true });
    FakeXhr.last.answer(409, { message: 'This email address is already registered.', field: 'emailAddress' });
    const error = await result.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      message: 'This email address is already registered.',
      field: 'emailAddress',
    });
  });

  it('leaves the message empty when the server sent none, or the network failed', async () => {
    const html = uploadWithProgress('/api/files', new FormData());
    FakeXhr.last.answer(502, '<html>Bad gateway</html>');
    await expect(html).rejects.toMatchObject({ status: 502, message: '' });
    const offline = uploadWithProgress('/api/files', new FormData());
    FakeXhr.last.onerror?.();
    await expect(offline).rejects.toMatchObject({ status: 0, message: '' });
  });

  it('ends an expired session on 401, as every other call does', async () => {
    signIn();
    const result = uploadWithProgress('/api/files', new FormData());
    FakeXhr.last.answer(401, { message: 'Please log in again.' });
    await expect(result).rejects.toMatchObject({ status: 401 });
    expect(store.has(TOKEN_KEY)).toBe(false);
    expect(assign).toHaveBeenCalledWith('/?expired=1&from=%2FcompanyProfile');
  });

  it('aborts the request when its signal aborts', async () => {
    const controller = new AbortController();
    const result = uploadWithProgress('/api/files', new FormData(), { signal: controller.signal });
    controller.abort();
    await expect(result).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeXhr.last.aborted).toBe(true);
    await expect(
      uploadWithProgress('/api/files', new FormData(), { signal: controller.signal }),
    ).rejects.toMatchObject({
      name: 'AbortError',
    });
  });
});
