"""Tutorials: guided games read from data files, and the cursor that runs them.

A tutorial is a scripted game of one game, kept in
``resources/tutorials/<game>.toml`` so it can be edited without
programming. It holds:

- the deal: ``seed`` and ``options`` (the game's options JSON), the seat the
  player plays (``human``) and every seat's name (``names``);
- ``title`` and every step's ``text`` in each language (``en``, ``de``);
- the steps, in order. Each step has an ``id``, a ``text`` (one or two
  sentences: what to do and why; :func:`sentences` counts them), for a
  step the player acts in a ``click`` (what to click, naming it: said when
  a click is not the taught one), optionally ``rule`` (the anchor of a
  section of the game's rules page, ``resources/rules/<lang>/<game>.md``,
  where a heading ends in ``{#anchor}``), ``expect`` (the player's actions,
  in order), ``highlight`` (actions whose targets the table marks; by
  default the expected action) and ``then`` (moves played for the other
  seats — or, in a fast-forward, for the player too — after the step's own
  actions).

An action in ``expect`` or ``highlight`` is a *matcher*: a table of the
game's action JSON (``game.action_adapter``) that may leave out fields; it
matches an action whose JSON has every given field with that value. When
the player must act, the matcher must match exactly one legal action (the
taught one). A move in ``then`` is ``{seat = n, action = {…}}`` with the
complete action JSON. A step without ``expect`` is read and confirmed with
"Continue" before its ``then`` moves play.

:class:`TutorialRun` is the cursor shared by the headless check
(:func:`check`) and the app's tutorial mode in the controller: it says what
the game waits for (the player's expected action, a move to play by
itself, "Continue", or the end) and advances as moves are made. Nothing
here imports Qt.
"""

from __future__ import annotations

import copy
import re
import tomllib
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

from senji_desktop.engine.core import Move
from senji_desktop.engine.registry import load_game
from senji_desktop.resources import resource_path

#: Languages every text of a tutorial must be given in.
LANGUAGES = ("en", "de")

#: ``## Heading {#anchor}``: a rules page's section anchor (see rules_anchors).
ANCHOR_RE = re.compile(r"^(#{1,6}\s.*?)\s*\{#([a-z0-9-]+)\}\s*$")

Waiting = Literal["continue", "player", "auto", "done"]

#: The most sentences a step's text may have (what to do and why).
MAX_SENTENCES = 2

#: The end of a sentence: . ! ? or … (a closing quote or bracket may follow)
#: before a space and a word that does not begin in lower case, or the end.
_SENTENCE_END = re.compile(r"[.!?…]+[\"'”“»«)]*(?=\s+[^a-zäöüß\s]|\s*$)")


class TutorialError(ValueError):
    """A tutorial file that cannot be read or does not fit its game."""


@dataclass(frozen=True)
class AutoMove:
    """A move the tutorial plays by itself: `action` is the action JSON."""

    seat: int
    action: Mapping[str, Any]


@dataclass(frozen=True)
class TutorialStep:
    """One step: its text per language, the rule it teaches, the player's
    expected actions (matchers), what to highlight and the moves after it."""

    id: str
    text: Mapping[str, str]
    rule: str | None = None
    #: What to click for the step's actions, per language ({} for a step to read).
    click: Mapping[str, str] = field(default_factory=dict)
    expect: tuple[Mapping[str, Any], ...] = ()
    highlight: tuple[Mapping[str, Any], ...] = ()
    then: tuple[AutoMove, ...] = ()

    @property
    def is_info(self) -> bool:
        """True for a step the player only reads and confirms."""
        return not self.expect

    def text_in(self, lang: str) -> str:
        """The text in `lang`, else in English."""
        return self.text.get(lang) or self.text.get("en", "")

    def click_in(self, lang: str) -> str:
        """What to click, in `lang`, else in English ("" if not given)."""
        return self.click.get(lang) or self.click.get("en", "")


