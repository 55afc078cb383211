"""Label spec for DiSHTiX/LMUFFB (VS Code GitHub Copilot chat via SpecStory, Markdown v2.1.0)."""
P = "copilot/lmuffb__2025-12-05_23-40Z-fixing-min-max-macro-conflicts-in-c++-code.md"
S = {P: dict(
    format=("vscode-copilot-specstory-md (SpecStory Markdown v2.1.0, '<!-- vscode Session … -->', GitHub Copilot agent "
            "in VS Code, models copilot/claude-haiku-4.5 and copilot/gpt-5-mini; Windows; every tool is "
            "data-tool-type=\"unknown\" with JSON Parameters/Additional data/Result fences)"),
    counts_notes=("shell_commands = <tool-use data-tool-type=\"unknown\" data-tool-name=\"run_in_terminal\"> blocks (3; "
                  "SpecStory does not type them as shell); native id = line:N of that opening line; the command is "
                  "Parameters.commandLine.original (JSON-escaped; language pwsh). Result has content \"\" and "
                  "toolCallResult null: no output and no exit code, so all 3 are exit_unknown and failed = 0. The build "
                  "itself is run by the user (CMake Tools '[build]' lines pasted into user messages), so every build "
                  "episode is shell false with symptom_tool user_message. Edits are copilot_replaceString blocks "
                  "(content HTML-escaped, '&#96;' for backticks)."),
    expected_nonzero=[],
    notes=("C++ port of a racing-sim force-feedback app (LMUFFB) on Windows/MSVC. The user pastes compiler/linker "
           "errors turn by turn: C2589 from the Windows min/max macros (first fix #define NOMINMAX does not take, the "
           "same errors come back with shifted line numbers; wrapping (std::min)/(std::max) works), C2664 from an ImGui "
           "SliderFloat call, LNK2019 for the vJoy library (CMakeLists link path), then a missing vJoy DLL at run time "
           "(screenshot only; fixed with a POST_BUILD copy once the user gives the SDK path). 'Could not open file "
           "mapping object' is expected without the game running (not a failure). Later a git story: 'fatal: refusing "
           "to merge unrelated histories' keeps coming back; the agent runs `git merge origin/main "
           "--allow-unrelated-histories` itself (no output recorded) and the session ends with the user still "
           "getting the same error. Privacy: Windows user name/host in pasted prompts (Mauro@DESKTOP-…) only."),
    episodes=[
        dict(id="E1", symptom_native_ids=["line:6", "line:199"],
             error_text="error C2589: '(': illegal token on right side of '::'",
             failing_command=None, resolved=True,
             fix=dict(native_id="line:258", kind="edit_file", entities=["(std::min)", "NOMINMAX"]),
             verified_by_native_id="line:368", confidence="medium", masked=False, expected_failure=False,
             hard_cases=["edit_then_retry", "retry_still_fails_differently"], shell=False, symptom_tool="user_message",
             notes=("First fix: #define NOMINMAX at the top of FFBEngine.h (edit line:41); the user's next build (line:199) "
                    "shows the same C2589 at FFBEngine.h(46,25) instead of (44,25) — same signature, line shifted by the "
                    "inserted lines. Agent: 'The `#define NOMINMAX` didn't take effect'; it wraps the calls as "
                    "(std::min)/(std::max) (edits line:225, line:258). The next paste (line:295) has only linker errors; "
                    "line:368 'It now builds'.")),
        dict(id="E2", symptom_native_ids=["line:84"],
             error_text="error C2664: 'bool ImGui::SliderFloat(const char *,float *,float,float,const char *,ImGuiSliderFlags)'",
             failing_command=None, resolved=True,
             fix=dict(native_id="line:153", kind="edit_file", entities=["SliderFloat"]),
             verified_by_native_id="line:368", confidence="medium", masked=False, expected_failure=False,
             hard_cases=["edit_then_retry"], shell=False, symptom_tool="user_message",
             notes="GuiLayer.cpp(115,12); one replaceString (line:153). It does not reappear in line:199 or line:295; confirmed by 'It now builds' (line:368)."),
        dict(id="E3", symptom_native_ids=["line:295"],
             error_text="error LNK2019: unresolved external symbol __imp__vJoyEnabled",
             failing_command=None, resolved=True,
             fix=dict(native_id="line:323", kind="config_change", entities=["link_directories", "VJOY_SDK_DIR"]),
             verified_by_native_id="line:368", confidence="high", masked=False, expected_failure=False,
             hard_cases=["config_change", "edit_then_retry"], shell=False, symptom_tool="user_message",
             notes="CMakeLists.txt: platform-dependent vJoy lib directory (edit line:323). User: 'It now builds.' (line:368)."),
        dict(id="E4", symptom_native_ids=["line:368"],
             error_text="(screenshot only: 'when I run the exe I get this: (see image)'; the agent treats it as the missing vJoy DLL)",
             failing_command=None, resolved=True,
             fix=dict(native_id="line:488", kind="config_change", entities=["POST_BUILD", "vJoy"]),
             verified_by_native_id="line:525", confidence="medium", masked=False, expected_failure=False,
             hard_cases=["config_change", "path_fix"], shell=False, symptom_tool="user_message",
             notes=("The first POST_BUILD copy (edit line:389) uses a guessed path; the user supplies 'C:\\Program "
                    "Files\\vJoy\\SDK\\lib' (line:433), the agent lists the DLLs (run_in_terminal line:441, no output "
                    "recorded) and corrects the paths (line:488). User: 'Ok, that issue is fixed.' (line:525).")),
        dict(id="E5", symptom_native_ids=["line:1103", "line:1636", "line:1794"],
             error_text="fatal: refusing to merge unrelated histories",
             failing_command=None, resolved=False, fix=None,
             verified_by_native_id=None, confidence="medium", masked=False, expected_failure=False,
             hard_cases=["gave_up"], shell=False, symptom_tool="user_message",
             notes=("User-run git pull. The agent explains --allow-unrelated-histories, the user resolves a merge on a "
                    "backup branch, the agent runs `git merge origin/main --allow-unrelated-histories` (line:1354) and "
                    "`git push origin main; git status` (line:1697), both without recorded output; the user's push is "
                    "rejected non-fast-forward (line:1763) and `git pull origin main` still refuses (line:1794). The file "
                    "ends there: unresolved (fix null because nothing is shown to work)."))],
    pivots=[dict(native_id="line:211", snippet="didn't take effect"),
            dict(native_id="line:368", snippet="It now builds")],
    reuse=[dict(entity="C:\\Program Files\\vJoy\\SDK\\lib",
                discovered=dict(native_id="line:433", snippet="C:\\Program Files\\vJoy\\SDK\\lib"),
                reused=dict(native_id="line:441", snippet="vJoy\\\\SDK"))],
)}
