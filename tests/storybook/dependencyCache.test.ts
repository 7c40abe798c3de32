import { resolveConfig, type PluginOption } from 'vite';
import { describe, expect, it } from 'vitest';
import storybookConfig from './vitest.config';

// The light and dark projects start together; with one shared folder of pre-bundled
// dependencies, each optimizer replaces the other's folder while its browser imports from it.
describe('the story suite in the browser', () => {
  it('gives each colour mode its own folder of pre-bundled dependencies, over Storybook’s shared one', async () => {
    const projects = storybookConfig.test?.projects ?? [];
    const cacheDirs: string[] = [];
    for (const project of projects) {
      if (typeof project !== 'object' || !('plugins' in project)) throw new Error('a project without plugins');
      const plugins: PluginOption[] = project.plugins ?? [];
      const resolved = await resolveConfig(
        { root: storybookConfig.root, configFile: false, plugins, logLevel: 'silent' },
        'serve',
      );
      cacheDirs.push(resolved.cacheDir);
    }
    expect(cacheDirs).toHaveLength(2);
    expect(cacheDirs.filter((dir) => dir.includes('sb-vitest'))).toEqual([]);
    expect(new Set(cacheDirs).size).toBe(2);
  });
});
