import { simpleParser } from 'mailparser';
import { createServer, type Server } from 'node:http';
import { SMTPServer } from 'smtp-server';

export type CaughtMail = { id: number; from: string; to: string[]; subject: string; text: string; html: string | null; date: string };

const esc = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
const linkify = (s: string) => esc(s).replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>');

function page(mails: CaughtMail[], open?: CaughtMail): string {
  const list = mails
    .slice()
    .reverse()
    .map((m) => `<li><a href="/messages/${m.id}">${esc(m.subject)}</a> <small>to ${esc(m.to.join(', '))} · ${m.date}</small></li>`)
    .join('');
  const body = open
    ? `<h2>${esc(open.subject)}</h2><p><b>From</b> ${esc(open.from)} <b>To</b> ${esc(open.to.join(', '))}</p><pre style="white-space:pre-wrap">${linkify(open.text)}</pre>`
    : '';
  return `<!doctype html><meta charset="utf-8"><title>Local mail</title><body style="font-family:system-ui;max-width:900px;margin:2rem auto;padding:0 1rem">
<h1>Local mail catcher</h1><p>Every e-mail the site sends locally lands here. JSON: <a href="/api/messages">/api/messages</a></p>${body}<ol>${list || '<p>No mail yet.</p>'}</ol></body>`;
}

/** Catches every mail the services send (SMTP) and shows it in a browser and as JSON for tests. */
export async function startMailCatcher({ smtpPort, webPort }: { smtpPort: number; webPort: number }) {
  const mails: CaughtMail[] = [];
  let nextId = 1;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, done) {
      simpleParser(stream).then(
        (parsed) => {
          mails.push({
            id: nextId++,
            from: parsed.from?.text ?? '',
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : null,
            date: new Date().toISOString(),
          });
          if (mails.length > 1000) mails.shift();
          done();
        },
        (err) => done(err),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    smtp.once('error', reject);
    smtp.listen(smtpPort, '127.0.0.1', () => resolve());
  });

  const web: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/api/messages' && req.method === 'DELETE') {
      mails.length = 0;
      return res.writeHead(204).end();
    }
    if (url.pathname === '/api/messages') {
      const to = url.searchParams.get('to');
      const found = to ? mails.filter((m) => m.to.some((a) => a.toLowerCase() === to.toLowerCase())) : mails;
      return res.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' }).end(JSON.stringify(found));
    }
    const m = /^\/messages\/(\d+)$/.exec(url.pathname);
    const open = m ? mails.find((x) => x.id === Number(m[1])) : undefined;
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page(mails, open));
  });
  await new Promise<void>((resolve, reject) => {
    web.once('error', reject);
    web.listen(webPort, '127.0.0.1', () => resolve());
  });
  return {
    mails,
    async stop() {
      await new Promise<void>((r) => smtp.close(() => r()));
      await new Promise<void>((r) => web.close(() => r()));
    },
  };
}
