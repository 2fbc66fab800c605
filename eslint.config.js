import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';

const FEATURES = ['browse', 'charts', 'guide', 'quotes', 'results', 'share', 'wizard'];

/** `from` may never be imported by `target` (paths from the repository root). */
const never = (target, froms, message) =>
  froms.map((from) => ({ target: `./${target}`, from: `./${from}`, message }));

/**
 * The import directions (README, "Layout"): domain is pure and knows no layer above it; state
 * knows no view; ui is presentational; a feature never reaches into another one (shared pieces
 * live in ui, lib or domain, and the app composes features); the command line runs the domain
 * only; the catalog and the units know nothing of the engine, the link or the quotes.
 */
const LAYER_ZONES = [
  ...never(
    'src/domain',
    ['src/i18n', 'src/state', 'src/features', 'src/ui', 'src/app'],
    'domain is pure: it may not import messages, stores or views.',
  ),
  ...never('src/state', ['src/features', 'src/app'], 'state may not import views or the app.'),
  ...never(
    'src/features',
    ['src/app', 'src/worker'],
    'features may not import app or the ranking worker: a ranking reaches them through state.',
  ),
  ...never(
    'src/worker',
    ['src/i18n', 'src/state', 'src/features', 'src/ui', 'src/app'],
    'the ranking worker stands below the page: it runs the domain only.',
  ),
  ...never(
    'src/ui',
    ['src/state', 'src/features', 'src/app'],
    'ui is presentational: it takes values and callbacks, never stores or views.',
  ),
  ...never('src/lib', ['src/state', 'src/features', 'src/ui', 'src/app'], 'lib is plain helpers.'),
  ...FEATURES.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message:
      'a feature may not import another feature: move the shared piece to ui, lib or domain.',
  })),
  ...never(
    'cli',
    ['src/state', 'src/features', 'src/ui', 'src/app'],
    'the command line runs the domain only.',
  ),
  ...never(
    'src/domain/models',
    ['src/domain/engine'],
    'the model facts know nothing of the engine: shared words live in src/domain/vocabulary.ts.',
  ),
  ...['src/domain/catalog', 'src/domain/units'].flatMap((target) =>
    never(
      target,
      ['src/domain/engine', 'src/domain/share', 'src/domain/quotes'],
      'the catalog and the units know nothing of the engine, the link or the quotes.',
    ),
  ),
];

const NO_HTML = {
  selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
  message: 'Never inject HTML: render text.',
};
const NO_CLOCK = {
  selector: "NewExpression[callee.name='Date'][arguments.length=0]",
  message: 'domain is pure: take the time as an input.',
};

/**
 * One home for every rule: the engine's decisions are functions in
 * src/domain/engine/rules.ts (money in src/domain/units/money.ts), and their inline forms are
 * refused everywhere else, so that a copy cannot drift from the rule.
 */
