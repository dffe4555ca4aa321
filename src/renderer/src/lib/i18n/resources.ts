// Every file under locales/<language>/<area>.json is one area of keys: t('<area>.<key>'). A game's
// own areas sit in its namespace folder, locales/<language>/<game>/<area>.json: t('<game>.<area>.<key>').
// Each feature owns its own area file, in both languages.
const files = import.meta.glob<{ default: Record<string, unknown> }>(['../../locales/*/*.json', '../../locales/*/*/*.json'], { eager: true });

export const LOCALES = ['en', 'it'] as const;
export type Locale = (typeof LOCALES)[number];

type Tree = Record<string, unknown>;

function collect(): Record<Locale, { translation: Tree }> {
  const out = { en: { translation: {} as Tree }, it: { translation: {} as Tree } };
  for (const [path, mod] of Object.entries(files)) {
    const match = /locales\/(\w+)\/(?:([\w-]+)\/)?([\w-]+)\.json$/.exec(path);
    if (!match) continue;
    const [, lang, namespace, area] = match as unknown as [string, Locale, string | undefined, string];
    if (!(lang in out)) continue;
    const tree = namespace ? ((out[lang].translation[namespace] ??= {}) as Tree) : out[lang].translation;
    tree[area] = mod.default;
  }
  return out;
}

export const resources = collect();
