/**
 * How dependency-cruiser reads TypeScript (`npm run deps`): TypeScript 7 has no compiler API for its
 * `tsc` parser, and its `swc` parser neither reads JSX (.tsx) nor marks `import type` as type-only.
 * So Babel strips the types and dependency-cruiser reads the JavaScript, but first every type-only
 * import (`import type … from`, `export type … from`, `typeof import('…')`) becomes a call
 * `importType('…')`, which the config lists as an exotic require: the cycles and the layers see
 * type imports like any other, and a rule lets them through with `dependencyTypesNot: ['exotic-require']`
 * (no code of ours has another exotic require; `exoticRequireNot` would not do: it never matches
 * an import without one).
 */
const TYPE_IMPORT = 'importType';

function typeImportsAsCalls({ types: t }) {
  const call = (source) => t.expressionStatement(t.callExpression(t.identifier(TYPE_IMPORT), [t.stringLiteral(source)]));
  return {
    name: 'type-imports-as-calls',
    visitor: {
      // Before the TypeScript preset removes them (plugins run before presets).
      Program: {
        enter(program) {
          const found = [];
          program.traverse({
            TSImportType(path) {
              const argument = path.node.argument;
              const source = argument?.type === 'StringLiteral' ? argument : argument?.literal;
              if (source?.type === 'StringLiteral') found.push(source.value);
            },
          });
          for (const statement of program.get('body')) {
            const { node } = statement;
            const typeOnly =
              (statement.isImportDeclaration() && node.importKind === 'type') ||
              ((statement.isExportNamedDeclaration() || statement.isExportAllDeclaration()) && node.exportKind === 'type' && node.source);
            if (typeOnly) statement.replaceWith(call(node.source.value));
          }
          for (const source of found) program.pushContainer('body', call(source));
        },
      },
    },
  };
}

module.exports = {
  plugins: [typeImportsAsCalls],
  presets: [['@babel/preset-typescript', { isTSX: true, allExtensions: true, onlyRemoveTypeImports: true }]],
  overrides: [{ test: /\.ts$/, presets: [['@babel/preset-typescript', { onlyRemoveTypeImports: true }]] }],
};
