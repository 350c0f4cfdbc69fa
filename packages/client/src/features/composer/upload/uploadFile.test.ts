import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UPLOAD_ERROR_IDS, UploadError } from './uploadError';
import { uploadFile } from './useUploader';

const texts = {
  tooLarge: 'too large',
  inappropriate: 'inappropriate',
  noFreeSpace: 'drive full',
  failed: 'failed',
};
const target = { origin: 'https://example.test', token: 'secret-token' };

/** Answers every XHR with the next queued response; records what was sent. */
class FakeXhr {
  static answer: { status: number; body: string } | 'network' = { status: 200, body: '{}' };
  static sent: { url: string; form: FormData }[] = [];
  status = 0;
  responseText = '';
  url = '';
  upload: {
    onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(_method: string, url: string) {
    this.url = url;
  }
  abort() {
    this.onabort?.();
  }
  send(form: FormData) {
    FakeXhr.sent.push({ url: this.url, form });
    queueMicrotask(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 });
      const answer = FakeXhr.answer;
      if (answer === 'network') {
        this.onerror?.();
        return;
      }
      this.status = answer.status;
      this.responseText = answer.body;
      this.onload?.();
    });
  }
}

const textFile = () => new File(['hello'], 'hello.txt', { type: 'text/plain' });
const fail = () =>
  uploadFile(target, textFile(), { keepOriginal: false }, texts).then(
    () => {
      throw new Error('expected a failure');
    },
    (e: unknown) => e as UploadError,
  );

beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => vi.unstubAllGlobals());

describe('uploadFile (spec 001 §7, §8)', () => {
  it('posts the file to drive/files/create with the token in the form, never in the URL', async () => {
    FakeXhr.answer = { status: 200, body: JSON.stringify({ id: 'f1', name: 'hello.txt' }) };
    const progress = vi.fn();
    const file = await uploadFile(
      target,
      textFile(),
      { keepOriginal: false, folderId: 'dir', onProgress: progress },
      texts,
    );
    expect(file).toMatchObject({ id: 'f1' });
    const [request] = FakeXhr.sent;
    expect(request?.url).toBe('https://example.test/api/drive/files/create');
    expect(request?.url).not.toContain('secret-token');
    expect(request?.form.get('i')).toBe('secret-token');
    expect(request?.form.get('folderId')).toBe('dir');
    expect(request?.form.get('name')).toBe('hello.txt');
    expect(request?.form.get('file')).toBeInstanceOf(File);
    expect(progress).toHaveBeenCalledWith(5, 10);
  });

  it('reports HTTP 413 as over the file size limit', async () => {
    FakeXhr.answer = { status: 413, body: '' };
    const error = await fail();
    expect(error).toBeInstanceOf(UploadError);
    expect(error.kind).toBe('tooLarge');
    expect(error.message).toBe('too large');
  });

  it("recognises Misskey's inappropriate-content and no-free-space errors by id", async () => {
    FakeXhr.answer = {
      status: 400,
      body: JSON.stringify({
        error: { message: 'x', code: 'INAPPROPRIATE', id: UPLOAD_ERROR_IDS.inappropriate },
      }),
    };
    expect((await fail()).kind).toBe('inappropriate');
    FakeXhr.answer = {
      status: 400,
      body: JSON.stringify({
        error: { message: 'x', code: 'NO_FREE_SPACE', id: UPLOAD_ERROR_IDS.noFreeSpace },
      }),
    };
    const full = await fail();
    expect(full.kind).toBe('noFreeSpace');
    expect(full.message).toBe('drive full');
  });

  it('keeps the message, code and id of any other error', async () => {
    FakeXhr.answer = {
      status: 400,
      body: JSON.stringify({
        error: { message: 'Invalid file name.', code: 'INVALID_FILE_NAME', id: 'abc-123' },
      }),
    };
    const error = await fail();
    expect(error).toMatchObject({
      kind: 'other',
      message: 'Invalid file name.',
      code: 'INVALID_FILE_NAME',
      id: 'abc-123',
    });
  });

  it('explains an answer without a readable body, and a network failure', async () => {
    FakeXhr.answer = { status: 502, body: '<html>bad gateway</html>' };
    expect((await fail()).message).toContain('502');
    FakeXhr.answer = 'network';
    expect(await fail()).toMatchObject({ kind: 'other', message: 'failed' });
  });
});
