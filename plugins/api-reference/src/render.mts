// Turns extracted component data into MDX pages: plain Markdown tables and <details>, no components.
import type { ComponentDoc, PropDoc } from './extract.mts';
import { interfaceVersionOf, type CheckedExample } from './example-markdown.mts';
import { exampleModelFrontMatter, referenceExampleMarkdown } from './example-render.mts';
import { cellMarkdown, codeSpan, docMarkdown, inlineMarkdown, LONG_TYPE, referenceLinks, tsxFences, typeCell, type LinkMap } from './markdown.mts';
import { otherVersion, routeOf, type VersionId } from './config.mts';
import type { SourceLink } from './source.mts';
import { normalizedType } from './typeText.mts';

export const SIGNATURE_NOCHECK = "signature printed from the package's type declarations";
export const TYPES_NOCHECK = "prop types printed from the package's type declarations";

export function propsTable(props: PropDoc[], links: LinkMap): string {
  const rows = props.map((p) => {
    const description = [p.deprecated ? `**Deprecated.** ${cellMarkdown(p.deprecated, links)}` : '', cellMarkdown(p.description, links)]
      .filter(Boolean)
      .join(' ');
    return `| ${codeSpan(p.name)} | ${typeCell(p.type, links)} | ${p.required ? 'required' : 'optional'} | ${
      p.defaultValue !== undefined ? codeSpan(p.defaultValue).replace(/\|/g, '\\|') : ''
    } | ${description} |`;
  });
  const table = ['| Prop | Type | Required | Default | Description |', '| --- | --- | --- | --- | --- |', ...rows].join('\n');
  const long = props.filter((p) => p.type.length > LONG_TYPE);
  if (!long.length) return table;
  return `${table}\n\n<details>\n<summary>Full types of the shortened entries</summary>\n\n\`\`\`ts nocheck="${TYPES_NOCHECK}"\n${long
    .map((p) => `${p.name}${p.required ? '' : '?'}: ${p.type}`)
    .join('\n\n')}\n\`\`\`\n\n</details>`;
}

/** Inherited props grouped by the interface or type alias declaring them. */
export function groupInherited(props: PropDoc[]): { declaredIn: string; pkg: string; props: PropDoc[] }[] {
  const groups = new Map<string, { declaredIn: string; pkg: string; props: PropDoc[] }>();
  for (const p of props.filter((p) => !p.own)) {
    const key = `${p.declaredInPackage}:${p.declaredIn}`;
    const group = groups.get(key) ?? { declaredIn: p.declaredIn || '(anonymous type)', pkg: p.declaredInPackage, props: [] };
    group.props.push(p);
    groups.set(key, group);
  }
  return [...groups.values()];
}

export interface PropsDiff {
  added: string[];
  removed: string[];
  retyped: { name: string; before: string; after: string }[];
}

