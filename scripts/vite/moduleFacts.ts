/**
 * What ./pageChunks.ts reads of a module: its static imports and re-exports, with the names taken
 * from each, and whether it is a barrel (a module made only of re-exports).
 */
import { parseAst } from 'vite';

export const ALL = '*';
export type Names = Set<string> | typeof ALL;

export interface Edge {
  source: string;
  names: Names;
}
export interface ModuleFacts {
  /** Static imports and re-exports with the names taken from each. */
  edges: Edge[];
  /** Only re-exports: a request for some names follows only their providers. */
  barrel: boolean;
  /** Names it exports: by declaration, or re-exported with its source and the name there. */
  local: Set<string>;
  reexports: Map<string, Edge>;
  stars: string[];
}

type Node = ReturnType<typeof parseAst>['body'][number];
const nameOf = (node: { type: string; name?: string; value?: unknown }): string =>
  node.type === 'Identifier' ? (node.name ?? '') : String(node.value);

/** The names an `export` declaration declares; ALL for a destructuring pattern, read no further. */
function declaredNames(declaration: unknown): string[] {
  const node = declaration as {
    type?: string;
    id?: { type?: string; name?: string } | null;
    declarations?: { id: { type: string; name?: string } }[];
  } | null;
  if (node?.type === 'VariableDeclaration')
    return (node.declarations ?? []).map((declarator) =>
      declarator.id.type === 'Identifier' ? (declarator.id.name ?? ALL) : ALL,
    );
  return node?.id?.name ? [node.id.name] : [ALL];
}

export function factsOf(code: string): ModuleFacts {
  const facts: ModuleFacts = { edges: [], barrel: true, local: new Set(), reexports: new Map(), stars: [] };
  const imported = new Map<string, Edge>();
  for (const node of parseAst(code).body as Node[]) {
    if (node.type === 'ImportDeclaration') {
      const source = String(node.source.value);
      const names = new Set<string>();
      let whole = node.specifiers.length === 0;
      for (const specifier of node.specifiers) {
        if (specifier.type === 'ImportNamespaceSpecifier') whole = true;
        const name = specifier.type === 'ImportSpecifier' ? nameOf(specifier.imported) : 'default';
        names.add(name);
        imported.set(specifier.local.name, {
          source,
          names: specifier.type === 'ImportNamespaceSpecifier' ? ALL : new Set([name]),
        });
      }
      facts.edges.push({ source, names: whole ? ALL : names });
    } else if (node.type === 'ExportAllDeclaration') {
      const source = String(node.source.value);
      facts.edges.push({ source, names: ALL });
      if (node.exported) facts.reexports.set(nameOf(node.exported), { source, names: ALL });
      else facts.stars.push(source);
    } else if (node.type === 'ExportNamedDeclaration' && !node.declaration) {
      for (const specifier of node.specifiers) {
        const exported = nameOf(specifier.exported);
        const local = nameOf(specifier.local);
        const edge = node.source ? { source: String(node.source.value), names: new Set([local]) } : imported.get(local);
        if (edge) {
          facts.reexports.set(exported, edge);
          if (node.source) facts.edges.push(edge);
        } else {
          facts.local.add(exported);
          facts.barrel = false;
        }
      }
    } else if (!(node.type === 'ExpressionStatement' && 'directive' in node && node.directive)) {
      facts.barrel = false;
      if (node.type === 'ExportDefaultDeclaration') facts.local.add('default');
      else if (node.type === 'ExportNamedDeclaration')
        for (const name of declaredNames(node.declaration)) facts.local.add(name);
    }
  }
  return facts;
}
