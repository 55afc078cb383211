FILE = 'gemini/synaptic__task_2.md'
FORMAT = "gemini-cli-chat-share-markdown (Gemini CLI '/chat share <file>.md' export, Nov 2025: '🧑‍💻 ## USER' / '✨ ## MODEL' sections separated by '\\n\\n---\\n\\n'; '**Tool Command**' JSON blocks without id, '**Tool Response**' JSON blocks carrying the id; shell output text 'Command/Directory/Output/Error/Exit Code/Signal/Background PIDs/Process Group PGID')"
R = 'run_shell_command-'
SH = {  # shell ids in file order -> exit (None = no exit code)
}
NOTES = ("A Gemini CLI (VS Code companion, editor-context messages) session building a Synaptic Trading evaluation: a FastAPI signal service "
 "(MA20/50 + RSI14) with tests, a Locust/locust-plugins latency test that never works, validation/error handling, then a nautilus_trader "
 "backtester that fails through a long chain of API-mismatch errors (ImportError, ModuleNotFoundError, TypeError after TypeError), "
 "partly driven by the user pasting errors and documentation URLs. The repo holds three cumulative snapshots of this same chat "
 "(prompts/task_1.md and prompts/latency_error_handling.md are byte-prefix-like earlier exports whose tool ids are all contained in task_2.md); "
 "only the longest one is labelled. The export ends on two identical user-pasted tracebacks (AttributeError has_position) with no model reply. "
 "Negatives (not episodes): the user-visible '[API Error: exception TypeError: fetch failed sending request]' (line:2327) is a model-API transport error "
 "while the write_file it interrupted had succeeded; replace-1762087548477-610e890b3a9c88 errors only because the change was already applied "
 "('no changes were necessary ... were already present in the file'); 'pip install locust-plugins' printing 'Requirement already satisfied' (exit 0) and "
 "'locust -f tests/locust_latency.py --help' (exit 0, never imports the locustfile) are not failures but also do not verify anything.")
COUNTS_NOTES = ("23 tool calls named run_shell_command (the export has no ids on Tool Command blocks; each command is paired in file order with the "
 "next Tool Response block and takes that response's id as native id). Exit codes are parsed from the 'Exit Code: N' line of response.output: "
 "12 non-zero (127 x1, 2 x2, 1 x9). One shell call (rm tests/template_test.py) has response.error '[Operation Cancelled] Reason: User did not allow tool call' "
 "and no exit code: it never ran -> exit_unknown, not failed. Non-shell tool errors are response.error strings (replace/write_file/web_fetch/search_file_content). "
 "Messages have no ids: 'line:N' is the 0-based line of the section's role header line. No masked shell failures.")
FAILED = [R+'1762072988772-7bf679579799f8', R+'1762073022462-0db98200f640d8', R+'1762073119541-bb4f7452019ec8', R+'1762073239046-d33af4f6d33b88',
          R+'1762081776872-2b7cbbbd209cf', R+'1762084983347-c5349abc7f8e9', R+'1762085261836-26ddb6ea3bdff', R+'1762086413396-948f003b8f3368',
          R+'1762086716171-d781b36c1cd02', R+'1762086880951-49ad5fa7d3c708', R+'1762087337249-ac433f50f8f33', R+'1762087406524-8815ba625716d8']
EXPECTED = []
EXIT_UNKNOWN = [R+'1762073256121-4c9b663a842f4']

def ep(id, sym, err, cmd, resolved, fix, ver, conf, hard, notes, masked=False, expected=False, shell=True, tool=None):
    d = dict(id=id, shell=shell, symptom_native_ids=sym, error_text=err, failing_command=cmd, resolved=resolved, fix=fix,
             verified_by_native_id=ver, confidence=conf, masked=masked, expected_failure=expected, hard_cases=hard, notes=notes)
    if not shell: d['symptom_tool'] = tool
    return d

