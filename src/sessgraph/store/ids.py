"""Row ids: a block of consecutive integers per session, placed by a hash of the session id;
and :func:`stable_id`, the content-derived id of the extractor's rows.

Every row stored below a session (segments, messages, tool calls, commands, file edits) gets
the INTEGER PRIMARY KEY ``block << BLOCK_BITS | n``, where ``n`` is the row's position within
the session in that table. Why this scheme:

* Ids increase within a session, and :func:`sessgraph.store.save_source` writes a file's
  sessions in block order, so every insert of a transaction appends: B-tree pages fill in
  order, and FTS5 never sees a rowid lower than the previous one (which would make it flush its
  pending index into a new segment; random 63-bit ids did that on nearly every row).
* Deterministic and idempotent: a session's block starts at a hash of its id and is recorded in
  ``id_blocks`` the first time the session is stored. The record outlives the session, so a
  re-ingest (``--force``, or a grown file) reuses the same block and writes the same ids.
* Collision-safe: when the hashed block already belongs to another session, the next free block
  is taken (linear probing) and recorded; ids thus depend on the session id and on which
  sessions the database held before, never on timing.
* Overflow: a session with more than ``2**BLOCK_BITS`` rows in one table continues in further
  blocks (part 1, 2, …), each probed forward from the previous one, so ids keep increasing.
"""

from __future__ import annotations

import hashlib

import sqlite_utils


def stable_id(*parts: object) -> int:
    """A positive 63-bit integer derived from ``parts`` (stable across runs and machines)."""
    digest = hashlib.blake2b("\x1f".join(map(str, parts)).encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big") & 0x7FFF_FFFF_FFFF_FFFF


# 2**32 rows per table per block; 2**31 blocks. Read at call time, so tests can shrink it.
BLOCK_BITS = 32


def hashed_block(session_id: str) -> int:
    """Where the probe for ``session_id``'s first block starts."""
    digest = hashlib.blake2b(session_id.encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big") % (1 << (63 - BLOCK_BITS))


def _allocate(db: sqlite_utils.Database, session_id: str, part: int, start: int) -> int:
    """The block recorded for ``(session_id, part)``, or the first free one from ``start``."""
    row = db.execute(
        "SELECT block FROM id_blocks WHERE session_id = ? AND part = ?", [session_id, part]
    ).fetchone()
    if row is not None:
        return int(row[0])
    space = 1 << (63 - BLOCK_BITS)
    block = start % space
    while db.execute("SELECT 1 FROM id_blocks WHERE block = ?", [block]).fetchone():
        block = (block + 1) % space
    db.execute(
        "INSERT INTO id_blocks (block, session_id, part) VALUES (?, ?, ?)",
        [block, session_id, part],
    )
    return block


class SessionIds:
    """Row ids of one session; ``ids(n)`` is the id of a table's ``n``-th row of the session.

    Blocks are looked up (or allocated) on first use, so this must be used inside the write
    transaction that stores the rows.
    """

    def __init__(self, db: sqlite_utils.Database, session_id: str) -> None:
        self.db = db
        self.session_id = session_id
        self._blocks: list[int] = []

    def block(self, part: int) -> int:
        """The block holding rows ``part * 2**BLOCK_BITS`` onwards."""
        while len(self._blocks) <= part:
            n = len(self._blocks)
            start = hashed_block(self.session_id) if n == 0 else self._blocks[-1] + 1
            self._blocks.append(_allocate(self.db, self.session_id, n, start))
        return self._blocks[part]

    @property
    def base(self) -> int:
        """The first id of the session's first block."""
        return self.block(0) << BLOCK_BITS

    def __call__(self, n: int) -> int:
        part, offset = divmod(n, 1 << BLOCK_BITS)
        return (self.block(part) << BLOCK_BITS) | offset
