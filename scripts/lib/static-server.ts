import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

export interface StaticServerOptions {
  root: string;
  headers?: Record<string, string>;
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/** Maps a URL path to a file below root the way static hosts do; null when nothing matches. */
export async function resolveStaticFile(root: string, urlPath: string): Promise<string | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const target = path.resolve(root, `.${path.posix.normalize(`/${decoded}`)}`);
  if (target !== root && !target.startsWith(root + path.sep)) return null;
  for (const candidate of [target, path.join(target, 'index.html'), `${target}.html`]) {
    if (await isFile(candidate)) return candidate;
  }
  return null;
}

const compressible = /^(text\/|application\/(json|xml|javascript|manifest\+json)|image\/svg\+xml)/;
const compressedCache = new Map<string, Buffer>();

type Encoding = 'br' | 'gzip' | null;

function pickEncoding(acceptEncoding: string | undefined, type: string): Encoding {
  if (!compressible.test(type) || !acceptEncoding) return null;
  if (/\bbr\b/.test(acceptEncoding)) return 'br';
  if (/\bgzip\b/.test(acceptEncoding)) return 'gzip';
  return null;
}

/** Compresses like a static host (Brotli or gzip), caching each file's compressed bytes. */
async function body(file: string, encoding: Encoding): Promise<Buffer> {
  if (!encoding) return readFile(file);
  const key = `${encoding}:${file}`;
  const cached = compressedCache.get(key);
  if (cached) return cached;
  const raw = await readFile(file);
  const compressed =
    encoding === 'br'
      ? brotliCompressSync(raw, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } })
      : gzipSync(raw, { level: 9 });
  compressedCache.set(key, compressed);
  return compressed;
}

async function send(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  file: string,
  headers: Record<string, string>,
) {
  const type = contentTypes[path.extname(file)] ?? 'application/octet-stream';
  const immutable = file.includes(`${path.sep}assets${path.sep}`);
  const encoding = pickEncoding(req.headers['accept-encoding'], type);
  const payload = await body(file, encoding);
  res.writeHead(status, {
    ...headers,
    'Content-Type': type,
    'Content-Length': String(payload.length),
    'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    Vary: 'Accept-Encoding',
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
  });
  res.end(req.method === 'HEAD' ? undefined : payload);
}

/** A static file server that answers unknown paths with 404.html and status 404, like a static host. */
export function createStaticServer({ root, headers = {} }: StaticServerOptions): Server {
  const absoluteRoot = path.resolve(root);
  return createServer((req: IncomingMessage, res: ServerResponse) => {
    void (async () => {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { ...headers, Allow: 'GET, HEAD' }).end();
        return;
      }
      const url = new URL(req.url ?? '/', 'http://localhost');
      const file = await resolveStaticFile(absoluteRoot, url.pathname);
      if (file) {
        await send(req, res, 200, file, headers);
        return;
      }
      await send(req, res, 404, path.join(absoluteRoot, '404.html'), headers);
    })().catch((error: unknown) => {
      console.error('preview server error', error);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
}
