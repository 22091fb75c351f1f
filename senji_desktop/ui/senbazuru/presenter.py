"""What the SenbaZuru table shows and what a click on it means (the kit's presenter).

Drawing (:meth:`SenbaZuruPresenter.draw`): the board's tiles turned towards
their controller (SBZ-5) with their crowned-crane tokens, and the tray below
it (``layout.py``): the hand of the seat at the bottom, the display, the
pile and the other hand. A hand tile is face up only where the view knows
it: the own hand, tiles drawn from the display (SBZ-A3; with the memory aid
on), every hand in the revealed view at the end (SBZ-A7).

A turn, decision by decision (games/senbazuru/rules.py):

1. Place: the chosen hand tile (the first placeable one until another is
   clicked; keys 1–3) is framed and the cells where it may go are marked;
   pointing at one shows the tile there and frames the chains it would
   catch (:meth:`SenbaZuruPresenter.preview`); a click places it. With no
   legal placement a click on a hand tile puts it out of the game (SBZ-8).
2. Catch: each chain is framed and joined to the placed tile; a click on a
   chain catches it, "Catch all" catches one after the other, "Leave the
   rest" (Esc) ends the catching.
3. Crowned-crane token: a click on a framed tile takes it / puts it (SBZ-6).
4. Draw: a click on a display tile (SBZ-7).

Pieces events move have ids: ``("tile", x, y)`` and ``("token", x, y)`` on
the board, ``("hand", seat, i)``, ``("display", i)`` and ``("pile",)``.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QPainterPath
from PySide6.QtWidgets import QWidget

from senji_desktop.engine.core import Event
from senji_desktop.games.senbazuru.model import (
    NOBODY,
    SIDES,
    START,
    Catch,
    Cell,
    Discard,
    Draw,
    EndCatching,
    Place,
    PutToken,
    SenbaZuruView,
    TakeToken,
)
from senji_desktop.games.senbazuru.rules import can_place, chains
from senji_desktop.ui.common import theme
from senji_desktop.ui.kit.items import LabelItem, rounded_path
from senji_desktop.ui.kit.presenter import (
    Beat,
    ButtonSpec,
    Choice,
    DrawContext,
    Drawing,
    Motion,
    Presenter,
    Spec,
    Target,
)
from senji_desktop.ui.kit.presenting import Remembered, rect_path
from senji_desktop.ui.senbazuru import log_text, result
from senji_desktop.ui.senbazuru.items import (
    BackItem,
    CellMark,
    ChainItem,
    FrameItem,
    PileItem,
    TileItem,
    TokenItem,
    TrayItem,
    seat_colour,
)
from senji_desktop.ui.senbazuru.layout import TableLayout, compute_layout
from senji_desktop.ui.senbazuru.scores import ScorePanel

#: Qt's translate; lupdate finds ``translate("Context", "text")`` calls.
translate = QCoreApplication.translate


def _grown(rect: QRectF, factor: float) -> QRectF:
    big = QRectF(0, 0, rect.width() * factor, rect.height() * factor)
    big.moveCenter(rect.center())
    return big


class SenbaZuruPresenter(Presenter):
    """The SenbaZuru table's answers to the kit (see module docstring)."""

    game_id = "senbazuru"
    title = "SenbaZuru"
    log_texts = log_text
    results = result

    def __init__(self) -> None:
        self._layout: Remembered[TableLayout] = Remembered()

    def layout(self, view: SenbaZuruView, ctx: DrawContext) -> TableLayout:
        xs = [b.x for b in view.board]
        ys = [b.y for b in view.board]
        key = (min(xs), max(xs), min(ys), max(ys), view.phase == "over", ctx.viewport.width(),
               ctx.viewport.height(), ctx.text_scale, ctx.min_text_px)
        return self._layout.get(key, lambda: compute_layout(view, ctx.viewport, ctx.text_scale,
                                                            ctx.min_px(1.0)))

    # ==== what may be chosen ====================================================================

    @staticmethod
    def _legal(view: SenbaZuruView, ctx: DrawContext) -> tuple[Any, ...]:
        return view.legal if ctx.interactive else ()

    def chosen_tile(self, view: SenbaZuruView, ctx: DrawContext) -> int | None:
        """The hand tile to place: the one clicked last, else the first that
        can be placed; None outside an own placement."""
        placeable = [a.tile for a in self._legal(view, ctx) if isinstance(a, Place)]
        if not placeable:
            return None
        for key in ctx.selection:
            if isinstance(key, tuple) and key[0] == "hand" and key[1] in placeable:
                return int(key[1])
        return placeable[0]

    # ==== drawing ===============================================================================

    def draw(self, view: SenbaZuruView, ctx: DrawContext) -> Drawing:
        lay = self.layout(view, ctx)
        d = Drawing(lay.scene_rect)
        legal = self._legal(view, ctx)
        bottom = ctx.bottom_seat
        for b in view.board:
            rect = lay.tile_rect(b.cell)
            colour = seat_colour(b.owner) if b.owner != NOBODY else None
            shown = view.start_tile if b.tile == START else None
            d.add(Spec(TileItem, b.tile, rect, colour, turned=b.owner not in (NOBODY, bottom),
                       shown=shown), 1, self.tile_tooltip(view, b.cell, ctx.names),
                  id=("tile", b.x, b.y), rect=rect)
            if b.tokens:
                token = lay.token_rect(b.cell)
                d.add(Spec(TokenItem, b.tokens, token, ctx.min_px(lay.scale)), 5,
                      self._token_tooltip(b.tokens),
                      id=("token", b.x, b.y), rect=token)
        chosen = self.chosen_tile(view, ctx)
        if chosen is not None:
            for a in legal:
                if isinstance(a, Place) and a.tile == chosen:
                    d.add(Spec(CellMark, lay.tile_rect(a.cell)), 0.5)
        for a in legal:
            if isinstance(a, TakeToken | PutToken):
                d.add(Spec(FrameItem, lay.tile_rect((a.x, a.y)), isinstance(a, TakeToken)), 4)
        if view.phase == "catch" and view.placed is not None:
            soft = not any(isinstance(a, Catch) for a in legal)
            for cells in view.chains.values():
                d.add(self._chain_spec(lay, view.placed, cells, soft), 4)
        self._draw_tray(d, view, ctx, lay, legal, chosen)
        return d

    @staticmethod
    def _chain_spec(lay: TableLayout, origin: Cell, cells: Sequence[Cell],
                    soft: bool = False) -> Spec:
        rects = [lay.tile_rect(c) for c in cells]
        start = lay.centre(origin)
        bound = QRectF(start, start)
        for r in rects:
            bound = bound.united(r)
        return Spec(ChainItem, bound, (start.x(), start.y()),
                    tuple(r.getRect() for r in rects), soft)

    def _label(self, ctx: DrawContext, lay: TableLayout, text: str, rect: QRectF, **kw: Any
               ) -> Spec:
        pixel = ctx.text_px(min(15.0, lay.label_h * 0.62), lay.scale)
        return Spec(LabelItem, text, rect, pixel=pixel, min_pixel=ctx.min_px(lay.scale), **kw)

    def _draw_tray(self, d: Drawing, view: SenbaZuruView, ctx: DrawContext, lay: TableLayout,
                   legal: tuple[Any, ...], chosen: int | None) -> None:
        d.add(Spec(TrayItem, lay.tray), -20)
        bottom = ctx.bottom_seat
        other = 1 - bottom
        own = view.seat == bottom and not view.revealed
        name = log_text.seat_name(ctx.names, bottom)
        title = (translate("SenbaZuruTable", "Your hand") if own
                 else translate("SenbaZuruTable", "%1's hand").replace("%1", name))
        d.add(self._label(ctx, lay, title, lay.own_label, bold=True,
                          colour=seat_colour(bottom), shorter=(name,)), 2, title)
        other_name = log_text.seat_name(ctx.names, other)
        other_title = translate("SenbaZuruTable", "%1's hand").replace("%1", other_name)
        d.add(self._label(ctx, lay, other_title, lay.other_label, bold=True,
                          colour=seat_colour(other), shorter=(other_name,)), 2, other_title)
        playable = {a.tile for a in legal if isinstance(a, Place | Discard)}
        for seat, slots in ((bottom, lay.own_hand), (other, lay.other_hand)):
            tiles = self._hand_tiles(view, seat, ctx.memory_aid)
            for i, (tile, rect) in enumerate(zip(tiles, slots, strict=False)):
                if tile is None:
                    d.add(Spec(BackItem, rect), 10, translate(
                        "SenbaZuruTable", "A tile only its owner knows"),
                        id=("hand", seat, i), rect=rect)
                    continue
                raised = seat == bottom and tile == chosen
                d.add(Spec(TileItem, tile, rect, raised=raised,
                           lit=seat == bottom and not raised and tile in playable), 10,
                      self._capital(log_text.tile_name(tile)) + ".", id=("hand", seat, i),
                      rect=rect)
            if not tiles:
                first = slots[0]
                right = slots[-1].right() if seat == bottom else lay.other_label.right()
                row = lay.own_hand[0]
                d.add(self._label(ctx, lay, translate("SenbaZuruTable", "No tiles left"),
                                  QRectF(first.left(), row.top(), right - first.left(),
                                         self._row_height(lay, row)),
                                  colour=theme.INK_SOFT, shorter=(translate(
                                      "SenbaZuruTable", "None left",
                                      "short form of 'No tiles left' (a hand)"),)), 2)
        if view.display is None:
            row = lay.own_hand[0]
            area = QRectF(lay.display[0].left(), row.top(),
                          lay.pile.right() - lay.display[0].left(), self._row_height(lay, row))
            d.add(self._label(ctx, lay, translate(
                "SenbaZuruTable", "The display is gone: the hands are played out."), area,
                colour=theme.INK_SOFT, shorter=(translate(
                    "SenbaZuruTable", "The display is gone.",
                    "short form of 'The display is gone: the hands are played out.'"),)), 2)
            return
        d.add(self._label(ctx, lay, translate("SenbaZuruTable", "Display"), lay.display_label,
                          bold=True), 2)
        drawable = {a.tile for a in legal if isinstance(a, Draw)}
        for i, (tile, rect) in enumerate(zip(view.display, lay.display, strict=False)):
            d.add(Spec(TileItem, tile, rect, lit=tile in drawable), 10,
                  self._capital(log_text.tile_name(tile)) + ".", id=("display", i), rect=rect)
        d.add(Spec(PileItem, view.pile_count, lay.pile), 10,
              translate("SenbaZuruTable", "Face-down tiles that refill the display"),
              id=("pile",), rect=lay.pile)
        d.add(self._label(ctx, lay, translate("SenbaZuruTable", "Pile: %n").replace(
            "%n", str(view.pile_count)), lay.pile_label, align=Qt.AlignmentFlag.AlignHCenter,
            shorter=(str(view.pile_count),)), 2)

    @staticmethod
    def _row_height(lay: TableLayout, slot: QRectF) -> float:
        """The height of a line of words in the tray's row of `slot` (the
        tray may be lower than its tiles once they are all on the board)."""
        return max(lay.label_h, min(slot.height(), lay.tray.bottom() - slot.top() - 2))

    @staticmethod
    def _hand_tiles(view: SenbaZuruView, seat: int, memory_aid: bool) -> list[int | None]:
        """What a hand shows, slot by slot: a tile, or None for a back."""
        known = list(view.hands[seat])
        if not (view.seat == seat or view.revealed or memory_aid):
            known = []
        return [*known, *([None] * (view.hand_sizes[seat] - len(known)))]

    @staticmethod
    def _capital(text: str) -> str:
        return text[:1].upper() + text[1:]

    def tile_tooltip(self, view: SenbaZuruView, cell: Cell, names: Sequence[str]) -> str:
        """A sentence about the board tile on `cell` (public facts only), or ""."""
        b = view.board_map().get(cell)
        if b is None:
            return ""
        name = self._capital(log_text.tile_name(b.tile))
        if b.owner == NOBODY:
            text = translate("SenbaZuruTable", "%1. Nobody controls it.").replace("%1", name)
        else:
            text = (translate("SenbaZuruTable", "%1. Controlled by %2.")
                    .replace("%1", name).replace("%2", log_text.seat_name(names, b.owner)))
        if b.tokens:
            text += " " + translate("SenbaZuruTable", "Crowned-crane tokens on it: %n.").replace(
                "%n", str(b.tokens))
        if b.tile == START and view.start_tile is not None:
            text += " " + translate("SenbaZuruTable",
                                    "Face down it was %1; it counted as the start tile.").replace(
                "%1", log_text.tile_name(view.start_tile))
        return text

    @staticmethod
    def _token_tooltip(count: int) -> str:
        return translate("SenbaZuruTable", "Crowned-crane tokens on this tile: %n").replace(
            "%n", str(count))

    # ==== targets ===============================================================================

    def targets(self, view: SenbaZuruView, ctx: DrawContext) -> list[Target]:
        lay = self.layout(view, ctx)
        legal = set(self._legal(view, ctx))
        found: list[Target] = []

        def add(key: Hashable, kind: str, rect: QRectF, action: Any, order: int, *,
                tooltip: str = "", priority: int = 0, path: QPainterPath | None = None,
                click: QPointF | None = None, forbid: bool = True) -> None:
            found.append(Target(key, path if path is not None else rounded_path(rect, 0.14),
                                click if click is not None else rect.center(), action=action,
                                enabled=action is not None and action in legal,
                                priority=priority, tooltip=tooltip, kind=kind,
                                order=(order, rect.top(), rect.left()), forbid=forbid))

        add(("tray",), "tray", lay.tray, None, 9, priority=-1, path=rect_path(lay.tray),
            forbid=False)
        bottom = ctx.bottom_seat
        if view.seat == bottom and not view.revealed:
            placeable = {a.tile for a in legal if isinstance(a, Place)}
            for i, (tile, rect) in enumerate(zip(view.hands[bottom], lay.own_hand,
                                                 strict=False)):
                if Discard(tile) in legal:
                    add(("hand", tile), "hand", rect, Discard(tile), 1, tooltip=translate(
                        "SenbaZuruTable", "Put this tile out of the game"))
                    continue
                target_tip = translate("SenbaZuruTable", "Choose this tile to place it (key %1)"
                                       ).replace("%1", str(i + 1))
                add(("hand", tile), "hand", rect, None, 1, tooltip=target_tip)
                found[-1].enabled = tile in placeable
        chosen = self.chosen_tile(view, ctx)
        occupied = {b.cell for b in view.board}
        if view.phase == "place" and view.seat is not None:
            board = {b.cell: b.tile for b in view.board}
            owner = {b.cell: b.owner for b in view.board}
            for cell in lay.grid_cells():
                if cell in occupied:
                    continue
                action = Place(chosen, cell[0], cell[1]) if chosen is not None else None
                tip = ""
                if action is not None and action in legal:
                    caught = sum(len(c) for c in chains(board, owner, chosen, cell,
                                                         view.seat).values())
                    tip = self._catch_count(caught)
                add(("cell", *cell), "cell", lay.tile_rect(cell), action, 0, tooltip=tip)
        if view.phase == "catch" and view.placed is not None:
            for (dx, dy), cells in view.chains.items():
                path = QPainterPath()
                for c in cells:
                    path = path.united(rounded_path(lay.tile_rect(c), 0.14))
                add(("chain", dx, dy), "chain", lay.tile_rect(cells[0]), Catch(dx, dy), 2,
                    path=path, priority=2, tooltip=self._catch_chain(len(cells)))
        for b in view.board:
            rect = lay.tile_rect(b.cell)
            action: Any = None
            tip = ""
            if TakeToken(b.x, b.y) in legal:
                action = TakeToken(b.x, b.y)
                tip = translate("SenbaZuruTable", "Take a crowned-crane token from this tile")
            elif view.phase == "put_token":
                action = PutToken(b.x, b.y)
                tip = translate("SenbaZuruTable", "Put the crowned-crane token on this tile")
            add(("tile", b.x, b.y), "tile", rect, action, 3, tooltip=tip)
        if view.display is not None:
            for i, (tile, rect) in enumerate(zip(view.display, lay.display, strict=False)):
                add(("display", i), "display", rect, Draw(tile), 4, tooltip=translate(
                    "SenbaZuruTable", "Take %1 into your hand").replace(
                    "%1", log_text.tile_name(tile)))
            add(("pile",), "pile", lay.pile, None, 5, forbid=False)
        return found

    @staticmethod
    def _catch_count(n: int) -> str:
        if n == 0:
            return translate("SenbaZuruTable", "This placement catches nothing.")
        if n == 1:
            return translate("SenbaZuruTable", "This placement catches 1 tile.")
        return translate("SenbaZuruTable", "This placement catches %n tiles.").replace(
            "%n", str(n))

    @staticmethod
    def _catch_chain(n: int) -> str:
        if n == 1:
            return translate("SenbaZuruTable", "Catch this tile")
        return translate("SenbaZuruTable", "Catch this chain of %n tiles").replace("%n", str(n))

    def click(self, view: SenbaZuruView, ctx: DrawContext, target: Target) -> Choice:
        if target.kind == "hand" and target.action is None:
            return Choice(selection=(target.key,))
        return Choice(action=target.action)

    def click_path(self, view: SenbaZuruView, ctx: DrawContext, action: Any) -> list[Hashable]:
        if isinstance(action, Place):
            cell = ("cell", action.x, action.y)
            if self.chosen_tile(view, ctx) == action.tile:
                return [cell]
            return [("hand", action.tile), cell]
        if isinstance(action, Discard):
            return [("hand", action.tile)]
        if isinstance(action, Catch):
            return [("chain", action.dx, action.dy)]
        if isinstance(action, EndCatching):
            return [("button", "done")]
        if isinstance(action, TakeToken | PutToken):
            return [("tile", action.x, action.y)]
        if isinstance(action, Draw) and view.display is not None and action.tile in view.display:
            return [("display", view.display.index(action.tile))]
        return []

    def preview(self, view: SenbaZuruView, ctx: DrawContext, target: Target) -> Drawing | None:
        """The chosen tile on the pointed-at cell and the chains it would catch (SBZ-5)."""
        if target.kind != "cell" or not isinstance(target.action, Place) or view.seat is None:
            return None
        lay = self.layout(view, ctx)
        action = target.action
        d = Drawing(lay.scene_rect)
        d.add(Spec(TileItem, action.tile, lay.tile_rect(action.cell), seat_colour(view.seat),
                   turned=view.seat != ctx.bottom_seat, ghost=True), 2)
        board = {b.cell: b.tile for b in view.board}
        owner = {b.cell: b.owner for b in view.board}
        for cells in chains(board, owner, action.tile, action.cell, view.seat).values():
            d.add(self._chain_spec(lay, action.cell, cells), 4.5)
        return d

    def key(self, view: SenbaZuruView, ctx: DrawContext, key: int, text: str) -> Choice | None:
        if text not in ("1", "2", "3") or view.seat is None:
            return None
        hand = view.hands[view.seat]
        i = int(text) - 1
        if i >= len(hand):
            return Choice()
        tile = hand[i]
        if Discard(tile) in view.legal:
            return Choice(action=Discard(tile))
        if any(isinstance(a, Place) and a.tile == tile for a in view.legal):
            return Choice(selection=(("hand", tile),))
        return Choice(explain=translate("SenbaZuruTable",
                                        "You have placed your tile for this turn."))

    def explain(self, view: SenbaZuruView, ctx: DrawContext, target: Target | None) -> str:
        kinds = {a.kind for a in view.legal}
        kind = target.kind if target is not None else ""
        if "place" in kinds:
            if kind == "cell":
                return self._why_not(view, self.chosen_tile(view, ctx), target.key[1:]
                                     if target is not None else (0, 0))
            if kind == "tile":
                return translate("SenbaZuruTable", "That cell is taken.")
            if kind in ("display", "pile"):
                return translate("SenbaZuruTable",
                                 "You take a tile from the display at the end of your turn.")
            if kind in ("tray", "hand"):
                return translate("SenbaZuruTable", "Choose a tile in your hand below.")
            return translate("SenbaZuruTable",
                             "A tile must touch another tile along a full side.")
        if "discard" in kinds:
            return translate("SenbaZuruTable",
                             "None of your tiles fits anywhere: click the hand tile you put "
                             "out of the game.")
        if "catch" in kinds:
            return translate("SenbaZuruTable", "Click a framed chain, or use the buttons.")
        if kind == "hand":
            return translate("SenbaZuruTable", "You have placed your tile for this turn.")
        if "put_token" in kinds:
            return translate("SenbaZuruTable", "The token must go on a tile you control.")
        if "take_token" in kinds:
            return translate("SenbaZuruTable", "Take a token from a tile you do not control.")
        if "draw" in kinds:
            return translate("SenbaZuruTable", "Take a tile from the display below.")
        return ""

    @staticmethod
    def _why_not(view: SenbaZuruView, tile: int | None, cell: Any) -> str:
        """Why `tile` may not go on `cell` (SBZ-4), as a sentence."""
        board = {b.cell: b.tile for b in view.board}
        cell = (int(cell[0]), int(cell[1]))
        if tile is None:
            return translate("SenbaZuruTable", "First choose a tile in your hand below.")
        if cell in board:
            return translate("SenbaZuruTable", "That cell is taken.")
        if not any((cell[0] + dx, cell[1] + dy) in board for dx, dy in SIDES):
            return translate("SenbaZuruTable",
                             "A tile must touch another tile along a full side.")
        if not can_place(board, tile, cell):
            return translate("SenbaZuruTable",
                             "A tile may not touch a tile of its colour in the other "
                             "intensity along a side.")
        return translate("SenbaZuruTable", "This tile cannot go there.")

    # ==== the side panel ========================================================================

    def acting_seats(self, view: SenbaZuruView) -> tuple[int, ...]:
        return () if view.phase == "over" else (view.current,)

    def phase_text(self, view: SenbaZuruView, ctx: DrawContext) -> str:
        texts = {
            "place": translate("SenbaZuruTable", "Place a tile from the hand."),
            "catch": translate("SenbaZuruTable", "Choose which chains to catch."),
            "take_token": translate("SenbaZuruTable", "Take a crowned-crane token from a tile."),
            "put_token": translate("SenbaZuruTable", "Put a crowned-crane token on an own tile."),
            "draw": translate("SenbaZuruTable", "Take a tile from the display."),
        }
        return texts.get(view.phase, "")

    def help_text(self, view: SenbaZuruView, ctx: DrawContext) -> str:
        kinds = {a.kind for a in self._legal(view, ctx)}
        if "place" in kinds:
            return translate("SenbaZuruTable",
                             "Choose a hand tile below (keys 1–3); the cells where it may go "
                             "are marked. Point at one to see what it would catch; a click "
                             "places it.")
        if "discard" in kinds:
            return translate("SenbaZuruTable",
                             "None of your tiles fits anywhere: click the hand tile you put "
                             "out of the game.")
        if "catch" in kinds:
            return translate("SenbaZuruTable",
                             "Click a framed chain to catch it, or catch all of them.")
        if "take_token" in kinds:
            return translate("SenbaZuruTable",
                             "The supply is empty: click a tile with a gold frame to take "
                             "its token.")
        if "put_token" in kinds:
            return translate("SenbaZuruTable",
                             "Click one of your framed tiles. Tokens stay with their tile.")
        if "draw" in kinds:
            return translate("SenbaZuruTable", "Click a glowing tile of the display.")
        return ""

    def buttons(self, view: SenbaZuruView, ctx: DrawContext) -> list[ButtonSpec]:
        if not any(isinstance(a, Catch) for a in view.legal):
            return []
        return [
            ButtonSpec("catch_all", translate("SenbaZuruTable", "Catch all"),
                       translate("SenbaZuruTable", "Catch every framed chain (Enter)."),
                       command="catch_all", default=True, bold=True),
            ButtonSpec("done", translate("SenbaZuruTable", "Leave the rest"),
                       translate("SenbaZuruTable", "Catch no more chains this turn (Esc)."),
                       action=EndCatching(), shortcut="Esc"),
        ]

    def command(self, view: SenbaZuruView, ctx: DrawContext, command: str) -> Choice:
        catches = [a for a in view.legal if isinstance(a, Catch)]
        if command != "catch_all" or not catches:
            return Choice()
        return Choice(action=catches[0], then=tuple(catches[1:]))

    def extra_panel(self, parent: QWidget) -> QWidget | None:
        return ScorePanel(parent)

    def update_extra_panel(self, widget: QWidget, view: SenbaZuruView, ctx: DrawContext) -> None:
        if isinstance(widget, ScorePanel):
            widget.show_view(view, ctx.names)

    # ==== events ================================================================================

    def beats(self, events: Sequence[Event], before: Drawing, after: Drawing,
              view_before: SenbaZuruView, view_after: SenbaZuruView) -> list[Beat]:
        moved: set[Hashable] = set()
        beats = []
        for e in events:
            beat = self._beat(e, before, after, moved)
            moved.update(m.piece for m in beat.motions if m.piece is not None)
            beats.append(beat)
        return beats

    def _beat(self, e: Event, before: Drawing, after: Drawing, moved: set[Hashable]) -> Beat:
        """The beat of `e`; `moved` holds the pieces earlier beats moved."""
        beat = Beat(events=[e])
        d = e.data
        if e.kind == "placed":
            cell = ("tile", d["x"], d["y"])
            source = self._hand_piece(before, d["seat"], d["tile"])
            land = after.rect_of(cell)
            if source is not None:
                beat.motions.append(Motion(piece=source, to=cell, reveal=True))
            elif land is not None:
                beat.motions.append(Motion(to=cell, reveal=True, start=_grown(land, 1.35)))
            # The grid recentres as it grows: every tile glides to its new place.
            for piece in before.ids():
                if (isinstance(piece, tuple) and piece[0] in ("tile", "token")
                        and before.rect_of(piece) != after.rect_of(piece)
                        and after.piece(piece) is not None):
                    beat.motions.append(Motion(piece=piece))
        elif e.kind == "caught":
            for x, y in d["cells"]:
                piece = ("tile", x, y)
                b, a = before.piece(piece), after.piece(piece)
                if b is None or a is None:
                    continue
                same = b.spec.kwargs.get("turned") == a.spec.kwargs.get("turned")
                beat.motions.append(Motion(piece=piece, to=piece, reveal=True,
                                           turn=360.0 if same else 180.0))
        elif e.kind == "token_put":
            piece = ("token", d["x"], d["y"])
            land = after.rect_of(piece)
            if land is not None:
                beat.hide.append(piece)
                beat.motions.append(Motion(to=piece, reveal=True, start=_grown(land, 2.2)))
        elif e.kind == "token_taken":
            piece = ("token", d["x"], d["y"])
            if before.piece(piece) is not None:
                beat.fades.append(piece)
        elif e.kind == "drew":
            source = ("display", d["slot"])
            land = self._hand_piece(after, d["seat"], d["tile"], last=True)
            end = after.rect_of(land) if land is not None else None
            if before.piece(source) is not None and end is not None:
                beat.motions.append(Motion(piece=source, end=end))
            pile = before.rect_of(("pile",))
            if d.get("refill") is not None and pile is not None:
                beat.motions.append(Motion(to=source, reveal=True, start=pile))
        elif e.kind == "display_removed":
            beat.fades += [p for p in before.ids() if p not in moved
                           and isinstance(p, tuple) and p[0] in ("display", "pile")]
        elif e.kind == "discarded":
            source = self._hand_piece(before, d["seat"], d["tile"])
            rect = before.rect_of(source) if source is not None else None
            if source is not None and rect is not None:
                beat.motions.append(Motion(piece=source, end=rect.translated(
                    0, -rect.height() * 0.6), spec=Spec(TileItem, d["tile"], rect)))
        return beat

    @staticmethod
    def _hand_piece(drawing: Drawing, seat: int, tile: int, *, last: bool = False
                    ) -> Hashable | None:
        """The hand piece of `seat` showing `tile`, else its first (`last`:
        its last) face-down tile."""
        pieces = [("hand", seat, i) for i in range(8) if drawing.piece(("hand", seat, i))]
        for piece in pieces:
            p = drawing.piece(piece)
            if p is not None and p.spec.cls is TileItem and p.spec.args[0] == tile:
                return piece
        backs = [p for p in pieces if drawing.piece(p).spec.cls is BackItem]  # type: ignore[union-attr]
        if backs:
            return backs[-1] if last else backs[0]
        return None

    # ==== the end ===============================================================================

    def seat_colours(self, view: Any) -> list[str] | None:
        # The chart's lines in the colours of the seats' tiles on the board.
        return [seat_colour(0), seat_colour(1)]
