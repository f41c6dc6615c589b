import { parseAst, type Plugin } from 'vite';

const HELPER = '__vitePreload';
const MARKER = '__VITE_PRELOAD__';

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';
}

/** Each `__vitePreload(() => <import expression>, __VITE_PRELOAD__)` call in a chunk's code. */
function preloadCalls(root: Node): { start: number; end: number; body: Node }[] {
  const found: { start: number; end: number; body: Node }[] = [];
  const visit = (node: Node) => {
    const callee = node.callee as Node | undefined;
    const [factory, marker, ...rest] = (node.arguments as Node[] | undefined) ?? [];
    if (
      node.type === 'CallExpression' &&
      callee?.type === 'Identifier' &&
      callee.name === HELPER &&
      rest.length === 0 &&
      factory?.type === 'ArrowFunctionExpression' &&
      factory.expression === true &&
      marker?.type === 'Identifier' &&
      marker.name === MARKER
    ) {
      found.push({ start: node.start, end: node.end, body: factory.body as Node });
      return;
    }
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) value.filter(isNode).forEach(visit);
      else if (isNode(value)) visit(value);
    }
  };
  visit(root);
  return found;
}

/** The chunk's code with each preload-wrapped `import()` as the plain expression it wraps. */
export function withPlainDynamicImports(code: string): string {
  if (!code.includes(MARKER)) return code;
  let result = '';
  let from = 0;
  for (const call of preloadCalls(parseAst(code) as unknown as Node).sort((a, b) => a.start - b.start)) {
    result += `${code.slice(from, call.start)}(${code.slice(call.body.start, call.body.end)})`;
    from = call.end;
  }
  return result + code.slice(from);
}

/**
 * Lazily loaded chunks load with a plain `import()`, without Vite's preload helper (~0.9 KB gzip
 * in the first bundle). The helper preloads a lazy chunk's imports and stylesheets; ours import
 * from chunks that are loaded already or fetch the rest themselves (vite.config.ts,
 * `resolveDependencies`), and have no stylesheets of their own: the build fails if one gets any,
 * since the helper would have been what loads it.
 */
export function plainDynamicImports(): Plugin {
  return {
    name: 'plain-dynamic-imports',
    apply: 'build',
    enforce: 'post',
    renderChunk(code) {
      const plain = withPlainDynamicImports(code);
      return plain === code ? null : { code: plain, map: null };
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      // What a page loads up front: the scripts its HTML names and what they import statically.
      const html = Object.values(bundle)
        .filter((output) => output.type === 'asset' && output.fileName.endsWith('.html'))
        .map((asset) => String(asset.type === 'asset' ? asset.source : ''))
        .join('\n');
      const upFront = new Set<string>();
      const load = (fileName: string) => {
        const chunk = bundle[fileName];
        if (upFront.has(fileName) || chunk?.type !== 'chunk') return;
        upFront.add(fileName);
        chunk.imports.forEach(load);
      };
      for (const chunk of chunks) if (html.includes(`/${chunk.fileName}"`)) load(chunk.fileName);
      for (const chunk of chunks) {
        const styles = chunk.viteMetadata?.importedCss;
        if (!styles?.size || upFront.has(chunk.fileName)) continue;
        this.error(
          `${chunk.fileName} is loaded lazily with a stylesheet of its own (${[...styles].join(', ')}), which a plain import() does not load`,
        );
      }
    },
  };
}
