import { describe, expect, it } from 'vitest';
import { BodyRefused, readMultipart, withParsedForm } from '../../src/server/form-body';

/** A form encoded as the browser sends it, streamed in chunks of `chunk` bytes. */
async function encoded(data: FormData, chunk = 1000): Promise<{ body: ReadableStream<Uint8Array>; type: string; size: number }> {
  const request = new Request('http://x/', { method: 'POST', body: data });
  const bytes = new Uint8Array(await request.arrayBuffer());
  let at = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(at, (at += chunk)));
    },
  });
  return { body, type: request.headers.get('content-type')!, size: bytes.length };
}

const bounds = { maxBytes: 1_000_000, maxFiles: 2, maxFileBytes: 100_000, maxFieldBytes: 10_000 };
const photo = new Uint8Array(50_000).map((_, i) => (i * 7) % 256);

describe('form bodies read as they stream (issue 25 §1)', () => {
  it('gives the fields and the files as the browser sent them, and hands the parsed form to the framework', async () => {
    const data = new FormData();
    data.set('$ACTION_ID_abc#submit', '');
    data.set('name', 'Zoë Müller');
    data.append('photos', new File([photo], 'tyre.jpg', { type: 'image/jpeg' }));
    data.append('empty', new File([], '', { type: 'application/octet-stream' }));
    const { body, type } = await encoded(data);
    const form = await readMultipart(body, type, bounds);
    expect(form.get('name')).toBe('Zoë Müller');
    const file = form.get('photos') as File;
    expect(file).toBeInstanceOf(File);
    expect([file.name, file.type, file.size]).toEqual(['tyre.jpg', 'image/jpeg', photo.length]);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(photo);
    expect(new Uint8Array(await new Response(file.stream()).arrayBuffer())).toEqual(photo);
    expect(new Uint8Array(await file.slice(10, 20).arrayBuffer())).toEqual(photo.slice(10, 20));
    expect((form.get('empty') as File).size).toBe(0);
    const request = withParsedForm(new Request('http://x/p', { method: 'POST', headers: { 'content-type': type }, body: 'x' }), form);
    expect(await request.formData()).toBe(form);
  });

  it('refuses a body above its bound, a file above its size and one file too many with 413, and malformed framing with 400', async () => {
    const refusal = async (data: FormData, b = bounds, type?: string) => {
      const sent = await encoded(data);
      return readMultipart(sent.body, type ?? sent.type, b).then(
        () => undefined,
        (error: unknown) => (error instanceof BodyRefused ? error.status : error),
      );
    };
    const three = new FormData();
    for (let i = 0; i < 3; i++) three.append('photos', new File([photo], `p${i}.jpg`, { type: 'image/jpeg' }));
    expect(await refusal(three)).toBe(413);
    const big = new FormData();
    big.append('photos', new File([new Uint8Array(200_000)], 'big.jpg', { type: 'image/jpeg' }));
    expect(await refusal(big)).toBe(413);
    const one = new FormData();
    one.append('photos', new File([photo], 'p.jpg', { type: 'image/jpeg' }));
    expect(await refusal(one, { ...bounds, maxBytes: 20_000 })).toBe(413);
    expect(await refusal(one, bounds, 'multipart/form-data; boundary=not-this-one')).toBe(400);
  });

  it('holds the body to the bounds the first fields name', async () => {
    const data = new FormData();
    data.set('$ACTION_ID_small', '');
    data.append('photos', new File([photo], 'p.jpg', { type: 'image/jpeg' }));
    const { body, type } = await encoded(data);
    const refused = await readMultipart(body, type, bounds, (name) =>
      name.startsWith('$ACTION_ID_') ? { maxBytes: 5_000 } : undefined,
    ).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(BodyRefused);
    expect((refused as BodyRefused).status).toBe(413);
  });
});

describe('a refusal while a field is read (issue 39: one request stopped the process)', () => {
  it('becomes the body’s refusal, not an exception thrown from inside the parser', async () => {
    const data = new FormData();
    data.set('$ACTION_ID_abc#submit', '');
    data.set('name', 'x'.repeat(5000));
    const refusal = async (onField: () => never) => {
      const sent = await encoded(data, 100);
      return readMultipart(sent.body, sent.type, bounds, onField).then(
        () => 'read',
        (error: unknown) => (error instanceof BodyRefused ? error.status : error),
      );
    };
    expect(
      await refusal(() => {
        throw new BodyRefused(413, 'declared above the bound of the form it names');
      }),
    ).toBe(413);
    expect(
      await refusal(() => {
        throw new TypeError('a bug in a field callback');
      }),
    ).toBe(400);
  });
});
