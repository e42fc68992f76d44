/** jsdom has no fetch Response; the platform's upload() builds one from the XHR answer. */
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

/** An XMLHttpRequest the test drives: what was sent, progress events, then the answer. */
export class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
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
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
  getResponseHeader(): string | null {
    return null;
  }
  static install() {
    FakeXhr.sent = [];
    Object.assign(globalThis, { XMLHttpRequest: FakeXhr, Response: MiniResponse });
  }
}