@dataclass(frozen=True)
class Tutorial:
    """A whole tutorial (see the module docstring)."""

    game_id: str
    title: Mapping[str, str]
    seed: int
    options: Mapping[str, Any]
    human: int
    names: tuple[str, ...]
    steps: tuple[TutorialStep, ...]

    def title_in(self, lang: str) -> str:
        return self.title.get(lang) or self.title.get("en", self.game_id)

    def step_index(self, step_id: str) -> int:
        """Raises KeyError for an unknown id."""
        for i, s in enumerate(self.steps):
            if s.id == step_id:
                return i
        raise KeyError(step_id)


# ---- reading -------------------------------------------------------------------


def tutorial_path(game_id: str) -> Path:
    return resource_path("tutorials", f"{game_id}.toml")


def has_tutorial(game_id: str) -> bool:
    return tutorial_path(game_id).is_file()


def load_tutorial(game_id: str, path: Path | None = None) -> Tutorial:
    """Read the tutorial of `game_id` (from `path` if given).

    Raises TutorialError for a missing file, bad TOML or a missing field."""
    path = path or tutorial_path(game_id)
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except OSError as err:
        raise TutorialError(f"{path}: {err}") from err
    except tomllib.TOMLDecodeError as err:
        raise TutorialError(f"{path}: {err}") from err
    return parse_tutorial(game_id, data)


def _texts(value: Any, where: str) -> dict[str, str]:
    if not isinstance(value, dict) or not all(isinstance(v, str) for v in value.values()):
        raise TutorialError(f"{where}: expected a table of texts per language")
    return {str(k): " ".join(str(v).split()) for k, v in value.items()}


def _matchers(value: Any, where: str) -> tuple[dict[str, Any], ...]:
    if value is None:
        return ()
    if not isinstance(value, list) or not all(isinstance(v, dict) for v in value):
        raise TutorialError(f"{where}: expected a list of action tables")
    return tuple(value)


def parse_tutorial(game_id: str, data: Mapping[str, Any]) -> Tutorial:
    """A Tutorial from the TOML's table. Raises TutorialError."""
    if data.get("game") != game_id:
        raise TutorialError(f"the file is for {data.get('game')!r}, not {game_id!r}")
    deal = data.get("deal")
    if not isinstance(deal, dict):
        raise TutorialError("missing [deal]")
    try:
        seed = int(deal["seed"])
        options = dict(deal["options"])
        human = int(deal.get("human", 0))
        names = tuple(str(n) for n in deal["names"])
    except (KeyError, TypeError, ValueError) as err:
        raise TutorialError(f"[deal]: {err!r}") from err
    steps = []
    for i, raw in enumerate(data.get("step", [])):
        where = f"step {i + 1} ({raw.get('id', '?')})"
        if not isinstance(raw, dict) or not isinstance(raw.get("id"), str):
            raise TutorialError(f"{where}: every step needs an id")
        then = []
        for move in raw.get("then", []) or []:
            if not isinstance(move, dict) or "seat" not in move or "action" not in move:
                raise TutorialError(f"{where}: a 'then' move needs seat and action")
            then.append(AutoMove(int(move["seat"]), dict(move["action"])))
        rule = raw.get("rule")
        click = raw.get("click")
        steps.append(TutorialStep(
            id=raw["id"], text=_texts(raw.get("text"), where),
            rule=str(rule) if rule else None,
            click=_texts(click, f"{where} click") if click is not None else {},
            expect=_matchers(raw.get("expect"), where),
            highlight=_matchers(raw.get("highlight"), where),
            then=tuple(then)))
    if not steps:
        raise TutorialError("a tutorial needs at least one step")
    return Tutorial(game_id, _texts(data.get("title"), "title"), seed, options, human, names,
                    tuple(steps))


