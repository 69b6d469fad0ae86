/* eslint-disable @typescript-eslint/no-explicit-any -- an answer's body is read as the test expects it (`T = any` unless a test names it); its shape is checked against the contract */
import { request as httpRequest } from 'node:http';
import { defaultContract } from '../../src/openapi/contract.js';
import { assertResponseMatches } from '../../src/openapi/responses.js';

export interface Answer<T = any> {
  status: number;
  headers: Headers;
  /** Parsed JSON, or undefined for an empty or non-JSON answer. */
  body: T;
  text: string;
}

export interface CallOptions {
  headers?: Record<string, string>;
  /** Send `X-Requested-With: XMLHttpRequest` like the app does (default true). */
  xhr?: boolean;
}

/**
 * A tiny browser: a cookie jar plus the app's way of calling (JSON, X-Requested-With). Every
 * answer to a call is checked against openapi.yaml, so each test also proves the contract.
 */
export class Browser {
  readonly cookies = new Map<string, string>();

  /**
   * `localAddress`: the loopback address this browser connects from (`127.0.0.2`, …), so the
   * server sees another client on its socket, as it would another machine.
   */
  constructor(
    readonly baseUrl: string,
    readonly localAddress?: string,
  ) {}

  get<T = any>(path: string, options?: CallOptions) {
    return this.call<T>('GET', path, undefined, options);
  }
  post<T = any>(path: string, body?: unknown, options?: CallOptions) {
    return this.call<T>('POST', path, body, options);
  }
  put<T = any>(path: string, body?: unknown, options?: CallOptions) {
    return this.call<T>('PUT', path, body, options);
  }
  delete<T = any>(path: string, options?: CallOptions) {
    return this.call<T>('DELETE', path, undefined, options);
  }

  /** A multipart/form-data POST (file upload), as `uploadLogo` of @kwartier/api sends it. */
  async postForm<T = any>(path: string, form: FormData, options: CallOptions = {}): Promise<Answer<T>> {
    const headers = new Headers({ accept: 'application/json', ...options.headers });
    if (options.xhr !== false) headers.set('x-requested-with', 'XMLHttpRequest');
    const answer = await this.send('POST', path, { headers: Object.fromEntries(headers), body: form });
    checkAgainstContract('POST', path, answer);
    return answer as Answer<T>;
  }

  async call<T = any>(method: string, path: string, body?: unknown, options: CallOptions = {}): Promise<Answer<T>> {
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    if (options.xhr !== false) headers['x-requested-with'] = 'XMLHttpRequest';
    if (body !== undefined) headers['content-type'] = 'application/json';
    const answer = await this.send(method, path, { headers, body: body === undefined ? undefined : JSON.stringify(body) });
    checkAgainstContract(method, path, answer);
    return answer as Answer<T>;
  }

  /**
   * A POST of a body exactly as given (not JSON-encoded here), as the app's client sends it:
   * for bodies no JSON.stringify makes (too large, too deeply nested). Checked against the contract.
   */
  async postRaw<T = any>(path: string, body: string | Uint8Array<ArrayBuffer>, options: CallOptions = {}): Promise<Answer<T>> {
    const headers: Record<string, string> = { accept: 'application/json', 'content-type': 'application/json', ...options.headers };
    if (options.xhr !== false) headers['x-requested-with'] = 'XMLHttpRequest';
    const answer = await this.send('POST', path, { headers, body });
    checkAgainstContract('POST', path, answer);
    return answer as Answer<T>;
  }

  /** A full page load, as typing the address or following a link does. */
  page(path: string): Promise<Answer<undefined>> {
    return this.send('GET', path, { headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } }) as Promise<Answer<undefined>>;
  }

  /** A GET as an `<img src>` makes it: no X-Requested-With, any type accepted; checked against the contract. */
  async image(path: string, headers: Record<string, string> = {}): Promise<Answer<undefined>> {
    const answer = await this.send('GET', path, { headers: { accept: 'image/avif,image/webp,image/*,*/*;q=0.8', ...headers } });
    checkAgainstContract('GET', path, answer);
    return answer as Answer<undefined>;
  }

  /** Any request, unchecked. */
  async send(method: string, path: string, init: { headers?: Record<string, string>; body?: string | FormData | Uint8Array<ArrayBuffer> } = {}): Promise<Answer> {
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0) headers.set('cookie', [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = this.localAddress
      ? await sendFrom(this.localAddress, this.baseUrl + path, method, headers, init.body)
      : await fetch(this.baseUrl + path, { method, headers, body: init.body, redirect: 'manual' }).then(async (r) => ({ status: r.status, headers: r.headers, text: await r.text() }));
    this.remember(response.headers.getSetCookie());
    const { text } = response;
    const isJson = (response.headers.get('content-type') ?? '').includes('application/json');
    return { status: response.status, headers: response.headers, text, body: isJson && text !== '' ? JSON.parse(text) : undefined };
  }

  private remember(setCookies: string[]) {
    for (const line of setCookies) {
      const [pair, ...attributes] = line.split(';').map((part) => part.trim());
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      const expired = attributes.some((a) => /^max-age=0$/i.test(a) || (/^expires=/i.test(a) && new Date(a.slice(8)).getTime() < Date.now()));
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

/** One request over node:http from a given local address (fetch cannot choose one). */
function sendFrom(localAddress: string, url: string, method: string, headers: Headers, body: string | FormData | Uint8Array<ArrayBuffer> | undefined) {
  if (body instanceof FormData) throw new Error('sendFrom: no multipart bodies');
  return new Promise<{ status: number; headers: Headers; text: string }>((resolve, reject) => {
    const req = httpRequest(url, { method, localAddress, headers: Object.fromEntries(headers) }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const answerHeaders = new Headers();
        for (const [name, value] of Object.entries(res.headers)) {
          for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) answerHeaders.append(name, one);
        }
        resolve({ status: res.statusCode ?? 0, headers: answerHeaders, text: Buffer.concat(chunks).toString('utf8') });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

function checkAgainstContract(method: string, path: string, answer: Answer) {
  const contract = defaultContract();
  if (contract.match(method, path.split('?')[0]).kind === 'operation') {
    assertResponseMatches(method, path, answer.status, answer.body, undefined, answer.headers.get('content-type'));
    return;
  }
  // Outside the contract's operations (404 for an unknown path, 405 for a page-only path) the
  // server still answers in the contract's error shape.
  if (answer.body !== undefined) {
    const validate = contract.schemaValidator('ErrorMessage');
    if (!validate(answer.body)) throw new Error(`${method} ${path} → ${answer.status}: not an ErrorMessage: ${answer.text}`);
  }
}
