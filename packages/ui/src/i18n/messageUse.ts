import ts from 'typescript';

/**
 * Which message keys the code really translates, read from the types: every call of a
 * `Translate<K>` function (what `useMessages(messages)` returns) passes a key, and the type of
 * that argument says which keys it can be — `t('save')` is `'save'`, `t(DAY_NAMES[day])` is the
 * union of the seven day keys. A string that merely looks like a key (`name="email"`) is no call
 * of a translate function and so never counts.
 *
 * The answer is keyed by the translate function's own key set (its `K`, sorted and joined), so
 * two components that both have a `save` key are told apart.
 */
export interface MessageUse {
  /** Keys passed to translate functions, per key set `K`. */
  used: Map<string, Set<string>>;
  /** Calls whose key argument is a plain `string` (no literal type): their key cannot be checked. */
  untyped: string[];
}

/** The signature under which {@link MessageUse.used} files a messages table's keys. */
export function keySetId(keys: Iterable<string>): string {
  return [...new Set(keys)].sort().join('|');
}

function stringLiterals(type: ts.Type): string[] | undefined {
  const parts = type.isUnion() ? type.types : [type];
  const values: string[] = [];
  for (const part of parts) {
    if (!part.isStringLiteral()) return undefined;
    values.push(part.value);
  }
  return values;
}

/** Reads every translate call in the program's source files (declaration files left out). */
export function findMessageUse(program: ts.Program, include: (fileName: string) => boolean = () => true): MessageUse {
  const checker = program.getTypeChecker();
  const used = new Map<string, Set<string>>();
  const untyped: string[] = [];
  for (const file of program.getSourceFiles()) {
    if (file.isDeclarationFile || !include(file.fileName)) continue;
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node) && node.arguments.length > 0) {
        const callee = checker.getTypeAtLocation(node.expression);
        const keyType = callee.aliasSymbol?.name === 'Translate' ? callee.aliasTypeArguments?.[0] : undefined;
        if (keyType) {
          const keySet = stringLiterals(keyType);
          const passed = stringLiterals(checker.getTypeAtLocation(node.arguments[0]!));
          if (keySet && passed) {
            const id = keySetId(keySet);
            const set = used.get(id) ?? new Set<string>();
            for (const key of passed) set.add(key);
            used.set(id, set);
          } else {
            const { line } = file.getLineAndCharacterOfPosition(node.getStart());
            untyped.push(`${file.fileName}:${line + 1}`);
          }
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return { used, untyped };
}

/** A program over the package's component code, from its tsconfig.json. */
export function programFromTsconfig(tsconfigPath: string): ts.Program {
  const config = ts.readConfigFile(tsconfigPath, ts.sys.readFile);
  if (config.error) throw new Error(ts.flattenDiagnosticMessageText(config.error.messageText, '\n'));
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, tsconfigPath.replace(/[^/\\]+$/, ''));
  return ts.createProgram({ rootNames: parsed.fileNames, options: { ...parsed.options, noEmit: true } });
}
