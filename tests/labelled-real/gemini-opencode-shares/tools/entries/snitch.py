F = "gemini/snitch__prompt.md"
RS = "run_shell_command-"
def ep(id, shell, tool, sym, err, cmd, resolved, fix, ver, conf, hc, notes, masked=False):
    return {"id":id,"shell":shell,"symptom_tool":tool,"symptom_native_ids":sym,"error_text":err,"failing_command":cmd,
            "resolved":resolved,"fix":fix,"verified_by_native_id":ver,"confidence":conf,"masked":masked,"expected_failure":False,
            "hard_cases":hc,"notes":notes}
def fx(nid, kind, ents): return {"native_id":nid,"kind":kind,"entities":ents}
REJ = "Command rejected because it could not be parsed safely"
E = {
 "format": "gemini-cli-chat-share-markdown (Gemini CLI '/chat share prompt.md' export, 22 Dec 2025, win32; '## USER 🧑‍💻' / '## MODEL ✨' headers (emoji after the role); Tool Command blocks without id, Tool Response blocks with id; MSVC output hard-wrapped at ~100 columns; many model turns have no text, only tool calls)",
 "counts": {"shell_commands": 31, "failed_shell_commands": 4, "masked_failures_annotated": 0},
 "counts_notes": "31 run_shell_command Tool Command blocks (68 tool calls: also 16 replace, 10 write_file, 6 read_file, 4 web_fetch, 1 list_directory); paired in order with Tool Responses, native id = response id. Exit codes from 'Exit Code: N' in response.output (printed for 0 too): 4 non-zero, all '.\\build.bat' with MSVC errors (exit 1). Exit unknown = 5: every '.\\build.bat && .\\snitch.exe …' call has response.error 'Command rejected because it could not be parsed safely' — the Gemini CLI refuses the compound command before running it (on win32), so there is no exit code. Builds that exit 0 with compiler warnings (C4129, C4244, C4267) are not failures. The snitch.exe outputs list the user's local processes and listening ports (no remote peers).",
 "failed_native_ids": sorted([RS+x for x in ["1766469300592-741ef243e3d02","1766469307565-f4e03b1455702","1766469319286-2e6a1683b2f38","1766469543647-41ccc877df11e"]]),
 "expected_nonzero": [],
 "exit_unknown": sorted([RS+x for x in ["1766469367341-82dfef6c86bf2","1766469467265-6a74f2c13dce","1766469825366-e7d55551f7b71","1766469921553-5dabaadc046fc","1766470958868-157fb9975de3d"]]),
 "notes": "Gemini CLI (22 Dec 2025) writing a Windows Visual C++ port of the Go tool 'snitch' (netstat-like TUI) in an empty C:\\dev\\snitch, built by a generated build.bat with MSVC 19.43. A classic chain of Win32 header errors, each fixed by one edit and proven by the next build: a non-existent <ws2_32.h> (C1083), winsock.h vs winsock2.h redefinitions (WIN32_LEAN_AND_MEAN), std::max clashing with the windows.h max macro (NOMINMAX), and later a declaration swallowed into a comment line by a replace (C2065 'csbi'). Five times the model asks for '.\\build.bat && .\\snitch.exe …' and the CLI rejects it unparsed; every time it splits the command into two calls and never learns to. One user correction of a misread feature request. The user-facing rest (README, GitHub fork questions) has no tool failures.",
 "episodes": [
  ep("E1",True,"run_shell_command",[RS+"1766469300592-741ef243e3d02"],"snitch.cpp(3): fatal error C1083: Cannot open include file: 'ws2_32.h': No such file or directory",".\\build.bat",
     True,fx("replace-1766469305667-7db4d2ef24113","edit_file",["winsock2.h","ws2tcpip.h"]),RS+"1766469307565-f4e03b1455702","high",["edit_then_retry","retry_still_fails_differently"],
     "ws2_32 is a library, not a header; the include becomes <winsock2.h> + <ws2tcpip.h>. The next build no longer reports C1083 but fails on header redefinitions (E2)."),
  ep("E2",True,"run_shell_command",[RS+"1766469307565-f4e03b1455702"],"ws2def.h(240): error C2011:",".\\build.bat",
     True,fx("replace-1766469316599-d0f84fe094558","edit_file",["WIN32_LEAN_AND_MEAN"]),RS+"1766469319286-2e6a1683b2f38","high",["edit_then_retry","retry_still_fails_differently"],
     "windows.h pulled in the old winsock.h before winsock2.h: many 'macro redefinition' warnings (e.g. 'AF_IPX') and C2011/C2143 errors in ws2def.h (error lines hard-wrapped). The edit's instruction: 'Add WIN32_LEAN_AND_MEAN to avoid winsock.h conflict.' Next build gets past the headers and fails in snitch.cpp (E3)."),
  ep("E3",True,"run_shell_command",[RS+"1766469319286-2e6a1683b2f38"],"snitch.cpp(178): error C2589: '(': illegal token on right side of '::'",".\\build.bat",
     True,fx("replace-1766469326517-41e186f7fea1f","edit_file",["NOMINMAX"]),RS+"1766469329606-24564c4a57c","high",["edit_then_retry"],
     "std::max/std::min collide with the min/max macros of windows.h; '#define NOMINMAX' before windows.h. The next build exits 0 (with warnings only)."),
  ep("E4",True,"run_shell_command",[RS+"1766469367341-82dfef6c86bf2"],REJ,".\\build.bat && .\\snitch.exe",
     True,fx(RS+"1766469369858-462b513d1d334","command_change",[".\\build.bat"]),RS+"1766469425507-6c2e43edafcf9","medium",["compound_retry","tool_switch"],
     "The CLI refuses the '&&' compound on win32 before running it (no exit code, response.error). The agent silently runs '.\\build.bat' alone; the program itself is first run as a separate call ('.\\snitch.exe', which prints the table) after two more edits. Recurs as E5, E7, E8, E9. Labelled shell: the call went to the shell tool and the fix is a changed command, but the rejected call itself never ran (exit_unknown, not in failed_native_ids)."),
  ep("E5",True,"run_shell_command",[RS+"1766469467265-6a74f2c13dce"],REJ,".\\build.bat && .\\snitch.exe -t -l",
     True,fx(RS+"1766469469419-8f37bfee866cc","command_change",[".\\build.bat"]),RS+"1766469473704-96d177e46b646","high",["compound_retry"],
     "Second identical rejection; split into '.\\build.bat' then '.\\snitch.exe -t -l', both succeed."),
  ep("E6",True,"run_shell_command",[RS+"1766469543647-41ccc877df11e"],"snitch.cpp(299): error C2065: 'csbi': undeclared identifier",".\\build.bat",
     True,fx("replace-1766469550431-075b660acdc75","edit_file",["CONSOLE_SCREEN_BUFFER_INFO csbi;","// Get console height"]),RS+"1766469552672-b0716cf46a4eb","high",["edit_then_retry"],
     "The declaration ended up on the comment line ('// Get console height        CONSOLE_SCREEN_BUFFER_INFO csbi;'), probably through replace-1766469531028-ada6a8db2c199, whose old/new strings end at that comment, so it was commented out; diagnosed with read_file (offset 280) and split again. Build exit 0."),
  ep("E7",True,"run_shell_command",[RS+"1766469825366-e7d55551f7b71"],REJ,".\\build.bat && .\\snitch.exe ls -U",
     True,fx(RS+"1766469826944-f9df204c24c9","command_change",[".\\build.bat"]),RS+"1766469830622-1846932627f21","high",["compound_retry"],
     "Third identical rejection, same split."),
  ep("E8",False,"user_report",["line:1438"],"No, go ahead and show all information in the table for the process you report, just limit it to one line per .exe",None,
     True,fx("replace-1766469908405-16fa00c9292f3","edit_file",["uniqueMode","PrintTable"]),"line:1612","medium",["edit_then_retry"],
     "The first -U implementation printed only the PROCESS column; the user corrects it. Two replaces in PrintTable (replace-1766469890753-58069f8fa00c9, replace-1766469908405-16fa00c9292f3); the run '.\\snitch.exe ls -U' shows all columns and the user says 'Looks good!' (line:1612)."),
  ep("E9",True,"run_shell_command",[RS+"1766469921553-5dabaadc046fc"],REJ,".\\build.bat && .\\snitch.exe ls -U",
     True,fx(RS+"1766469923154-d89cfa3466b98","command_change",[".\\build.bat"]),RS+"1766469926902-5e3c47a127f98","high",["compound_retry"],
     "Fourth identical rejection, same split (this rejection sits between E8's fix and its user confirmation)."),
  ep("E10",True,"run_shell_command",[RS+"1766470958868-157fb9975de3d"],REJ,".\\build.bat && .\\snitch.exe ls -f -U",
     True,fx(RS+"1766470960549-9198c517be96d","command_change",[".\\build.bat"]),RS+"1766470965186-d01b35320fd05","high",["compound_retry"],
     "Fifth identical rejection, same split.")
 ],
 "pivots": [
  {"native_id":"replace-1766469316599-d0f84fe094558","snippet":"Add WIN32_LEAN_AND_MEAN to avoid winsock.h conflict."},
  {"native_id":"replace-1766469326517-41e186f7fea1f","snippet":"#define NOMINMAX"},
  {"native_id":"line:1438","snippet":"just limit it to one line per .exe"}
 ],
 "reuse": [
  {"entity":"split '.\\build.bat && …' into two calls","discovered":{"native_id":RS+"1766469369858-462b513d1d334","snippet":".\\build.bat"},
   "reused":{"native_id":RS+"1766469469419-8f37bfee866cc","snippet":".\\build.bat"}},
  {"entity":"winsock2/WIN32_LEAN_AND_MEAN/NOMINMAX header block kept in every later rewrite","discovered":{"native_id":"replace-1766469326517-41e186f7fea1f","snippet":"#define NOMINMAX"},
   "reused":{"native_id":"write_file-1766469357153-5b50235b725db","snippet":"#define WIN32_LEAN_AND_MEAN\n#define NOMINMAX"}}
 ]
}
