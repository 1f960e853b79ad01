// Reads a multipart request holding form fields and at most one file (the upload and the sample
// import calls). Each call answers the multipart errors with its own messages.
import type { FastifyRequest } from 'fastify';
import { FORBIDDEN_CHARACTERS } from '../../contracts/form-fields.ts';
import { ApiError, refuse } from './errors.ts';
import { holdsUnstorableText } from './input-guard.ts';

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
    for await (const part of guardedParts(request.parts())) {
      if (part.type === 'file') file = { filename: part.filename ?? '', content: await part.toBuffer() };
      else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw errors.forCode((error as { code?: string }).code) ?? error;
  }
  return { fields, file };
}

interface Part {
  type: 'file' | 'field';
  fieldname: string;
  filename?: string;
  value?: unknown;
  file?: { resume(): unknown };
}

/**
 * The parts of a multipart request, each refused (code 201) when its name, value or file name holds a
 * NUL or a lone surrogate (see input-guard.ts); a refused file is drained so the request can end.
 */
export async function* guardedParts<P extends Part>(parts: AsyncIterable<P>): AsyncGenerator<P> {
  for await (const part of parts) {
    if (holdsUnstorableText([part.fieldname, part.filename ?? '', typeof part.value === 'string' ? part.value : ''])) {
      part.file?.resume();
      throw refuse(FORBIDDEN_CHARACTERS);
    }
    yield part;
  }
}
