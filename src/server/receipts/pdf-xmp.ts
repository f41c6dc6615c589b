import { PDFName, type PDFDocument } from 'pdf-lib';

/**
 * The document's XMP metadata (decision 0121): the title, author, subject, keywords, language and
 * dates of the info dictionary once more, as XML, and the claim to follow PDF/UA-1, which viewers
 * and checkers read from here. Stored uncompressed, as metadata streams should be.
 */

export interface XmpFields {
  title: string;
  author: string;
  subject: string;
  keywords: string[];
  /** A BCP 47 tag: 'de-DE'. */
  language: string;
  producer: string;
  date: Date;
}

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => `&#${char.codePointAt(0)};`).replace(/[^\P{Cc}\t\n\r]/gu, '');

function xmpPacket(fields: XmpFields): string {
  const date = fields.date.toISOString().replace(/\.\d{3}Z$/, 'Z');
  const text = (value: string) => escapeXml(value);
  return `<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>
<x:xmpmeta xmlns:x="adobe:ns:meta/">
 <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
  <rdf:Description rdf:about=""
    xmlns:dc="http://purl.org/dc/elements/1.1/"
    xmlns:xmp="http://ns.adobe.com/xap/1.0/"
    xmlns:pdf="http://ns.adobe.com/pdf/1.3/"
    xmlns:pdfuaid="http://www.aiim.org/pdfua/ns/id/">
   <dc:format>application/pdf</dc:format>
   <dc:title><rdf:Alt><rdf:li xml:lang="x-default">${text(fields.title)}</rdf:li></rdf:Alt></dc:title>
   <dc:creator><rdf:Seq><rdf:li>${text(fields.author)}</rdf:li></rdf:Seq></dc:creator>
   <dc:description><rdf:Alt><rdf:li xml:lang="x-default">${text(fields.subject)}</rdf:li></rdf:Alt></dc:description>
   <dc:language><rdf:Bag><rdf:li>${text(fields.language)}</rdf:li></rdf:Bag></dc:language>
   <pdf:Keywords>${text(fields.keywords.join(' '))}</pdf:Keywords>
   <pdf:Producer>${text(fields.producer)}</pdf:Producer>
   <xmp:CreatorTool>${text(fields.author)}</xmp:CreatorTool>
   <xmp:CreateDate>${date}</xmp:CreateDate>
   <xmp:ModifyDate>${date}</xmp:ModifyDate>
   <xmp:MetadataDate>${date}</xmp:MetadataDate>
   <pdfuaid:part>1</pdfuaid:part>
  </rdf:Description>
 </rdf:RDF>
</x:xmpmeta>
<?xpacket end="w"?>`;
}

export function setXmpMetadata(doc: PDFDocument, fields: XmpFields): void {
  const stream = doc.context.stream(new TextEncoder().encode(xmpPacket(fields)), { Type: 'Metadata', Subtype: 'XML' });
  doc.catalog.set(PDFName.of('Metadata'), doc.context.register(stream));
}
