KEY = "claude_code/personal-git__libnn-baseline__bd42c520-81e4-40e3-8230-ab53f216b894.jsonl"
ENTRY = {
 "format": "claude-code-jsonl (Claude Code 2.1.x, entrypoint cli, Linux, user shell zsh; '<persisted-output>' tool results that point to tool-results/*.txt files not in the repo; a resume marked by an isMeta user record 'Continue from where you left off.' answered by 'No response requested.')",
 "counts": {"shell_commands": 28, "failed_shell_commands": 1, "masked_failures_annotated": 0},
 "counts_notes": "28 Bash tool_use blocks, all with results; one is_error (the perf-test compile, 'Exit code 2'). Probes that print 'not found' / zsh '(eval):1: no matches found: /opt/andes*' / 'No such file or directory (os error 2)' inside `2>&1; ...` chains exit 0 and are not failures (the agent is looking for the Andes toolchain and build files). The library build `./build.sh ax45mpv \"\" \"riscv64-elf-gcc\" 2>&1 | tail -30` returns a <persisted-output> preview; the follow-up `tail -5` of the saved file shows 'Andes NN Library installation done!', so that build succeeded.",
 "failed_native_ids": ["toolu_01GXgoqJYU9DurTsrhPFDtGm"],
 "expected_nonzero": [],
 "exit_unknown": [],
 "notes": "Same user as the qemu_v5 sessions (pshung/personal_git, /home/nick/work/libnn_baseline: Andes NN library for RISC-V, built with Andes riscv64-elf-gcc). Q&A about where ENA_NDS_V5_VEC_DOT_PROD is defined, then 'compile for ax45mpv and objdump to check'. The agent looks for an Andes toolchain (the Arch riscv64-elf-gcc is on PATH; /opt/ast*/ has Andes ones); the session is interrupted and resumed, and the user names the toolchain (/local/nick/SW_Release/build-ast540/...). A single-file compile shows 4 nds.vd4dots.vv instructions. The user then asks to run the perf test on an FPGA; the library builds, but the hand-rolled perf-test compile fails: the agent builds flags in shell variables (CPU_FLAG, COMMON, APP) and expands them unquoted, which zsh does not word-split, so gcc gets the whole string as the -mtune value ('cc1: error: unknown cpu ...'). The transcript ends at that failure. The shared FPGA host name appears in the prompts; no credentials.",
 "episodes": [
  {"id": "E1", "symptom_native_ids": ["toolu_01GXgoqJYU9DurTsrhPFDtGm"],
   "error_text": "cc1: error: unknown cpu 'andes-45-series -mext-vector=zve64d -DNDS_VEC_RVV_VERSION=1000 -O3 -Wall -Werror -ffunction-sections -fdata-sections -DPF_COUNTER -Wl,-gc-sections -DENA_FS_VS -mvh -DENA_VL4 -mzfh -DFAST_VERSION -DFUNCTION_PF_ANALYZE' for '-mtune'",
   "failing_command": "${CC} ${APP} ${INC} -DENA_RANDOM_INPUT=1 -o ${OUT} ${SRC} ./libnn.a -lm 2>&1 | tail -30",
   "resolved": False,
   "fix": None,
   "verified_by_native_id": None,
   "confidence": "high", "masked": False, "expected_failure": False,
   "hard_cases": ["gave_up", "typo"],
   "notes": "Wrong compiler flags caused by shell semantics: under zsh an unquoted ${APP} is one word, so the whole flag string becomes the argument of -mtune. The fix would be ${=APP} / an array / `bash -c`, but the transcript ends with this result (no later record), so resolved false, fix null. The pipe into `| tail -30` did not mask it here because the block's last command `ls -l ${OUT}` fails with the missing .adx (exit 2). Same zsh-vs-bash family as the NO_CLOBBER refusals in personal-git__qemu-v5__04dd95c8 (cross-session group)."}
 ],
 "pivots": [
  {"native_id": "b9cabaa9-10fd-4f7a-8370-057670e1ea15", "snippet": "use toolchain /local/nick/SW_Release/build-ast540/build-toolchain/linux/nds64le-elf-newlib-v5d/bin"},
  {"native_id": "toolu_01NHvbfheE8Rpn19UZWCdcJ4", "snippet": "nds.vd4dots.vv"}
 ],
 "reuse": [
  {"entity": "/local/nick/SW_Release/build-ast540/build-toolchain/linux/nds64le-elf-newlib-v5d/bin",
   "discovered": {"native_id": "b9cabaa9-10fd-4f7a-8370-057670e1ea15", "snippet": "/local/nick/SW_Release/build-ast540/build-toolchain/linux/nds64le-elf-newlib-v5d/bin"},
   "reused": {"native_id": "toolu_01AHZsWrMsMyDnrPFB3xLc1u", "snippet": "export PATH=/local/nick/SW_Release/build-ast540/build-toolchain/linux/nds64le-elf-newlib-v5d/bin:$PATH"}},
  {"entity": "ENA_NDS_V5_VEC_DOT_PROD defined by build.sh for ax45mpv",
   "discovered": {"native_id": "toolu_01H7QPt9DDTKEvu7NMd7fTJ8", "snippet": "-mtune=andes-45-series"},
   "reused": {"native_id": "toolu_01S4hp75VAmnBjpn6yzuaL1C", "snippet": "-DENA_VEC_ISA -DMAX_VLEN=1024 -DENA_NDS_V5_VEC_DOT_PROD"}}
 ]
}
