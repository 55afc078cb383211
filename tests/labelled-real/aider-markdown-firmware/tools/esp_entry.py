"""Labels for claude_code/esp32-cam__conversation.jsonl (Bash ordinals B[n] are 1-based, file order)."""
import os, sys
sys.path.insert(0, os.path.dirname(__file__))
import cc_records

F = os.path.join(os.path.dirname(__file__), "..", "files", "claude_code", "esp32-cam__conversation.jsonl")
_recs, _bash = cc_records.load(F)
B = {i + 1: bid for i, (bid, _) in enumerate(_bash)}


def ep(id, shell, sym, err, cmd, resolved, fix, ver, conf, hard, notes, tool=None, masked=False, expected=False):
    e = {"id": id, "shell": shell, "symptom_native_ids": sym, "error_text": err, "failing_command": cmd,
         "resolved": resolved, "fix": fix, "verified_by_native_id": ver,
         "verification": "none" if ver is None else "later_run", "confidence": conf, "masked": masked,
         "expected_failure": expected, "hard_cases": hard, "notes": notes}
    if tool:
        e["symptom_tool"] = tool
    return e


NOSERIAL = "A fatal error occurred: Failed to connect to ESP32: No serial data received."
UPL = "~/.platformio/penv/bin/pio run -t upload 2>&1"
UPLE = "~/.platformio/penv/bin/pio run -e esp32cam -t upload 2>&1"


def boot_mode(id, sym, user_uuid, ver, masked, notes, cmd=UPL, hard=None):
    return ep(id, True, sym, NOSERIAL, cmd, True, {"native_id": user_uuid, "kind": "user_fix", "entities": ["GPIO0", "RST"] if "GPIO0" in _recs[user_uuid][2] + _recs[sym[-1]][2] + _recs[ver][2] else ["готово"]},
              ver, "high", (hard or []) + (["masked"] if masked else []), notes, masked=masked)


