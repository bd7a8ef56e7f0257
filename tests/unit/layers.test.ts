/**
 * The layers are enforced by ESLint (eslint.config.mjs): an import across a layer fails `npm run lint`.
 * Each case lints a one-line file as if it were in that folder.
 */
import { ESLint } from 'eslint';
import { dirname, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LAYERS } from '../../eslint/layers.mjs';

const eslint = new ESLint({ cwd: resolve(__dirname, '../..') });

async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = x;\n`, { filePath });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId?.endsWith('no-restricted-imports') || m.ruleId === 'wq/layers')
    .map((m) => m.message);
}

describe('enforced layers', { timeout: 60_000 }, () => {
  it('each folder imports only from the folders its layer lists (eslint/layers.mjs), at any depth', async () => {
    // Every listed layer, importing a file of src/ outside its list, fails; one inside it passes.
    const outside: Record<string, string> = {
      'src/shared': 'src/main/server/game/session',
      'src/shared/model': 'src/shared/wire/quiz',
      'src/shared/kinds': 'src/shared/wire/questionSchemas',
      'src/main/server/engine': 'src/main/server/game/session',
      'src/main/server': 'src/renderer/src/kinds/phone',
      'src/main/electron/common': 'src/main/server/game/session',
      'src/main': 'src/renderer/src/app/App',
      'src/preload': 'src/main/serverOptions',
      'src/renderer': 'src/main/server/engine/game',
    };
    // The engine and the model take the wire's types only: its schemas (zod) never load with them.
    const engine = 'src/main/server/engine/probe.ts';
    expect(await layerErrors(engine, "import { quizSchema as x } from '@shared/wire/quiz';")).toHaveLength(1);
    expect(await layerErrors(engine, "import type { Quiz as x } from '@shared/wire/quiz';")).toEqual([]);
    expect(await layerErrors(engine, "import { GameState as x } from '@shared/model/gameState';")).toEqual(
      [],
    );
    for (const [layer, folders] of Object.entries(LAYERS)) {
      const file = `${layer}/deep/er/probe.ts`;
      const from = (target: string): string => relative(dirname(file), target) || '.';
      expect(await layerErrors(file, `import { x } from '${from(outside[layer]!)}';`), layer).toHaveLength(1);
      expect(
        await layerErrors(file, `import { x } from '${from(`${folders[1] ?? folders[0]}/y`)}';`),
        layer,
      ).toEqual([]);
    }
  });

  it('the engine imports only src/shared and its own files', async () => {
    const file = 'src/main/server/engine/probe.ts';
    expect(await layerErrors(file, "import { readFile as x } from 'node:fs/promises';")).toHaveLength(1);
    expect(await layerErrors(file, "import { GameSession as x } from '../session';")).toHaveLength(1);
    expect(await layerErrors(file, "import { z as x } from 'zod';")).toHaveLength(1);
    // The barrel brings the wire's schemas (zod) in: the engine imports src/shared's modules one by one.
    expect(await layerErrors(file, "import { GameState as x } from '@shared/index';")).toHaveLength(1);
    expect(await layerErrors(file, "import type { Quiz as x } from '@shared/index';")).toEqual([]);
    expect(await layerErrors(file, "import { GameState as x } from '@shared/model/gameState';")).toEqual([]);
    expect(await layerErrors(file, "import type { Command as x } from '../commands/commandTable';")).toEqual(
      [],
    );
    expect(
      await layerErrors(file, "import { COMMAND_SCHEMAS as x } from '../commands/commandTable';"),
    ).toHaveLength(1);
    expect(await layerErrors(file, "import { pointsFor as x } from './scoring';")).toEqual([]);
  });

  it('the server never imports the web app, and the web app never src/main, through any relative path', async () => {
    expect(
      await layerErrors(
        'src/main/server/transport/probe.ts',
        "import { LANGUAGES as x } from '../../../renderer/src/i18n/languages';",
      ),
    ).toHaveLength(1);
    expect(
      await layerErrors('src/main/server/game/probe.ts', "import { x } from '../../../renderer';"),
    ).toHaveLength(1);
    expect(
      await layerErrors(
        'src/renderer/src/features/player/probe.ts',
        "import { Game as x } from '../../../../main/server/engine/game';",
      ),
    ).toHaveLength(1);
    expect(
      await layerErrors(
        'src/renderer/src/kinds/order/probe.ts',
        "import { x } from '../../../../main/serve';",
      ),
    ).toHaveLength(1);
    expect(
      await layerErrors('src/shared/kinds/probe.ts', "import { x } from '../../renderer/src/kinds/phone';"),
    ).toHaveLength(1);
    // Their own folders and src/shared stay open.
    expect(
      await layerErrors(
        'src/renderer/src/features/player/probe.ts',
        "import { x } from '../../kinds/phone';",
      ),
    ).toEqual([]);
    expect(await layerErrors('src/main/server/game/probe.ts', "import { x } from '@shared/kinds';")).toEqual(
      [],
    );
  });

  it('the game server never imports electron', async () => {
    expect(
      await layerErrors('src/main/server/probe.ts', "import { app as x } from 'electron';"),
    ).toHaveLength(1);
    expect(await layerErrors('src/main/serve.ts', "import { app as x } from 'electron';")).toHaveLength(1);
    // Every file beside the Electron entry in src/main runs in the server's process too.
    expect(await layerErrors('src/main/log.ts', "import { app as x } from 'electron';")).toHaveLength(1);
    expect(await layerErrors('src/main/index.ts', "import { app as x } from 'electron';")).toEqual([]);
    expect(await layerErrors('src/main/electron/probe.ts', "import { app as x } from 'electron';")).toEqual(
      [],
    );
  });

  it("the desktop app's pure policy (src/main/electron/common) never imports electron", async () => {
    const file = 'src/main/electron/common/probe.ts';
    expect(await layerErrors(file, "import { screen as x } from 'electron';")).toHaveLength(1);
    expect(await layerErrors(file, "import type { Display as x } from 'electron';")).toHaveLength(1);
    expect(await layerErrors(file, "import { planLayout as x } from './windowLayout';")).toEqual([]);
    expect(await layerErrors(file, "import { readServerArgs as x } from '../../serverOptions';")).toEqual([]);
    // The glue beside it may, and the options both entries share may not.
    expect(
      await layerErrors('src/main/electron/probe.ts', "import { screen as x } from 'electron';"),
    ).toEqual([]);
    expect(
      await layerErrors('src/main/serverOptions.ts', "import { app as x } from 'electron';"),
    ).toHaveLength(1);
  });

  it('src/shared imports no Node, Electron or React', async () => {
    const file = 'src/shared/probe.ts';
    expect(await layerErrors(file, "import { join as x } from 'node:path';")).toHaveLength(1);
    expect(await layerErrors(file, "import { useState as x } from 'react';")).toHaveLength(1);
    expect(await layerErrors(file, "import { startServer as x } from '../main/server/index';")).toHaveLength(
      1,
    );
    expect(await layerErrors(file, "import { z as x } from 'zod';")).toEqual([]);
  });

  it('the preload imports nothing from src/main', async () => {
    const file = 'src/preload/probe.ts';
    expect(await layerErrors(file, "import { Dialogs as x } from '../main/electron/dialogs';")).toHaveLength(
      1,
    );
    expect(
      await layerErrors(file, "import { HOST_BRIDGE_CHANNEL as x } from '@shared/model/ipcChannels';"),
    ).toEqual([]);
  });

  it('the web app imports no Electron, Node or main-process code', async () => {
    const file = 'src/renderer/src/probe.ts';
    expect(await layerErrors(file, "import { ipcRenderer as x } from 'electron';")).toHaveLength(1);
    expect(await layerErrors(file, "import { readFile as x } from 'node:fs';")).toHaveLength(1);
    expect(await layerErrors(file, "import { Route as x } from '@shared/model/routes';")).toEqual([]);
  });
});

describe('one name for each socket event', { timeout: 60_000 }, () => {
  it('the web app and the bench use the constants of src/shared/model/events.ts, not strings', async () => {
    const lint = async (filePath: string, code: string): Promise<number> => {
      const [result] = await eslint.lintText(code, { filePath });
      return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax').length;
    };
    const literal =
      "declare const socket: { emit: (e: string) => void };\nsocket.emit('requestNextState');\n";
    const constant =
      "import { ClientEvent } from '@shared/model/events';\ndeclare const socket: { emit: (e: string) => void };\nsocket.emit(ClientEvent.requestNextState);\n";
    expect(await lint('src/renderer/src/probe.ts', literal)).toBe(1);
    expect(await lint('bench/probe.ts', literal)).toBe(1);
    expect(await lint('src/renderer/src/probe.ts', constant)).toBe(0);
  });
});