def sentences(text: str) -> list[str]:
    """The sentences of `text`, in order (a colon, semicolon or dash does
    not end one)."""
    found: list[str] = []
    start = 0
    for m in _SENTENCE_END.finditer(text):
        found.append(text[start:m.end()].strip())
        start = m.end()
    if text[start:].strip():
        found.append(text[start:].strip())
    return found


# ---- matching ------------------------------------------------------------------


def matches(matcher: Any, value: Any) -> bool:
    """True if `value` (action JSON) has everything `matcher` gives: tables
    match field by field (fields the matcher leaves out are free), lists
    element by element, anything else by equality."""
    if isinstance(matcher, Mapping):
        return isinstance(value, Mapping) and all(
            k in value and matches(v, value[k]) for k, v in matcher.items())
    if isinstance(matcher, list | tuple):
        return isinstance(value, list | tuple) and len(matcher) == len(value) and all(
            matches(m, v) for m, v in zip(matcher, value, strict=True))
    return bool(matcher == value)


def action_json(game: Any, action: Any) -> dict[str, Any]:
    result: dict[str, Any] = game.action_adapter.dump_python(action, mode="json")
    return result


def matching_actions(game: Any, state: Any, seat: int, matcher: Mapping[str, Any]) -> list[Any]:
    """The legal actions of `seat` that `matcher` matches."""
    return [a for a in game.legal_actions(state, seat) if matches(matcher, action_json(game, a))]


# ---- the cursor ------------------------------------------------------------------


