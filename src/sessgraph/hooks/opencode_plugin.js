// sessgraph for opencode: installed by `sessgraph hook install --agent opencode`,
// removed by `sessgraph hook uninstall --agent opencode`. It runs the sessgraph hook
// (marker: sessgraph.hooks) after each bash call and when a session goes idle.
// A failing command's remembered fix is appended to the tool output the model reads;
// sessgraph prints nothing when it knows no strong match, and any error stays silent.
import { spawn } from "node:child_process"

const ARGV = __SESSGRAPH_ARGV__
const TIMEOUT_MS = 3000

function runHook(event) {
  return new Promise((resolve) => {
    let out = ""
    let child
    try {
      child = spawn(ARGV[0], ARGV.slice(1), { stdio: ["pipe", "pipe", "ignore"] })
    } catch {
      return resolve(null)
    }
    const timer = setTimeout(() => { child.kill(); resolve(null) }, TIMEOUT_MS)
    child.stdout.on("data", (chunk) => { out += chunk })
    child.on("error", () => { clearTimeout(timer); resolve(null) })
    child.on("close", () => {
      clearTimeout(timer)
      try { resolve(out.trim() ? JSON.parse(out) : null) } catch { resolve(null) }
    })
    child.stdin.on("error", () => {})
    child.stdin.end(JSON.stringify({ agent: "opencode", ...event }))
  })
}

export const SessgraphPlugin = async ({ directory }) => ({
  "tool.execute.after": async (input, output) => {
    if (input.tool !== "bash") return
    const answer = await runHook({
      hook_event_name: "tool.execute.after",
      tool: input.tool,
      sessionID: input.sessionID,
      args: input.args,
      output: output.output,
      metadata: output.metadata,
      directory,
    })
    if (answer && answer.additionalContext) {
      output.output = `${output.output}\n\n${answer.additionalContext}`
    }
  },
  event: async ({ event }) => {
    if (event.type === "session.idle") {
      await runHook({ hook_event_name: "session.idle", sessionID: event.properties?.sessionID, directory })
    }
  },
})
