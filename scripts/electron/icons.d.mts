export function packIco(pngs: Array<{ size: number; data: Buffer }>): Buffer;
export const ICNS_TYPES: Array<[string, number]>;
export function packIcns(pngBySize: Map<number, Buffer>): Buffer;
export const LINUX_ICON_SIZES: number[];
export const ICO_SIZES: number[];
