"""Pivots (issue 12): diagnosis, change of approach and user redirect after a failure."""

from __future__ import annotations

from sessgraph.extract.episodes import Action, Episode, Symptom
from sessgraph.extract.pivots import diagnosis_pivot, episode_pivots, redirect_pivot

IDS = {seq: 1000 + seq for seq in range(40)}


def _episode(seq: int = 3) -> Episode:
    action = Action(seq=seq, message_id=seq, command="pytest", exit_code=1, status="failed")
    symptom = Symptom(seq=seq, message_id=seq, kind="command_failed", error_text="boom",
                      error_type="Error", action=action)  # fmt: skip
    return Episode(symptoms=[symptom], status="abandoned")


def test_unresolved_episode_pivots_on_the_strongest_diagnosis() -> None:
    """Without a fix, the agent naming the cause is the pivot, not its first remark."""
    prose = {
        5: "Let me look at the test file.",
        7: "It seems the fixture is involved.",
        9: "Found it — the fixture path is relative to the test directory.",
    }
    pivot = diagnosis_pivot(_episode(), prose, IDS)
    assert pivot is not None and pivot.seq == 9


def test_typographic_apostrophe_counts_as_a_change_of_approach() -> None:
    """Codex writes "I’m": "so I’m rerunning outside the sandbox" is a change of approach."""
    prose = {6: "The sandbox runner failed before PowerShell started, so I’m rerunning it."}
    pivot = diagnosis_pivot(_episode(), prose, IDS)
    assert pivot is not None and pivot.seq == 6


def test_diagnosis_stops_at_the_next_episode() -> None:
    """A diagnosis after the next failure belongs to that failure, not this one."""
    prose = {12: "The issue is the missing migration."}
    assert diagnosis_pivot(_episode(), prose, IDS, end=10) is None


def test_user_message_after_a_failure_is_a_redirect() -> None:
    """A user's instruction right after a failure turns the session."""
    pivot = redirect_pivot(_episode(), {6: "they should be at the repo root level"}, IDS)
    assert pivot is not None and pivot.seq == 6
    assert redirect_pivot(_episode(), {30: "thanks"}, IDS) is None


def test_a_bare_go_on_redirects_nothing() -> None:
    """A bare "continue" / "yes to all" / "继续" after a failure only lets the agent go on: no
    redirect there, and a real instruction after it is the redirect (issue 12 pivots)."""
    for text in ("Continue", "yes to all", "继续", "ok, go ahead."):
        assert redirect_pivot(_episode(), {5: text}, IDS) is None
    pivot = redirect_pivot(_episode(), {5: "continue", 7: "no, use the staging bucket"}, IDS)
    assert pivot is not None and pivot.seq == 7
    assert redirect_pivot(_episode(), {5: "continue with the other port"}, IDS) is not None


def test_episode_pivots_keep_diagnosis_and_redirect_apart() -> None:
    """Both kinds are returned, tagged so that their ids differ."""
    found = episode_pivots(
        _episode(), {5: "The problem is the stale cache."}, {8: "use the other repo"}, IDS
    )
    assert [(tag, p.seq) for tag, p in found] == [("", 5), ("redirect", 8)]


def test_cause_named_outright_is_a_pivot_away_from_chosen_ones() -> None:
    """ "Found a real bug: …" turns the session even without a stored symptom before it;
    a message next to an already chosen pivot is not repeated, a weak remark is none."""
    from sessgraph.extract.pivots import cause_pivots

    prose = {
        4: "Found a real bug: two runs within the same second produced the same timestamp.",
        11: "Aha! That's the issue: the list is empty.",
        20: "Let me look at the file.",
    }
    taken = {12}
    found = cause_pivots(prose, IDS, taken)
    assert [p.seq for p in found] == [4]
    assert taken == {4, 12}


def test_redirect_search_can_stop_at_the_next_episode() -> None:
    """With ``end``, a user message after the next failure is not this episode's redirect."""
    assert redirect_pivot(_episode(), {8: "use the other repo"}, IDS, end=6) is None
    assert redirect_pivot(_episode(), {5: "use the other repo"}, IDS, end=6) is not None


def test_cause_wordings_of_understanding_and_naming_a_bug() -> None:
    """ "I see the issue" / "That's a genuine state-machine bug" name a cause (strongest)."""
    from sessgraph.extract.pivots import cause_pivots

    prose = {
        4: "Now I understand the issue. The flag exists but nothing reads it.",
        14: "That's a genuine state-machine bug: the last step is never answered.",
        24: "That's a good idea, let me do it.",
    }
    assert [p.seq for p in cause_pivots(prose, IDS, set())] == [4, 14]


def test_why_the_current_way_cannot_work_is_a_change_of_approach() -> None:
    """ "it won't work" / "isn't possible" outrank a plain remark after the failure."""
    prose = {
        5: "Let me look at the config.",
        7: "A CNAME to the workers domain won't work, the certificate does not cover it.",
    }
    pivot = diagnosis_pivot(_episode(), prose, IDS)
    assert pivot is not None and pivot.seq == 7