@dataclass
class TutorialRun:
    """Where a tutorial stands: the step, and how much of its expected
    actions and moves are done.

    The holder of the game state asks :meth:`waiting` what comes next and
    reports each applied move with :meth:`record`; "Continue" on an info
    step is :meth:`confirm`."""

    tutorial: Tutorial
    game: Any = None
    step_index: int = 0
    expect_done: int = 0
    then_done: int = 0
    confirmed: bool = False
    #: Moves made so far (the player's and the automatic ones).
    moves: list[Move] = field(default_factory=list)

    def __post_init__(self) -> None:
        if self.game is None:
            self.game = load_game(self.tutorial.game_id)

    @property
    def step(self) -> TutorialStep | None:
        """The current step (None once the tutorial is done)."""
        steps = self.tutorial.steps
        return steps[self.step_index] if self.step_index < len(steps) else None

    @property
    def human(self) -> int:
        return self.tutorial.human

    @property
    def done(self) -> bool:
        return self.step_index >= len(self.tutorial.steps)

    def waiting(self, state: Any) -> Waiting:
        """What comes next: "continue" (the player confirms an info step),
        "player" (the player's expected action), "auto" (a move the run
        plays, :meth:`auto_move`) or "done"."""
        step = self.step
        if step is None:
            return "done"
        if step.is_info and not self.confirmed:
            return "continue"
        if self.expect_done < len(step.expect):
            return "player"
        if self.then_done < len(step.then):
            return "auto"
        return "done"  # only reached if a step had nothing at all to do

    def expected_matcher(self) -> Mapping[str, Any] | None:
        step = self.step
        if step is None or self.expect_done >= len(step.expect):
            return None
        return step.expect[self.expect_done]

    def expected_action(self, state: Any) -> Any:
        """The legal action the player must take now.

        Raises TutorialError if the player is not to act or the matcher does
        not pick exactly one legal action."""
        matcher = self.expected_matcher()
        if matcher is None:
            raise TutorialError(f"{self._where()}: the player has nothing to do")
        if self.human not in self.game.to_act(state):
            raise TutorialError(f"{self._where()}: the player is not to act "
                                f"(to act: {self.game.to_act(state)})")
        found = matching_actions(self.game, state, self.human, matcher)
        if len(found) != 1:
            legal = [action_json(self.game, a) for a in self.game.legal_actions(state, self.human)]
            raise TutorialError(f"{self._where()}: {dict(matcher)} matches {len(found)} legal "
                                f"actions (legal: {legal[:12]}{' …' if len(legal) > 12 else ''})")
        return found[0]

    def expected_actions(self, state: Any) -> list[Any]:
        """The player's expected action now and those of the step that
        follow it while the player stays the one to act (each found on a
        copy of `state` after the ones before; [] if the player is not to
        act). A table shows them as one way of clicks (Senji's spring
        orders are laid together before they are given)."""
        if self.waiting(state) != "player":
            return []
        step = self.step
        assert step is not None
        found = [self.expected_action(state)]
        rest = step.expect[self.expect_done + 1:]
        if not rest:
            return found
        state = copy.deepcopy(state)
        for matcher in rest:
            self.game.step(state, self.human, found[-1])
            if self.game.is_over(state) or self.human not in self.game.to_act(state):
                break
            nxt = matching_actions(self.game, state, self.human, matcher)
            if len(nxt) != 1:
                break
            found.append(nxt[0])
        return found

    def highlighted(self, state: Any) -> list[Any]:
        """The legal actions whose targets the table marks now."""
        step = self.step
        if step is None:
            return []
        if step.highlight:
            return [a for m in step.highlight
                    for a in matching_actions(self.game, state, self.human, m)]
        if self.waiting(state) == "player":
            try:
                return [self.expected_action(state)]
            except TutorialError:
                return []
        return []

    def is_expected(self, state: Any, action: Any) -> bool:
        """True if `action` is the player's expected action now."""
        matcher = self.expected_matcher()
        return matcher is not None and matches(matcher, action_json(self.game, action))

    def auto_move(self, state: Any) -> Move:
        """The next move the run plays by itself. Raises TutorialError if it
        is not one of the game's legal moves now."""
        step = self.step
        if step is None or self.then_done >= len(step.then):
            raise TutorialError(f"{self._where()}: no move to play")
        auto = step.then[self.then_done]
        if auto.seat not in self.game.to_act(state):
            raise TutorialError(f"{self._where()}: move {self.then_done + 1} is for seat "
                                f"{auto.seat}, but {self.game.to_act(state)} must act")
        try:
            action = self.game.action_adapter.validate_python(dict(auto.action))
        except ValueError as err:
            raise TutorialError(f"{self._where()}: move {self.then_done + 1}: {err}") from err
        if action not in self.game.legal_actions(state, auto.seat):
            raise TutorialError(f"{self._where()}: move {self.then_done + 1} "
                                f"{dict(auto.action)} is not legal")
        return Move(auto.seat, action)

    def confirm(self) -> None:
        """The player read an info step ("Continue")."""
        step = self.step
        if step is not None and step.is_info:
            self.confirmed = True
            self._advance_if_complete()

    def record(self, move: Move) -> None:
        """A move was applied: count it against the step (the player's
        expected action or the next automatic move)."""
        step = self.step
        if step is None:
            raise TutorialError("the tutorial is already over")
        self.moves.append(move)
        if self.expect_done < len(step.expect) and not (step.is_info and not self.confirmed):
            self.expect_done += 1
        else:
            self.then_done += 1
        self._advance_if_complete()

    def _advance_if_complete(self) -> None:
        step = self.step
        while step is not None and (not step.is_info or self.confirmed) \
                and self.expect_done >= len(step.expect) and self.then_done >= len(step.then):
            self.step_index += 1
            self.expect_done = self.then_done = 0
            self.confirmed = False
            step = self.step

    def _where(self) -> str:
        step = self.step
        return f"step {self.step_index + 1} ({step.id if step else 'end'})"


# ---- playing it through ----------------------------------------------------------


def new_state(tutorial: Tutorial, game: Any | None = None) -> Any:
    game = game or load_game(tutorial.game_id)
    return game.new_game(game.options_adapter.validate_python(dict(tutorial.options)),
                         tutorial.seed)


