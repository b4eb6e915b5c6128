declare module '@generated/contember-search/default/search-index.json' {
  const data: unknown;
  export default data;
}

declare module 'github-slugger' {
  export default class GithubSlugger {
    slug(value: string, maintainCase?: boolean): string;
    reset(): void;
  }
}