/** Props added, removed or retyped between two versions (by name and printed type; union member order ignored). */
export function diffProps(before: PropDoc[], after: PropDoc[]): PropsDiff {
  const old = new Map(before.map((p) => [p.name, p]));
  const now = new Map(after.map((p) => [p.name, p]));
  return {
    added: [...now.keys()].filter((n) => !old.has(n)).sort(),
    removed: [...old.keys()].filter((n) => !now.has(n)).sort(),
    retyped: [...now.values()]
      .filter((p) => old.has(p.name) && normalizedType(old.get(p.name)!.type) !== normalizedType(p.type))
      .map((p) => ({ name: p.name, before: old.get(p.name)!.type, after: p.type }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  };
}

function yamlString(value: string): string {
  return JSON.stringify(value);
}

export function firstSentence(text: string): string {
  const plain = text
    .replace(/\{@link\s+([^}\s|]+)[^}]*\}/g, '$1')
    .replace(/```[\s\S]*?```/g, '')
    .replace(/[`*_]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const m = /^(.+?[.!?])(\s|$)/.exec(plain);
  return (m ? m[1]! : plain).slice(0, 200);
}

export interface PageContext {
  /** Pages of this version, for links in types and descriptions. */
  links: LinkMap;
  /** The same component in the other version, if it has a page there. */
  counterpart?: ComponentDoc;
  /** Other components of the same category and version. */
  siblings: ComponentDoc[];
  /** The examples of this version's doc comments, type-checked (examples.mts). */
  examples: Map<string, CheckedExample>;
}

/** The link to the declaration in the Interface repository, at the tag the package was published from. */
export function sourceLine(source: SourceLink): string {
  return `[Source](${source.url}): ${codeSpan(source.path)}, line ${source.line}, at the tag ${codeSpan(source.tag)} of the Interface repository.`;
}

/** The examples of a page: its `@example` tags and the tsx fences of its description. */
export function pageExamples(doc: { examples: string[]; description?: string | null }): string[] {
  return [...doc.examples, ...tsxFences(doc.description ?? '')];
}

export function renderPage(c: ComponentDoc, ctx: PageContext): string {
  const { links } = ctx;
  const route = routeOf(c.version, c.category, c.name);
  const product = `Interface ${c.version}`;
  const summary = c.description ? firstSentence(c.description) : '';
  const description = `${c.name} (${c.category}, ${product}): ${summary ? `${summary} ` : ''}Props, types and examples from ${c.packageName} ${c.packageVersion}.`;
  const out: string[] = [];
  out.push(
    '---',
    `title: ${yamlString(c.name)}`,
    `description: ${yamlString(description)}`,
    `sidebar_label: ${yamlString(c.name)}`,
    `slug: ${yamlString(decodeURIComponent(route))}`,
    ...(c.version === 'v1.1' ? [`interface: '1.1'`] : []),
    ...exampleModelFrontMatter(pageExamples(c).map((code) => ctx.examples.get(code)!), interfaceVersionOf(c.version)),
    'custom_edit_url: null',
    '---',
    '',
    '{/* Generated by plugins/api-reference from the published package types. Do not edit. */}',
    '',
  );

  const other = otherVersion[c.version];
  const switchLink = ctx.counterpart
    ? `[${other}](${routeOf(ctx.counterpart.version, ctx.counterpart.category, ctx.counterpart.name)})`
    : `not in ${other}`;
  out.push(
    `| Category | Version | Package | Other version |`,
    `| --- | --- | --- | --- |`,
    `| ${c.category} | ${c.version} (this page) | Generated from ${codeSpan(c.packageName)} ${c.packageVersion} | ${switchLink} |`,
    '',
  );

  const importLine = `import { ${c.exportName} } from '${c.packageName}'`;
  // Plain JavaScript syntax: the site's sample checker (and its "type-checked" note) covers ts/tsx only.
  out.push('```js', importLine, '```', '');
  if (c.member) {
    out.push(`${codeSpan(c.member)} is a member of the ${codeSpan(c.exportName)} namespace: render it as ${codeSpan(`<${c.name}>`)}.`, '');
  }

  if (c.deprecated) {
    out.push(':::warning[Deprecated]', '', docMarkdown(c.deprecated, links, 2), '', ':::', '');
  }
  if (c.description) {
    out.push(docMarkdown(c.description, links, 1, (code) => referenceExampleMarkdown(ctx.examples.get(code)!, links, interfaceVersionOf(c.version))), '');
  } else {
    out.push(`The package has no description for ${codeSpan(c.name)}; its signature and props below come from the type declarations.`, '');
  }
  if (c.see.length) {
    out.push(`See also: ${c.see.map((s) => inlineMarkdown(s, links)).join(', ')}.`, '');
  }

  if (c.examples.length) {
    out.push(c.examples.length > 1 ? '## Examples' : '## Example', '');
    for (const example of c.examples) out.push(referenceExampleMarkdown(ctx.examples.get(example)!, links, interfaceVersionOf(c.version)), '');
  }

  out.push(c.signatures.length > 1 ? '## Signatures' : '## Signature', '');
  if (c.signatures.length) {
    const definitions = c.propsTypeDefinitions.map((d) => `type ${d.name} = ${d.definition}`);
    // `ts`: a signature is no render target of the render check (its tsx blocks).
    out.push('```ts nocheck="' + SIGNATURE_NOCHECK + '"', [...c.signatures, ...definitions].join('\n\n'), '```', '');
    if (c.signatures.length > 1) {
      out.push(`${codeSpan(c.name)} has ${c.signatures.length} signatures; the props below merge them (a prop is required only when every signature requires it).`, '');
    }
  } else {
    out.push(`${codeSpan(c.name)} has no call or construct signature in the package types.`, '');
  }

  out.push('## Props', '');
  if (c.props === null) {
    out.push(`The props of ${codeSpan(c.name)} cannot be read from its type: it has no signature taking props.`, '');
  } else if (c.props.length === 0) {
    out.push(`${codeSpan(c.name)} takes no props.`, '');
  } else {
    const own = c.props.filter((p) => p.own);
    const inherited = groupInherited(c.props);
    if (own.length) {
      out.push(propsTable(own, links), '');
    } else {
      out.push(`${codeSpan(c.name)} declares no props of its own: all ${c.props.length} props come from the types below.`, '');
    }
    if (inherited.length) {
      out.push('### Inherited props', '');
      const contember = inherited.filter((g) => g.pkg.startsWith('@contember/'));
      const external = inherited.filter((g) => !g.pkg.startsWith('@contember/'));
      for (const g of contember) {
        out.push(
          '<details>',
          `<summary>From <code>${g.declaredIn}</code> (${g.pkg}): ${g.props.length} ${g.props.length === 1 ? 'prop' : 'props'}</summary>`,
          '',
          propsTable(g.props, links),
          '',
          '</details>',
          '',
        );
      }
      if (external.length) {
        const total = external.reduce((n, g) => n + g.props.length, 0);
        out.push('<details>', `<summary>Standard props from ${[...new Set(external.map((g) => g.pkg || 'other packages'))].join(', ')}: ${total}</summary>`, '');
        for (const g of external) {
          const names = g.props.map((p) => codeSpan(p.name)).join(', ');
          out.push(`**${g.declaredIn}** (${g.props.length}): ${names}`, '');
        }
        out.push('</details>', '');
      }
    }
  }

  if (c.version === 'v1.2') {
    out.push('## Changes since v1.1', '');
    if (!ctx.counterpart) {
      out.push(`New in v1.2: ${codeSpan(c.name)} has no v1.1 page.`, '');
    } else if (c.props === null || ctx.counterpart.props === null) {
      out.push('The props of one of the versions cannot be read, so they are not compared.', '');
    } else {
      const diff = diffProps(ctx.counterpart.props, c.props);
      if (!diff.added.length && !diff.removed.length && !diff.retyped.length) {
        out.push(`No props were added, removed or retyped since ${ctx.counterpart.packageName} ${ctx.counterpart.packageVersion}.`, '');
      } else {
        out.push(`Compared with ${ctx.counterpart.packageName} ${ctx.counterpart.packageVersion}, by prop name and printed type:`, '');
        if (diff.added.length) out.push(`- **Added:** ${diff.added.map(codeSpan).join(', ')}`);
        if (diff.removed.length) out.push(`- **Removed:** ${diff.removed.map(codeSpan).join(', ')}`);
        if (diff.retyped.length) out.push(`- **Retyped:** ${diff.retyped.length === 1 ? 'one prop' : `${diff.retyped.length} props`}, listed below`);
        out.push('');
        if (diff.retyped.length) {
          out.push(
            '| Prop | v1.1 | v1.2 |',
            '| --- | --- | --- |',
            ...diff.retyped.map((r) => `| ${codeSpan(r.name)} | ${typeCell(r.before, new Map())} | ${typeCell(r.after, links)} |`),
            '',
          );
        }
      }
    }
  }

  out.push('## Related', '');
  const siblings = ctx.siblings.filter((s) => s.name !== c.name);
  if (siblings.length) {
    out.push(
      `Other components in ${c.category} (${c.version}): ${siblings
        .map((s) => `[${s.name}](${routeOf(s.version, s.category, s.name)})`)
        .join(', ')}.`,
      '',
    );
  }
  if (ctx.counterpart) {
    out.push(`The same component in ${other}: [${ctx.counterpart.name}](${routeOf(ctx.counterpart.version, ctx.counterpart.category, ctx.counterpart.name)}).`, '');
  }
  // Last, so that the page's first section (what search indexes and shows first) is its description.
  if (c.source) out.push(sourceLine(c.source), '');
  return `${referenceLinks(out.join('\n').replace(/\n{3,}/g, '\n\n').trimEnd())}\n`;
}

export function categoryJson(label: string, position: number, extra: Record<string, unknown> = {}): string {
  return `${JSON.stringify({ label, position, ...extra }, null, 2)}\n`;
}

export type { VersionId };