def play_through(tutorial: Tutorial, until_step: int | None = None) -> Iterator[
        tuple[TutorialRun, Any, Move | None]]:
    """Play the tutorial as the player would (always the expected action),
    yielding (run, state, move just made or None for a confirmed info step)
    after every move. Stops when step `until_step` (an index) begins, or at
    the end. Raises TutorialError at the first step that does not fit."""
    game = load_game(tutorial.game_id)
    run = TutorialRun(tutorial, game)
    state = new_state(tutorial, game)
    while not run.done and (until_step is None or run.step_index < until_step):
        waiting = run.waiting(state)
        if waiting == "continue":
            run.confirm()
            yield run, state, None
            continue
        if game.is_over(state):
            raise TutorialError(f"{run._where()}: the game is over before the tutorial")
        if waiting == "player":
            move = Move(run.human, run.expected_action(state))
        else:
            move = run.auto_move(state)
        game.step(state, move.seat, move.action)
        run.record(move)
        yield run, state, move


def moves_until(tutorial: Tutorial, step_index: int) -> list[Move]:
    """The moves made before step `step_index` begins (to resume there)."""
    moves: list[Move] = []
    for _run, _state, move in play_through(tutorial, until_step=step_index):
        if move is not None:
            moves.append(move)
    return moves


def rules_anchors(game_id: str, lang: str) -> set[str]:
    """The section anchors of the rules page of `game_id` in `lang`."""
    path = resource_path("rules", lang, f"{game_id}.md")
    if not path.is_file():
        return set()
    return {m.group(2) for line in path.read_text(encoding="utf-8").splitlines()
            if (m := ANCHOR_RE.match(line))}


def check(tutorial: Tutorial) -> list[str]:
    """Every problem of `tutorial` ([] = it plays from its first step to its
    last): texts in every language (at most two sentences each, and what
    to click where the player acts), unique step ids, rule anchors that exist
    on both rules pages, every expected action legal and unique, every move
    legal and made by a seat that must act."""
    problems: list[str] = []
    ids = [s.id for s in tutorial.steps]
    if len(set(ids)) != len(ids):
        problems.append("step ids are not unique")
    for lang in LANGUAGES:
        if not tutorial.title.get(lang):
            problems.append(f"title: no {lang} text")
        anchors = rules_anchors(tutorial.game_id, lang)
        for s in tutorial.steps:
            if not s.text.get(lang):
                problems.append(f"step {s.id}: no {lang} text")
            elif len(sentences(s.text[lang])) > MAX_SENTENCES:
                problems.append(f"step {s.id}: the {lang} text has more than "
                                f"{MAX_SENTENCES} sentences")
            if s.expect and not s.click.get(lang):
                problems.append(f"step {s.id}: no {lang} click text")
            if s.rule and s.rule not in anchors:
                problems.append(f"step {s.id}: no section {{#{s.rule}}} on the {lang} rules page")
    game = load_game(tutorial.game_id)
    try:
        game.options_adapter.validate_python(dict(tutorial.options))
    except ValueError as err:
        problems.append(f"[deal] options: {err}")
        return problems
    if len(tutorial.names) != game.num_seats(new_state(tutorial, game)):
        problems.append("[deal] names: one name per seat needed")
    try:
        for run, state, _move in play_through(tutorial):
            step = run.step
            if step is not None and step.highlight and run.waiting(state) != "done" \
                    and run.expect_done == 0 and run.then_done == 0 \
                    and not run.highlighted(state) and not step.is_info:
                problems.append(f"step {step.id}: its highlight matches nothing")
    except TutorialError as err:
        problems.append(str(err))
    return problems


def step_count(tutorial: Tutorial) -> int:
    return len(tutorial.steps)


def all_tutorials() -> Sequence[str]:
    """Ids of the games that have a tutorial file, in the registry's order."""
    from senji_desktop.engine.registry import GAMES

    return [g.game_id for g in GAMES if has_tutorial(g.game_id)]
