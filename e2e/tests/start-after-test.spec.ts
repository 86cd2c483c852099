import { apps, type AppName } from 'shared/federation-apps';
import { buildEnvironmentDigest, recordedBuildEnvironment } from 'shared/build-record';
import { e2eSiteEnv } from '../setup/build-env';
import { expect, test } from './fixtures';

/** Runs `read` with the process environment changed as given (undefined: removed), then puts it back. */
function inEnvironment<T>(changes: Record<string, string | undefined>, read: () => T): T {
  const saved = Object.fromEntries(Object.keys(changes).map((name) => [name, process.env[name]]));
  const apply = (values: Record<string, string | undefined>) => {
    for (const [name, value] of Object.entries(values)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  };
  apply(changes);
  try {
    return read();
  } finally {
    apply(saved);
  }
}

test('npm start after npm test builds the site again, rather than serve the test build with its test GA4 id', () => {
  // The suite's build, made by e2e/setup/build-with-sentinels.ts, recorded its environment app by app.
  const suite = inEnvironment(e2eSiteEnv, buildEnvironmentDigest);
  const plain = inEnvironment(Object.fromEntries(Object.keys(e2eSiteEnv).map((name) => [name, undefined])), buildEnvironmentDigest);
  for (const app of Object.keys(apps) as AppName[]) {
    expect(recordedBuildEnvironment(app), `${app}: the suite's servers serve its build`).toBe(suite);
    // A newcomer's npm start has no measurement id: needsBuild (tooling/lib/workspace.ts) sees another environment.
    expect(recordedBuildEnvironment(app), `${app}: a plain npm start builds again`).not.toBe(plain);
  }
});
