#!/bin/sh
# Independent recount with jq only for a Codex rollout: exec_command calls, non-zero 'Process exited with code N' headers
# (direct output, or the write_stdin poll output of the session that call started), calls with no exit code at all.
f="$1"
echo "exec_command calls: $(jq -s '[.[] | select(.type=="response_item" and .payload.type=="function_call" and .payload.name=="exec_command")] | length' "$f")"
jq -rs '
  [.[] | select(.type=="response_item")] as $r
  | ([$r[] | select(.payload.type=="function_call" and .payload.name=="exec_command") | .payload.call_id]) as $execs
  | ([$r[] | select(.payload.type=="function_call_output") | {key: .payload.call_id, value: (.payload.output|tostring)}] | from_entries) as $out
  | ([$execs[] as $c | ($out[$c] // "") | capture("Process running with session ID (?<s>[0-9]+)")? | {key: .s, value: $c}] | from_entries) as $sess
  | ([$r[] | select(.payload.type=="function_call" and .payload.name=="write_stdin") | {c: .payload.call_id, s: ((.payload.arguments|fromjson).session_id|tostring)}]) as $polls
  | [ $execs[] as $c
      | ([($out[$c] // "")] + [$polls[] | select($sess[.s] == $c) | ($out[.c] // "")]) as $texts
      | ([$texts[] | capture("Process exited with code (?<x>[0-9]+)")? | .x] | last) as $x
      | "\($c)\t\($x // "none")" ] | .[]' "$f" > /tmp/l8_jq_codex.tsv
echo "failed:"; awk -F'\t' '$2!="0" && $2!="none" {print $1}' /tmp/l8_jq_codex.tsv | sort
echo "no exit code:"; awk -F'\t' '$2=="none" {print $1}' /tmp/l8_jq_codex.tsv | sort
