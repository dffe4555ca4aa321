// A design token's colour as a value, for what cannot read CSS variables itself (the charts draw on a
// canvas). The tokens live in styles/tokens.css; the current theme's value is read at drawing time.
export function tokenColour(name: `--${string}`): string {
  if (typeof document === 'undefined') return '';
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim();
}