def test_reasoning_heading_naming_a_problem_is_a_change_of_approach() -> None:
    """A reasoning summary "**Addressing missing DOM in tests**" outranks a later summary."""
    prose = {
        5: "**Addressing missing DOM in tests**\n\nThe runner has no document object.",
        8: "**Summarizing results** All done, one check is red.",
    }
    pivot = diagnosis_pivot(_episode(), prose, IDS)
    assert pivot is not None and pivot.seq == 5


def test_rejection_with_an_instruction_is_a_redirect_at_the_call() -> None:
    """A call the user rejected with an instruction redirects the session at that call."""
    text = "Bash rejected: use docker for the tests"
    symptom = Symptom(seq=6, message_id=6, kind="user_rejection", error_text=text,
                      error_type="UserRejected")  # fmt: skip
    episode = Episode(symptoms=[symptom], status="abandoned")
    found = episode_pivots(episode, {}, {20: "then run them in the container"}, IDS)
    assert [(tag, p.seq) for tag, p in found] == [("redirect", 20), ("rejection", 6)]


def test_rejection_answered_by_the_user_redirects_at_their_words() -> None:
    """A bare rejection whose instruction came in the user's next prompt redirects the
    session at that prompt, once (issue 12 pivots: user redirect)."""
    text = "Bash rejected: push to a new branch instead"
    symptom = Symptom(seq=6, message_id=6, kind="user_rejection", error_text=text,
                      error_type="UserRejected")  # fmt: skip
    episode = Episode(symptoms=[symptom], status="abandoned")
    found = episode_pivots(episode, {}, {9: "push to a new branch instead"}, IDS)
    assert [(tag, p.seq) for tag, p in found] == [("redirect", 9)]


def test_user_correction_is_a_pivot_and_praise_is_not() -> None:
    """ "I don't think that's it" and "don't skip the check" correct the agent; "ok" does not."""
    from sessgraph.extract.pivots import correction_pivots

    prompts = {
        3: "I don't think that's it. It is another app, it records while I hold fn",
        9: "don't  skip the sanity check, run it first",
        15: "ok, looks good",
        21: "<ide_opened_file>a.py</ide_opened_file> no, use the other branch",
        27: "that's not what I asked, wrong file",
    }
    taken: set[int] = {28}  # a pivot already chosen next to the last one
    assert [p.seq for p in correction_pivots(prompts, IDS, taken)] == [3, 9, 21]


def test_chinese_and_korean_diagnoses_are_read() -> None:
    """ "问题很明确：…" (the problem is clear) names a cause; "需要使用…" is a change of way."""
    from sessgraph.extract.pivots import cause_pivots

    prose = {4: "问题很明确：扩展没有连接到服务器。", 14: "원인은 설정 파일이 없기 때문입니다."}
    assert [p.seq for p in cause_pivots(prose, IDS, set())] == [4, 14]
    pivot = diagnosis_pivot(_episode(), {6: "我需要使用PowerShell的语法来运行命令。"}, IDS)
    assert pivot is not None and pivot.seq == 6


def test_silent_agent_turns_at_its_next_step() -> None:
    """An agent that writes no word after a failure (Gemini's bare tool calls) turns at its
    next tool call; one that explains itself does not get this pivot."""
    steps = {3: 1003, 5: 1005, 7: 1007}
    found = episode_pivots(_episode(), {}, {}, IDS, None, steps)
    # Scored as a diagnosis after one failing step (0.5 + 0.25), above a wordless fix pivot.
    assert [(tag, p.seq, p.score) for tag, p in found] == [("", 5, 0.75)]
    # An agent that writes words gets no silent-step pivot; its words are the turn instead.
    talking = episode_pivots(_episode(), {5: "Retrying the same call."}, {}, IDS, None, steps)
    assert [(p.seq, p.reason.split(" after")[0]) for _, p in talking] == [(5, "first words")]


def test_first_words_after_a_failure_turn_the_session_in_any_language() -> None:
    """Words no diagnosis tier reads (here Japanese: "the port is taken, so I start on
    another one") are still the agent's reaction: the first of them after the failure is
    the pivot, scored below a worded diagnosis (issue 12 pivots: diagnosis in any language)."""
    prose = {
        4: "ok",
        6: "ポートが既に使われているので、別のポートで起動します。",
        8: "続けます。ビルドを確認します。",
    }
    unread = diagnosis_pivot(_episode(), prose, IDS)
    assert unread is not None and unread.seq == 6 and unread.reason.startswith("first words")
    worded = diagnosis_pivot(_episode(), {**prose, 9: "It seems the port is taken."}, IDS)
    assert worded is not None and worded.seq == 9 and worded.score > unread.score
    # Words after the next episode's failure belong to it, not to this one.
    assert diagnosis_pivot(_episode(), prose, IDS, end=5) is None


