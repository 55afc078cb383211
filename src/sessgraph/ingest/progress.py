"""Progress of an ingest: input bytes handled so far, of the total to handle."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from sessgraph.formats import Source, UnknownFormatError

# The size a directory source (opencode storage) counts for in the read-ahead and the progress.
DIRECTORY_SIZE_ESTIMATE = 1 << 20


def input_size(path: Path) -> int:
    """What a source counts for in the read-ahead: its size (an estimate for a directory)."""
    try:
        return DIRECTORY_SIZE_ESTIMATE if path.is_dir() else path.stat().st_size
    except OSError:
        return 0


class Progress:
    """Input bytes handled so far, reported as ``on_progress(done, total)``: a source counts
    its size when its result is reported (a directory its estimate, an unchanged file too);
    a source read in parts counts as its parts are written."""

    def __init__(
        self,
        items: list[Source | UnknownFormatError],
        on_progress: Callable[[int, int], None] | None,
    ) -> None:
        self.sizes = {str(i.path): input_size(i.path) for i in items if isinstance(i, Source)}
        self.total = sum(self.sizes.values())
        self.done = 0
        self.partial: dict[str, int] = {}
        self.on_progress = on_progress
        self._report()

    def _report(self) -> None:
        if self.on_progress is not None:
            self.on_progress(self.done, self.total)

    def part(self, path: str, read: int) -> None:
        now = min(read, self.sizes.get(path, 0))
        self.done += now - self.partial.get(path, 0)
        self.partial[path] = now
        self._report()

    def file(self, path: str) -> None:
        self.done += self.sizes.get(path, 0) - self.partial.pop(path, 0)
        self._report()
