import { Fragment } from 'react';
import { pageBlocks, type Inline } from '#shared/pages/page-markup.ts';
import { Link } from '#client/lib/router.tsx';

function InlineParts({ parts }: { parts: Inline[] }) {
  return parts.map((part, index) => {
    if (part.kind === 'strong') return <strong key={index}>{part.text}</strong>;
    if (part.kind === 'text') return <Fragment key={index}>{part.text}</Fragment>;
    // A path of this site moves within the app; anything else is an ordinary link.
    return part.href.startsWith('/') ? (
      <Link key={index} href={part.href} className="page-link">
        {part.text}
      </Link>
    ) : (
      <a key={index} href={part.href} className="page-link">
        {part.text}
      </a>
    );
  });
}

/** A content page's text: headings, paragraphs with their line breaks, lists and links (page-markup.ts). */
export function PageContent({ content }: { content: string }) {
  return pageBlocks(content).map((block, index) => {
    switch (block.kind) {
      case 'heading': {
        const Heading = block.level === 2 ? 'h2' : 'h3';
        return (
          <Heading key={index} className={block.level === 2 ? 'page-h2' : 'page-h3'}>
            <InlineParts parts={block.content} />
          </Heading>
        );
      }
      case 'list': {
        const List = block.ordered ? 'ol' : 'ul';
        return (
          <List key={index} className={block.ordered ? 'page-list list-decimal' : 'page-list list-disc'}>
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>
                <InlineParts parts={item} />
              </li>
            ))}
          </List>
        );
      }
      case 'paragraph':
        return (
          <p key={index} className="page-paragraph">
            {block.lines.map((line, lineIndex) => (
              <Fragment key={lineIndex}>
                {lineIndex > 0 && <br />}
                <InlineParts parts={line} />
              </Fragment>
            ))}
          </p>
        );
    }
  });
}
