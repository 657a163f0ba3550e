// The layers of ARCHITECTURE.md, enforced: `npm run lint:boundaries` (part of `npm run lint`
// and so of `npm test`) fails naming the rule a new import breaks. Docs:
// node_modules/dependency-cruiser/doc/rules-reference.md
// Only production code is cruised: tests, test helpers, benches and scripts may reach across
// layers to set a scene (they are left out below, in options.exclude).
const TEST = '\\.test\\.tsx?$|^api/test/|^web/e2e/|^web/test/|/bench/|/scripts/';

// api/src/modules by layer, bottom up (ARCHITECTURE.md, "Layers").
const PLATFORM_MODULES = '(audit|idempotency|metrics)';
const ACCOUNT_MODULES = '(card|account|owner-group|auth|api-token|security|two-factor|wallet|host|hall|voice-pack)';
const PLAY_MODULES =
  '(game|live|jackpot|bonus|bonus-limit|free-game|promotions|power-games|announcement|display|shift|follow)';
const REPORTING_MODULES = '(stats|anomaly)';
const mod = (names) => `^api/src/modules/${names}/`;
const LAYERED_MODULES = [PLATFORM_MODULES, ACCOUNT_MODULES, PLAY_MODULES, REPORTING_MODULES].map(mod).join('|');
const ALL_MODULES = '^api/src/modules/';
const TRANSPORTS = '^api/src/(graphql|rest|web)/';
const ROOT = '^api/src/(main|server|app|modules|services)\\.ts$|^api/src/seed/';

// web/src by layer (ARCHITECTURE.md, "web"): app → features → domains → shared (kits).
// The domains, bottom up: the signed-in account, the game, the hosts that owners and the super admin manage.
const WEB_DOMAINS = '(account|game|hosts)';
const WEB_FOLDERS = `^web/src/(app|features|${WEB_DOMAINS.slice(1, -1)}|shared|gql)/`;