def test_a_prompt_that_is_only_an_ide_note_is_no_redirect() -> None:
    """An IDE's "the user opened file X" note alone is no word of the user's: the redirect is
    the next prompt that says something (issue 12 pivots: user redirect)."""
    prompts = {
        5: "<ide_opened_file>The user opened the file a.py in the IDE.</ide_opened_file>",
        7: "<ide_opened_file>b.py</ide_opened_file> maybe we should use the https address?",
    }
    pivot = redirect_pivot(_episode(), prompts, IDS)
    assert pivot is not None and pivot.seq == 7


def test_a_cause_named_as_causing_the_failure_is_the_strongest_wording() -> None:
    """ "the error is caused by …" / "… which is causing an exception" name a cause; the
    same verb about the agent's thinking does not (issue 12 pivots: diagnosis)."""
    from sessgraph.extract.pivots import cause_pivots

    prose = {
        4: "The build error is caused by a name mismatch between the two modules.",
        10: "The pattern ends in a backslash, which is causing an exception on every call.",
        20: "This is causing me to rethink the layout a bit.",
    }
    assert [p.seq for p in cause_pivots(prose, IDS, set())] == [4, 10]


def test_a_heading_that_says_it_is_troubleshooting_names_a_problem() -> None:
    """A reasoning summary "**Troubleshooting theme setup**" is a change of approach even
    without a problem noun; "**Drafting the config**" is not (issue 12 pivots)."""
    prose = {
        5: "**Drafting the config** I'm writing the file now.",
        7: "**Troubleshooting theme setup** The add step stopped after installing.",
    }
    pivot = diagnosis_pivot(_episode(), prose, IDS)
    assert pivot is not None and pivot.seq == 7


def test_user_instruction_just_before_the_fix_is_where_the_session_turned() -> None:
    """A resolved episode whose fix follows a user prompt (long after the failure) turns at
    that prompt; a prompt before the failure or far from the fix is not it (issue 12
    pivots: user redirect)."""
    from sessgraph.extract.episodes import Fix

    failure = _episode(3).symptoms[0]
    verify = Action(seq=33, message_id=33, command="npm run lint", exit_code=0, status="ok")
    fix = Fix(31, 31, "edit", ["eslint.config.js"], "edit", verify, 0.8, {})
    episode = Episode(symptoms=[failure], status="resolved", fix=fix, verify=verify)
    prompts = {1: "set up lint", 12: "looks fine so far", 29: "the config is missing, add it"}
    found = episode_pivots(episode, {}, prompts, IDS)
    assert ("instruction", 29) in [(tag, p.seq) for tag, p in found]
    del prompts[29]
    assert all(tag != "instruction" for tag, _ in episode_pivots(episode, {}, prompts, IDS))


def test_first_words_after_the_failure_are_a_second_turn_beside_the_fix() -> None:
    """A fix pivot further on keeps its place; the agent's first words right after the failure
    are stored beside it, at half its score; words next to the main pivot add nothing (issue
    12 pivots: diagnosis, change of approach)."""
    from sessgraph.extract.episodes import Fix

    episode = _episode()
    verify = Action(seq=16, message_id=16, command="pytest", exit_code=0, status="ok")
    episode.fix = Fix(14, 14, "edit", ["conftest.py"], "edit", verify, 0.8, {})
    episode.status, episode.verify = "resolved", verify
    prose = {
        5: "Die Tests brechen beim Import ab, ich schaue mir das an.",
        14: "Editing conftest.py.",
    }
    found = episode_pivots(episode, prose, {}, IDS)
    (_, main), (tag, reaction) = found
    assert (main.seq, tag, reaction.seq) == (14, "reaction", 5)
    assert reaction.score == round(main.score * 0.5, 3)
    near = episode_pivots(
        episode, {**prose, 5: "", 13: "Now conftest.py needs a fixture."}, {}, IDS
    )
    assert [tag for tag, _ in near] == [""]


def test_pivots_of_an_editor_diagnostics_episode_rank_below_others() -> None:
    """Issue 12 pivots (what a reader is shown first): an episode made only of editor
    diagnostics (Cline/Roo's new problems after a write) is the routine of writing code; its
    pivot stays, at half the score of the same turn after a failing command."""
    from sessgraph.extract.tool_errors import EDITOR_DIAGNOSTICS

    prose = {5: "Found it — the type is exported under another name."}
    diagnostic = Action(seq=3, message_id=3, status="error", tool=EDITOR_DIAGNOSTICS,
                        tool_error="Cannot find name 'Config'.")  # fmt: skip
    symptom = Symptom(seq=3, message_id=3, kind="tool_error", error_text="Cannot find name",
                      error_type="tsDiagnostic", action=diagnostic)  # fmt: skip
    edited = episode_pivots(Episode(symptoms=[symptom], status="abandoned"), prose, {}, IDS)
    failed = episode_pivots(_episode(), prose, {}, IDS)
    assert [p.seq for _, p in edited] == [p.seq for _, p in failed] == [5]
    assert edited[0][1].score == round(failed[0][1].score / 2, 3)
