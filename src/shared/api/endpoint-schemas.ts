import type { z } from 'zod';

/** The schemas of one endpoint and what only the server uses; its method, path and errors are in endpoints.ts. */
export interface EndpointSchemas {
  /** One line for the API's documentation (the OpenAPI summary). */
  summary: string;
  /** The message of a 404, also for a path parameter that cannot name anything (e.g. not a uuid). */
  notFound?: string;
  params?: z.ZodType;
  /** Request headers the endpoint reads (names in lower case; other headers pass). */
  headers?: z.ZodType;
  query?: z.ZodType;
  /** A JSON body. */
  body?: z.ZodType;
  /** Instead of a JSON body: multipart/form-data with a repeated file field of this name. */
  files?: string;
  /**
   * The JSON answer; `file` for a download or stream: its media type, or the types one of which it
   * has (told from the file's bytes), and for a JSON file the schema of what it holds; with
   * `redirect`, the endpoint may also send the client on (303 with a Location), e.g. to a fresh
   * signed link to the same file.
   */
  response: z.ZodType | { file: string | readonly string[]; schema?: z.ZodType; redirect?: 303 };
  /** 201 for endpoints that create; 200 otherwise. */
  status?: 200 | 201;
}