const layer = (name, comment, from, to) => ({
  name,
  comment,
  severity: 'error',
  from: { path: from },
  to: { path: to },
});

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      comment:
        'No import cycle, between modules or files: break it with a port or by moving the shared part down a layer.',
      severity: 'error',
      from: { path: '^(api|web|core)/' },
      to: { circular: true },
    },
    {
      name: 'module-has-a-layer',
      comment:
        'Every folder in api/src/modules belongs to one layer: add a new module to its list at the top of .dependency-cruiser.cjs (and to ARCHITECTURE.md).',
      severity: 'error',
      from: { path: '^api/src/modules/', pathNot: LAYERED_MODULES },
      to: {},
    },
    {
      name: 'no-module-cycles',
      comment:
        'No cycle between api modules (folders), even through files that do not form a file cycle: one of the two must own the shared part, or a port.',
      severity: 'error',
      scope: 'folder',
      // Module folders only: a module's own use-case folders (game/claim, game/clock…) may call each other.
      from: { path: '^api/src/modules/[^/]+$' },
      to: { path: '^api/src/modules/[^/]+$', circular: true },
    },
    {
      name: 'core-is-pure',
      comment: 'core/ holds pure rules shared by api and web: it imports no other workspace and no Node built-in.',
      severity: 'error',
      from: { path: '^core/src/' },
      to: {
        path: '^(api|web)/|^node:|^(fs|path|os|crypto|http|net|child_process)$',
        dependencyTypesNot: ['type-only'],
      },
    },
    layer(
      'platform-imports-no-module',
      'api/src/config, shared and db are the platform: they import no module, no transport and not the composition root.',
      '^api/src/(config|shared|db)/',
      `${ALL_MODULES}|${TRANSPORTS}|${ROOT}`,
    ),
    layer(
      'platform-modules-stay-below-accounts',
      'audit, idempotency and metrics are platform modules: they import no account, play or reporting module.',
      mod(PLATFORM_MODULES),
      `${mod(ACCOUNT_MODULES)}|${mod(PLAY_MODULES)}|${mod(REPORTING_MODULES)}`,
    ),
    layer(
      'account-modules-stay-below-play',
      'Account modules (accounts, auth, wallets, hosts…) import no play or reporting module: invert with a port.',
      mod(ACCOUNT_MODULES),
      `${mod(PLAY_MODULES)}|${mod(REPORTING_MODULES)}`,
    ),
    layer(
      'play-modules-stay-below-reporting',
      'Play modules (games, cards, bonuses, jackpots…) import no reporting module.',
      mod(PLAY_MODULES),
      mod(REPORTING_MODULES),
    ),
    layer(
      'modules-import-no-transport-or-root',
      'A module imports no transport (graphql/, rest/, web/) and not the composition root: what it needs from them lives in shared/.',
      ALL_MODULES,
      `${TRANSPORTS}|${ROOT}`,
    ),
    layer(
      'transports-get-modules-from-the-root',
      'graphql/, rest/ and web/ build the HTTP surface from the manifests they are given; they import no module.',
      TRANSPORTS,
      `${ALL_MODULES}|${ROOT}`,
    ),
    {
      name: 'modules-meet-at-their-index',
      comment:
        'A module uses another module only through its index.ts (its manifest and public functions), never its internal files.',
      severity: 'error',
      from: { path: '^api/src/modules/([^/]+)/' },
      to: { path: '^api/src/modules/[^/]+/', pathNot: ['^api/src/modules/$1/', '^api/src/modules/[^/]+/index\\.ts$'] },
    },
    {
      name: 'features-stay-apart',
      comment:
        'A web feature imports only the domains (web/src/account, game, hosts), web/src/shared, web/src/gql, @bingo/core and packages, never another feature: what two features share belongs to a domain.',
      severity: 'error',
      from: { path: '^web/src/features/([^/]+)/' },
      to: { path: '^web/src/features/', pathNot: '^web/src/features/$1/' },
    },
    {
      name: 'web-shared-imports-no-feature',
      comment:
        'web/src/shared and web/src/gql import no feature and not the app shell (web/src/app is the composition root).',
      severity: 'error',
      from: { path: '^web/src/(shared|gql)/' },
      to: { path: '^web/src/(features|app)/' },
    },
    layer(
      'web-shared-imports-no-domain',
      'web/src/shared holds kits without product knowledge (layout, i18n, errors, dates, charts, toasts, Apollo): it imports no domain (web/src/account, game, hosts). Code that knows games, cards, hosts or sessions belongs to a domain.',
      '^web/src/(shared|gql)/',
      `^web/src/${WEB_DOMAINS}/`,
    ),
    layer(
      'web-domains-import-no-feature',
      'A domain (web/src/account, game, hosts) is used by screens and imports none of them, nor the app shell: what it needs from a screen comes in as props.',
      `^web/src/${WEB_DOMAINS}/`,
      '^web/src/(features|app)/',
    ),
    layer(
      'web-account-imports-no-other-domain',
      'web/src/account (session, role, step-up, the signed-in frames) is the lowest domain: it imports neither game nor hosts.',
      '^web/src/account/',
      '^web/src/(game|hosts)/',
    ),
    layer(
      'web-game-imports-no-hosts',
      'web/src/game sits below web/src/hosts: the host tables show games, the game knows nothing of managing hosts.',
      '^web/src/game/',
      '^web/src/hosts/',
    ),
    {
      name: 'web-folder-has-a-layer',
      comment:
        'Every folder in web/src is a layer: app, features, a domain (account, game, hosts), shared or gql. Add a new domain to WEB_DOMAINS at the top of .dependency-cruiser.cjs (and to ARCHITECTURE.md).',
      severity: 'error',
      from: { path: '^web/src/[^/]+/', pathNot: WEB_FOLDERS },
      to: {},
    },
    {
      name: 'workspaces-stay-apart',
      comment: 'api and web share code only through @bingo/core.',
      severity: 'error',
      from: { path: '^(api|web)/' },
      to: { path: '^(api|web)/', pathNot: '^$1/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: `(^|/)(node_modules|dist|\\.data)/|^web/src/gql/|${TEST}` },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
