import {
  PDFArray,
  type PDFDict,
  PDFName,
  PDFNumber,
  PDFOperator,
  PDFOperatorNames,
  PDFString,
  type PDFDocument,
  type PDFPage,
  type PDFRef,
} from 'pdf-lib';

/**
 * The logical structure of our PDFs (decision 0121): every piece of text belongs to a structure
 * element (heading, paragraph, table cell) in reading order, and everything else — rules, tinted
 * boxes, the footer repeated on each page, a table head repeated after a page break — is marked as
 * an artifact that assistive technology skips. pdf-lib draws but does not tag, so this module wraps
 * each drawing in marked content and writes the structure tree (ISO 32000-1, 14.7–14.8) at the end.
 */

/** The standard structure types our documents use (ISO 32000-1, 14.8.4). */
export type StructureType =
  'Document' | 'Sect' | 'Div' | 'H1' | 'H2' | 'H3' | 'P' | 'Table' | 'THead' | 'TBody' | 'TR' | 'TH' | 'TD';

export interface StructureOptions {
  /** The language of this part, where it differs from the document's (a BCP 47 tag: 'de-DE'). */
  lang?: string;
  /** Which cells a header cell heads. */
  scope?: 'Row' | 'Column';
}

interface MarkedContent {
  page: PDFPage;
  mcid: number;
}

export class StructureElement {
  readonly kids: Array<StructureElement | MarkedContent> = [];

  constructor(
    readonly type: StructureType,
    readonly parent: StructureElement | null,
    readonly options: StructureOptions = {},
  ) {}
}

export type ArtifactKind = 'Layout' | 'Pagination';

/**
 * BDC with a property list: pdf-lib's types leave dictionaries out of operator arguments, but it
 * writes any PDF object, and a dictionary is what the property list of marked content is.
 */
function beginMarkedContent(tag: string, properties: PDFDict): PDFOperator {
  const args = [PDFName.of(tag), properties] as unknown as Parameters<typeof PDFOperator.of>[1];
  return PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, args);
}

export class StructureTree {
  readonly root = new StructureElement('Document', null);
  /** Where new elements and untargeted text go. */
  current: StructureElement = this.root;
  /** Per page, the element each marked-content id belongs to (the index is the id). */
  private readonly owners = new Map<PDFPage, StructureElement[]>();

  constructor(private readonly doc: PDFDocument) {}

  /** A new element as the last child of `parent` (the current element unless given). */
  add(type: StructureType, options: StructureOptions = {}, parent: StructureElement = this.current): StructureElement {
    const element = new StructureElement(type, parent, options);
    parent.kids.push(element);
    return element;
  }

  /** Runs `build` with `element` as the current one: what it adds and draws goes inside. */
  within<T>(element: StructureElement, build: () => T): T {
    const outer = this.current;
    this.current = element;
    try {
      return build();
    } finally {
      this.current = outer;
    }
  }

  /** Draws content that belongs to `element`, marked with the next id of the page. */
  mark(page: PDFPage, element: StructureElement, draw: () => void): void {
    const owners = this.owners.get(page) ?? [];
    this.owners.set(page, owners);
    const mcid = owners.length;
    owners.push(element);
    element.kids.push({ page, mcid });
    const properties = this.doc.context.obj({ MCID: mcid });
    page.pushOperators(beginMarkedContent(element.type, properties));
    draw();
    page.pushOperators(PDFOperator.of(PDFOperatorNames.EndMarkedContent));
  }

  /** Draws what is not content: decoration (`Layout`) or what repeats on every page (`Pagination`). */
  artifact(page: PDFPage, draw: () => void, kind: ArtifactKind = 'Layout'): void {
    const properties = this.doc.context.obj({ Type: kind });
    page.pushOperators(beginMarkedContent('Artifact', properties));
    draw();
    page.pushOperators(PDFOperator.of(PDFOperatorNames.EndMarkedContent));
  }

  /**
   * Writes the tree into the document: the structure elements, the parent tree that leads from
   * marked content back to its element, each page's key into it, and the catalog's MarkInfo.
   */
  write(): void {
    const { context, catalog } = this.doc;
    const rootRef = context.nextRef();
    const refs = new Map<StructureElement, PDFRef>();
    const collect = (element: StructureElement) => {
      refs.set(element, context.nextRef());
      for (const kid of element.kids) if (kid instanceof StructureElement) collect(kid);
    };
    collect(this.root);

    for (const [element, ref] of refs) {
      const kids = element.kids.map((kid) =>
        kid instanceof StructureElement
          ? refs.get(kid)!
          : context.obj({ Type: 'MCR', Pg: kid.page.ref, MCID: kid.mcid }),
      );
      const dict = context.obj({
        Type: 'StructElem',
        S: element.type,
        P: element.parent ? refs.get(element.parent)! : rootRef,
        K: kids,
      });
      const firstPage = element.kids.find((kid): kid is MarkedContent => !(kid instanceof StructureElement))?.page;
      if (firstPage) dict.set(PDFName.of('Pg'), firstPage.ref);
      if (element.options.lang) dict.set(PDFName.of('Lang'), PDFString.of(element.options.lang));
      if (element.options.scope) dict.set(PDFName.of('A'), context.obj({ O: 'Table', Scope: element.options.scope }));
      context.assign(ref, dict);
    }

    const nums = PDFArray.withContext(context);
    [...this.owners.entries()].forEach(([page, owners], key) => {
      page.node.set(PDFName.of('StructParents'), PDFNumber.of(key));
      // Tab order follows the structure (PDF/UA asks it of pages with annotations; it costs nothing).
      page.node.set(PDFName.of('Tabs'), PDFName.of('S'));
      nums.push(PDFNumber.of(key));
      nums.push(context.obj(owners.map((owner) => refs.get(owner)!)));
    });
    const parentTree = context.register(context.obj({ Nums: nums }));
    context.assign(
      rootRef,
      context.obj({
        Type: 'StructTreeRoot',
        K: refs.get(this.root)!,
        ParentTree: parentTree,
        ParentTreeNextKey: this.owners.size,
      }),
    );
    catalog.set(PDFName.of('StructTreeRoot'), rootRef);
    catalog.set(PDFName.of('MarkInfo'), context.obj({ Marked: true }) as PDFDict);
  }
}
