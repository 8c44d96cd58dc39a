// One linter for the whole repository (docs/style.md, Code): ESLint with typescript-eslint's type-aware
// rules; formatting is Prettier's job, so eslint-config-prettier turns the style rules off.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// The web app's layers (docs/style.md, apps/web; bulletproof-react's import/no-restricted-paths): app/
// may use features, a feature never imports another one, and the shared folders use neither.
const web = './apps/web/src';
const foldersIn = (path) =>
  readdirSync(new URL(path, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const features = foldersIn('apps/web/src/features');
const adminAreas = foldersIn('apps/web/src/features/admin');
const webZones = [
  ...features.map((feature) => ({
    target: `${web}/features/${feature}`,
    from: `${web}/features`,
    except: [`./${feature}`],
    message: 'A feature never imports another feature: move the shared piece to components/, lib/ or packages/shared.',
  })),
  // The back office is one feature split by what staff do: an area uses only itself and the
  // shell (the layout and the pieces several areas share).
  ...adminAreas.map((area) => ({
    target: `${web}/features/admin/${area}`,
    from: `${web}/features/admin`,
    except: area === 'shell' ? ['./shell'] : [`./${area}`, './shell'],
    message: 'An admin area imports only itself and admin/shell: move what areas share to admin/shell.',
  })),
  {
    target: `${web}/features`,
    from: `${web}/app`,
    message: 'Features do not import app/: app/ composes features, not the other way round.',
  },
  {
    target: [`${web}/components`, `${web}/lib`, `${web}/config`],
    from: [`${web}/features`, `${web}/app`],
    message: 'components/, lib/ and config/ are shared by every feature, so they import no feature and not app/.',
  },
];

// The API's modules (docs/style.md, apps/api; docs/decisions/020-api-module-layers.md): a module reaches
// another only through its *.service.ts, and a repository imports only db/ and lib/ (its own
// module's repositories aside), so the SQL of one entity is never called from another.
const apiSrc = new URL('apps/api/src/', import.meta.url).pathname;
const apiModules = foldersIn('apps/api/src/modules');
const apiZones = [
  ...apiModules.map((module) => ({
    target: `${apiSrc}modules/${module}`,
    from: `${apiSrc}modules/**`,
    except: [`${apiSrc}modules/${module}/**`, `${apiSrc}modules/*/*.service.ts`],
    message: `A module reaches another only through that module's *.service.ts: export from there what ${module} needs.`,
  })),
  {
    target: `${apiSrc}modules/*/*.repository.ts`,
    from: [`${apiSrc}modules/**`, `${apiSrc}plugins/**`, `${apiSrc}ops/**`, `${apiSrc}*.ts`],
    except: [`${apiSrc}modules/*/*.repository.ts`],
    message: 'A repository imports only db/ and lib/: rules, services and plugins sit above it.',
  },
  {
    target: `${apiSrc}db`,
    from: [`${apiSrc}modules`, `${apiSrc}plugins`, `${apiSrc}ops`],
    message: 'db/ sits below the modules: seeding and other uses of a module live in ops/ or the module.',
  },
];

// Words on screen live in packages/shared/src/<area>/words.ts (members) and staff-words.ts
// (back-office), never in JSX (issue 12 item 18): the text between tags, the attributes a person
// reads or hears, and a string or template placed directly between tags.
const catalogueMessage =
  'Words people read come from the catalogue: packages/shared/src/<area>/words.ts (members) or staff-words.ts (back-office).';
const readAttribute =
  '/^(label|placeholder|title|alt|aria-label|aria-description|aria-valuetext|hint|legend|error|message)$/';
const hasWord = '/\\p{L}{2,}/u';
const catalogueOnly = [
  `JSXText[value=${hasWord}]`,
  `JSXAttribute[name.name=${readAttribute}] > Literal[value=${hasWord}]`,
  `JSXAttribute[name.name=${readAttribute}] > JSXExpressionContainer > Literal[value=${hasWord}]`,
  `JSXAttribute[name.name=${readAttribute}] > JSXExpressionContainer > :matches(ConditionalExpression, LogicalExpression) > Literal[value=${hasWord}]`,
  `JSXAttribute[name.name=${readAttribute}] > JSXExpressionContainer > TemplateLiteral > TemplateElement[value.raw=${hasWord}]`,
  `:matches(JSXElement, JSXFragment) > JSXExpressionContainer > Literal[value=${hasWord}]`,
  `:matches(JSXElement, JSXFragment) > JSXExpressionContainer > :matches(ConditionalExpression, LogicalExpression) > Literal[value=${hasWord}]`,
  `:matches(JSXElement, JSXFragment) > JSXExpressionContainer > TemplateLiteral > TemplateElement[value.raw=${hasWord}]`,
].map((selector) => ({ selector, message: catalogueMessage }));

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'always'],
      'no-console': ['error', { allow: ['error', 'warn'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })] },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'import-x/no-restricted-paths': ['error', { zones: webZones }],
    },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js'] })],
      // no-cycle reads the files an import leads to: TypeScript ones too.
      'import-x/extensions': ['.ts', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: apiZones }],
      // No file of the server imports itself back through others (modules, plugins, db, lib).
      'import-x/no-cycle': 'error',
    },
  },
  // Every text a person reads comes from the catalogue (docs/product.md#words, docs/glossary.md): a word
  // written in a screen's JSX, or in an attribute people read, is refused. Brand names too.
  {
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['apps/web/src/**/*.test.tsx', 'apps/web/src/test/**'],
    rules: { 'no-restricted-syntax': ['error', ...catalogueOnly] },
  },
  // Command-line scripts talk to the person running them.
  { files: ['scripts/**', '**/scripts/**', 'bench/**'], rules: { 'no-console': 'off' } },
  prettier,
);
