// Which Node ABI a native module (.node) was built for. A module built with NODE_MODULE exports
// `node_register_module_v<ABI>` (ELF, PE and Mach-O all keep the name as plain text), and
// Electron refuses to load one whose ABI is not its own. A "rebuild succeeded" line proves
// nothing: npm's `nodedir` setting can turn an Electron rebuild into a Node build silently.
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync } from 'node:fs';
import { dirname, join } from 'node:path';

const REGISTER_SYMBOL = /node_register_module_v(\d+)/g;

/** The distinct ABI numbers named in a native module's bytes, in ascending order. */
export function moduleAbisIn(bytes) {
  const text = Buffer.from(bytes).toString('latin1');
  const abis = new Set();
  for (const match of text.matchAll(REGISTER_SYMBOL)) abis.add(Number(match[1]));
  return [...abis].sort((a, b) => a - b);
}

/** The ABI of the file, or an Error saying why it has none or several. */
export function readModuleAbi(file) {
  if (!existsSync(file)) throw new Error(`${file} does not exist`);
  const abis = moduleAbisIn(readFileSync(file));
  if (abis.length === 0) throw new Error(`${file} is not a Node native module (no node_register_module_v<ABI> symbol)`);
  if (abis.length > 1) throw new Error(`${file} names several ABIs (${abis.join(', ')}); refusing to guess`);
  return abis[0];
}

/** Throws a loud, specific error unless `file` was built for `expectedAbi`. */
export function assertModuleAbi(file, expectedAbi, runtimeName = 'Electron') {
  const abi = readModuleAbi(file);
  if (abi !== expectedAbi) {
    throw new Error(
      `ABI MISMATCH: ${file} was built for ABI ${abi}, but ${runtimeName} needs ABI ${expectedAbi}. ` +
        (abi === Number(process.versions.modules)
          ? `ABI ${abi} is this Node's own: the build ignored the Electron target (is npm's nodedir set?).`
          : 'It would fail to load.'),
    );
  }
  return abi;
}

/** Electron's ABI as the electron package records it (node_modules/electron/abi_version). */
export function electronAbi(root) {
  const file = join(root, 'node_modules', 'electron', 'abi_version');
  if (!existsSync(file)) throw new Error(`${file} is missing: is the electron package installed?`);
  const abi = Number(readFileSync(file, 'utf8').trim());
  if (!Number.isInteger(abi) || abi <= 0) throw new Error(`${file} does not hold an ABI number`);
  return abi;
}

/**
 * Copies a freshly built module into place only after its ABI checks out; a wrong build never
 * replaces the file the app loads. The copy lands beside the target first, then is renamed.
 */
export function installCheckedModule(candidate, target, expectedAbi) {
  const abi = assertModuleAbi(candidate, expectedAbi);
  mkdirSync(dirname(target), { recursive: true });
  const partial = `${target}.partial`;
  copyFileSync(candidate, partial);
  renameSync(partial, target);
  return abi;
}
