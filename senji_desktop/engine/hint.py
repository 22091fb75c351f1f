"""Why a suggested move is good, as data (the sentence is made by the UI).

A game's ``heuristics`` module may define ``explain(view, action) ->
HintReason | None``: given the deciding seat's own view and the action the
AI suggests, a reason code and the values that fill it in, or None when it
has nothing short and true to say. The UI layer turns the code into a
translated sentence (``ui/<game>/hints.py``), so the games layer never
holds player-facing text.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True, slots=True)
class HintReason:
    """`code` names the reason (game-specific, e.g. "test_scores"); `values`
    fill it in (JSON-compatible: ints, strings, lists)."""

    code: str
    values: Mapping[str, Any] = field(default_factory=dict)
