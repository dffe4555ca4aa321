// Every file under locales/<language>/<area>.json is one area of keys: t('<area>.<key>').
// Each feature owns its own area file, in both languages.
const files = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*/*.json', { eager: true });

export const LOCALES = ['en', 'it'] as const;
export type Locale = (typeof LOCALES)[number];

type Tree = Record<string, unknown>;

function collect(): Record<Locale, { translation: Tree }> {
  const out = { en: { translation: {} as Tree }, it: { translation: {} as Tree } };
  for (const [path, mod] of Object.entries(files)) {
    const match = /locales\/(\w+)\/([\w-]+)\.json$/.exec(path);
    if (!match) continue;
    const [, lang, area] = match as unknown as [string, Locale, string];
    if (!(lang in out)) continue;
    out[lang].translation[area] = mod.default;
  }
  return out;
}

export const resources = collect();
