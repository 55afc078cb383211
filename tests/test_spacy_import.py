"""import_spacy: spaCy without its command line, the same tokenizer, the CLI still loadable."""

from __future__ import annotations

import subprocess
import sys

_CHILD = """
import json, sys
from sessgraph.extract.prose import entities_from_prose, nlp
text = "run --tp=2 with CUDA_VISIBLE_DEVICES=0,1 and torch==2.9.1 at ~/models/x (#15623)."
doc = nlp()(text)
skipped = "spacy.cli" not in sys.modules and not any(
    name.split(".")[0] in ("typer", "weasel", "click") for name in sys.modules)
import spacy.cli
print(json.dumps({
    "skipped": skipped,
    "tokens": [t.text for t in doc],
    "ents": [(e.text, e.label_) for e in doc.ents],
    "entities": [[e.kind, e.name, e.value] for e in entities_from_prose(text)],
    "cli_after": callable(getattr(spacy.cli, "download", None)),
}))
"""

_PLAIN = """
import json, spacy
from sessgraph.extract.prose import entities_from_prose, nlp
text = "run --tp=2 with CUDA_VISIBLE_DEVICES=0,1 and torch==2.9.1 at ~/models/x (#15623)."
doc = nlp()(text)
print(json.dumps({
    "tokens": [t.text for t in doc],
    "ents": [(e.text, e.label_) for e in doc.ents],
    "entities": [[e.kind, e.name, e.value] for e in entities_from_prose(text)],
}))
"""


def _run(code: str) -> str:
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    return done.stdout.strip().splitlines()[-1]


def test_pipeline_skips_spacy_cli_and_tokenizes_as_with_a_plain_import() -> None:
    """The pipeline's process never imports spacy.cli (nor typer/weasel/click), its tokens and
    entities equal those built after a plain `import spacy`, and `import spacy.cli` works after."""
    import json

    lean, plain = json.loads(_run(_CHILD)), json.loads(_run(_PLAIN))
    assert lean["skipped"] is True
    assert lean["cli_after"] is True
    assert lean["tokens"] == plain["tokens"]
    assert lean["ents"] == plain["ents"] and lean["ents"]
    assert lean["entities"] == plain["entities"]
