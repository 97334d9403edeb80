// Commands the bench scripts run and wait for.
import { projectRoot } from "../../service/publish/paths.ts";

/** Runs `command` (in the project, or `cwd`) and collects what it printed. */
export async function run(command: string[], env: Record<string, string | undefined> = {}, cwd = projectRoot) {
  const child = Bun.spawn(command, {
    cwd,
    env: { ...process.env, ...env },
    stdout: "pipe",
    stderr: "pipe",
  });
  const [stdout, stderr, exitCode] = await Promise.all([
    new Response(child.stdout).text(),
    new Response(child.stderr).text(),
    child.exited,
  ]);
  return { exitCode, output: `${stdout}${stderr}`, stdout };
}

/** `apt-get …args` in `cwd`, once more after `apt-get update` when it fails (a new machine has no package lists). */
export async function aptGet(args: string[], cwd = projectRoot): Promise<void> {
  const attempt = () => run(["apt-get", ...args], {}, cwd);
  if ((await attempt()).exitCode === 0) return;
  await run(["apt-get", "update"]);
  const retried = await attempt();
  if (retried.exitCode !== 0) throw new Error(`apt-get ${args.join(" ")} failed:\n${retried.output}`);
}