failed = sorted(b for b, e in _bash if e)
entry = {
 "format": "claude-code-jsonl (Claude Code 2.1.x, claude-opus-4-6, macOS/zsh; 2 compactions; persisted-output tool results)",
 "agent": "Claude Code",
 "counts": {},
 "counts_notes": ("In notes, 'Bn' is the n-th Bash tool_use of the file (1-based, file order); ids are given in full in the fields. shell_commands = Bash tool_use blocks (138, no sidechains; the 2 Agent calls are Explore subagents whose inner calls are not in this file). "
   "failed = tool_result.is_error true (12): exit codes 1/2/128/143 in 'Exit code N' result text, plus one 'Cancelled: parallel tool call' (no exit code). "
   "exit_unknown = the Bash call with no tool_result (the listener running when the context ran out, right before the first compact_boundary). "
   "Masked = exit 0 because of '| tail -N', '| head -N', '|| echo ...' or '|| true', or because the command only reads the ESP32's serial log and the failure is in the firmware output. "
   "Large outputs are '<persisted-output>' previews with a path to tool-results/*.txt that the agent then greps/tails (e.g. B11 -> B12). "
   "Non-shell: one AskUserQuestion InputValidationError (is_error)."),
 "failed_native_ids": failed,
 "expected_nonzero": [B[64], B[80]],
 "exit_unknown": [B[74]],
 "notes": ("Russian-language session: write an ESP-IDF + PlatformIO QR-code scanner for an AI-Thinker ESP32-CAM on an ESP32-CAM-MB (CH340) board, flash it from macOS, add a debug web UI, "
   "and finally push to GitHub (the file ends mid-export). Hardware-in-the-loop: every flash needs the user to put the board in download mode (GPIO0 to GND + RST), so "
   "'Failed to connect to ESP32: No serial data received' recurs 8 times, 4 of them hidden behind '| tail'; each is fixed by the user's 'готово' (done). "
   "Tooling failures: pio not on PATH (twice, the second time after a compaction, masked by '| tail -30'), a missing partition table CSV, "
   "'pio device monitor' needing a TTY (termios error, twice), pyserial missing and PEP 668 'externally managed' pip (masked by '| tail -3'), PlatformIO's penv breaking "
   "('Failed to install Python dependencies into penv', mostly behind '| tail') after the agent's pip experiments, and git exit 128 at the end. "
   "Firmware failures read from the serial log (exit 0): a boot-loop abort 'i2c: CONFLICT! driver_ng is not allowed to be used with this old driver', WiFi STA never connecting. "
   "Long stretches of '[NO DATA]' serial reads are not failures of the command. Two compaction summaries (isCompactSummary) repeat earlier facts."),
}
entry["episodes"] = [
 ep("E1", True, [B[5]], "pio not found", 'which pio && pio --version 2>/dev/null || echo "PIO not found"', True,
    {"native_id": B[7], "kind": "path_fix", "entities": ["~/.platformio/penv/bin/pio"]}, B[7], "high", ["masked", "path_fix"],
    "'|| echo' makes the probe exit 0. B6 finds /Users/majmac/.platformio/penv/bin/pio; every later call uses the full path.", masked=True),
 ep("E2", True, [B[10]], "Missing partition table file `/Users/majmac/Desktop/Kwork/Projects/Nalivator/default.csv`", "~/.platformio/penv/bin/pio run 2>&1", True,
    {"native_id": "toolu_01ERWjCTvPPRibsJX6vB4iCx", "kind": "edit_file", "entities": ["board_build.partitions = default.csv"]}, B[12], "high", ["edit_then_retry", "config_change"],
    "Edit drops board_build.partitions from platformio.ini. The rerun B11 is a persisted-output preview; B12 (tail of the saved file) shows [SUCCESS]."),
 ep("E3", True, [B[14], B[15]], NOSERIAL, UPL, True,
    {"native_id": "3d33833c-c3e5-4e6f-9d83-51069cca63b0", "kind": "user_fix", "entities": ["GPIO0", "RESET"]}, B[16], "high", [],
    "Board not in download mode. The first 'готово' (30c2c393…) was not enough (B15 fails identically); after the assistant's detailed GPIO0->GND + RESET instructions (diagnosis record 2973bcc5-c236-4bfe-ab27-b8977b569f79) the second 'готово' works (B16 SUCCESS). The fix is physical, by the user."),
 ep("E4", True, [B[17]], "termios.error: (19, 'Operation not supported by device')", "~/.platformio/penv/bin/pio device monitor -p /dev/cu.usbserial-1130 -b 115200 2>&1", True,
    {"native_id": B[18], "kind": "tool_switch", "entities": ["stty", "cat /dev/cu.usbserial-1130"]}, B[89], "medium", ["tool_switch"],
    "The monitor needs an interactive terminal (assistant e6f8ab43…). The agent switches to stty+cat (B18, '|| true', no output) and later to pyserial scripts; the first captured log is B89. The intent (read the UART) is reached only much later, so medium."),
 boot_mode("E5", [B[24]], "a77e7f2f-f7c6-4959-98ee-6169cfa2eb5e", B[25], False,
    "Same download-mode failure after a rebuild; the first 'готово' (8b435feb…) came before B24, the second one (a77e7f2f…) fixes it."),
 ep("E6", True, [B[27]], "ModuleNotFoundError: No module named 'serial'", "import serial, time, sys", True,
    {"native_id": B[29], "kind": "install", "entities": ["--break-system-packages", "pyserial"]}, B[30], "high", ["masked", "install"],
    "'|| echo \"pyserial not available\"' makes it exit 0.", masked=True),
 ep("E7", True, [B[28]], "hint: See PEP 668 for the detailed specification.", "pip3 install pyserial 2>&1 | tail -3", True,
    {"native_id": B[29], "kind": "command_change", "entities": ["--user --break-system-packages"]}, B[29], "high", ["masked", "install", "flag_removed"],
    "PEP 668 externally-managed-environment error; only its last 3 lines survive '| tail -3' ('hint: See PEP 668'), exit 0. The rerun with --user --break-system-packages prints 'Successfully installed pyserial-3.5'.", masked=True),
 ep("E8", True, [B[33], B[34], B[35], B[37], B[39], B[40]], "Error: Failed to install Python dependencies into penv", "~/.platformio/penv/bin/pio run 2>&1", True,
    None, B[43], "medium", ["masked", "compound_retry", "retry_still_fails_differently"],
    "Appears after the user-site pyserial install (assistant 2597c4a4…: 'Установка pyserial могла повредить окружение PlatformIO'). Only B35 (no pipe) exits 1; the others hide it behind '| tail'/'| grep | head'. Attempts B36 (uninstall user pyserial, reinstall into penv), B38 (E9) and B39 ('rm -rf ~/.platformio/penv/.espidf-5.5.2; pio run') do not change the result; the unchanged 'pio run -v' B41 then builds (B43 tail: [SUCCESS]). No identifiable fix: treated as a plain retry that passed.", masked=True),
 ep("E9", True, [B[38]], "No module named pip", "~/.platformio/penv/.espidf-5.5.2/bin/python -m pip install --force-reinstall idf-component-manager 2>&1 | tail -10", False,
    None, None, "high", ["masked", "gave_up"],
    "A fix attempt for E8 that fails (exit 0 through tail); the agent deletes that venv in B39 instead.", masked=True),
 boot_mode("E10", [B[44]], "9465118c-47fd-42b6-ad05-6be1dc718c69", B[45], True,
    "'| tail -25' keeps the fatal error but the exit code is tail's. The assistant asks for a full USB replug with GPIO0 on GND.", cmd="pio run -t upload 2>&1 | tail -25"),
 ep("E11", True, [B[46]], "ModuleNotFoundError: No module named 'serial'", "import serial, time", True,
    {"native_id": B[47], "kind": "install", "entities": ["--user --break-system-packages", "pyserial"]}, B[48], "high", ["install"],
    "Regression caused by the agent itself: B36 uninstalled the user-site pyserial. The same flags found in E7 are reused."),
 ep("E12", False, ["toolu_01KGcCMGSyKqNnMYUGQX3DHP"], "Too small: expected array to have >=2 items", None, True,
    {"native_id": "2abfe56e-2a16-4bf0-b51c-02eeb08f277a", "kind": "tool_switch", "entities": ["SSID"]}, "8986411b-c7ec-45b3-af77-eca2a5bdd49b", "high", ["tool_switch"],
    "AskUserQuestion with a single option fails schema validation; the agent asks in plain text and the user answers (8986411b…, which contains the user's Wi-Fi credentials: do not quote it).", tool="AskUserQuestion"),
 ep("E13", True, [B[32], B[53], B[84]], "[NO DATA - ESP32 is silent]", "ser = serial.Serial('/dev/cu.usbserial-1130', 115200", True,
    None, B[89], "medium", ["masked", "tool_switch"],
    "Serial reads (stty/cat, dd, pyserial with DTR/RTS toggles, several baud rates, UDP over Wi-Fi) return nothing for a long stretch across the first compaction. B89 (reset via DTR/RTS, read at 74880 then 115200) finally captures a boot log, which shows the E17 crash loop. The agent never identifies why the earlier reads saw nothing (user reseating the module, reset timing): no fix labelled.", masked=True),
 ep("E14", True, [B[75]], "(eval):1: command not found: pio", "pio run -e esp32cam 2>&1 | tail -30", True,
    {"native_id": B[76], "kind": "path_fix", "entities": ["~/.platformio/penv/bin/pio"]}, B[76], "high", ["masked", "path_fix", "compound_retry"],
    "Right after the first compaction the agent forgets the full path found in E1; '| tail -30' hides exit 127. The fix line 'source ~/.zshrc; which pio || ~/.platformio/penv/bin/pio run …' falls back to the full path and builds.", masked=True),
 boot_mode("E15", [B[77]], "84dab9f9-8375-4848-85d4-c4b60099d944", B[78], True, "Masked by '| tail -20'.", cmd="pio run -e esp32cam -t upload 2>&1 | tail -20"),
 ep("E16", True, [B[79]], "termios.error: (19, 'Operation not supported by device')", "pio device monitor -e esp32cam --no-reconnect 2>&1 | head -80", True,
    {"native_id": B[80], "kind": "tool_switch", "entities": ["cat /dev/cu.usbserial-1130"]}, B[89], "medium", ["masked", "tool_switch"],
    "Same as E4 after the compaction (the knowledge was lost); '| head -80' makes it exit 0. B80 (cat in background, killed after 15 s) exits 143 by design.", masked=True),
 ep("E17", True, [B[89]], "E (1492) i2c: CONFLICT! driver_ng is not allowed to be used with this old driver", None, True,
    {"native_id": "toolu_01Q6xYFtAsWvMtiqL9CSabHC", "kind": "edit_file", "entities": ["driver/i2c.h"]}, B[92], "high", ["masked", "edit_then_retry"],
    "Firmware boot loop ('abort() was called') found in the serial log read by B89 (exit 0). The diagnostic I2C scanner used the legacy driver; removing it (edit of main.c) and reflashing gives a clean boot in B92 (assistant 1a9caea3…: 'ESP32 больше не крашится'). failing_command is null: the failing thing is the firmware, not the reader script.", masked=True),
 ep("E18", True, [B[92], B[99]], "W (4145) QR_SCAN: WiFi disconnected, reconnecting...", None, True,
    {"native_id": "58bcf87f-96c9-4166-b191-ad1255c145c2", "kind": "request_fix", "entities": ["AP"]}, B[103], "medium", ["masked"],
    "The ESP never joins the user's network (later 'reason=201'). The user drops the requirement ('не подключайся в вайфай сети'); the agent rewrites main.c for AP mode (c70484e6…) and B103 shows '=== All systems GO ==='.", masked=True),
 boot_mode("E19", [B[94]], "789f47b1-fdac-45fd-9cdf-99cd9b58c7e0", B[95], True, "Masked by '| tail -5'.", cmd="pio run -e esp32cam -t upload 2>&1 | tail -5"),
 boot_mode("E20", [B[113]], "e9035b32-e859-4490-8662-e4e3b7498a49", B[114], True,
    "The agent tries to trigger download mode by toggling DTR/RTS from a python script and then uploads in the same command ('&& … | tail -5'); it fails, masked. 'Нужна ручная прошивка' (manual flashing needed); the user's 'готово' fixes it.",
    cmd="pio run -e esp32cam -t upload 2>&1 | tail -5", hard=["compound_retry"]),
 boot_mode("E21", [B[132]], "23173bdd-3f15-4d74-8d7d-64b1378fd6ce", B[133], False, "Last flash, unmasked (exit 1).", cmd=UPLE),
 ep("E22", True, [B[135]], "fatal: not a git repository (or any of the parent directories): .git", "git status 2>&1", False,
    None, None, "high", [],
    "User asked to push the project and the dialog to GitHub. The file ends with the assistant announcing 'инициализирую git' (copy the dialog, then git init and push): no fix inside the transcript."),
 ep("E23", True, [B[136]], "Cancelled: parallel tool call Bash(git status 2>&1) errored", "ls -la /Users/majmac/Desktop/Kwork/Projects/Nalivator/ 2>&1", True,
    {"native_id": B[137], "kind": "rerun_after_sibling_error", "entities": ["ls -la /Users/majmac/Desktop/Kwork/Projects/Nalivator/"]}, B[137], "high", [],
    "Claude Code cancels the sibling call when a parallel Bash call errors; the identical command rerun alone succeeds. is_error true without an exit code."),
 ep("E24", False, ["b9b043c4-64c8-4d2c-b0dc-f5978b04c07a"], "esp перезагружается при обработке qr-кода", None, False,
    {"native_id": "toolu_01THhrSmFN4ZUyLeS5CCCPDE", "kind": "edit_file", "entities": ["xTaskCreatePinnedToCore"]}, None, "medium", ["edit_then_retry"],
    "User-reported reboot while decoding. The agent cannot capture the log (B21/B22 empty, '|| true') and guesses stack overflow / WDT: bigger task stack, quirc structs on the heap, longer WDT (edits toolu_01Uviuw3…, toolu_01FzeqD7…, toolu_01THhrSm…, sdkconfig rewrite). The user's next report (84e72419…) lists other problems (grayscale, no QR reads, hang after 5-10 s), so the reboot fix is never confirmed.", tool="user_report"),
]
entry["pivots"] = [
 {"native_id": "e6f8ab43-542c-497b-a3a1-c55322a059f5", "snippet": "Монитор требует интерактивный терминал"},
 {"native_id": "2597c4a4-16d3-4cd6-a493-33f92d9649e7", "snippet": "Установка pyserial могла повредить окружение PlatformIO"},
 {"native_id": "b34bbca4-7000-4065-ad32-36a7336b2732", "snippet": "i2c: CONFLICT! driver_ng is not allowed to be used with this old driver"},
 {"native_id": "58bcf87f-96c9-4166-b191-ad1255c145c2", "snippet": "не подключайся в вайфай сети"},
]
entry["reuse"] = [
 {"entity": "~/.platformio/penv/bin/pio (pio not on PATH)", "discovered": {"native_id": B[6], "snippet": "/Users/majmac/.platformio/penv/bin/pio"},
  "reused": {"native_id": B[10], "snippet": "~/.platformio/penv/bin/pio run"}},
 {"entity": "pip --user --break-system-packages for pyserial", "discovered": {"native_id": B[29], "snippet": "pip3 install --user --break-system-packages pyserial"},
  "reused": {"native_id": B[47], "snippet": "python3 -m pip install --user --break-system-packages pyserial"}},
 {"entity": "download mode: GPIO0 to GND, then RST", "discovered": {"native_id": "2973bcc5-c236-4bfe-ab27-b8977b569f79", "snippet": "GPIO0 должен быть замкнут на GND"},
  "reused": {"native_id": "73546d6d-e64c-4bee-abde-040a5045e0fc", "snippet": "Замкни GPIO0 на GND"}},
 {"entity": "full pio path after compaction", "discovered": {"native_id": B[7], "snippet": "~/.platformio/penv/bin/pio --version"},
  "reused": {"native_id": B[76], "snippet": "~/.platformio/penv/bin/pio run -e esp32cam"}},
]
masked_ids = sorted({s for e in entry["episodes"] if e["masked"] and e["shell"] for s in e["symptom_native_ids"] if s in B.values() and s not in failed})
entry["counts"] = {"shell_commands": len(_bash), "failed_shell_commands": len(failed), "expected_nonzero": 2, "exit_unknown": 1,
                   "masked_failures_annotated": len(masked_ids), "episodes": len(entry["episodes"]), "pivots": len(entry["pivots"]), "reuse": len(entry["reuse"])}
