"""What the Senji table shows and what a click on it means (the kit's presenter).

Drawing: ``board.py`` (the map with its troops, fortresses and orders; the
sheets on the sea: the own hand, the orders to lay, the dice and the
battle, the cards and combinations to choose from). Clicks:
``decisions.py`` (every decision about a province or sea on the map). The
side panel: the year and phase, what to decide now (``actions.prompt``),
the proposal or bid being built, the buttons for what has no place on the
map, and the honor track (``panel.py``).

Animation (:meth:`SenjiPresenter.beats`), from the drawing of the view
before the events to the drawing of the view after them: troops fly from
their province or sea to their destination (what stays behind stays in
place); a battle's dice roll into the battle box, Kato's reroll rolls the
unlocked dice again; a crossing's and the Emperor's roll-off dice too; a
revealed order turns face up; a samurai's power marks its province or sea;
a change of honor shows its amount on the honor track; the Emperor of the
year is announced across the map.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterator, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QPauseAnimation, QRectF
from PySide6.QtWidgets import QWidget

from senji_desktop.engine.core import Event
from senji_desktop.games.senji.map import FAMILIES
from senji_desktop.games.senji.model import KATO, UNKNOWN, SenjiView
from senji_desktop.games.senji.rules import GAME
from senji_desktop.ui.kit.animation import duration_ms
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
from senji_desktop.ui.senji import actions as act
from senji_desktop.ui.senji import log_text, result
from senji_desktop.ui.senji.board import (
    Board,
    Rolls,
    draw_board,
    legal_areas,
    order_letter,
    proposal_text,
    spring_provinces,
)
from senji_desktop.ui.senji.decisions import Decisions
from senji_desktop.ui.senji.items import DieItem, MarkItem, OrderItem, StackItem, area_path
from senji_desktop.ui.senji.layout import compute_layout
from senji_desktop.ui.senji.mons import family_colour
from senji_desktop.ui.senji.panel import HonorTable
from senji_desktop.ui.senji.texts import (
    area_name,
    card_name,
    hana_count,
    order_name,
    phase_name,
    samurai_card_text,
)

translate = QCoreApplication.translate

#: How long a battle's result or a roll-off stays readable at normal speed (ms).
RESULT_PAUSE_MS = 900
#: How long a change of honor is shown at normal speed (ms).
HONOR_PAUSE_MS = 260


class SenjiPresenter(Presenter):
    """The Senji table's answers to the kit (see module docstring)."""

    game_id = "senji"
    title = "Senji"
    log_texts = log_text
    results = result
    #: The log keeps six lines in sight at the smallest window (the help and
    #: the buttons give way first).
    log_lines = 6

    def __init__(self) -> None:
        self.rolls = Rolls()
        #: The honor track of the side panel (made by :meth:`extra_panel`).
        self.honor: HonorTable | None = None
        #: Seconds left on the winter's hourglass (the table keeps the clock, SJ-41).
        self.hourglass_left = 0
        #: The hourglass runs (the table shows it in the notice).
        self.hourglass_on = False
        #: Where the keyboard's focus lies on the table (the table tells).
        self.focus_source: Any = lambda: None
        #: The animation speed factor (pauses of the beats follow it).
        self.speed = 1.0
        self._boards: tuple[Hashable, Board] | None = None
        #: Counts the notes of events (a drawing depends on the dice they showed).
        self._epoch = 0
        self._names: list[str] = []

    # ==== drawing =============================================================================

    def _key(self, view: SenjiView, ctx: DrawContext) -> Hashable:
        return (id(view), ctx.interactive, ctx.selection, ctx.queued, ctx.viewport.width(),
                ctx.viewport.height(), ctx.text_scale, ctx.min_text_px, tuple(ctx.names),
                self._epoch, ctx.looking)

    def draw(self, view: SenjiView, ctx: DrawContext) -> Drawing:
        self._names = list(ctx.names)
        drawing, board = draw_board(view, ctx, self.rolls, ctx.names)
        self._boards = (self._key(view, ctx), board)
        return drawing

    def warm_up(self, ctx: DrawContext) -> Iterator[None]:
        """The places of the blocks of troop badges most boards show (the
        search for one takes milliseconds), found ahead in idle moments."""
        return compute_layout(ctx).warm_up()

    def board(self, view: SenjiView, ctx: DrawContext) -> Board:
        """Where everything of `view` lies as drawn with `ctx`."""
        key = self._key(view, ctx)
        if self._boards is None or self._boards[0] != key:
            self.draw(view, ctx)
        assert self._boards is not None
        return self._boards[1]

    def _decisions(self, view: SenjiView, ctx: DrawContext) -> Decisions:
        return Decisions(view, ctx, self.board(view, ctx))

    # ==== input ===============================================================================

    def targets(self, view: SenjiView, ctx: DrawContext) -> list[Target]:
        return self._decisions(view, ctx).targets()

    def click(self, view: SenjiView, ctx: DrawContext, target: Target) -> Choice:
        return self._decisions(view, ctx).click(target)

    def drop(self, view: SenjiView, ctx: DrawContext, source: Target, target: Target
             ) -> Choice | None:
        return self._decisions(view, ctx).drop(source, target)

    def command(self, view: SenjiView, ctx: DrawContext, command: str) -> Choice:
        decisions = self._decisions(view, ctx)
        if command == "send-orders":
            return decisions.send_orders()
        if command == "clear-orders":
            return Choice(selection=tuple(k for k in ctx.selection
                                          if not (isinstance(k, tuple) and k[0] == "plan")))
        return Choice()

    def cancel(self, view: SenjiView, ctx: DrawContext, how: str) -> Choice | None:
        """Esc, a right click or a click beside the provinces puts down the
        order picked up from the tray; the orders laid stay (taken back
        only with "Take the orders back")."""
        return self._decisions(view, ctx).cancel()

    def key(self, view: SenjiView, ctx: DrawContext, key: int, text: str) -> Choice | None:
        return self._decisions(view, ctx).key(key, text, self.focus_source())

    def click_path(self, view: SenjiView, ctx: DrawContext, action: Any) -> list[Hashable]:
        return self._decisions(view, ctx).click_path(action)

    def guide_path(self, view: SenjiView, ctx: DrawContext,
                   actions: Sequence[Any]) -> list[Hashable]:
        return self._decisions(view, ctx).guide_path(actions)

    def buttons(self, view: SenjiView, ctx: DrawContext) -> list[ButtonSpec]:
        return self._decisions(view, ctx).buttons(self.hourglass_left if self.hourglass_on
                                                  else 0)

    def explain(self, view: SenjiView, ctx: DrawContext, target: Target | None) -> str:
        if target is None or view.seat is None:
            return ""
        if target.kind in ("sheet", "read"):
            return ""
        if target.kind in ("play", "combine", "count", "take", "keep", "offer") \
                and target.tooltip:
            return target.tooltip
        if target.kind in ("area", "fleet"):
            area = target.key[1]
            if legal_areas(view) or any(t for t in view.legal if act.map_target(t)):
                text = translate("SenjiTable", "%1 cannot be chosen now: pick a highlighted "
                                               "area.")
            else:
                text = translate("SenjiTable", "%1 cannot be chosen now: choose with the "
                                               "buttons.")
            return text.replace("%1", area_name(area))
        return translate("SenjiTable", "That is not possible right now.")

    # ==== the side panel ======================================================================

    def acting_seats(self, view: SenjiView) -> tuple[int, ...]:
        if view.state.phase == "over":
            return ()
        acting = tuple(GAME.to_act(view.state))
        # Deciding at the same time (the draft, spring): the seat asked now.
        if view.seat in acting and view.legal:
            return (view.seat,)
        return acting

    def phase_text(self, view: SenjiView, ctx: DrawContext) -> str:
        st = view.state
        return (translate("SenjiTable", "Year %1 · %2").replace("%1", str(st.year))
                .replace("%2", phase_name(st.phase)))

    def notice(self, view: SenjiView, ctx: DrawContext) -> str:
        lines = []
        if ctx.interactive:
            prompt = act.prompt(view, list(ctx.names))
            if prompt:
                lines.append(prompt)
        if self.hourglass_on and view.seat is not None:
            left = self.hourglass_left
            if left == 0:
                lines.append(translate("SenjiTable",
                                       "The hourglass has run out — end the winter."))
            else:
                lines.append(translate("SenjiTable", "Hourglass: %1").replace(
                    "%1", f"{left // 60}:{left % 60:02d}"))
        return "\n".join(lines)

    def notice_warns(self, view: SenjiView, ctx: DrawContext) -> bool:
        # What to decide now is said in ink; only the hourglass that ran out warns.
        return bool(self.hourglass_on and view.seat is not None and self.hourglass_left == 0)

    def help_text(self, view: SenjiView, ctx: DrawContext) -> str:
        if not ctx.interactive:
            return ""
        lines = []
        detail = self._detail(view, ctx)
        if detail:
            lines.append(detail)
        how = self._how(view, ctx)
        if how:
            lines.append(how)
        return "\n".join(lines)

    def _how(self, view: SenjiView, ctx: DrawContext) -> str:
        """How to take the decision at hand on the map (one short line)."""
        if spring_provinces(view) and view.legal:
            tool = self.board(view, ctx).tool
            if tool:
                return translate("SenjiScene", "%1 in hand: click your provinces to lay it (Esc, "
                                               "a right click or a click beside them puts it "
                                               "down).").replace("%1", order_name(tool))
            return translate("SenjiScene", "Drag an order onto each dashed place (or click "
                                           "an order, then provinces; keys P, R, M).")
        sub = act.sub_task(view)
        if sub is not None and sub.get("kind") == "march" and sub.get("stage") == "dest" \
                and len(view.legal) > 1:
            return translate("SenjiScene", "Drag from %1 to a neighbour or sea (or click it).")\
                .replace("%1", area_name(sub["origin"]))
        if sub is not None and sub.get("kind") == "fleet":
            return translate("SenjiScene", "Click a coast to land, the other sea to sail "
                                           "there, or its coast to raid.")
        return ""

    def _detail(self, view: SenjiView, ctx: DrawContext) -> str:
        """The proposal, bid or trade being built, in words (own decisions only)."""
        sub = act.sub_task(view)
        if sub is None:
            trade = view.state.task.get("trade")
            if isinstance(trade, dict) and trade.get("shown"):
                kinds = [k for k in trade["shown"] if k != UNKNOWN]
                if kinds:
                    return translate("SenjiTable", "Shown: %1").replace(
                        "%1", ", ".join(hana_count(k, 1) for k in kinds))
            return ""
        kind = sub.get("kind")
        if kind == "propose":
            # On the map where it fits (the east sea), else here.
            return "" if self.board(view, ctx).proposal_shown else proposal_text(view)
        if kind == "bid":
            st = view.state
            offer = st.offers[sub["offer"]] if sub["offer"] < len(st.offers) else None
            cards = ", ".join(card_name(c) for c in sub.get("cards", [])) or "—"
            return (translate("SenjiTable", "Bid on %1: %2")
                    .replace("%1", card_name(offer.card) if offer else "?").replace("%2", cards))
        return ""

    def extra_panel(self, parent: QWidget) -> QWidget | None:
        self.honor = HonorTable(parent)
        return self.honor

    def update_extra_panel(self, widget: QWidget, view: SenjiView, ctx: DrawContext) -> None:
        if isinstance(widget, HonorTable):
            widget.set_text_scale(ctx.text_scale)
            widget.show_view(view, ctx.names)
            tip = translate("SenjiTable", "Hana: hanafuda cards in hand. Diplo: diplomacy "
                                          "cards in hand.")
            sams = [samurai_card_text(c, view.state.powers)
                    for s in range(view.state.num_seats) for c in view.state.samurai_cards(s)]
            widget.setToolTip("\n".join([tip, *sams]))

    # ==== events ==============================================================================

    def note_events(self, events: Sequence[Event], *, fresh: bool) -> None:
        self._epoch += 1
        if not fresh:
            self.rolls = Rolls()
        for e in events:
            self.rolls.note(e)

    def beats(self, events: Sequence[Event], before: Drawing, after: Drawing,
              view_before: SenjiView, view_after: SenjiView) -> list[Beat]:
        left: dict[tuple[str, str], tuple[int, int]] = {}
        out = []
        for e in events:
            beat = Beat(events=[e])
            self._beat(beat, e, before, after, view_before, view_after, left)
            out.append(beat)
        return out

    def _pause(self, ms: int) -> Any:
        def effect() -> list[Any]:
            pause = QPauseAnimation(max(1, duration_ms(self.speed, ms)))
            return [pause]
        return effect

    def _beat(self, beat: Beat, e: Event, before: Drawing, after: Drawing,
              view_before: SenjiView, view_after: SenjiView,
              left: dict[tuple[str, str], tuple[int, int]]) -> None:
        d = e.data
        st = view_after.state
        fams = st.families
        k = e.kind
        if k == "pieces_moved" and (d.get("units") or d.get("samurai")):
            fam = fams[d["seat"]]
            units, sams = d.get("units", 0), len(d.get("samurai") or ())
            src, dst = d["from"], d["to"]
            key = (src, fam)
            piece = before.piece(("stack", *key))
            start = before.rect_of(("stack", *key))
            if piece is not None and key not in left:
                left[key] = (int(piece.spec.args[1]), int(piece.spec.args[2]))
            lay = compute_layout_for(after)
            if start is None:
                c = lay.units_anchor(src) if lay is not None else None
                if c is None:
                    return
                start = QRectF(c.x() - 20, c.y() - 10, 40, 20)
            end = after.rect_of(("stack", dst, fam))
            if end is None and lay is not None:
                c = lay.units_anchor(dst)
                end = QRectF(c.x() - start.width() / 2, c.y() - start.height() / 2,
                             start.width(), start.height())
            if end is None:
                return
            if key in left:
                u, s = left[key]
                u, s = max(0, u - units), max(0, s - sams)
                left[key] = (u, s)
                beat.hide.append(("stack", *key))
                if u or s:
                    stay = Spec(StackItem, fam, u, s, start, fleet=src in ("north", "south"))
                    beat.motions.append(Motion(spec=stay, start=start, end=start))
            token = Spec(StackItem, fam, units, sams, QRectF(0, 0, start.width(), start.height()),
                         fleet=dst in ("north", "south"))
            beat.motions.append(Motion(spec=token, start=start,
                                       end=QRectF(end.left(), end.top(), start.width(),
                                                  start.height())))
            return
        if k == "battle_started":
            self._roll_in(beat, after, len(d.get("rolled", [])),
                          d.get("locked_att", 0) + d.get("locked_def", 0))
            return
        if k == "power_used":
            if d.get("card") == KATO and "rolled" in d:
                n = len(d["rolled"])
                locked = len(d.get("dice", [])) - n
                self._roll_in(beat, after, n, locked)
            area = d.get("area")
            if area is not None:
                rect = area_path(area).boundingRect()
                beat.motions.append(Motion(spec=Spec(MarkItem, area, rect), start=rect, end=rect))
            return
        if k in ("crossing_rolled", "emperor_rolloff"):
            faces = [FAMILIES[x] for x in d.get("dice", [])][:9]
            box = after.rect_of(("box",))
            if box is None:
                return
            beat.motions.append(Motion(to=("box",), start=box, reveal=True))
            for i, face in enumerate(faces):
                rect = after.rect_of(("die", i))
                if rect is None:
                    continue
                start = QRectF(box.right() + rect.width() * (1 + 0.6 * i), rect.top(),
                               rect.width(), rect.height())
                beat.motions.append(Motion(spec=Spec(DieItem, face, rect), start=start, end=rect))
            beat.effect = self._pause(RESULT_PAUSE_MS // 2)
            return
        if k == "battle_resolved":
            box = after.rect_of(("box",))
            if box is not None:
                beat.motions.append(Motion(to=("box",), start=box, reveal=True))
            beat.effect = self._pause(RESULT_PAUSE_MS)
            return
        if k == "order_revealed":
            rect = before.rect_of(("order", d["province"]))
            if rect is not None:
                face = Spec(OrderItem, fams[d["seat"]], order_letter(d["order"]), rect)
                beat.motions.append(Motion(piece=("order", d["province"]), spec=face,
                                           start=rect, end=rect))
            return
        if k == "honor_changed" and d.get("delta"):
            honor = self.honor
            seat, value, delta = d["seat"], d["honor"], d["delta"]
            pause = self._pause(HONOR_PAUSE_MS)

            def flash() -> list[Any]:
                if honor is not None:
                    honor.flash(seat, value, delta)
                return pause()

            beat.effect = flash
            return
        if k == "emperor_hosted":
            names = self._names
            seat = d["seat"]
            who = names[seat] if seat < len(names) else str(seat + 1)
            beat.banner = (translate("SenjiTable", "%1 hosts the Emperor in year %2.")
                           .replace("%1", who).replace("%2", str(d.get("year", ""))))

    def _roll_in(self, beat: Beat, after: Drawing, rolled: int, locked: int) -> None:
        """The battle box appears and the `rolled` unlocked dice roll in from
        its right (after the `locked` ones set aside)."""
        box = after.rect_of(("box",))
        if box is None:
            return
        beat.motions.append(Motion(to=("box",), start=box, reveal=True))
        for j in range(rolled):
            i = locked + j
            rect = after.rect_of(("die", i))
            if rect is None:
                continue
            start = QRectF(box.right() + rect.width() * (0.5 + 0.5 * j), rect.top() - rect.height(),
                           rect.width(), rect.height())
            beat.motions.append(Motion(to=("die", i), start=start, reveal=True))
        for i in range(locked):
            rect = after.rect_of(("die", i))
            if rect is not None:
                beat.motions.append(Motion(to=("die", i), start=rect, reveal=True))

    # ==== the end =============================================================================

    def seat_colours(self, view: Any) -> list[str] | None:
        """Each family's colour on the map, for its line in the chart of honor."""
        st = getattr(view, "state", None)
        return [family_colour(f) for f in st.families] if st is not None else None


def compute_layout_for(drawing: Drawing) -> Any:
    """The layout a drawing was made with (None when unknown)."""
    return getattr(drawing, "layout", None)
