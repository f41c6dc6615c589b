/**
 * Reads a PDF's tags back the way a checker for PDF/UA does, independently of how they were
 * written: the content streams operator by operator (what is drawn inside marked content, what
 * outside), the structure tree from the catalog, and poppler's reading of the structure with its
 * text (`pdfinfo -struct-text`).
 */
import { execFileSync } from 'node:child_process';
import { expect } from 'vitest';
import { inflateSync } from 'node:zlib';
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFNumber,
  PDFRawStream,
  type PDFRef,
  PDFString,
  PDFHexString,
  type PDFObject,
} from 'pdf-lib';

/** poppler's view of the structure: each element's type on a line, its text quoted below it. */
export function structureText(pdf: Uint8Array): string {
  return execFileSync('pdfinfo', ['-struct-text', '-'], { input: pdf, encoding: 'utf8' });
}

/** Operators that put something on the page: text, paths, images, shadings. */
const DRAWING = new Set(['Tj', 'TJ', "'", '"', 'f', 'F', 'f*', 'S', 's', 'B', 'B*', 'b', 'b*', 'Do', 'sh', 'BI']);

interface ContentSequence {
  tag: string;
  /** The marked-content id, or null for an artifact. */
  mcid: number | null;
  /** The drawing operators inside. */
  drawing: string[];
}

interface PageContent {
  sequences: ContentSequence[];
  /** Drawing operators outside any marked content: what a screen reader can neither read nor skip. */
  unmarked: string[];
}

/** The operators of a content stream, each with its operands' text (strings and dictionaries kept whole). */
function operators(content: string): Array<{ name: string; operands: string[] }> {
  const result: Array<{ name: string; operands: string[] }> = [];
  let operands: string[] = [];
  let index = 0;
  const skipString = () => {
    let depth = 0;
    for (; index < content.length; index++) {
      const char = content[index];
      if (char === '\\') index++;
      else if (char === '(') depth++;
      else if (char === ')' && --depth === 0) return void index++;
    }
  };
  while (index < content.length) {
    const char = content[index]!;
    if (/\s/.test(char)) {
      index++;
    } else if (content.startsWith('<<', index)) {
      const end = content.indexOf('>>', index);
      operands.push(content.slice(index, end + 2));
      index = end + 2;
    } else if (char === '<') {
      const end = content.indexOf('>', index);
      operands.push(content.slice(index, end + 1));
      index = end + 1;
    } else if (char === '(') {
      const start = index;
      skipString();
      operands.push(content.slice(start, index));
    } else if (char === '[' || char === ']') {
      operands.push(char);
      index++;
    } else {
      const token = /^[^\s<>()[\]/]+|^\/[^\s<>()[\]/]*/.exec(content.slice(index))![0];
      index += token.length;
      if (token.startsWith('/') || /^[-+.\d]/.test(token) || token === 'true' || token === 'false') {
        operands.push(token);
      } else {
        result.push({ name: token, operands });
        operands = [];
      }
    }
  }
  return result;
}

function streamText(stream: PDFObject | undefined): string {
  if (!(stream instanceof PDFRawStream)) return '';
  const filter = stream.dict.get(PDFName.of('Filter'));
  const bytes = filter === PDFName.of('FlateDecode') ? inflateSync(stream.contents) : stream.contents;
  return Buffer.from(bytes).toString('latin1');
}

/** What each page draws, grouped by marked-content sequence (nested ones count for the outermost). */
async function pageContents(pdf: Uint8Array): Promise<PageContent[]> {
  const doc = await PDFDocument.load(pdf);
  return doc.getPages().map((page) => {
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
    const text = streams.map((ref) => streamText(doc.context.lookup(ref))).join('\n');
    const sequences: ContentSequence[] = [];
    const unmarked: string[] = [];
    let depth = 0;
    for (const { name, operands } of operators(text)) {
      if (name === 'BDC' || name === 'BMC') {
        if (depth === 0) {
          const mcid = /\/MCID\s+(\d+)/.exec(operands[1] ?? '');
          sequences.push({ tag: operands[0]!.slice(1), mcid: mcid ? Number(mcid[1]) : null, drawing: [] });
        }
        depth++;
      } else if (name === 'EMC') {
        depth--;
      } else if (DRAWING.has(name)) {
        if (depth > 0) sequences.at(-1)!.drawing.push(name);
        else unmarked.push(name);
      }
    }
    return { sequences, unmarked };
  });
}

export interface StructureNode {
  type: string;
  lang?: string;
  scope?: string;
  /** Marked content this element holds directly, by page number (from 1) and id. */
  content: Array<{ page: number; mcid: number }>;
  kids: StructureNode[];
}

export interface StructureTreeReading {
  marked: boolean;
  root: StructureNode | null;
  /** For each page (from 1) and marked-content id, the type of the element the parent tree names. */
  parents: Map<string, string>;
}

