/**
 * `npm run bundle`: the MCP server as an MCP Bundle, `vin-report-<version>.mcpb` in the repository
 * root, which Claude Desktop installs with a click (Settings, Extensions) and no terminal.
 *
 * The bundle holds the built server (dist/, built first if a source changed), the production
 * dependencies copied from node_modules (the packages `npm ls --omit=dev` names, so no network is
 * needed), a package.json saying the JavaScript is ES modules, and manifest.json: the version is
 * package.json's, the tools are what the built server lists, and user_config asks for the summary's
 * LLM (provider, base URL, model and key, the key kept in the OS keychain as sensitive) and a demo
 * switch. @anthropic-ai/mcpb validates the manifest against the MCPB schema and packs the zip.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { packExtension } from '@anthropic-ai/mcpb';
import { Client } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { build } from './build.js';
import { staleBecause } from './build-if-stale.mjs';

const root = path.join(import.meta.dirname, '..');
/** Where the server starts, relative to the bundle's root (the manifest's entry point). */
export const BUNDLE_ENTRY = 'dist/src/entry/main-mcp-stdio.js';

interface PackageJson { name: string; version: string; description: string; license: string; dependencies: Record<string, string> }

/** The bundle's manifest.json (MCPB manifest version 0.3) for `tools` listed by the server. */
export function bundleManifest(pkg: PackageJson, tools: { name: string; description: string }[]): Record<string, unknown> {
  return {
    manifest_version: '0.3',
    name: pkg.name,
    display_name: 'VIN report',
    version: pkg.version,
    description: 'Vehicle reports from a VIN: NHTSA decode, recalls, complaints, crash ratings, EPA fuel economy and maintenance specs.',
    long_description: `${pkg.description} The server runs on your computer and asks NHTSA's and the EPA's public services directly; the demo switch answers from recorded data for five VINs without any network access.`,
    author: { name: 'The vin-report contributors' },
    license: pkg.license,
    keywords: ['vin', 'vehicle', 'recalls', 'nhtsa', 'car'],
    server: {
      type: 'node',
      entry_point: BUNDLE_ENTRY,
      mcp_config: {
        command: 'node',
        args: [`\${__dirname}/${BUNDLE_ENTRY}`],
        env: {
          // Inside the extension's own folder: hosts start the server in a folder it may not write.
          CACHE_DIR: '${__dirname}/data/cache',
          DEMO: '${user_config.demo}',
          AI_PROVIDER: '${user_config.ai_provider}',
          AI_BASE_URL: '${user_config.ai_base_url}',
          AI_MODEL: '${user_config.ai_model}',
          AI_API_KEY: '${user_config.ai_api_key}',
        },
      },
    },
    tools,
    compatibility: { platforms: ['darwin', 'win32', 'linux'], runtimes: { node: '>=20.0.0' } },
    // Every option has a default, so a host substitutes a value (an empty one means "not set").
    user_config: {
      demo: {
        type: 'boolean',
        title: 'Demo mode',
        description: 'Answer from recorded NHTSA answers for five VINs, without network access. Reports say they are demo data.',
        default: false,
      },
      ai_provider: {
        type: 'string',
        title: 'Summary writer',
        description: 'builtin (offline, no key), openai (any OpenAI-compatible server) or anthropic.',
        default: 'builtin',
      },
      ai_base_url: {
        type: 'string',
        title: 'LLM base URL',
        description: "The LLM server's address; empty for the provider's own (https://api.openai.com/v1 or https://api.anthropic.com).",
        default: '',
      },
      ai_model: {
        type: 'string',
        title: 'LLM model',
        description: "The model name; empty for the provider's default.",
        default: '',
      },
      ai_api_key: {
        type: 'string',
        title: 'LLM API key',
        description: 'The API key for the LLM provider; not needed for builtin or a local server.',
        sensitive: true,
        default: '',
      },
    },
  };
}

/** The first sentence of a tool's description, for the host's listing. */
function firstSentence(text: string): string {
  return /^[\s\S]*?[.!?](?=\s|$)/.exec(text)?.[0] ?? text;
}

/** The tools the server in `dir` lists, asked over stdio in demo mode as a host would. */
async function listTools(dir: string): Promise<{ name: string; description: string }[]> {
  const transport = new StdioClientTransport({
    command: process.execPath, args: [path.join(dir, BUNDLE_ENTRY)], cwd: dir,
    env: { PATH: process.env.PATH ?? '', DEMO: '1', CACHE_DIR: path.join(dir, 'data', 'cache'), LOG_LEVEL: 'warn' }, stderr: 'inherit',
  });
  const client = new Client({ name: 'vin-report-bundle', version: '1.0.0' });
  await client.connect(transport);
  try {
    return (await client.listTools()).tools.map((tool) => ({ name: tool.name, description: firstSentence(tool.description ?? tool.name) }));
  } finally {
    await client.close();
  }
}

/** The production packages installed under root/node_modules, as paths relative to root. */
function productionPackages(): string[] {
  const listed = execFileSync('npm', ['ls', '--omit=dev', '--all', '--parseable'], { cwd: root, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
  return listed.split('\n').filter(Boolean).map((dir) => path.relative(root, dir)).filter((dir) => dir.startsWith('node_modules'));
}

/** Builds the bundle and returns its path. */
export async function writeBundle(outDir = root): Promise<string> {
  const dist = path.join(root, 'dist');
  const why = staleBecause(root, dist);
  if (why !== null) {
    process.stderr.write(`bundle: building, as ${why}\n`);
    build(root, dist);
  }
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as PackageJson;
  const stage = mkdtempSync(path.join(os.tmpdir(), 'vin-report-bundle-'));
  try {
    cpSync(dist, path.join(stage, 'dist'), { recursive: true, filter: (from) => !from.endsWith('.map') && path.basename(from) !== '.build-stamp' });
    for (const dir of productionPackages()) {
      // A package's own node_modules holds packages npm ls lists on their own lines.
      cpSync(path.join(root, dir), path.join(stage, dir), { recursive: true, filter: (from) => !path.relative(path.join(root, dir), from).startsWith('node_modules') });
    }
    const { name, version, description, license, dependencies } = pkg;
    writeFileSync(path.join(stage, 'package.json'), `${JSON.stringify({ name, version, description, license, type: 'module', private: true, dependencies }, null, 2)}\n`);
    for (const file of ['LICENSE', 'SECURITY.md']) cpSync(path.join(root, file), path.join(stage, file));
    writeFileSync(path.join(stage, 'manifest.json'), `${JSON.stringify(bundleManifest(pkg, await listTools(stage)), null, 2)}\n`);
    rmSync(path.join(stage, 'data'), { recursive: true, force: true });
    mkdirSync(outDir, { recursive: true });
    const output = path.join(outDir, `${pkg.name}-${pkg.version}.mcpb`);
    // packExtension validates the manifest against the MCPB schema first, and says what is wrong.
    if (!(await packExtension({ extensionPath: stage, outputPath: output, silent: true }))) {
      throw new Error('the bundle could not be packed (see the lines above)');
    }
    return output;
  } finally {
    rmSync(stage, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const output = await writeBundle(process.argv[2] ? path.resolve(process.argv[2]) : root);
  process.stderr.write(`bundle: wrote ${path.relative(process.cwd(), output) || output} (${Math.round(statSync(output).size / 1024)} KiB)\n`);
}
