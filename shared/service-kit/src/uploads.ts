import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError, badRequest, malformedUpload, tooLarge, unsupportedMedia } from './errors';

export type ImageType = { mime: string; ext: string };

/** Identifies an image by its first bytes; the browser's declared type is not trusted. */
export function sniffImage(buf: Buffer): ImageType | null {
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return { mime: 'image/jpeg', ext: 'jpg' };
  if (buf.length >= 8 && buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return { mime: 'image/png', ext: 'png' };
  if (buf.length >= 6 && /^GIF8[79]a$/.test(buf.subarray(0, 6).toString('latin1'))) return { mime: 'image/gif', ext: 'gif' };
  if (buf.length >= 12 && buf.subarray(0, 4).toString('latin1') === 'RIFF' && buf.subarray(8, 12).toString('latin1') === 'WEBP')
    return { mime: 'image/webp', ext: 'webp' };
  return null;
}

export type UploadedFile = { buffer: Buffer; filename: string; fields: Record<string, string> };

/** Reads one file part (and any plain fields) from a multipart request, enforcing the size limit. */
export async function readSingleFile(req: FastifyRequest, maxBytes: number): Promise<UploadedFile> {
  if (!req.isMultipart()) throw unsupportedMedia('Expected a multipart form upload with one file.');
  const fields: Record<string, string> = {};
  let file: UploadedFile | null = null;
  try {
    for await (const part of req.parts({ limits: { fileSize: maxBytes, files: 1, fields: 10, fieldSize: 4096 } })) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        if (part.file.truncated) throw tooLarge(`The file must be at most ${Math.round(maxBytes / 1024 / 1024)} MB.`);
        file = { buffer, filename: part.filename, fields };
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (err) {
    // Anything failing while the body is parsed is the body's fault (no boundary, cut short,
    // a broken part header); the kit's own limit errors keep their 413s.
    const code = (err as { code?: unknown }).code;
    if (err instanceof AppError || (typeof code === 'string' && code.startsWith('FST_'))) throw err;
    throw malformedUpload();
  }
  if (!file || file.buffer.length === 0) throw badRequest('Please choose a file to upload.');
  return file;
}

const IMAGE_NAMES: Record<string, string> = { 'image/jpeg': 'JPEG', 'image/png': 'PNG', 'image/gif': 'GIF', 'image/webp': 'WebP' };
const ANY_IMAGE = Object.keys(IMAGE_NAMES);
const nameList = (names: string[]) => (names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`);

/** Reads a single image upload: content-checked (against `accepted`, any known image by default) and size-limited. */
export async function readImageUpload(req: FastifyRequest, maxBytes: number, accepted: readonly string[] = ANY_IMAGE) {
  const file = await readSingleFile(req, maxBytes);
  const type = sniffImage(file.buffer);
  if (!type || !accepted.includes(type.mime)) throw unsupportedMedia(`Only image files (${nameList(accepted.map((m) => IMAGE_NAMES[m] ?? m))}) are accepted.`);
  return { ...file, type };
}

/**
 * Sends an uploaded picture anyone may see (a card image). Its URL carries a version, so a
 * browser may keep it a day; nosniff keeps a browser from reading it as anything but its type.
 */
export function sendPublicImage(reply: FastifyReply, data: Buffer, mime: string) {
  return reply.header('content-type', mime).header('cache-control', 'public, max-age=86400').header('x-content-type-options', 'nosniff').send(data);
}