/** The structure tree as the catalog holds it, and the parent tree's way back from content to element. */
async function structureTree(pdf: Uint8Array): Promise<StructureTreeReading> {
  const doc = await PDFDocument.load(pdf);
  const { context, catalog } = doc;
  const pageNumber = new Map(doc.getPages().map((page, index) => [page.ref.toString(), index + 1]));
  const lookupDict = (value: PDFObject | undefined) => context.lookupMaybe(value, PDFDict);
  const text = (value: PDFObject | undefined) =>
    value instanceof PDFString || value instanceof PDFHexString ? value.decodeText() : undefined;
  const marked =
    lookupDict(catalog.get(PDFName.of('MarkInfo')))
      ?.get(PDFName.of('Marked'))
      ?.toString() === 'true';

  const read = (dict: PDFDict): StructureNode => {
    const node: StructureNode = {
      type: (dict.get(PDFName.of('S')) as PDFName).decodeText(),
      content: [],
      kids: [],
    };
    const lang = text(dict.get(PDFName.of('Lang')));
    if (lang) node.lang = lang;
    const scope = lookupDict(dict.get(PDFName.of('A')))?.get(PDFName.of('Scope'));
    if (scope instanceof PDFName) node.scope = scope.decodeText();
    const page = dict.get(PDFName.of('Pg'));
    const kids = context.lookup(dict.get(PDFName.of('K')));
    for (const kid of kids instanceof PDFArray ? kids.asArray() : kids ? [kids] : []) {
      if (kid instanceof PDFNumber) {
        node.content.push({ page: pageNumber.get(page!.toString())!, mcid: kid.asNumber() });
        continue;
      }
      const kidDict = lookupDict(kid)!;
      if (kidDict.get(PDFName.of('Type'))?.toString() === '/MCR') {
        const pageRef = kidDict.get(PDFName.of('Pg')) ?? page;
        const mcid = (kidDict.get(PDFName.of('MCID')) as PDFNumber).asNumber();
        node.content.push({ page: pageNumber.get(pageRef!.toString())!, mcid });
      } else {
        node.kids.push(read(kidDict));
      }
    }
    return node;
  };

  const rootDict = lookupDict(catalog.get(PDFName.of('StructTreeRoot')));
  const parents = new Map<string, string>();
  if (!rootDict) return { marked, root: null, parents };
  const parentTree = lookupDict(rootDict.get(PDFName.of('ParentTree')))!;
  const nums = context.lookup(parentTree.get(PDFName.of('Nums')), PDFArray).asArray();
  const byKey = new Map<number, PDFArray>();
  for (let index = 0; index < nums.length; index += 2) {
    byKey.set((nums[index] as PDFNumber).asNumber(), context.lookup(nums[index + 1], PDFArray));
  }
  doc.getPages().forEach((page, index) => {
    const key = page.node.get(PDFName.of('StructParents'));
    if (!(key instanceof PDFNumber)) return;
    byKey
      .get(key.asNumber())
      ?.asArray()
      .forEach((owner, mcid) => {
        const type = lookupDict(owner as PDFRef)?.get(PDFName.of('S')) as PDFName;
        parents.set(`${index + 1}:${mcid}`, type.decodeText());
      });
  });
  return { marked, root: read(lookupDict(rootDict.get(PDFName.of('K')))!), parents };
}

/** Every element of the tree, depth first, in reading order. */
export function allNodes(node: StructureNode | null): StructureNode[] {
  return node ? [node, ...node.kids.flatMap(allNodes)] : [];
}

/**
 * What PDF/UA asks of every page (Matterhorn checkpoints 01-003, 01-004 and 14): nothing drawn
 * outside marked content, each piece of real content owned by exactly one structure element, and
 * the parent tree leading back from it to that element.
 */
export async function expectTaggedThroughout(pdf: Uint8Array): Promise<StructureTreeReading> {
  const tree = await structureTree(pdf);
  expect(tree.marked).toBe(true);
  expect(tree.root?.type).toBe('Document');
  const pages = await pageContents(pdf);
  const fromContent: string[] = [];
  pages.forEach(({ sequences, unmarked }, index) => {
    expect(unmarked, `drawn outside marked content on page ${index + 1}`).toEqual([]);
    for (const sequence of sequences) {
      if (sequence.tag === 'Artifact') expect(sequence.mcid).toBeNull();
      else fromContent.push(`${index + 1}:${sequence.mcid}`);
    }
  });
  const owners = new Map<string, string>();
  for (const node of allNodes(tree.root)) {
    for (const { page, mcid } of node.content) owners.set(`${page}:${mcid}`, node.type);
  }
  expect(new Set(fromContent).size).toBe(fromContent.length);
  expect([...owners.keys()].sort()).toEqual([...fromContent].sort());
  expect(tree.parents).toEqual(owners);
  return tree;
}
