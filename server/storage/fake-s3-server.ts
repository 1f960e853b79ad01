// A tiny path-style S3 endpoint for tests (PUT/GET/HEAD/DELETE object, ListObjectsV2 in one page, and
// the multipart upload of a streamed file), so the real AWS SDK is exercised over HTTP without any cloud account.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeS3 {
  endpoint: string;
  objects: Map<string, { body: Buffer; contentType: string; modified: Date }>;
  requests: { method: string; path: string; authorization: string | undefined }[];
  /** Multipart uploads begun and neither completed nor aborted. */
  uploads: Map<string, { path: string; contentType: string; parts: Map<number, Buffer> }>;
  close(): Promise<void>;
}

export async function startFakeS3(): Promise<FakeS3> {
  const objects: FakeS3['objects'] = new Map();
  const requests: FakeS3['requests'] = [];
  const uploads: FakeS3['uploads'] = new Map();
  let nextUpload = 0;
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const path = decodeURIComponent(url.pathname);
    requests.push({ method: req.method ?? '', path, authorization: req.headers.authorization });
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const object = objects.get(path);
    const notFound = () => {
      res.writeHead(404, { 'content-type': 'application/xml' });
      res.end(
        req.method === 'HEAD'
          ? undefined
          : '<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>',
      );
    };
    const uploadId = url.searchParams.get('uploadId');
    const xml = (body: string) => {
      res.writeHead(200, { 'content-type': 'application/xml' });
      res.end(`<?xml version="1.0" encoding="UTF-8"?>${body}`);
    };
    if (req.method === 'POST' && url.searchParams.has('uploads')) {
      const id = `upload-${++nextUpload}`;
      uploads.set(id, { path, contentType: String(req.headers['content-type'] ?? ''), parts: new Map() });
      const [, bucket, ...key] = path.split('/');
      return xml(`<InitiateMultipartUploadResult><Bucket>${bucket}</Bucket><Key>${key.join('/')}</Key><UploadId>${id}</UploadId></InitiateMultipartUploadResult>`);
    }
    if (uploadId !== null) {
      const upload = uploads.get(uploadId);
      if (!upload) return notFound();
      if (req.method === 'PUT') {
        const number = Number(url.searchParams.get('partNumber'));
        upload.parts.set(number, Buffer.concat(chunks));
        res.writeHead(200, { etag: `"part-${number}"` });
        res.end();
        return;
      }
      if (req.method === 'POST') {
        const numbers = [...upload.parts.keys()].toSorted((a, b) => a - b);
        objects.set(upload.path, { body: Buffer.concat(numbers.map((n) => upload.parts.get(n)!)), contentType: upload.contentType, modified: new Date() });
        uploads.delete(uploadId);
        return xml(`<CompleteMultipartUploadResult><Key>${upload.path}</Key><ETag>"fake"</ETag></CompleteMultipartUploadResult>`);
      }
      if (req.method === 'DELETE') {
        uploads.delete(uploadId);
        res.writeHead(204);
        res.end();
        return;
      }
    }
    if (req.method === 'GET' && url.searchParams.get('list-type') === '2') {
      const bucket = path.split('/')[1];
      const prefix = `/${bucket}/${url.searchParams.get('prefix') ?? ''}`;
      const contents = [...objects]
        .filter(([name]) => name.startsWith(prefix))
        .map(([name, o]) => `<Contents><Key>${name.slice(bucket.length + 2)}</Key><LastModified>${o.modified.toISOString()}</LastModified><Size>${o.body.length}</Size></Contents>`);
      return xml(`<ListBucketResult><Name>${bucket}</Name><IsTruncated>false</IsTruncated><KeyCount>${contents.length}</KeyCount>${contents.join('')}</ListBucketResult>`);
    }
    switch (req.method) {
      case 'PUT':
        objects.set(path, { body: Buffer.concat(chunks), contentType: String(req.headers['content-type'] ?? ''), modified: new Date() });
        res.writeHead(200, { etag: '"fake"' });
        res.end();
        return;
      case 'GET':
      case 'HEAD':
        if (!object) return notFound();
        res.writeHead(200, { 'content-type': object.contentType, 'content-length': object.body.length, etag: '"fake"' });
        res.end(req.method === 'GET' ? object.body : undefined);
        return;
      case 'DELETE':
        objects.delete(path);
        res.writeHead(204);
        res.end();
        return;
      default:
        res.writeHead(405);
        res.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    requests,
    uploads,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