const RULE_FORMS = {
  month: [
    {
      selector: 'Literal[value=730]',
      message:
        'A month is HOURS_PER_MONTH, or the hoursPerMonth assumption (rules.ts: monthOfRunning, termHours, commitmentMonth).',
    },
  ],
  budgetPeriod: [
    {
      selector: "BinaryExpression[left.property.name='per'][right.value='month']",
      message:
        'Which cost the budget or the ranking means is a rule (rules.ts: budgetSpend, budgetReading, budgetPerMonth, weighedKind, showsMonth).',
    },
    {
      selector: "BinaryExpression[right.property.name='per'][left.value='month']",
      message: 'Which cost the budget or the ranking means is a rule (rules.ts).',
    },
  ],
  spend: [
    {
      selector:
        "ConditionalExpression[consequent.property.name='monthlyCost'][alternate.property.name='estCost']",
      message: 'A month or the job’s total is a rule (rules.ts: spendOf, weighedCost, weighsLess).',
    },
    {
      selector:
        "ConditionalExpression[consequent.property.name='estCost'][alternate.property.name='monthlyCost']",
      message: 'A month or the job’s total is a rule (rules.ts: spendOf, weighedCost, weighsLess).',
    },
  ],
  rate: [
    {
      selector: "LogicalExpression[operator='??'][right.property.name='cnyPerUsd']",
      message: 'The rate in force is rateInForce(linkFx, catalogFx) (units/money.ts).',
    },
    {
      selector:
        "ConditionalExpression[consequent.operator='*'][consequent.right.property.name='fx'][alternate.operator='/']",
      message: 'Currencies are converted by convert / convertFlagged (units/money.ts) only.',
    },
  ],
  referenceGpu: [
    {
      selector: 'Literal[value=2.039], Literal[value=312]',
      message: 'The A100 80GB SXM figures are REFERENCE_SPECS (rules.ts).',
    },
  ],
};
const ruleForms = (...except) =>
  Object.entries(RULE_FORMS)
    .filter(([name]) => !except.includes(name))
    .flatMap(([, forms]) => forms);

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-subpath',
      'coverage',
      'node_modules',
      'test-results',
      'playwright-report',
      'perf-results',
      'tests/fixtures/cycle/**',
      // The generic rules (ESLint's and typescript-eslint's recommended sets) are checked by
      // oxlint on every file (.oxlintrc.json); ESLint checks the app's own rules, which are about
      // the app's and the command line's modules only.
      'tests/**',
      'scripts/**',
      '*.{js,ts}',
    ],
  },
  tseslint.configs.base,
  {
    files: ['src/**/*.{ts,tsx}', 'cli/**/*.ts'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] }),
      ],
    },
    rules: {
      'no-restricted-syntax': ['error', NO_HTML],
      'import-x/no-restricted-paths': ['error', { zones: LAYER_ZONES }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'cli/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', NO_HTML, ...ruleForms()] },
  },
  // React's rules where components and hooks are written (the domain imports no React; the React
  // Compiler that checks them is the slowest part of lint, so tests and scripts are not compiled).
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/domain/**'],
    rules: reactHooks.configs.recommended.rules,
  },
  // A store is state: lib's helpers and ui's components hold none (they take values and callbacks).
  {
    files: ['src/lib/**/*.{ts,tsx}', 'src/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'zustand', message: 'a store lives in src/state.' }],
          patterns: [{ group: ['zustand/*'], message: 'a store lives in src/state.' }],
        },
      ],
    },
  },
  {
    files: ['src/domain/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react', 'react-dom', 'zustand', 'recharts'].map((name) => ({
            name,
            message: 'domain is pure TypeScript: no UI or state libraries.',
          })),
          patterns: [
            {
              group: ['react/*', 'react-dom/*', 'zustand/*', 'recharts/*'],
              message: 'domain is pure.',
            },
          ],
        },
      ],
      // Pure and deterministic: the page, the network, the clock and randomness come in as inputs.
      'no-restricted-globals': [
        'error',
        ...['window', 'document', 'localStorage', 'sessionStorage', 'fetch', 'navigator'].map(
          (name) => ({ name, message: 'domain is pure: pass what it needs in.' }),
        ),
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'domain is pure: take the time as an input.' },
        {
          object: 'Math',
          property: 'random',
          message: 'domain is deterministic: take randomness as an input.',
        },
      ],
      'no-restricted-syntax': ['error', NO_HTML, NO_CLOCK, ...ruleForms()],
    },
  },
  // The homes of the rules, and the places whose words only look like them: a quote's `per` is
  // its price's period, not the budget's; the catalog's rows state the A100's figures.
  {
    files: ['src/features/quotes/**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', NO_HTML, ...ruleForms('budgetPeriod')] },
  },
  {
    files: ['src/domain/quotes/**/*.ts'],
    rules: {
      'no-restricted-syntax': ['error', NO_HTML, NO_CLOCK, ...ruleForms('budgetPeriod')],
    },
  },
  {
    files: ['src/domain/catalog/data/**/*.ts'],
    rules: {
      'no-restricted-syntax': ['error', NO_HTML, NO_CLOCK, ...ruleForms('referenceGpu')],
    },
  },
  {
    files: ['src/domain/engine/rules.ts', 'src/domain/units/money.ts'],
    rules: { 'no-restricted-syntax': ['error', NO_HTML, NO_CLOCK] },
  },
);
