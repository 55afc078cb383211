"""Labels for aider/pdf-ingestion__.aider.chat.history.md (no shell commands; ids line:N, see aider_records.py)."""
import os, sys
sys.path.insert(0, os.path.dirname(__file__))
from esp_entry import ep

L = lambda n: f"line:{n}"
NF = [782, 896, 1087, 1395, 1477, 1541, 1643, 2037, 2443]
entry = {
 "format": "aider-chat-history-md (aider v0.86.2, architect mode: openai/deepseek-ai/DeepSeek-R1-Distill-Qwen-7B + editor openai/qwen2.5-coder:14b-instruct on a local OpenAI-compatible server; 19 'aider chat started' runs)",
 "agent": "aider v0.86.2",
 "counts": {"shell_commands": 0, "failed_shell_commands": 0, "expected_nonzero": 0, "exit_unknown": 0,
            "masked_failures_annotated": 0, "episodes": 5, "pivots": 3, "reuse": 1},
 "counts_notes": ("No '> Running ' line: the agent ran no shell command (a shell-free control for aider). aider's own flake8 lint runs ('## Running: …/python3 -m flake8 …' inside "
   "'> # Fix any errors below' records) are not counted, as in the other aider file. In architect mode the architect's answer is sent to the editor model as a "
   "'#### ' prompt, so many '#### ' records are model text, not the human (e.g. line:861, line:2631); slash commands (/tokens, /add, /drop, /undo, /clear, /model) are also '#### ' lines. "
   "Model-reasoning text ('Okay, so the user…') is part of the assistant records. All episodes are non-shell (LLM provider errors, edit-format errors, context limit, lint)."),
 "failed_native_ids": [], "expected_nonzero": [], "exit_unknown": [],
 "notes": ("A student RAG/knowledge-graph project (PDF ingestion, ColPali embeddings, Memgraph, MinIO), Python, driven through aider with small local models. "
   "The user fights the tooling more than the code: the editor model name is unknown to the configured endpoint (404 nine times; the model meanwhile 'fixes' the "
   "project code to call gpt-3.5-turbo, which the user rejects), a whole-file edit without a file name, the 7B model's context limit (worked around with a hand-carried "
   "'Handover Architecture Document' across /clear and new runs), and at the end an F821 lint loop the model cannot fix, after which the user declines and undoes three commits. "
   "No test or program run happens inside the transcript. Line 197 shows the launch flags with '--api-key openai=dummy' and a private-network API base (not a secret)."),
 "episodes": [
  ep("E1", False, [L(n) for n in NF], "Unknown model 'qwen2.5-coder:14b-instruct'", None, True,
     {"native_id": L(2468), "kind": "config_change", "entities": ["qwen2.5-coder:14b-instruct"]}, L(2755), "medium", ["config_change"],
     "litellm.NotFoundError 404 from the OpenAI-compatible endpoint each time the architect hands over to the editor model. The model misreads the error as a project bug and proposes switching the code to gpt-3.5-turbo (line:902 onwards); the user pushes back ('i dont have access to gpt-3.5-turbo', line:1479; 'Lets not change anything', line:2039). After the run restarted at line:2468 (configuration changed outside the transcript; the header now warns OPENAI_API_KEY not set and offers 'Did you mean' model names) the editor answers (line:2755) and the 404 never recurs.", tool="aider_llm_call"),
  ep("E2", False, [L(3412)], "No filename provided before ``` in file listing", None, False,
     None, None, "high", ["gave_up"],
     "The editor returns a whole-file listing without a file name; aider's retry proposes a new file generate_phase3_artifacts.py, which the user declines ('Create new file? (Y)es/(N)o [Yes]: n', 'Skipping edits').", tool="aider_edit"),
  ep("E3", False, [L(3994), L(4061), L(4526), L(4564), L(4592)], "has hit a token limit!", None, True,
     {"native_id": L(5093), "kind": "workaround_isolate", "entities": ["Handover Architecture Document"]}, L(5128), "medium", [],
     "'Input tokens: ~19,169 of 0 -- possibly exhausted context window!' The user asks for a handover document (line:4025, line:4105), drops files, /clear, restarts aider several times and pastes the document as the first prompt (several runs end without a reply); at line:5093 the new run answers (line:5128).", tool="aider_llm_call"),
  ep("E4", False, [L(7083), L(7207)], "Phase3 execution is giving me error at the end once the colpali embedd", None, False,
     None, None, "medium", ["gave_up"],
     "User-reported runtime error. The model edits store.py/config.py (commit c3f5201 'Chunk payloads to prevent 400 Bad Request (Payload Too Large)'), nothing is run, the lint loop E5 follows and the user finally runs /undo three times (line:7969, line:7974, line:7979).", tool="user_report"),
  ep("E5", False, [L(7637), L(7720), L(7803), L(7886)], "F821 undefined name 'Memgraph'", None, False,
     None, None, "high", ["edit_then_retry", "gave_up"],
     "aider's auto-lint after each edit: three accepted fix attempts (line:7674, line:7757, line:7840) add imports that do not define Memgraph; the identical F821 comes back each time and the user answers 'n' (line:7921).", tool="aider_lint"),
 ],
 "pivots": [
  {"native_id": L(1479), "snippet": "i dont have access to gpt-3.5-turbo"},
  {"native_id": L(4025), "snippet": "We are approaching my local server's token limit."},
  {"native_id": L(7921), "snippet": "Attempt to fix lint errors? (Y)es/(N)o [Yes]: n"},
 ],
 "reuse": [
  {"entity": "Handover Architecture Document carried into a fresh run", "discovered": {"native_id": L(4107), "snippet": "Handover Architecture Document"},
   "reused": {"native_id": L(5093), "snippet": "Handover Architecture Document"}},
 ],
}
