F1 = "claude_code/aistrad-work__115cc141-6345-4652-a9c0-5b2475bf714d.jsonl"
F2 = "claude_code/aistrad-work__59b52f30-a8b8-41d0-8655-8938d5e841da.jsonl"
F5 = "claude_code/aryaniyaps-dot-ai__3f5f675a-0a19-4032-b9ee-d6e0c6c0c305.jsonl"
F4 = "claude_code/aryaniyaps-dot-ai__7e4442db-3787-4e6e-85a6-eb8422fbb39f.jsonl"
F6 = "claude_code/aryaniyaps-dot-ai__413d8d5e-311c-41f3-b53b-5d5a047d070d.jsonl"
CROSS = [
 {"description": "`pkill -f PATTERN` whose pattern also matches the agent's own bash command line (the pattern text is in that command), so the Claude Code shell kills itself: 'Exit code 144' with no output, nothing after the pkill runs, and the respawned shell starts in the project root. Same server and user, two sessions two days apart; the agent never diagnoses it.",
  "category": "self_kill_pkill",
  "members": [
   {"file": F1, "native_id": "toolu_017q58XeikebqT3AD8tubzd6", "role": "symptom E3 (first; rerun without pkill fails differently)"},
   {"file": F1, "native_id": "toolu_01Pfj74z9WYFRbEY8vCna2G1", "role": "recurrence E6, fixed by rerun without pkill toolu_01CRaCvMQHY3aDahkaJgQPBD"},
   {"file": F1, "native_id": "toolu_01Q9mB9zoYd6xymtEfWX2mnF", "role": "recurrence E7, fixed by rerun without pkill toolu_01BjwWqoSekWfT1DcDEPw4X6"},
   {"file": F1, "native_id": "toolu_01SRidt4yxfpBNoSVCizphHj", "role": "recurrence E8, fixed by ps|grep|awk|xargs kill toolu_01YJZTzjXLJHyijr3WdvkLtw"},
   {"file": F2, "native_id": "toolu_vrtx_01NjLgen1ynYUqPzs7pJi6ip", "role": "recurrence E7 (pkill -f \"next.*8232\"), never fixed; later restarts use scripts/stop-test.sh"}],
  "fix_entities": ["pkill -f", "xargs -r kill", "scripts/stop-test.sh"]},
 {"description": "A multi-line Bash command reaches bash as a single line (errors say 行 1 / line 1): newline-separated commands become arguments of the first one (echo prints 'sleep 3 curl …', grep opens 'echo' and 'tail' as files, kill rejects 'sleep'), and backslash continuations give '/bin/bash: 行 1: : 未找到命令' (exit 127). Intermittent: other multi-line calls in the same sessions work. The agent always works around it by splitting into single-line calls.",
  "category": "multiline_command_flattened",
  "members": [
   {"file": F1, "native_id": "toolu_01E6C8jg6XYkU8GJ4BtPuKeH", "role": "symptom E2 (masked), split into toolu_01NFBNvRDQ4j1yrtL6EV9d24 + toolu_019SLXiyqqgR5V34Z3gPaA3z"},
   {"file": F2, "native_id": "toolu_019XwWzJ13BERWrbqYguqFbf", "role": "symptom E9"},
   {"file": F2, "native_id": "toolu_015UqKcbXEZMvVQp4trmfaQr", "role": "recurrence E11"},
   {"file": F2, "native_id": "toolu_018PMuiAmV25bHEmyvFNhVTi", "role": "recurrence E12"},
   {"file": F2, "native_id": "toolu_01ETcTcNqBbvnnyJHhtDfpVy", "role": "recurrence E13"},
   {"file": F2, "native_id": "toolu_vrtx_01CWsnxL4MnT3ZKcVaqdKszM", "role": "recurrence E14 (newline variant)"},
   {"file": F2, "native_id": "toolu_vrtx_01QMZf7uxSDsfbNabykpuc6E", "role": "recurrence E15"},
   {"file": F2, "native_id": "toolu_01DSyR7n9X7J4ZSjT6DPDhoK", "role": "recurrence E17 (masked, kill variant)"}],
  "fix_entities": ["split into single-line calls", "netstat -tlnp", "ss -tlnp"]},
 {"description": "Shell cwd is not where the agent assumes: Claude Code keeps the cwd of an earlier `cd X && …` (so a later `cd apps/web` fails) or resets it to the project root when the shell is respawned (so `uvicorn main:app` cannot import main). Fixed by dropping the relative cd or by an absolute `cd …/apps/api &&` prefix.",
  "category": "cwd_drift",
  "members": [
   {"file": F1, "native_id": "toolu_01LBJs1N5vqqgix4ugkVdz3T", "role": "symptom E5 (cwd reset after the shell was killed), fixed by cd …/apps/api && in toolu_011h8USMZszzX6iRKfiNP2K6"},
   {"file": F2, "native_id": "toolu_vrtx_01LVPp3BVRxM5pakzq3eYYC7", "role": "symptom E3 (cwd persisted in apps/web), fixed by dropping the cd in toolu_01HxwJKyJnqSkefVk9hXtkTX"},
   {"file": F2, "native_id": "toolu_vrtx_01AauhTqKMQ1w9pDoWfPvhiy", "role": "recurrence E8 (masked), fixed by dropping the cd in toolu_vrtx_01NHJTKeCJgF8rhX89V43cDa"},
   {"file": F5, "native_id": "call_117e89b6921b4cb7971964fa", "role": "other user/shell (zsh), E2: cwd left in manual_proctoring by an earlier cd; masked twin of call_b55962c757b846e2ad821c0b, fixed by an absolute-path Read call_c0148d4d62894633aff13515"},
   {"file": F5, "native_id": "call_b55962c757b846e2ad821c0b", "role": "E2 twin (Exit code 2)"}],
  "fix_entities": ["cd /home/aiscend/work/vibelife/apps/api", "pwd", "absolute path"]},
 {"description": "The moodle-proctor ai_proctoring Python environment is never made usable: on 2026-03-25 `uv sync` fails on hatchling and PyAudio and the final sync (torch + CUDA 12 wheels) is interrupted, so nothing is installed; on 2026-04-08 the service cannot start (no python after activating .venv, .venv/bin/python missing in a root-owned venv, `uv run uvicorn` -> Failed to spawn: uvicorn). The second session does not know the first one's state; neither session ends with a working env.",
  "category": "python_env_incomplete",
  "members": [
   {"file": F4, "native_id": "call_ad2f6091ca124772814e689d", "role": "E7 uv sync fails building pyaudio (Python.h missing); workaround: pyaudio made optional"},
   {"file": F4, "native_id": "call_bacf4e069b4b43398295e8d1", "role": "E9 final uv sync interrupted by the user (exit 137) while downloading torch/nvidia-*-cu12"},
   {"file": F6, "native_id": "call_d377d0c3af6848c2aae0af2b", "role": "E6 source .venv/bin/activate && python main.py: command not found: python (masked)"},
   {"file": F6, "native_id": "call_ee7c405aa490477d915db15d", "role": "E7 .venv/bin/python does not exist (masked)"},
   {"file": F6, "native_id": "call_6d8af88da6af450c81494bd3", "role": "E8 uv run uvicorn: Failed to spawn (masked); false-positive curl check"}],
  "fix_entities": ["uv sync", "uv venv", "requires-python", "pyaudio"]},
]
