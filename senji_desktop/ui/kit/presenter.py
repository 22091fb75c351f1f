"""What a game tells the kit: the :class:`Presenter` and the values it answers with.

A game's table is a :class:`~senji_desktop.ui.kit.table.KitTable` with the
game's presenter. The kit asks the presenter, always with an engine view in
hand:

- :meth:`Presenter.draw` – the scene: every item as a :class:`Spec` (class
  and arguments, so equal specs are kept between drawings) with an optional
  identity (a :class:`Piece` id such as ``("tile", stack, 2)``) that events
  refer to when things move;
- :meth:`Presenter.targets` – the places a click means something
  (:class:`Target`: hit area, click point, the action it chooses or that it
  is a step of a multi-click decision);
- :meth:`Presenter.click` – what a click on an enabled target means
  (:class:`Choice`: an action, a new selection, or an explanation);
- :meth:`Presenter.buttons` – the decision buttons, as data (:class:`ButtonSpec`);
- :meth:`Presenter.acting_seats`, :meth:`Presenter.phase_text`,
  :meth:`Presenter.help_text`, :meth:`Presenter.notice` – the side panel's
  words (the kit writes the header naming the seat that must act);
- :meth:`Presenter.beats` – how events move the pieces (:class:`Beat`,
  :class:`Motion`): from where a thing lies in the drawing of the view before
  the events to where it lies in the drawing of the view after them;
- :meth:`Presenter.log_line`, :meth:`Presenter.result_sentences`,
  :meth:`Presenter.score_body` – log and result texts.

The presenter never simulates events and never decides what a seat may see:
every view it draws comes from the engine (``Game.view``, or
``Game.revealed_view`` at the end of a game).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Iterator, Sequence
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any, ClassVar

from PySide6.QtCore import QAbstractAnimation, QCoreApplication, QPointF, QRectF, QSizeF
from PySide6.QtGui import QPainterPath
from PySide6.QtWidgets import QWidget

from senji_desktop.engine.core import Event, Outcome

# ---- drawing -----------------------------------------------------------------------------


def _frozen(value: object) -> Hashable:
    # Rectangles by value; a layout computes the same floats for the same
    # place. Every other argument of an item is a hashable value already.
    if type(value) is QRectF:
        return value.getRect()
    return value  # type: ignore[return-value]


class Spec:
    """How to make one scene item: its class and arguments. Equal specs make
    identical items, so a redraw keeps every item it already shows and makes
    only the ones that changed."""

    __slots__ = ("args", "cls", "key", "kwargs")

    def __init__(self, cls: Callable[..., Any], *args: object, **kwargs: object) -> None:
        self.cls = cls
        self.args = args
        self.kwargs = kwargs
        self.key: Hashable = (
            cls,
            tuple([_frozen(a) for a in args]),
            tuple([(k, _frozen(v)) for k, v in kwargs.items()]),
        )

    def make(self) -> Any:
        return self.cls(*self.args, **self.kwargs)


@dataclass(slots=True)
class Piece:
    """One item of a drawing: `spec` at depth `z` with `tooltip`. `id`
    (optional) names the thing it shows so events can move it; `rect` is
    where it lies (scene units; needed with an id)."""

    spec: Spec
    z: float = 0.0
    tooltip: str = ""
    id: Hashable | None = None
    rect: QRectF | None = None


class Drawing:
    """Everything a view looks like on the table: its pieces and scene rect."""

    def __init__(self, scene_rect: QRectF | None = None) -> None:
        self.scene_rect = QRectF(scene_rect) if scene_rect is not None else QRectF()
        self.pieces: list[Piece] = []
        self._by_id: dict[Hashable, Piece] = {}

    def add(self, spec: Spec, z: float = 0.0, tooltip: str = "", *,
            id: Hashable | None = None, rect: QRectF | None = None) -> None:
        """Add an item. Raises ValueError for an id without a rect or a repeated id."""
        piece = Piece(spec, z, tooltip, id, QRectF(rect) if rect is not None else None)
        if id is not None:
            if rect is None:
                raise ValueError(f"piece {id!r} needs its rect")
            if id in self._by_id:
                raise ValueError(f"piece {id!r} drawn twice")
            self._by_id[id] = piece
        self.pieces.append(piece)

    def piece(self, id: Hashable) -> Piece | None:
        return self._by_id.get(id)

    def rect_of(self, id: Hashable) -> QRectF | None:
        piece = self._by_id.get(id)
        return QRectF(piece.rect) if piece is not None and piece.rect is not None else None

    def ids(self) -> list[Hashable]:
        return list(self._by_id)


@dataclass
class DrawContext:
    """What a drawing depends on besides the view.

    `names` per seat; `memory_aid` (show what the viewer remembers of other
    seats); `interactive` (the view's seat may act now: legal places may be
    marked); `viewport` (the board's size in pixels, for layouts that follow
    the window's shape); `bottom_seat` (the seat drawn nearest the player:
    the view's seat, else the last seat shown); `selection` (keys of the
    targets chosen so far in a multi-click decision); `text_scale` (the Text
    size setting, 1.0 = 100 %); `min_text_px` (logical pixels of the
    smallest text a player can read: 9 pt on this screen, × the text size);
    `ai_seats` (the seats the computer plays); `queued` (actions chosen
    ahead for the view's seat, ``Choice.then``, not yet sent: a presenter
    may draw them as planned); `looking` (the sheet a player opened to read,
    the `opens` key of the target clicked, see :class:`Target`; None when
    none is open).
    Text in the scene is sized with :meth:`text_px`, so it is never smaller
    on screen than 9 pt however small the window."""

    names: list[str]
    memory_aid: bool
    interactive: bool
    viewport: QSizeF
    bottom_seat: int
    selection: tuple[Hashable, ...] = ()
    text_scale: float = 1.0
    min_text_px: float = 12.0
    ai_seats: frozenset[int] = frozenset()
    queued: tuple[Any, ...] = ()
    looking: Hashable | None = None

    def text_px(self, pixel: float, scale: float) -> float:
        """A font size in scene units for text designed `pixel` scene units
        high at 100 %: × the text size, and at least :attr:`min_text_px`
        on screen when the scene is shown at `scale` logical pixels per
        scene unit."""
        return max(pixel * self.text_scale, self.min_px(scale))

    def min_px(self, scale: float) -> float:
        """The smallest legible font size in scene units at `scale` (whole
        units: fonts are sized in whole pixels)."""
        return float(math.ceil(self.min_text_px / max(scale, 1e-6) - 1e-6))

    def floor_px(self, scale: float) -> float:
        """The smallest legible font size at 100 % text size (9 pt on this
        screen) in scene units at `scale`: the last resort of a text that
        fits its place at no size the Text size asks for (150 % on a small
        window); it is drawn smaller rather than cut or left out."""
        floor = self.min_text_px / max(self.text_scale, 1e-6)
        return float(math.ceil(floor / max(scale, 1e-6) - 1e-6))


# ---- input -------------------------------------------------------------------------------


@dataclass
class Target:
    """A place on the table a click means something at.

    `key` names the place (stable from one drawing to the next); `path` is
    its hit area and `glow` what lights up (default: `path`); `click` is the
    point a player (or a GUI test) clicks. `action` is the action a click
    chooses (None for a step of a multi-click decision). `enabled` says a
    click does something now: only enabled targets glow, take the keyboard
    focus and are passed to :meth:`Presenter.click`; a click on another
    target is explained by :meth:`Presenter.explain`. `draggable` lets a
    press on this target be dragged onto another enabled target (the same
    as clicking both). `order` sorts the keyboard focus (default: top to
    bottom, left to right); the highest `priority` wins where hit areas
    overlap. `tooltip` says what a click does; `kind` is free for the
    presenter's explanations. `forbid` shows the "forbidden" pointer over
    the target while it is not enabled (off for places that are never
    chosen, such as a scoring pile). `mark_z` is how high the mark of a
    suggested move around this place stacks: None puts it above everything;
    a region of a map with names and pieces drawn on it (a province) sets it
    below them, so the mark's rings, which lie outside the place, never
    cover a neighbour's name.

    `opens` makes the place a window onto public information: a click on it
    (or Enter on it) opens the sheet `opens` to read, at any time the table
    is not animating or holding input, even while another seat acts
    (``DrawContext.looking``); a target with `closes` (the sheet's close
    control) closes it, as do Esc, a right click and a click on any other
    place. Where such a place overlaps a place to choose now, the choice
    wins; while a sheet is open, the places that open or close win."""

    key: Hashable
    path: QPainterPath
    click: QPointF
    action: Any = None
    enabled: bool = False
    glow: QPainterPath | None = None
    draggable: bool = False
    priority: int = 0
    tooltip: str = ""
    kind: str = ""
    order: tuple[Any, ...] | None = None
    forbid: bool = True
    mark_z: float | None = None
    opens: Hashable | None = None
    closes: bool = False

    @property
    def reads(self) -> bool:
        """The target opens or closes a sheet to read (see `opens`)."""
        return self.opens is not None or self.closes

    @property
    def glow_path(self) -> QPainterPath:
        return self.glow if self.glow is not None else self.path

    def sort_key(self) -> tuple[Any, ...]:
        if self.order is not None:
            return self.order
        return (round(self.click.y()), round(self.click.x()))


@dataclass(frozen=True)
class Choice:
    """What a click means: choose `action`, or change the multi-click
    `selection` (a tuple of target keys; keys that name no target may carry
    the decision's own state, such as an order being arranged), or explain
    why nothing happens (`explain`, a sentence for the status line; with a
    `selection` it is a prompt saying what to click next). `then` lists actions to
    choose at the following decisions of the same seat, one each, as long as
    each is legal when its decision comes ("Catch all" = one catch after
    another); anything else cancels them."""

    action: Any = None
    selection: tuple[Hashable, ...] | None = None
    explain: str = ""
    then: tuple[Any, ...] = ()


@dataclass(frozen=True)
class ButtonSpec:
    """A decision button of the side panel, declared as data.

    `id` names it (stable, also the object name); `text` and `tooltip` are
    translated; `action` is the action it chooses, or `command` the name of a
    command (:meth:`Presenter.command`; the kit's own commands are "undo",
    "hint" and "result"). `default` marks the button Enter presses;
    `shortcut` is a key sequence ("Esc", "Ctrl+Return"); `bold` the main
    choice's weight; `group` a heading the button is listed under (buttons
    of one group follow each other); `half` lets the button share its row
    with the next half button (short choices side by side: weapons, answers);
    `name` marks a text that is a player's name, shortened in its middle where
    it must be ("Hans-Pe…Müller" and "Hans-Pe…Meier" stay apart)."""

    id: str
    text: str
    tooltip: str = ""
    action: Any = None
    command: str = ""
    enabled: bool = True
    default: bool = False
    shortcut: str = ""
    bold: bool = False
    group: str = ""
    half: bool = False
    name: bool = False


# ---- animation ---------------------------------------------------------------------------


@dataclass
class Motion:
    """One thing moving during a beat.

    `piece` is its id in the drawing before the events (that piece is taken
    off the table while it moves); it flies to `to` (an id in the drawing
    after the events), or to `end` (a rectangle), or else to where `piece`
    lies in the drawing after. `start` overrides where it starts. `spec`
    overrides what flies (default: the piece's own item before, or the
    landing piece's item after when `reveal` is set: a card turned face up as
    it moves). `turn` (degrees) turns it about its centre on the way, so that
    it lands upright (a tile turning to face the player who caught it). A
    flown item stays where it landed until the view after is drawn; a piece
    that flies again in a later beat starts from there, showing what it
    showed there (a card lifted and turned up in one beat, carried off in
    the next)."""

    piece: Hashable | None = None
    to: Hashable | None = None
    start: QRectF | None = None
    end: QRectF | None = None
    spec: Spec | None = None
    reveal: bool = False
    turn: float = 0.0


@dataclass
class Beat:
    """One step of an animation: its `motions` run together, the pieces in
    `fades` fade away, `banner` (a sentence) is shown across the table,
    `effect` (a function returning Qt animations) runs alongside, and the log
    lines of `events` appear as the beat starts. `hide` lists pieces taken
    off the table as the beat starts (besides the moving ones). The banner is
    centred on `banner_area` (default: the whole table). `hold` keeps
    the table still for that many more move durations after the motions, so
    a player can read what the beat shows (a battle's two cards)."""

    events: list[Event] = field(default_factory=list)
    motions: list[Motion] = field(default_factory=list)
    fades: list[Hashable] = field(default_factory=list)
    hide: list[Hashable] = field(default_factory=list)
    banner: str = ""
    banner_area: QRectF | None = None
    effect: Callable[[], list[QAbstractAnimation]] | None = None
    hold: float = 0.0

    @property
    def empty(self) -> bool:
        return not (self.motions or self.fades or self.banner or self.effect or self.hold > 0)


# ---- the presenter -----------------------------------------------------------------------

translate = QCoreApplication.translate


class Presenter:
    """What a game answers the kit (see module docstring). Subclass it in
    ``ui/<game>/presenter.py``; the defaults suit a game whose every click
    chooses one action."""

    #: The game's id (``engine.registry``) and its name on the table.
    game_id: str = ""
    title: str = ""
    #: Lines of the log that always stay in sight in the side panel (the
    #: help and the buttons scroll first).
    log_lines: int = 3
    #: The game's module of log sentences (``ui/<game>/log_text.py``):
    #: ``describe(event, names)`` and, to join repeated steps into one line,
    #: ``group_key(event)`` and ``group_line(events, names)``. None: no log lines.
    log_texts: ClassVar[ModuleType | None] = None
    #: The game's module of the end (``ui/<game>/result.py``):
    #: ``result_sentences(outcome, names)``, ``score_body(outcome, view,
    #: names, parent, text_scale)`` and, for its own headline,
    #: ``headline(outcome, names)``. None: the kit's headline alone.
    results: ClassVar[ModuleType | None] = None

    # -- drawing ---------------------------------------------------------------------------

    def draw(self, view: Any, ctx: DrawContext) -> Drawing:
        """The whole table for `view`."""
        raise NotImplementedError

    def warm_up(self, ctx: DrawContext) -> Iterator[None]:
        """Work done ahead, in idle moments, so that later drawings with a
        context of this size are quick (a cache filled); it yields after
        each piece of work (a few milliseconds). The table asks again after
        the board's size or the text size changed. None by default."""
        return iter(())

    def targets(self, view: Any, ctx: DrawContext) -> list[Target]:
        """The places a click means something at, for `view` as last drawn
        with `ctx` (asked for lazily, on the first hover, click or key)."""
        return []

    def bottom_seat(self, view: Any, anchor: int | None) -> int:
        """The seat drawn nearest the player: the view's seat, else `anchor`
        (the last seat shown), else 0."""
        if view.seat is not None:
            return int(view.seat)
        if anchor is not None and anchor < self.num_seats(view):
            return anchor
        return 0

    def num_seats(self, view: Any) -> int:
        return int(view.num_seats)

    # -- input -----------------------------------------------------------------------------

    def legal(self, view: Any) -> Sequence[Any]:
        return tuple(view.legal)

    def click(self, view: Any, ctx: DrawContext, target: Target) -> Choice:
        """What a click on the enabled `target` means (default: its action)."""
        return Choice(action=target.action)

    def drop(self, view: Any, ctx: DrawContext, source: Target, target: Target
             ) -> Choice | None:
        """What dragging the draggable `source` onto the enabled `target`
        means, or None: the same as clicking both (the default)."""
        return None

    def preview(self, view: Any, ctx: DrawContext, target: Target) -> Drawing | None:
        """Pieces to show over the table while the pointer rests on the
        enabled `target` (what a click would do: a ghost of a tile, the
        tiles it would catch), or None."""
        return None

    def explain(self, view: Any, ctx: DrawContext, target: Target | None) -> str:
        """Why a click on `target` (None: on no target) does nothing now."""
        return ""

    def cancel(self, view: Any, ctx: DrawContext, how: str) -> Choice | None:
        """What cancels the half-made multi-click choice (``ctx.selection``):
        a :class:`Choice` with the `selection` left and an `explain`
        sentence for the status line, or None to keep it. `how` is "key"
        (Esc), "right" (a right click on the board) or "elsewhere" (a click
        on a place that cannot be chosen now, or on none). Default: Esc and
        a right click drop the whole selection; a click elsewhere keeps it
        (and is explained)."""
        if how == "elsewhere" or not ctx.selection:
            return None
        return Choice(selection=())

    def key(self, view: Any, ctx: DrawContext, key: int, text: str) -> Choice | None:
        """A game's own key (digits …) while the view's seat may act; None = not handled."""
        return None

    def buttons(self, view: Any, ctx: DrawContext) -> list[ButtonSpec]:
        """The decision buttons for `view` (shown only while the seat may act)."""
        return []

    def command(self, view: Any, ctx: DrawContext, command: str) -> Choice:
        """What the game's own button `command` does."""
        return Choice()

    def click_path(self, view: Any, ctx: DrawContext, action: Any) -> list[Hashable]:
        """The clicks that choose `action` (or would, if it were legal now):
        target keys, or ``("button", id)`` for a panel button. The default:
        the target whose action it is (an enabled one first), else the
        button whose action it is."""
        found = [t for t in self.targets(view, ctx) if t.action == action]
        found.sort(key=lambda t: not t.enabled)
        if found:
            return [found[0].key]
        for button in self.buttons(view, ctx):
            if button.action == action:
                return [("button", button.id)]
        return []

    def guide_path(self, view: Any, ctx: DrawContext, actions: Sequence[Any]) -> list[Hashable]:
        """The clicks that choose `actions` one after another from here (a
        tutorial step's actions, the first legal now): by default those of
        the first. A game whose decision gathers several actions before any
        is sent (Senji's spring orders) lays them all."""
        return self.click_path(view, ctx, actions[0]) if actions else []

    # -- the side panel --------------------------------------------------------------------

    def acting_seats(self, view: Any) -> tuple[int, ...]:
        """The seats that must decide now, as the view shows it (the header names them)."""
        return ()

    def phase_text(self, view: Any, ctx: DrawContext) -> str:
        """The phase (and what the acting seat does) in words."""
        return ""

    def notice(self, view: Any, ctx: DrawContext) -> str:
        """A line to stand out under the phase ("Final round"), or ""."""
        return ""

    def notice_warns(self, view: Any, ctx: DrawContext) -> bool:
        """Whether :meth:`notice` warns (accent colour) or, False, says in ink
        what to decide now (a prompt is no warning)."""
        return True

    def help_text(self, view: Any, ctx: DrawContext) -> str:
        """How to play the decision at hand, or ""."""
        return ""

    def extra_panel(self, parent: QWidget) -> QWidget | None:
        """A game's own part of the side panel (scores …), or None."""
        return None

    def update_extra_panel(self, widget: QWidget, view: Any, ctx: DrawContext) -> None:
        """Fill the game's own panel part for `view`."""

    # -- events ----------------------------------------------------------------------------

    def beats(self, events: Sequence[Event], before: Drawing, after: Drawing,
              view_before: Any, view_after: Any) -> list[Beat]:
        """How `events` move things (one beat per event by default)."""
        return [self.beat(e, before, after, view_before, view_after) for e in events]

    def beat(self, event: Event, before: Drawing, after: Drawing,
             view_before: Any, view_after: Any) -> Beat:
        """How one event moves things (default: it only adds its log line)."""
        return Beat(events=[event])

    def log_line(self, event: Event, names: Sequence[str]) -> str | None:
        """The log sentence of `event` (None = no line); several lines are
        separated by newlines (an AI's table talk after its move). Default:
        :attr:`log_texts`' ``describe(event, names)``, or no line."""
        texts = self.log_texts
        return texts.describe(event, names) if texts is not None else None

    def log_group_key(self, event: Event) -> Hashable | None:
        """Consecutive logged events with the same key share one log line
        (``ui/common/log_groups.py``); None never groups. Default:
        :attr:`log_texts`' ``group_key(event)`` where it has one."""
        group_key = getattr(self.log_texts, "group_key", None)
        return group_key(event) if group_key is not None else None

    def log_group_line(self, events: Sequence[Event], names: Sequence[str]) -> str | None:
        """The one log line of a group of `events` (see :meth:`log_group_key`);
        None keeps the separate lines. Default: :attr:`log_texts`'
        ``group_line(events, names)`` where it has one."""
        group_line = getattr(self.log_texts, "group_line", None)
        return group_line(events, names) if group_line is not None else None

    def note_events(self, events: Sequence[Event], *, fresh: bool) -> None:
        """The events the table shows: new ones (`fresh`, before the view
        after them is drawn) or, when the log is rebuilt for another watcher,
        every event of the game so far in that watcher's form. A presenter
        that draws what past events showed (the last dice roll) keeps it
        here; the default keeps nothing."""

    # -- the end ---------------------------------------------------------------------------

    def result_sentences(self, outcome: Outcome, view: Any, names: Sequence[str]) -> list[str]:
        """The result explained in sentences. Default: :attr:`results`'
        ``result_sentences(outcome, names)``, or none."""
        results = self.results
        return results.result_sentences(outcome, names) if results is not None else []

    def result_headline(self, outcome: Outcome, names: Sequence[str]) -> str:
        """The game's own words for the winner ("Aiko is the Great Daimyo!"),
        or "" for the kit's ("Aiko wins!"): the result dialog's headline and
        the celebration's banner. Default: :attr:`results`'
        ``headline(outcome, names)`` where it has one."""
        headline = getattr(self.results, "headline", None)
        return headline(outcome, names) if headline is not None else ""

    def score_body(self, outcome: Outcome, view: Any, names: Sequence[str],
                   parent: QWidget, text_scale: float) -> QWidget | None:
        """The result dialog's table of scores (``kit.result.ScoreGrid``
        suits most games; fonts × `text_scale`), or None. Default:
        :attr:`results`' ``score_body(outcome, view, names, parent,
        text_scale)``, or None."""
        results = self.results
        if results is None:
            return None
        body: QWidget | None = results.score_body(outcome, view, names, parent, text_scale)
        return body

    def seat_colours(self, view: Any) -> list[str] | None:
        """Hex colours of the seats' lines in the result dialog's chart of the
        course of the game (a game's own seat colours), or None for the
        chart's own colours."""
        return None
