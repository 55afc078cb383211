def ep(id, sym, err, cmd, res, fix, ver, conf, masked, hc, notes, shell=True, tool="shell", exp=False, diag=None):
    d = dict(id=id, symptom_native_ids=sym, error_text=err, failing_command=cmd, shell=shell, symptom_tool=tool,
             resolved=res, fix=fix, verified_by_native_id=ver, confidence=conf, masked=masked, expected_failure=exp,
             hard_cases=hc, notes=notes)
    if diag: d['diag_ids'] = diag
    return d
def fx(n, k, e): return dict(native_id=n, kind=k, entities=e)
