/**
 * The small, safe markup of content pages (decision 0096): what an agent types into a textarea,
 * read into blocks that are rendered as elements, never as HTML.
 *
 *   ## Heading            (### a subheading; a single # is a heading too: the title is the page's h1)
 *   - item / * item       a list, when every line of a block is an item
 *   1. item / 1) item     a numbered list, the same
 *   [text](https://…)     a link: http(s), mailto:, tel: or a path on this site; else left as typed
 *   **text**              bold
 *
 * Blocks are separated by blank lines; a line break inside a paragraph stays a line break. Text
 * without any of these reads as it always did.
 */
export type Inline =
  { kind: 'text'; text: string } | { kind: 'strong'; text: string } | { kind: 'link'; text: string; href: string };

export type Block =
  | { kind: 'heading'; level: 2 | 3; content: Inline[] }
  | { kind: 'paragraph'; lines: Inline[][] }
  | { kind: 'list'; ordered: boolean; items: Inline[][] };

const HEADING = /^(#{1,3})\s+(.+)$/;
const BULLET = /^[-*]\s+(.+)$/;
const NUMBERED = /^\d{1,3}[.)]\s+(.+)$/;
const INLINE = /\[([^\]\n]+)\]\(([^)\s]+)\)|\*\*([^*\n]+)\*\*/g;
const SAFE_HREF = /^(?:https?:\/\/|mailto:|tel:|\/(?!\/))/i;

/** Links and bold in one line; anything else, unsafe links included, stays text as typed. */
export function inlineOf(line: string): Inline[] {
  const parts: Inline[] = [];
  let at = 0;
  for (const match of line.matchAll(INLINE)) {
    const [whole, linkText, href, bold] = match;
    if (linkText !== undefined && href !== undefined && !SAFE_HREF.test(href)) continue;
    if (match.index > at) parts.push({ kind: 'text', text: line.slice(at, match.index) });
    parts.push(
      linkText !== undefined ? { kind: 'link', text: linkText, href: href! } : { kind: 'strong', text: bold! },
    );
    at = match.index + whole.length;
  }
  if (at < line.length) parts.push({ kind: 'text', text: line.slice(at) });
  return parts;
}

function blocksOf(lines: string[]): Block[] {
  const blocks: Block[] = [];
  let rest = lines;
  // Headings at the top of a block stand on their own.
  while (rest.length > 0 && HEADING.test(rest[0]!)) {
    const [, marks, text] = HEADING.exec(rest[0]!)!;
    blocks.push({ kind: 'heading', level: marks!.length === 3 ? 3 : 2, content: inlineOf(text!.trim()) });
    rest = rest.slice(1);
  }
  if (rest.length === 0) return blocks;
  for (const [pattern, ordered] of [
    [BULLET, false],
    [NUMBERED, true],
  ] as const) {
    if (rest.every((line) => pattern.test(line))) {
      blocks.push({ kind: 'list', ordered, items: rest.map((line) => inlineOf(pattern.exec(line)![1]!.trim())) });
      return blocks;
    }
  }
  blocks.push({ kind: 'paragraph', lines: rest.map(inlineOf) });
  return blocks;
}

/** A page's text as blocks, in order. */
export function pageBlocks(content: string): Block[] {
  const blocks: Block[] = [];
  let current: string[] = [];
  for (const raw of `${content}\n`.split(/\r\n|\r|\n/)) {
    const line = raw.trimEnd();
    if (line.trim() === '') {
      if (current.length > 0) blocks.push(...blocksOf(current));
      current = [];
    } else {
      current.push(line);
    }
  }
  return blocks;
}

/** The page's words without the markup: for its meta description. */
export function pagePlainText(content: string): string {
  return pageBlocks(content)
    .flatMap((block) =>
      block.kind === 'heading' ? [block.content] : block.kind === 'list' ? block.items : block.lines,
    )
    .map((inlines) => inlines.map((part) => part.text).join(''))
    .join('\n');
}
