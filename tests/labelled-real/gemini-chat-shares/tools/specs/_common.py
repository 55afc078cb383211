def ep(id, sym, err, cmd, resolved, fix, ver, conf, hard, notes, masked=False, expected=False, shell=True, tool=None):
    d = dict(id=id, shell=shell, symptom_native_ids=sym, error_text=err, failing_command=cmd, resolved=resolved, fix=fix,
             verified_by_native_id=ver, confidence=conf, masked=masked, expected_failure=expected, hard_cases=hard, notes=notes)
    if not shell: d['symptom_tool'] = tool
    return d