EPISODES = [
 ep('E1', [R+'1762072988772-7bf679579799f8'], 'bash: line 1: pytest: command not found', 'pytest tests/test_indicators.py', True,
    dict(native_id=R+'1762073022462-0db98200f640d8', kind='tool_switch', entities=['python -m pytest']), R+'1762073040173-d1d8cd02b50268', 'high',
    ['tool_switch', 'retry_still_fails_differently'],
    "Exit 127. The agent switches to 'python -m pytest' (command not found is gone) but that fails differently (E2); the first green run is the venv interpreter call."),
 ep('E2', [R+'1762073022462-0db98200f640d8'], '/usr/bin/python: No module named pytest', 'python -m pytest tests/test_indicators.py', True,
    dict(native_id=R+'1762073040173-d1d8cd02b50268', kind='path_fix', entities=['./synaptic-venv/bin/python', 'synaptic-venv']), R+'1762073040173-d1d8cd02b50268', 'high',
    ['path_fix'],
    "System python has no pytest; the project venv interpreter is used from then on in every test command (reuse)."),
 ep('E3', [R+'1762073119541-bb4f7452019ec8'], 'AssertionError: ohlcv.csv is missing', './synaptic-venv/bin/python -m pytest', True,
    dict(native_id=R+'1762073138399-c35b5ed94f775', kind='path_fix', entities=['mv src/ohlcv.csv ./ohlcv.csv', 'ohlcv.csv']), R+'1762073239046-d33af4f6d33b88', 'high',
    ['path_fix', 'edit_then_retry'],
    "template_test.py looks for BASE/'ohlcv.csv' at the project root; the CSV is moved and data_handler.py's path edited (replace-1762073163611-f105f2dca6e8e). The next full run passes template_test.py ('tests/template_test.py ..') while test_signal.py fails differently (E6). Same command as E4, different error."),
 ep('E4', [R+'1762073119541-bb4f7452019ec8'], "TypeError: AsyncClient.__init__() got an unexpected keyword argument 'app'", './synaptic-venv/bin/python -m pytest', True,
    dict(native_id='write_file-1762073224507-0e77fca708af', kind='edit_file', entities=['fastapi.testclient', 'TestClient(app)']), R+'1762073239046-d33af4f6d33b88', 'high',
    ['edit_then_retry', 'tool_switch', 'retry_still_fails_differently'],
    "httpx AsyncClient no longer takes app=. A first no-op replace fails as a tool error (E5); the test is rewritten with fastapi.testclient.TestClient. The rerun has no TypeError but test_signal fails with an empty-signal assertion (E6)."),
 ep('E5', ['replace-1762073201257-dd3f2983dd2ef8'], 'No changes to apply. The old_string and new_string are identical in file: /home/adc/Synaptic/solution/tests/test_signal.py', None, True,
    dict(native_id='write_file-1762073224507-0e77fca708af', kind='tool_switch', entities=['fastapi.testclient', 'TestClient']), 'write_file-1762073224507-0e77fca708af', 'high',
    ['tool_switch'], "replace tool error (identical old/new strings, plus an LLM 'secondary check' preamble). The agent switches to write_file for the whole file.",
    shell=False, tool='replace'),
 ep('E6', [R+'1762073239046-d33af4f6d33b88'], "AssertionError: assert 'symbol' in {'error': 'No signal available for this symbol'}", './synaptic-venv/bin/python -m pytest', True,
    dict(native_id='write_file-1762073436478-42a6330b7b0d58', kind='edit_file', entities=['with TestClient(app) as client', 'time.sleep(1.0)']), R+'1762073470186-139f704313de08', 'high',
    ['edit_then_retry'],
    "A module-level TestClient never runs the startup consumer, so latest_signals is empty. Two attempted changes are refused by the user (E7, E8); the merged template_test.py uses 'with TestClient(app) as client' (startup runs) and a 1 s wait; 'tests/template_test.py .......' 7 passed."),
 ep('E7', [R+'1762073256121-4c9b663a842f4'], '[Operation Cancelled] Reason: User did not allow tool call', 'rm tests/template_test.py', True,
    dict(native_id='line:1107', kind='user_fix', entities=['@tests/template_test.py', 'template_test.py']), R+'1762073470186-139f704313de08', 'high',
    [], "User rejection carrying an instruction: the user refuses deleting the template test and says the tests must follow it (line:1107, and again at line:1191). The agent keeps template_test.py and merges its tests into it; verified by the green run. Exit unknown (never ran)."),
 ep('E8', ['write_file-1762073338375-906ed539d89d4'], '[Operation Cancelled] Reason: User did not allow tool call', None, True,
    dict(native_id='line:1191', kind='user_fix', entities=['extend the @tests/template_test.py']), 'write_file-1762073436478-42a6330b7b0d58', 'high',
    [], "Second refusal (rewrite of tests/test_signal.py with httpx AsyncClient); the user asks to extend template_test.py instead, which the agent does.",
    shell=False, tool='write_file'),
 ep('E9', [R+'1762081776872-2b7cbbbd209cf'], "mv: cannot stat 'tests/test_locust.py': No such file or directory", 'mv tests/test_locust.py tests/locust_latency.py', True,
    dict(native_id='write_file-1762081805984-8c8975d9aaa8c', kind='path_fix', entities=['tests/locust_latency.py']), 'write_file-1762081805984-8c8975d9aaa8c', 'high',
    ['path_fix'], "The user had already renamed the file (the prompt references @tests/locust_latency.py); the agent notices ('the file was already named `locust_latency.py`') and writes to the new path."),
 ep('E10', ['line:1678'], "ModuleNotFoundError: No module named 'locust_plugins.users.ws'", None, False,
    dict(native_id='replace-1762082019393-9425f6c6388fc', kind='edit_file', entities=['locust_plugins.users.websocket']), None, 'high',
    ['edit_then_retry', 'retry_still_fails_differently'],
    "User-reported (the user ran locust outside the session). pip install says already satisfied and 'locust --help' exits 0 without importing the locustfile (no verification). The import-path edit only changes the error (E11, reported by the user). Resolved false.",
    shell=False, tool='user_report'),
 ep('E11', ['line:1864'], "ModuleNotFoundError: No module named 'locust_plugins.users.websocket'", None, False,
    dict(native_id='replace-1762082179440-85d2b7f08d3e8', kind='user_fix', entities=['SocketIOUser', 'locust_plugins.users.websocket']), None, 'medium',
    ['gave_up', 'tool_switch'],
    "list_directory shows locust_plugins/users has no ws/websocket module; search finds no WebSocketUser. The agent's write_file dropping the WS user is refused (E12); the user suggests SocketIOUser, applied but never run; the user then abandons locust ('lets try some other way', line:2130) and the agent writes a custom asyncio/httpx/websockets script (write_file-1762082536940-03026508e9896), never executed. Fix applied, never verified.",
    shell=False, tool='user_report'),
 ep('E12', ['write_file-1762082118612-16e169e0e8d308'], '[Operation Cancelled] Reason: User did not allow tool call', None, True,
    dict(native_id='line:2041', kind='user_fix', entities=['SocketIOUser']), 'replace-1762082179440-85d2b7f08d3e8', 'medium',
    [], "User rejection carrying an instruction ('from locust_plugins.users.websocket import SocketIOUser try this'); the following replace succeeds as a tool call (the import itself is never run).",
    shell=False, tool='write_file'),
 ep('E13', [R+'1762084983347-c5349abc7f8e9'], "ImportError: cannot import name 'dt_to_nanos' from 'nautilus_trader.core.datetime'", './synaptic-venv/bin/python -m pytest tests/test_backtest.py', True,
    dict(native_id='write_file-1762085235050-957d19af719de', kind='edit_file', entities=['def dt_to_nanos(dt):', 'dt.timestamp()']), R+'1762085261836-26ddb6ea3bdff', 'high',
    ['edit_then_retry', 'retry_still_fails_differently'],
    "Exit 2 (collection error). search_file_content finds nothing (E25); the agent defines its own dt_to_nanos. The rerun gets past line 9 and fails at the Strategy import (E14)."),
 ep('E14', [R+'1762085261836-26ddb6ea3bdff'], "ModuleNotFoundError: No module named 'nautilus_trader.strategy'", './synaptic-venv/bin/python -m pytest tests/test_backtest.py', True,
    dict(native_id='write_file-1762086064797-1622c2dac3a6f', kind='edit_file', entities=['from nautilus_trader.trading.strategy import Strategy', 'nautilus_trader.trading.strategy']), R+'1762086413396-948f003b8f3368', 'high',
    ['edit_then_retry', 'retry_still_fails_differently'],
    "After the user points to the docs (line:2948) and then to concepts/strategies (line:3103), the agent guesses nautilus_trader.trading.strategy. The next agent run collects the test (no ModuleNotFoundError) and fails at BacktestEngineConfig (E16); in between the user reports a TypeError (E15)."),
 ep('E15', ['line:3193'], "TypeError: Argument 'venue' has incorrect type (expected nautilus_trader.model.identifiers.Venue, got str)", None, True,
    dict(native_id='replace-1762086367291-240ab9774caf3', kind='edit_file', entities=['Venue("SIM-VENUE")']), R+'1762086413396-948f003b8f3368', 'medium',
    ['edit_then_retry', 'retry_still_fails_differently'],
    "User-reported (user ran it). The rerun's traceback shows TestInstrumentProvider.default_fx_ccy(\"XYZ/USD\", Venue(\"SIM-VENUE\")) executing and failing one statement later (E16).",
    shell=False, tool='user_report'),
 ep('E16', [R+'1762086413396-948f003b8f3368'], "TypeError: Unexpected keyword argument 'venues'", './synaptic-venv/bin/python -m pytest tests/test_backtest.py', True,
    dict(native_id='write_file-1762086670080-9c63a380258308', kind='edit_file', entities=['engine.add_venue(', 'add_venue']), R+'1762086716171-d781b36c1cd02', 'high',
    ['edit_then_retry', 'retry_still_fails_differently'],
    "BacktestEngineConfig has no venues=; after the user's docs URL (line:3573) the venue is added with engine.add_venue(...). The engine now initializes ('BacktestEngine: Initialized') and add_venue fails on its kwargs (E17)."),
 ep('E17', [R+'1762086716171-d781b36c1cd02'], "TypeError: add_venue() got an unexpected keyword argument", './synaptic-venv/bin/python -m pytest tests/test_backtest.py', True,
    dict(native_id='replace-1762086831785-47b8902959c23', kind='edit_file', entities=['add_venue', 'name']), R+'1762086880951-49ad5fa7d3c708', 'high',
    ['edit_then_retry', 'retry_still_fails_differently'],
    "Full line: \"add_venue() got an unexpected keyword argument 'name'\" (the output wraps the quoted name onto the next line, so error_text stops before it). Venue passed positionally; the rerun fails on 'price_type' (E18): same message prefix, different argument -> separate episode."),
 ep('E18', [R+'1762086880951-49ad5fa7d3c708'], "TypeError: add_venue() got an unexpected keyword argument", './synaptic-venv/bin/python -m pytest tests/test_backtest.py', True,
    dict(native_id='replace-1762087326999-8da223349d3938', kind='edit_file', entities=['price_type']), R+'1762087337249-ac433f50f8f33', 'high',
    ['edit_then_retry', 'retry_still_fails_differently', 'flag_removed'],
    "Argument 'price_type' (wrapped onto the next output line). Removing the keyword argument; the rerun fails on base_currency type (E19). A web_fetch 404 and a refused search precede it (E22, E23)."),
 ep('E19', [R+'1762087337249-ac433f50f8f33'], "TypeError: Argument 'base_currency' has incorrect type", './synaptic-venv/bin/python -m pytest tests/test_backtest.py', True,
    dict(native_id='replace-1762087392646-4d5d70844094f', kind='edit_file', entities=['Currency("USD")']), R+'1762087406524-8815ba625716d8', 'high',
    ['edit_then_retry', 'retry_still_fails_differently'],
    "'(expected nautilus_trader.model.objects.Currency, got str)' follows after a wrapped line. Currency(\"USD\") removes the type error but the constructor needs more arguments (E20)."),
 ep('E20', [R+'1762087406524-8815ba625716d8'], 'TypeError: __init__() takes exactly 5 positional arguments', './synaptic-venv/bin/python -m pytest tests/test_backtest.py', True,
    dict(native_id='replace-1762087514003-01e68847fbb468', kind='user_fix', entities=['base_currency=USD', 'nautilus_trader.model.currencies']), 'line:4503', 'medium',
    ['edit_then_retry', 'retry_still_fails_differently'],
    "The user supplies the fix ('from nautilus_trader.model.currencies import USD use this', line:4407); the agent applies it. No agent run follows; the user's pasted output (line:4503) shows the backtest running bars through on_bar, i.e. past add_venue, and failing differently (E21)."),
 ep('E21', ['line:4503', 'line:4519'], "AttributeError: 'nautilus_trader.portfolio.portfolio.Portfolio' object has no attribute 'has_position'", None, False,
    None, None, 'high', [],
    "User-pasted traceback, pasted twice; the export ends without a model reply. Unresolved (end of transcript).", shell=False, tool='user_report'),
 ep('E22', ['web_fetch-1762085850067-3979d90de70ce8'], "The 'prompt' must contain at least one valid URL (starting with http:// or https://).", None, True,
    dict(native_id='web_fetch-1762085852236-c6f8b8810a1148', kind='request_fix', entities=['https://nautilustrader.io/docs/latest/']), 'web_fetch-1762085852236-c6f8b8810a1148', 'high',
    ['typo'], "web_fetch tool error: the prompt had no URL; retried with the docs URL.", shell=False, tool='web_fetch'),
 ep('E23', ['web_fetch-1762086725084-432f6a6c9e66a8'], 'Request failed with status code 404 Not Found', None, True,
    dict(native_id='line:3751', kind='user_fix', entities=['https://nautilustrader.io/docs/latest/concepts/instruments/#backtesting']), 'web_fetch-1762086813965-24dadda36e2658', 'medium',
    ['path_fix'], "Guessed API URL 404s; the agent's next web_fetch is refused by the user (web_fetch-1762086756903-cbfbc8ace457b), who gives a working docs URL.",
    shell=False, tool='web_fetch'),
 ep('E24', ['search_file_content-1762087144872-ff334c1d887e18'], 'regex parse error:', None, True,
    dict(native_id='search_file_content-1762087150269-64652a8cefbeb', kind='quoting_fix', entities=['BacktestEngine\\(']), 'search_file_content-1762087150269-64652a8cefbeb', 'high',
    ['typo'], "'ripgrep exited with code 2: regex parse error: ... unclosed group' for pattern 'BacktestEngine('; escaped paren runs (no matches)."
    , shell=False, tool='search_file_content'),
 ep('E25', ['search_file_content-1762085163782-e200a6d567893', 'search_file_content-1762087212427-40a26a454ac11'], 'No matches found for pattern "datetime"', None, True,
    dict(native_id='list_directory-1762085463914-c9bdd5a1001cc', kind='tool_switch', entities=['examples', 'ema_cross.py']), 'read_file-1762087083295-fda783bb335e2', 'medium',
    ['masked', 'tool_switch'],
    "Masked non-shell tool failure: search_file_content reports no match for 'datetime' in nautilus_trader and even for 'nautilus_trader' in site-packages (it evidently skips the ignored venv), though the package is installed and imported. The agent moves to list_directory/read_file of the installed examples (ema_cross.py read succeeds). Not counted in masked_failures_annotated (non-shell).",
    masked=True, shell=False, tool='search_file_content'),
 ep('E26', ['web_fetch-1762085961025-4c757871f95a28'], '[Operation Cancelled] Reason: User did not allow tool call', None, True,
    dict(native_id='line:3103', kind='user_fix', entities=['https://nautilustrader.io/docs/latest/concepts/strategies']), 'web_fetch-1762086011866-9e7a6d9b0f01b8', 'high',
    [], "User rejection carrying an instruction: the user replaces the agent's search-style fetch with a concrete docs URL.", shell=False, tool='web_fetch'),
 ep('E27', ['web_fetch-1762086543042-ff2d0b2570bce8'], '[Operation Cancelled] Reason: User did not allow tool call', None, True,
    dict(native_id='line:3573', kind='user_fix', entities=['https://nautilustrader.io/docs/latest/concepts/backtesting/#venues']), 'web_fetch-1762086600048-8ee3bdbd191818', 'high',
    [], "Same pattern for the venues error.", shell=False, tool='web_fetch'),
]
# order episodes by first symptom position is done by the builder (ids renumbered E1..)
PIVOTS = [
 dict(native_id='line:721', snippet="I'll use the virtual environment's python at `synaptic-venv/bin/python` to run it."),
 dict(native_id='line:2948', snippet='refer to the official documentation at https://nautilustrader.io/docs/latest/'),
 dict(native_id='line:2130', snippet='lets try some other way'),
 dict(native_id='line:4407', snippet='from nautilus_trader.model.currencies import USD use this instead'),
]
REUSE = [
 dict(entity='./synaptic-venv/bin/python', discovered=dict(native_id=R+'1762073040173-d1d8cd02b50268', snippet='./synaptic-venv/bin/python -m pytest tests/test_indicators.py'),
      reused=dict(native_id=R+'1762084983347-c5349abc7f8e9', snippet='./synaptic-venv/bin/python -m pytest tests/test_backtest.py')),
 dict(entity='engine.add_venue', discovered=dict(native_id='line:3608', snippet='venues are added to the `BacktestEngine` instance directly using `engine.add_venue()`'),
      reused=dict(native_id='write_file-1762086670080-9c63a380258308', snippet='engine.add_venue(')),
 dict(entity='examples/strategies', discovered=dict(native_id='list_directory-1762087024203-25772a4e41c28', snippet='[DIR] strategies'),
      reused=dict(native_id='read_file-1762087083295-fda783bb335e2', snippet='examples/strategies/ema_cross.py')),
]
