"""What the Tenno table shows and what a click on it means (the kit's presenter).

Drawing (:meth:`TennoPresenter.draw`): every seat's three positions,
captured pile and hand, the discard and the cards out of the game, laid out
by ``layout.py`` — exactly what the view holds. A card is face up where the
view knows it: the viewer's own cards, the two cards of the battle on the
table (TEN-2) and, with the memory aid, the cards the viewer remembers
(TEN-10: everyone's revealed cards, its own peeks), marked with an eye. The
end of the game (the engine's revealed view) shows every card face up,
every hand and the top of every pile.

Clicks (:meth:`TennoPresenter.targets`), like laying hands on real cards:

- setup (TEN-1): click two of your Peasants (or drag one onto another) to
  exchange their places, then "Lay them out";
- attack (TEN-2, TEN-6): click one of your cards and an opponent's card, in
  either order (or drag one onto the other);
- Monk (TEN-4): click your Monk, or "Fight without the Monk";
- refill (TEN-7a, TEN-A3): click a card in your hand; it goes to the marked
  position;
- swap option (TEN-7b): click a table card, then a hand card (or the same
  table card again to lay it back); with an empty hand click two table
  cards, then "Swap them" or "Lay them back unchanged" (TEN-A4);
- peek (TEN-7c): click one of the attacker's cards.

Pieces that events move have ids: ``("table", seat, pos)`` (a card at a
position), ``("slot", seat, pos)`` (an empty one), ``("hand", card)`` (a
card of the bottom seat's hand), ``("back", seat, i)`` (a face-down hand
card), ``("pile", seat)``, ``("discard",)`` and ``("removed",)``.
:meth:`TennoPresenter.beats` moves them from where they lie before the
events to where they lie after; the events only say which cards move where.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QFontMetricsF, QPainterPath

from senji_desktop.engine.core import Event
from senji_desktop.games.tenno.model import (
    EMPTY,
    HIDDEN,
    POSITIONS,
    SET_SIZE,
    Arrange,
    Attack,
    Battle,
    Decline,
    Peek,
    Refill,
    Replace,
    SwapTable,
    TennoView,
    UseMonk,
)
from senji_desktop.ui.common import theme
from senji_desktop.ui.common.elided_label import NAME_ELIDE
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
from senji_desktop.ui.kit.presenting import Remembered, legible_label
from senji_desktop.ui.tenno import log_text, result, texts
from senji_desktop.ui.tenno.items import CardItem, PileItem, SeatMarkItem, SlotItem
from senji_desktop.ui.tenno.layout import MAX_HAND, TableLayout, compute_layout

#: Qt's translate; lupdate finds ``translate("Context", "text")`` calls.
translate = QCoreApplication.translate

#: The Peasants' ranks in the order they are dealt (TEN-1).
DEALT = (1, 2, 3)
#: The smallest text a banner shrinks to (scene units: its font is 0.42 of its
#: 72-unit height, shrunk to fit the width).
BANNER_TEXT = 22.0


@dataclass
class _Place:
    """A place on the table: its key, rectangle, the action a click chooses
    (None: a step of a decision, or nothing), whether a click means
    something now, and what kind of place it is (for explanations)."""

    key: Hashable
    rect: QRectF
    kind: str
    action: Any = None
    enabled: bool = False
    draggable: bool = False


def battle_in_progress(view: TennoView) -> Battle | None:
    """The battle whose two cards lie face up now (the Monk question is open)."""
    if view.phase == "monk" and view.battles:
        return view.battles[-1]
    return None


class TennoPresenter(Presenter):
    """The Tenno table's answers to the kit (see module docstring)."""

    game_id = "tenno"
    title = "Tenno"
    log_texts = log_text
    results = result

    def __init__(self) -> None:
        self._layout: Remembered[TableLayout] = Remembered()
        #: The Peasants' order each seat arranged last (TEN-1), so it stays on
        #: the table while the chosen arrangement is on its way to the engine.
        self._orders: dict[int, tuple[int, int, int]] = {}
        #: The names and the smallest legible text of the last drawing (for
        #: the banners of animations).
        self._names: list[str] = []
        self._min_px = 12.0

    # ==== layout ================================================================================

    def layout(self, view: TennoView, ctx: DrawContext) -> TableLayout:
        size = ctx.viewport
        key = (view.num_seats, ctx.bottom_seat, size.width(), size.height(), ctx.text_scale,
               ctx.min_text_px, view.revealed)
        return self._layout.get(key, lambda: compute_layout(
            view.num_seats, ctx.bottom_seat, size, text_scale=ctx.text_scale,
            min_text_px=ctx.min_text_px, revealed=view.revealed))

    # ==== what lies where =======================================================================

    def arrangement(self, view: TennoView, ctx: DrawContext,
                    seat: int) -> tuple[tuple[int, int, int], int | None] | None:
        """The Peasants' order shown on `seat`'s table while it has not laid
        them out (its own view in the setup), and the position picked for an
        exchange; None when its table shows what the view holds."""
        if view.phase != "setup" or view.seat != seat or any(c != EMPTY
                                                              for c in view.table[seat]):
            return None
        order = self._orders.get(seat, DEALT)
        picked = None
        for key in ctx.selection:
            if isinstance(key, tuple) and key[0] == "order":
                order = (int(key[1]), int(key[2]), int(key[3]))
            elif isinstance(key, tuple) and key[0] == "table":
                picked = int(key[2])
        return order, picked

    def row(self, view: TennoView, ctx: DrawContext, seat: int) -> list[int]:
        """The cards drawn at `seat`'s positions (HIDDEN face down, EMPTY none)."""
        arranged = self.arrangement(view, ctx, seat)
        if arranged is not None:
            return [seat * SET_SIZE + rank for rank in arranged[0]]
        return list(view.table[seat])

    @staticmethod
    def hand_of(view: TennoView, seat: int) -> tuple[int, ...] | None:
        """`seat`'s hand as the view knows it, None if hidden. A seat still
        to lay out its Peasants shows them on its table, not in its hand."""
        if view.revealed and view.hands:
            hand = view.hands[seat]
        elif view.seat == seat:
            hand = view.hand
        else:
            return None
        if view.phase == "setup" and all(c == EMPTY for c in view.table[seat]):
            hand = tuple(c for c in hand if c % SET_SIZE not in DEALT)
        return hand

    def _places(self, view: TennoView, ctx: DrawContext, layout: TableLayout) -> list[_Place]:
        me = view.seat
        legal = tuple(view.legal) if ctx.interactive and me is not None else ()
        sel = ctx.selection
        places: list[_Place] = []
        for seat in layout.order:
            zone = layout.zones[seat]
            for pos, (card, rect) in enumerate(zip(self.row(view, ctx, seat), zone.cards,
                                                   strict=True)):
                if card == EMPTY:
                    places.append(_Place(("slot", seat, pos), rect, "slot"))
                    continue
                place = _Place(("table", seat, pos), rect, "table")
                if legal and me is not None:
                    self._table_choice(view, legal, sel, me, seat, pos, place)
                places.append(place)
            places.append(_Place(("pile", seat), zone.pile, "pile"))
        zone = layout.zones[layout.bottom]
        hand = self.hand_of(view, layout.bottom) or ()
        picked = next((k for k in sel if isinstance(k, tuple) and k[0] == "table"), None)
        for card, rect in zip(hand, zone.hand, strict=False):
            place = _Place(("hand", card), rect, "hand")
            if Refill(card) in legal:
                place.action, place.enabled = Refill(card), True
            elif picked is not None and Replace(int(picked[2]), card) in legal:
                place.action, place.enabled = Replace(int(picked[2]), card), True
            places.append(place)
        places.append(_Place(("discard",), layout.discard, "pile"))
        places.append(_Place(("removed",), layout.removed, "pile"))
        return places

    @staticmethod
    def _table_choice(view: TennoView, legal: tuple[Any, ...], sel: tuple[Hashable, ...],
                      me: int, seat: int, pos: int, place: _Place) -> None:
        """What a click on the card at `seat`'s `pos` means now (fills `place`)."""
        phase = view.phase
        key = ("table", seat, pos)
        if phase == "setup":
            place.enabled = place.draggable = seat == me
        elif phase in ("attack", "ronin"):
            attacks = [a for a in legal if isinstance(a, Attack)]
            own = next((int(k[2]) for k in sel if isinstance(k, tuple) and k[0] == "table"
                        and k[1] == me), None)
            their = next(((int(k[1]), int(k[2])) for k in sel if isinstance(k, tuple)
                          and k[0] == "table" and k[1] != me), None)
            if seat == me:
                place.enabled = any(a.own == pos for a in attacks)
                if their is not None and Attack(their[0], pos, their[1]) in attacks:
                    place.action = Attack(their[0], pos, their[1])
            else:
                place.enabled = any(a.target == seat and a.their == pos
                                    and (own is None or a.own == own) for a in attacks)
                if own is not None and Attack(seat, own, pos) in attacks:
                    place.action = Attack(seat, own, pos)
            place.draggable = place.enabled
        elif phase == "monk":
            if seat == me and UseMonk(pos) in legal:
                place.action, place.enabled = UseMonk(pos), True
        elif phase == "swap" and seat == me:
            place.enabled = True
            if key in sel and Replace(pos, view.table[me][pos]) in legal:
                place.action = Replace(pos, view.table[me][pos])
        elif phase == "peek" and seat == view.current and Peek(pos) in legal:
            place.action, place.enabled = Peek(pos), True

    # ==== drawing ===============================================================================

    def draw(self, view: TennoView, ctx: DrawContext) -> Drawing:
        layout = self.layout(view, ctx)
        self._names = list(ctx.names)
        self._min_px = ctx.min_px(layout.scale)
        d = Drawing(layout.scene_rect)
        playable = {p.key for p in self._places(view, ctx, layout) if p.enabled}
        arranged = self.arrangement(view, ctx, view.seat) if view.seat is not None else None
        if arranged is not None and view.seat is not None:
            self._orders[view.seat] = arranged[0]
        for seat in layout.order:
            self._draw_zone(d, view, ctx, layout, seat, playable)
        self._draw_middle(d, view, ctx, layout)
        return d

    @staticmethod
    def _label(ctx: DrawContext, layout: TableLayout, text: str, rect: QRectF, pixel: float,
               **kw: Any) -> Spec:
        """A :func:`legible_label` that narrows its letters before it shrinks
        them (``condense``)."""
        return legible_label(ctx, layout.scale, text, rect, pixel, condense=True, **kw)

    @staticmethod
    def _card(ctx: DrawContext, layout: TableLayout, card: int | None, rect: QRectF,
              **kw: Any) -> Spec:
        """A card whose name is legible (or left out where it cannot be)."""
        return Spec(CardItem, card, rect, name_px=ctx.text_px(rect.height() * 0.12, layout.scale),
                    name_min=ctx.min_px(layout.scale), name_floor=ctx.floor_px(layout.scale),
                    **kw)

    def _draw_zone(self, d: Drawing, view: TennoView, ctx: DrawContext, layout: TableLayout,
                   seat: int, playable: set[Hashable]) -> None:
        zone = layout.zones[seat]
        acting = view.phase != "over" and view.decider == seat
        d.add(Spec(SeatMarkItem, seat, zone.mark), 2, texts.seat_mark_tooltip())
        name = log_text.seat_name(ctx.names, seat)
        # A long name may be shortened on the table (in its middle: the end
        # tells like names apart); the tooltip gives it whole.
        d.add(self._label(ctx, layout, name, zone.name, 22 if zone.own else 19, bold=True,
                          elide=NAME_ELIDE, colour=theme.ACCENT if acting else theme.INK), 30, name)
        battle = battle_in_progress(view)
        for pos, (card, rect) in enumerate(zip(self.row(view, ctx, seat), zone.cards,
                                               strict=True)):
            if card == EMPTY:
                marked = (view.phase == "refill" and view.decider == seat
                          and view.table[seat].index(EMPTY) == pos)
                d.add(Spec(SlotItem, rect, marked=marked), 1, texts.empty_tooltip(marked),
                      id=("slot", seat, pos), rect=rect)
                continue
            in_battle = battle is not None and (
                (battle.attacker == seat and battle.att_pos == pos)
                or (battle.defender == seat and battle.def_pos == pos))
            known = card != HIDDEN
            mine = view.seat == seat
            face_up = known and (mine or in_battle or ctx.memory_aid or view.revealed)
            marks: tuple[str, ...] = ()
            setup = view.phase == "setup"
            if ctx.memory_aid and known and not setup and not view.revealed:
                if view.public[seat][pos]:
                    marks = ("public",)
                elif not mine:
                    marks = ("peeked",)
            remembered = face_up and not mine and not in_battle and not view.revealed
            tip = texts.card_tooltip(view, ctx.names, ctx.memory_aid, seat, pos,
                                     card if face_up else HIDDEN)
            d.add(self._card(ctx, layout, card if face_up else None, rect,
                             remembered=remembered, marks=marks, battle=in_battle,
                             playable=("table", seat, pos) in playable, seat=seat, pos=pos),
                  10, tip, id=("table", seat, pos), rect=rect)
        count = len(view.captured[seat])
        top = view.captured[seat][-1] if view.revealed and count else None
        d.add(Spec(PileItem, count, zone.pile, count_px=self._count_px(ctx, layout), top=top),
              5, texts.captured_tooltip(view, seat), id=("pile", seat), rect=zone.pile)
        caption = texts.captured_caption(view, seat)
        d.add(self._label(ctx, layout, caption[0], zone.pile_caption, 15,
                          colour=theme.INK_SOFT, align=Qt.AlignmentFlag.AlignHCenter,
                          shorter=caption[1:]), 30)
        if zone.own:
            self._draw_hand(d, view, ctx, layout, seat, playable)
            return
        d.add(self._label(ctx, layout, texts.hand_count(view, seat), zone.hand_label, 16,
                          colour=theme.INK_SOFT, align=Qt.AlignmentFlag.AlignRight,
                          shorter=texts.hand_count_short(view, seat)), 30)
        hand = self.hand_of(view, seat)
        if hand is not None and zone.hand:
            for i, (card, rect) in enumerate(zip(hand, zone.hand, strict=False)):
                # Small and overlapping: value and emblem only, the name in the tooltip.
                d.add(Spec(CardItem, card, rect, role="mini", seat=seat,
                           value_min=ctx.min_px(layout.scale)), 20 + i,
                      log_text.card_text(card), id=("mini", seat, i), rect=rect)

    def _draw_hand(self, d: Drawing, view: TennoView, ctx: DrawContext, layout: TableLayout,
                   seat: int, playable: set[Hashable]) -> None:
        zone = layout.zones[seat]
        hand = self.hand_of(view, seat)
        title = texts.hand_title(view, ctx.names, seat, hand)
        d.add(self._label(ctx, layout, title, zone.hand_label, 17, colour=theme.INK_SOFT), 30)
        if hand is None:
            for i, rect in enumerate(zone.hand[:view.hand_sizes[seat]]):
                d.add(self._card(ctx, layout, None, rect, role="hand", seat=seat), 20 + i,
                      id=("back", seat, i), rect=rect)
            return
        for i, (card, rect) in enumerate(zip(hand, zone.hand, strict=False)):
            d.add(self._card(ctx, layout, card, rect, role="hand", seat=seat,
                             playable=("hand", card) in playable),
                  20 + i, log_text.card_text(card), id=("hand", card), rect=rect)

    @staticmethod
    def _count_px(ctx: DrawContext, layout: TableLayout) -> float:
        return ctx.text_px(20, layout.scale)

    def _draw_middle(self, d: Drawing, view: TennoView, ctx: DrawContext,
                     layout: TableLayout) -> None:
        for key, rect, caption, cards in (
                ("discard", layout.discard, layout.discard_caption, view.discard),
                ("removed", layout.removed, layout.removed_caption, view.removed)):
            top = cards[-1] if view.revealed and cards else None
            tip = ", ".join(log_text.card_text(c) for c in cards) if (
                cards and (ctx.memory_aid or view.revealed)) else ""
            d.add(Spec(PileItem, len(cards), rect, count_px=self._count_px(ctx, layout), top=top),
                  5, tip, id=(key,), rect=rect)
            d.add(self._label(ctx, layout, texts.middle_caption(key), caption, 15,
                              colour=theme.INK_SOFT, align=Qt.AlignmentFlag.AlignHCenter,
                              shorter=("",)), 30)
        battle = battle_in_progress(view)
        if battle is not None:
            line = texts.battle_line(ctx.names, battle, monk_question=True)
            d.add(self._label(ctx, layout, line, layout.battle, 19, bold=True,
                              colour=theme.ACCENT, align=Qt.AlignmentFlag.AlignHCenter,
                              shorter=(texts.battle_line(ctx.names, battle, False),)), 40)

    # ==== targets ===============================================================================

    def targets(self, view: TennoView, ctx: DrawContext) -> list[Target]:
        layout = self.layout(view, ctx)
        found = []
        for place in self._places(view, ctx, layout):
            path = QPainterPath()
            radius = place.rect.width() * 0.08
            path.addRoundedRect(place.rect, radius, radius)
            key = place.key
            seat = int(key[1]) if place.kind in ("table", "slot") else None  # type: ignore[index]
            tip = texts.click_tooltip(view, place.action, place.kind, seat) if place.enabled \
                else ""
            # Keys walk the own cards first (most decisions start there), then
            # the hand, then the other seats in turn order.
            if place.kind == "table" and seat == layout.bottom:
                group = 0
            elif place.kind == "hand":
                group = 1
            elif place.kind == "table" and seat is not None:
                group = 2 + layout.order.index(seat)
            else:
                group = 10
            order = (group, round(place.rect.top() / 10), place.rect.left())
            found.append(Target(key, path, place.rect.center(), action=place.action,
                                enabled=place.enabled, draggable=place.draggable,
                                priority=1 if place.kind == "hand" else 0, tooltip=tip,
                                kind=place.kind, order=order, forbid=place.kind != "pile"))
        return found

    def click(self, view: TennoView, ctx: DrawContext, target: Target) -> Choice:
        if target.action is not None:
            return Choice(action=target.action)
        key = target.key
        if not isinstance(key, tuple) or key[0] != "table" or view.seat is None:
            return Choice()
        me, sel = view.seat, ctx.selection
        if view.phase == "setup":
            arranged = self.arrangement(view, ctx, me)
            if arranged is None:
                return Choice()
            order, picked = arranged
            pos = int(key[2])
            if picked is None:
                return Choice(selection=(("order", *order), key),
                              explain=texts.prompt("exchange"))
            if picked != pos:
                swapped = list(order)
                swapped[picked], swapped[pos] = swapped[pos], swapped[picked]
                order = (swapped[0], swapped[1], swapped[2])
                self._orders[me] = order
            return Choice(selection=(("order", *order),))
        if key in sel:
            return Choice(selection=tuple(k for k in sel if k != key))
        if view.phase in ("attack", "ronin"):
            if key[1] == me:
                rest = tuple(k for k in sel if isinstance(k, tuple) and k[1] != me)
                return Choice(selection=(key, *rest), explain=texts.prompt("target"))
            rest = tuple(k for k in sel if isinstance(k, tuple) and k[1] == me)
            return Choice(selection=(*rest, key), explain=texts.prompt("attacker"))
        if view.phase == "swap":
            if any(isinstance(a, SwapTable) for a in view.legal):
                chosen = (*sel[-1:], key)
                return Choice(selection=chosen,
                              explain=texts.prompt("pair" if len(chosen) == 2 else "second"))
            return Choice(selection=(key,), explain=texts.prompt("replace"))
        return Choice()

    def click_path(self, view: TennoView, ctx: DrawContext, action: Any) -> list[Hashable]:
        me = view.seat
        if me is None:
            return []
        sel = ctx.selection

        def own(pos: int) -> Hashable:
            return ("table", me, pos)

        if isinstance(action, Arrange):
            arranged = self.arrangement(view, ctx, me)
            if arranged is None:
                return []
            order, picked = arranged
            pairs: list[tuple[int, int]] = []
            current = list(order)
            for pos in range(POSITIONS):
                want = action.order[pos]
                if current[pos] != want:
                    other = current.index(want)
                    pairs.append((pos, other))
                    current[pos], current[other] = current[other], current[pos]
            clicks: list[Hashable] = []
            if picked is not None:
                if pairs and picked in pairs[0]:
                    # The picked Peasant goes where the first exchange needs it.
                    first = pairs.pop(0)
                    clicks.append(own(first[1] if first[0] == picked else first[0]))
                else:
                    clicks.append(own(picked))  # lay the picked Peasant down again
            for a, b in pairs:
                clicks += [own(a), own(b)]
            return [*clicks, ("button", "arrange")]
        if isinstance(action, Attack):
            both = [own(action.own), ("table", action.target, action.their)]
            return [k for k in both if k not in sel]
        if isinstance(action, UseMonk):
            return [own(action.position)]
        if isinstance(action, Peek):
            return [("table", view.current, action.position)]
        if isinstance(action, Refill):
            return [("hand", action.card)]
        if isinstance(action, Replace):
            pick: list[Hashable] = [] if sel == (own(action.position),) else [
                own(action.position)]
            if action.card == view.table[me][action.position]:
                return [*pick, own(action.position)]
            return [*pick, ("hand", action.card)]
        if isinstance(action, SwapTable):
            pair = (own(action.first), own(action.second))
            path = [k for k in sel if k not in pair]
            path += [k for k in pair if k not in sel]
            return [*path, ("button", "swap" if action.exchange else "keep")]
        if isinstance(action, Decline):
            return [("button", "decline")]
        return []

    def buttons(self, view: TennoView, ctx: DrawContext) -> list[ButtonSpec]:
        legal = view.legal
        me = view.seat
        out: list[ButtonSpec] = []
        if view.phase == "setup" and me is not None:
            arranged = self.arrangement(view, ctx, me)
            if arranged is not None and Arrange(arranged[0]) in legal:
                out.append(ButtonSpec(
                    "arrange", translate("TennoTable", "Lay them out"),
                    translate("TennoTable", "Lay your Peasants face down in the order shown"),
                    action=Arrange(arranged[0]), default=True, bold=True))
        if view.phase == "swap" and any(isinstance(a, SwapTable) for a in legal):
            pair = sorted(int(k[2]) for k in ctx.selection
                          if isinstance(k, tuple) and k[0] == "table")
            ready = len(pair) == 2
            out.append(ButtonSpec(
                "swap", translate("TennoTable", "Swap them"),
                translate("TennoTable", "Exchange the two chosen cards; the others see only "
                          "that you picked them up"),
                action=SwapTable(pair[0], pair[1], True) if ready else None, enabled=ready,
                bold=True))
            out.append(ButtonSpec(
                "keep", translate("TennoTable", "Lay them back unchanged"),
                translate("TennoTable", "Pick the two cards up and put them back where they "
                          "were"),
                action=SwapTable(pair[0], pair[1], False) if ready else None, enabled=ready))
        if Decline() in legal:
            text, tip = texts.decline_button(view)
            out.append(ButtonSpec("decline", text, tip, action=Decline(),
                                  default=list(legal) == [Decline()]))
        return out

    # ==== the side panel ========================================================================

    def acting_seats(self, view: TennoView) -> tuple[int, ...]:
        return () if view.phase == "over" else (view.decider,)

    def phase_text(self, view: TennoView, ctx: DrawContext) -> str:
        return texts.phase_text(view, ctx.names, ctx.interactive)

    def help_text(self, view: TennoView, ctx: DrawContext) -> str:
        return texts.help_text(view, ctx.interactive)

    def explain(self, view: TennoView, ctx: DrawContext, target: Target | None) -> str:
        if target is None or view.seat is None:
            return ""
        key = target.key
        card = None
        if target.kind == "table" and isinstance(key, tuple):
            card = self.row(view, ctx, int(key[1]))[int(key[2])]
        return texts.explain(view, target.kind, key, card, ctx.selection)

    # ==== events ================================================================================

    def beats(self, events: Sequence[Event], before: Drawing, after: Drawing,
              view_before: TennoView, view_after: TennoView) -> list[Beat]:
        monk_question = any(e.kind == "monk_question" for e in events)
        battles: dict[int, tuple[int, int, int, int]] = {
            b.number: (b.attacker, b.att_pos, b.defender, b.def_pos)
            for b in view_before.battles}
        out: list[Beat] = []
        for e in events:
            out += self._beats(e, before, after, monk_question, battles)
        return out

    def _beats(self, e: Event, before: Drawing, after: Drawing, monk_question: bool,
               battles: dict[int, tuple[int, int, int, int]]) -> list[Beat]:
        """The beats of one event (two for cards taken up and laid down again)."""
        d = e.data
        kind = e.kind
        if kind == "arranged":
            return [Beat(events=[e], motions=self._arranged(before, after, d["seat"]))]
        if kind == "attacked":
            battles[d["number"]] = (d["attacker"], d["own"], d["target"], d["their"])
            lifts = [self._lift(before, ("table", d["attacker"], d["own"]), d["att_card"]),
                     self._lift(before, ("table", d["target"], d["their"]), d["def_card"])]
            last = self._layout.last
            area = last.battle if last is not None else None
            banner = self._banner_text(self._battle_of(d), monk_question, area)
            return [Beat(events=[e], motions=[m for m in lifts if m is not None],
                         banner=banner, banner_area=area, hold=2.0)]
        if kind == "monk_used":
            lift = self._lift(before, ("table", d["seat"], d["position"]), d["card"])
            return [Beat(events=[e], motions=[lift] if lift else [], hold=1.5)]
        if kind == "battle_resolved":
            return [Beat(events=[e], motions=self._resolved(before, after, d, battles),
                         hold=0.5)]
        if kind == "refilled":
            return [Beat(events=[e], motions=[self._refilled(before, d)])]
        if kind == "replaced":
            return self._replaced(e, before)
        if kind == "table_swapped":
            seat = d["seat"]
            pa, pb = ("table", seat, d["first"]), ("table", seat, d["second"])
            land = (pb, pa) if d.get("exchange") else (pa, pb)
            return [Beat(events=[e], motions=[self._up(before, pa), self._up(before, pb)],
                         hold=0.5),
                    Beat(motions=[Motion(piece=pa, to=land[0]), Motion(piece=pb, to=land[1])])]
        if kind == "peeked":
            piece = ("table", d["target"], d["position"])
            peek = self._lift(before, piece, d.get("card"))
            if peek is None:
                return [Beat(events=[e])]
            return [Beat(events=[e], motions=[peek], hold=1.5),
                    Beat(motions=[Motion(piece=piece, end=before.rect_of(piece))])]
        return [Beat(events=[e])]

    def _arranged(self, before: Drawing, after: Drawing, seat: int) -> list[Motion]:
        """The Peasants laid out (TEN-1): the own ones move into the chosen
        order, another seat's come face down from its hand."""
        drawn: dict[int, int] = {}
        for p in range(POSITIONS):
            card = self._card_of(before, ("table", seat, p))
            if card is not None:
                drawn[card] = p
        motions = []
        for q in range(POSITIONS):
            landing = self._card_of(after, ("table", seat, q))
            if after.piece(("table", seat, q)) is None:
                continue
            came = drawn.get(landing) if landing is not None else None
            if came is None:
                motions.append(Motion(start=self._hand_source(before, seat),
                                      to=("table", seat, q), reveal=True))
            elif came != q:
                motions.append(Motion(piece=("table", seat, came), to=("table", seat, q)))
        return motions

    @staticmethod
    def _resolved(before: Drawing, after: Drawing, d: Any,
                  battles: dict[int, tuple[int, int, int, int]]) -> list[Motion]:
        """Both battle cards go where the battle sends them (TEN-5); a card
        that stays and the Monk go back to their places."""
        where = battles.get(d["number"])
        if where is None:
            return []
        attacker, att_pos, defender, def_pos = where
        motions = []
        for seat, pos, fate, other in ((attacker, att_pos, d["att_fate"], defender),
                                      (defender, def_pos, d["def_fate"], attacker)):
            piece = ("table", seat, pos)
            if fate == "captured":
                end = after.rect_of(("pile", other))
            elif fate == "discarded":
                end = after.rect_of(("discard",))
            elif fate == "removed":
                end = after.rect_of(("removed",))
            else:
                end = before.rect_of(piece)
            motions.append(Motion(piece=piece, end=end))
        if d.get("monk") is not None:
            monk = ("table", defender, d["monk"])
            motions.append(Motion(piece=monk, end=before.rect_of(monk)))
        return [m for m in motions if m.end is not None]

    def _refilled(self, before: Drawing, d: Any) -> Motion:
        target = ("table", d["seat"], d["position"])
        if "card" in d and before.piece(("hand", d["card"])) is not None:
            return Motion(piece=("hand", d["card"]), to=target)
        return Motion(start=self._hand_source(before, d["seat"]), to=target, reveal=True)

    def _replaced(self, e: Event, before: Drawing) -> list[Beat]:
        """TEN-7b: the table card into the hand, a hand card in its place; the
        others see a card taken up and laid down again."""
        d = e.data
        piece = ("table", d["seat"], d["position"])
        if "card" in d and d["card"] != d["old"] and before.piece(("hand", d["card"])):
            return [Beat(events=[e], motions=[
                Motion(piece=piece, to=("hand", d["old"])),
                Motion(piece=("hand", d["card"]), to=piece)])]
        return [Beat(events=[e], motions=[self._up(before, piece)], hold=0.5),
                Beat(motions=[Motion(piece=piece, to=piece, reveal=True)])]

    def _banner_text(self, battle: Battle, monk_question: bool, area: QRectF | None) -> str:
        """The battle's banner: with the Monk question where it fits at a
        legible size (the kit's banner shrinks its text to fit its width)."""
        text = texts.battle_line(self._names, battle, monk_question=monk_question)
        if not monk_question or area is None:
            return text
        width = min(area.width() * 0.8, 720.0) - 24
        font = theme.scene_font(max(BANNER_TEXT, self._min_px))
        if QFontMetricsF(font).horizontalAdvance(text) <= width:
            return text
        return texts.battle_line(self._names, battle, monk_question=False)

    @staticmethod
    def _battle_of(d: Any) -> Battle:
        return Battle(d["number"], d["attacker"], d["own"], d["target"], d["their"],
                      d["att_card"], d["def_card"])

    @staticmethod
    def _card_of(drawing: Drawing, id: Hashable) -> int | None:
        piece = drawing.piece(id)
        if piece is None or piece.spec.cls is not CardItem:
            return None
        card = piece.spec.args[0]
        return int(card) if isinstance(card, int) else None

    def _hand_source(self, before: Drawing, seat: int) -> QRectF | None:
        """Where a card leaving `seat`'s hand starts: its last face-down hand
        card drawn before, else the place of its hand."""
        for i in range(MAX_HAND - 1, -1, -1):
            rect = before.rect_of(("back", seat, i))
            if rect is not None:
                return rect
        last = self._layout.last
        zone = last.zones.get(seat) if last is not None else None
        return QRectF(zone.hand_area) if zone is not None else None

    @staticmethod
    def _lifted(rect: QRectF, centre_y: float) -> QRectF:
        """`rect` lifted a little towards the middle of the table and grown."""
        up = -1.0 if rect.center().y() > centre_y else 1.0
        lifted = QRectF(rect).adjusted(-rect.width() * 0.06, -rect.height() * 0.06,
                                       rect.width() * 0.06, rect.height() * 0.06)
        return lifted.translated(0, up * rect.height() * 0.16)

    def _up(self, before: Drawing, piece: Hashable) -> Motion:
        rect = before.rect_of(piece) or QRectF()
        return Motion(piece=piece, end=self._lifted(rect, before.scene_rect.center().y()))

    def _lift(self, before: Drawing, piece: Hashable, card: int | None) -> Motion | None:
        """`piece` lifted and, when `card` is given, turned face up."""
        src = before.piece(piece)
        if src is None or src.rect is None:
            return None
        end = self._lifted(src.rect, before.scene_rect.center().y())
        spec = None
        if card is not None and src.spec.cls is CardItem:
            kwargs = dict(src.spec.kwargs)
            kwargs.update(remembered=False, marks=(), battle=True, playable=False)
            spec = Spec(CardItem, card, src.rect, **kwargs)
        return Motion(piece=piece, end=end, spec=spec)


__all__ = ["TennoPresenter", "battle_in_progress"]
