// Reads a multipart request holding form fields and at most one file (the upload and the sample
// import calls). Each call answers the multipart errors with its own messages.
import type { FastifyRequest } from 'fastify';

export interface ReceivedFile {
  filename: string;
  content: Buffer;
}

export interface MultipartErrors {
  /** The answer when the request is not multipart at all. */
  notMultipart(): Error;
  /** The answer to a multipart error code (FST_…); undefined rethrows the error as it is. */
  forCode(code: string | undefined): Error | undefined;
}

/** The text fields and the file (null when none was sent). The whole file is read: its content decides. */
export async function readMultipart(request: FastifyRequest, errors: MultipartErrors): Promise<{ fields: Record<string, string>; file: ReceivedFile | null }> {
  if (!request.isMultipart()) throw errors.notMultipart();
  const fields: Record<string, string> = {};
  let file: ReceivedFile | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') file = { filename: part.filename ?? '', content: await part.toBuffer() };
      else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
    }
  } catch (error) {
    throw errors.forCode((error as { code?: string }).code) ?? error;
  }
  return { fields, file };
}
