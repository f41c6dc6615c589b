/** Reads a Server-Sent Events stream over real HTTP, the way a browser's EventSource would. */

interface ServerSentEvent {
  event: string;
  data: string;
}

export interface EventStreamReader {
  response: Response;
  /** Every event received so far, in order (comment lines and the `retry` block left out). */
  events: ServerSentEvent[];
  /** Resolves when the server ended the stream (or close() aborted it). */
  ended: Promise<void>;
  close(): Promise<void>;
}

function parseBlock(block: string): ServerSentEvent | undefined {
  const field = (name: string) =>
    block
      .split('\n')
      .find((line) => line.startsWith(`${name}:`))
      ?.slice(name.length + 1)
      .trim();
  const event = field('event');
  return event ? { event, data: field('data') ?? '' } : undefined;
}

/** Opens the stream at url and collects its events until close(). */
export async function readEventStream(url: string, headers: Record<string, string> = {}): Promise<EventStreamReader> {
  const controller = new AbortController();
  const response = await fetch(url, { headers, signal: controller.signal });
  const events: ServerSentEvent[] = [];
  const reading = (async () => {
    const decoder = new TextDecoder();
    let text = '';
    try {
      for await (const chunk of response.body as AsyncIterable<Uint8Array>) {
        text += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = text.indexOf('\n\n')) >= 0) {
          const event = parseBlock(text.slice(0, end));
          text = text.slice(end + 2);
          if (event) events.push(event);
        }
      }
    } catch {
      // aborted by close()
    }
  })();
  return {
    response,
    events,
    ended: reading,
    close: async () => {
      controller.abort();
      await reading;
    },
  };
}
