import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import i18next from 'eslint-plugin-i18next';
import { layersPlugin } from './eslint/layers.mjs';

const LAYER_SHARED =
  'src/shared is the wire protocol for both sides: no Node, Electron, React or main-process code.';
const LAYER_ENGINE =
  'The engine is pure: no Node, Express, Socket.IO, Electron or zod (its folders: eslint/layers.mjs).';
const LAYER_SERVER = 'The game server runs without Electron too (npm run serve): never import electron here.';
const LAYER_ELECTRON_COMMON =
  "src/main/electron/common is the desktop app's pure policy (unit-tested without Electron): never import electron; the glue beside it does.";
const LAYER_WEB = 'The web app runs in browsers: no Electron, Node or main-process code.';

/**
 * Areas whose words are not in the message catalogs yet (issue 16). Each leaves this list once its
 * texts come from src/renderer/src/i18n/locales.
 */
const I18N_PENDING = [
  // Every area is converted: the rule guards every .tsx.
];

/** Attributes that are not words for people (every other attribute's text must come from a catalog). */
const NOT_WORDS = [
  ...['className', 'style', 'type', 'key', 'id', 'htmlFor', 'data-testid', 'testId', 'role', 'href', 'src'],
  ...['rel', 'target', 'autoComplete', 'autoCapitalize', 'autoCorrect', 'enterKeyHint', 'inputMode', 'lang'],
  ...[
    'dir',
    'variant',
    'aria-live',
    'aria-hidden',
    'aria-current',
    'aria-haspopup',
    'name',
    'method',
    'accept',
  ],
  ...[
    'pattern',
    'viewBox',
    'fill',
    'stroke',
    'd',
    'xmlns',
    'preserveAspectRatio',
    'strokeWidth',
    'strokeLinecap',
  ],
  ...[
    'transform',
    'points',
    'x',
    'y',
    'cx',
    'cy',
    'r',
    'width',
    'height',
    'audience',
    'kind',
    'tone',
    'size',
  ],
  ...['align', 'dateTime', 'encType', 'loading', 'decoding', 'scope', 'wrap', 'spellCheck', 'form', 'value'],
  // The quiz editor's field paths ("questions.2.text") and their problems' lookups.
  ...['path', 'messages', 'move'],
];

/** Socket event names are written once, in src/shared/model/events.ts: the web app and the bench use its constants. */
const EVENT_NAMES =
  'joinGame|userAnsweredQuestion|requestNextState|resetgs|kickPlayer|pauseTimer|resumeTimer|updateConfig|chooseInterface|' +
  'moveGuest|renameTeam|setAutopilot|setBreak|setDisplayLanguage|setSound|setVenue|startPhoneTest|' +
  'setLobby|renamePlayer|approvePlayer|coupleAnswer|coupleSettle|' +
  'joinedGame|joinGameError|updateState|phoneView|updatePlayers|updateAnsweredCount|userAnswered|answerRejected|quizInfo|' +
  'sessionEnded|actionRejected|networkInfo|venueInfo|' +
  'leaveWish|hideWish|setWishSlideshow|wishSaved|wishRejected|' +
  'deletePhoto|setPhotos|moderatePhoto|setPhotoWall|photoRules|myPhotos';

export default tseslint.config(
  { ignores: ['out/**', 'dist/**', 'node_modules/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  {
    // Tests assert on values they just checked exist.
    files: ['tests/**/*.ts', 'bench/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  // The layers (docs/architecture.md): each folder may import only what it may run. The folders it may
  // import from are an allow-list (eslint/layers.mjs); the packages each must not load are below.
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { wq: layersPlugin },
    rules: { 'wq/layers': 'error' },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*', 'electron', 'react', 'react-dom', 'react-*'], message: LAYER_SHARED },
          ],
        },
      ],
    },
  },
  {
    files: ['src/main/server/engine/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['node:*', 'electron', 'express', 'socket.io', 'zod'], message: LAYER_ENGINE }],
        },
      ],
    },
  },

  {
    // Everything beside the Electron entry (index.ts) in src/main: serve.ts, cli.ts, serverOptions.ts,
    // gameServer*.ts, log.ts…
    files: ['src/main/server/**/*.ts', 'src/main/*.ts'],
    ignores: ['src/main/server/engine/**', 'src/main/index.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['electron'], message: LAYER_SERVER }],
        },
      ],
    },
  },
  {
    files: ['src/main/electron/common/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['electron', 'electron/*'], message: LAYER_ELECTRON_COMMON }] },
      ],
    },
  },
  {
    files: ['src/renderer/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['electron', 'node:*'], message: LAYER_WEB }],
        },
      ],
    },
  },
  {
    files: ['src/renderer/**/*.{ts,tsx}', 'bench/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `CallExpression > Literal[value=/^(${EVENT_NAMES})$/]`,
          message:
            'Use ClientEvent/ServerEvent from src/shared/model/events.ts, not the event name as a string.',
        },
      ],
    },
  },
  {
    // Small files with one job, short functions (tests and the bench are exempt).
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'max-lines': ['error', { max: 300 }],
      'max-lines-per-function': ['error', { max: 60, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // Every word a person reads comes from the message catalogs (issue 16): no text written in JSX.
    files: ['src/renderer/src/**/*.tsx'],
    ignores: I18N_PENDING,
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': ['error', { mode: 'jsx-only', 'jsx-attributes': { exclude: NOT_WORDS } }],
    },
  },
  {
    files: ['src/renderer/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
);
