// Test doubles for code that uses the platform's upload(): jsdom has neither a fetch Response
// nor a network, so a test installs these and drives the upload by hand.

/** The little of fetch's Response that upload() reads. */
class MiniResponse {
  readonly ok: boolean;
  readonly status: number;
  constructor(
    private readonly body: string | null,
    init: { status: number },
  ) {
    this.status = init.status;
    this.ok = init.status >= 200 && init.status < 300;
  }
  async json() {
    return JSON.parse(this.body ?? '');
  }
}

type ProgressHandler = (e: { lengthComputable: boolean; loaded: number; total: number }) => void;

/** An XMLHttpRequest the test drives: what was sent, progress events, then the answer. */
export class FakeXhr {
  /** Every request sent since install(), oldest first. */
  static sent: FakeXhr[] = [];
  static get last(): FakeXhr | undefined {
    return FakeXhr.sent.at(-1);
  }
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  private responseHeaders: Record<string, string> = {};
  upload: { onprogress: ProgressHandler | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(k: string, v: string) {
    this.headers[k] = v;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  answer(status: number, body: unknown, headers: Record<string, string> = {}) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.responseHeaders = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
    this.onload?.();
  }
  getResponseHeader(name: string): string | null {
    return this.responseHeaders[name.toLowerCase()] ?? null;
  }
  /** Replaces the global XMLHttpRequest and Response, and forgets earlier requests. */
  static install() {
    FakeXhr.sent = [];
    Object.assign(globalThis, { XMLHttpRequest: FakeXhr, Response: MiniResponse });
  }
}
