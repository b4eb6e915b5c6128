// The kit modules of the 2.x frame: every module of the template's admin/lib that a generated
// project can build, by the name examples import (`@app/lib/binding`, `@app/lib/ui/button` …).
// A few kit files import packages the template's package.json does not install (lib/ui/collapsible
// needs @radix-ui/react-collapsible): a generated project builds them only if it adds the package,
// so the frame leaves them out, with every kit file that imports them. Served to the frame as the
// virtual module `live-preview-kit-modules` (a Vite plugin), each module a chunk of its own.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import type { Plugin } from 'vite';

const MODULE_ID = 'live-preview-kit-modules';
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

function resolveFile(base: string): string | null {
  for (const extension of ['', ...EXTENSIONS]) {
    const file = `${base}${extension}`;
    if (existsSync(file) && /\.tsx?$/.test(file)) return file;
  }
  return null;
}

function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/** The kit's files that build with the installed packages (`packages`: the node_modules folder of the project). */
export function buildableKitFiles(lib: string, packages: string): string[] {
  const files = readdirSync(lib, { recursive: true, encoding: 'utf8' }).filter((file) => /\.tsx?$/.test(file)).map((file) => join(lib, file));
  const imports = new Map<string, { files: string[]; missing: boolean }>();
  for (const file of files) {
    const source = readFileSync(file, 'utf8');
    const specifiers = [...source.matchAll(/(?:^|[\s}])from\s*['"]([^'"\n]+)['"]|^\s*import\s*['"]([^'"\n]+)['"]|\bimport\(\s*['"]([^'"\n]+)['"]\s*\)/gm)].map((match) => (match[1] ?? match[2] ?? match[3])!);
    const local: string[] = [];
    let missing = false;
    for (const specifier of specifiers) {
      if (specifier.startsWith('.') || specifier.startsWith('@app/lib/')) {
        const base = specifier.startsWith('.') ? join(dirname(file), specifier) : join(lib, specifier.slice('@app/lib/'.length));
        const target = resolveFile(base);
        if (target) local.push(target);
        else if (!/\.css$/.test(specifier)) missing = true;
      } else if (!existsSync(join(packages, packageName(specifier), 'package.json'))) {
        missing = true;
      }
    }
    imports.set(file, { files: local, missing });
  }
  // A file that imports a file that cannot build cannot build either.
  const broken = new Set(files.filter((file) => imports.get(file)!.missing));
  for (let changed = true; changed; ) {
    changed = false;
    for (const file of files) {
      if (!broken.has(file) && imports.get(file)!.files.some((target) => broken.has(target))) {
        broken.add(file);
        changed = true;
      }
    }
  }
  return files.filter((file) => !broken.has(file));
}

/** `@app/lib/ui/button` for lib/ui/button.tsx, `@app/lib/binding` for lib/binding/index.ts. */
export function kitModuleName(lib: string, file: string): string {
  return `@app/lib/${relative(lib, file).replace(/\.tsx?$/, '').replace(/\/index$/, '')}`;
}

export function kitModulesPlugin(lib: string, packages: string): Plugin {
  return {
    name: 'live-preview-kit-modules',
    resolveId: (id) => (id === MODULE_ID ? `\0${MODULE_ID}` : null),
    load(id) {
      if (id !== `\0${MODULE_ID}`) return null;
      const entries = buildableKitFiles(lib, packages).map((file) => `  ${JSON.stringify(kitModuleName(lib, file))}: () => import(${JSON.stringify(file)}),`);
      return `export default {\n${entries.join('\n')}\n};\n`;
    },
  };
}
