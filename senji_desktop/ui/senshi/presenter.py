"""What the Senshi table shows and what a click on it means (the kit's presenter).

Drawing (:meth:`SenshiPresenter.draw`): the middle stacks, every seat's
Training Card with its stacks and scoring piles, and the hands, laid out by
``layout.py`` — never more than the view holds. A tile is drawn face up
only where the view knows its colour; another seat's hand shows what the
viewer remembers (SNS-1) when the memory aid is on, else face-down tiles;
a revealed view (the end of the game) shows every hand in full, with the
tiles that were secret (SNS-2) marked.

Clicks (:meth:`SenshiPresenter.targets`): on a middle stack the top tile
means Train and the rest of the stack (the tiles peeking out above it and
the mat around it) means Study — in the pick phase the whole stack is
picked (SNS-3); on a Training Card the top tile means Train (SNS-5); a tile
group in the own hand means Test (SNS-6). The Pass button appears only when
passing is the only legal action (SNS-8).

Pieces that events move have ids: ``("tile", stack, i)`` (tile i of a
stack, bottom first, in the middle or on a card), ``("mat", stack)``,
``("hand", seat, key, i)`` (key: a colour, "unknown" or "back") and
``("pile", seat, colour)``. :meth:`SenshiPresenter.beats` moves them from
where they lie before the events to where they lie after.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QFontMetricsF, QPainterPath

from senji_desktop.engine.core import Event
from senji_desktop.games.senshi.model import (
    MAX_CARD_STACKS,
    HandView,
    Pass,
    PickStack,
    SenshiView,
    Study,
    TestTile,
    Train,
)
from senji_desktop.ui.common import theme
from senji_desktop.ui.common.elided_label import NAME_ELIDE
from senji_desktop.ui.kit.items import BadgeItem, CountItem, fitted_font, rounded_path
from senji_desktop.ui.kit.presenter import (
    Beat,
    ButtonSpec,
    DrawContext,
    Drawing,
    Motion,
    Presenter,
    Spec,
    Target,
)
from senji_desktop.ui.kit.presenting import (
    Remembered,
    label_fits,
    legible_label,
    rect_path,
    shared_form,
)
from senji_desktop.ui.senshi import log_text, result
from senji_desktop.ui.senshi.items import (
    AreaItem,
    CardItem,
    MatItem,
    PileItem,
    TileItem,
    pile_token_rect,
)
from senji_desktop.ui.senshi.layout import (
    FAN,
    CardSlots,
    SeatGeometry,
    TableLayout,
    compute_layout,
    fan_rects,
    total_stacks,
)

#: Qt's translate; lupdate finds ``translate("Context", "text")`` calls.
translate = QCoreApplication.translate


def _tiles_in_hand(count: int) -> str:
    if count == 1:
        return translate("SenshiScene", "1 tile in hand")
    return translate("SenshiScene", "%n tiles in hand").replace("%n", str(count))


def _tiles_in_hand_short(count: int) -> str:
    """The hand size where the whole phrase does not fit ("In hand: 7")."""
    return translate("SenshiScene", "In hand: %n", "short form of '7 tiles in hand'").replace(
        "%n", str(count))


def _name_px(geo: SeatGeometry) -> float:
    """A seat header's name: its design size (scene units)."""
    return 22 if geo.big else 20


def _hand_size_label(geo: SeatGeometry, size: int) -> tuple[tuple[str, ...], QRectF, float]:
    """A seat header's hand size: its forms (longest first), its rectangle
    at the header's right and its design size (scene units)."""
    h = geo.header
    size_w = h.width() * 0.38
    rect = QRectF(h.right() - geo.tile * 0.3 - size_w, h.top(), size_w, h.height())
    return ((_tiles_in_hand(size), _tiles_in_hand_short(size), str(size)), rect,
            17 if geo.big else 16)


# ---- click areas -------------------------------------------------------------------------

#: Outlines by rectangle: the layout keeps its places from one view to the
#: next, so most are found here instead of being made again.
_PATHS: dict[Hashable, QPainterPath] = {}
_PATHS_MAX = 4000


def _path(key: Hashable, make: Any) -> QPainterPath:
    path = _PATHS.get(key)
    if path is None:
        if len(_PATHS) >= _PATHS_MAX:
            _PATHS.clear()
        path = _PATHS[key] = make()
    return path


def _rounded(rect: QRectF, fraction: float = 0.17) -> QPainterPath:
    return _path(("rounded", rect.getRect(), fraction), lambda: rounded_path(rect, fraction))


def _plain(rect: QRectF) -> QPainterPath:
    return _path(("rect", rect.getRect()), lambda: rect_path(rect))


def _mat_body(mat: QRectF, top: QRectF) -> QPainterPath:
    """A stack's mat without its top tile (the Study / card body area)."""
    return _path(("body", mat.getRect(), top.getRect()),
                 lambda: _rounded(mat, 0.14).subtracted(_rounded(top)))


class SenshiPresenter(Presenter):
    """The Senshi table's answers to the kit (see module docstring)."""

    game_id = "senshi"
    title = "Senshi"
    log_texts = log_text
    results = result

    def __init__(self) -> None:
        #: Which slot of its Training Card each stack lies in (stacks keep their slot).
        self.card_slots = CardSlots()
        self._layout: Remembered[TableLayout] = Remembered()

    # ==== layout ================================================================================

    def layout(self, view: SenshiView, ctx: DrawContext) -> TableLayout:
        # The layout depends only on these (see compute_layout).
        size = ctx.viewport
        key = (view.num_seats, total_stacks(view), view.secret_start, ctx.bottom_seat,
               size.width(), size.height())

        def make() -> TableLayout:
            layout = compute_layout(view, ctx.bottom_seat, size)
            layout.card_slots = self.card_slots
            return layout

        return self._layout.get(key, make)

    # ==== drawing ===============================================================================

    def draw(self, view: SenshiView, ctx: DrawContext) -> Drawing:
        layout = self.layout(view, ctx)
        d = Drawing(layout.scene_rect)
        legal = set(view.legal) if ctx.interactive else set()
        self._draw_middle(d, view, layout, ctx, legal)
        # Every seat's hand size in the same words (all long or all short);
        # shorter ones ("Hand: 5") where a long name needs the room, so that
        # names alike are shortened only where even that does not help.
        form = shared_form(ctx, layout.scale, [
            _hand_size_label(layout.seats[seat], view.hands[seat].size) for seat in layout.order])
        while form < 1 and not all(
                label_fits(ctx, layout.scale, log_text.seat_name(ctx.names, seat),
                           self._name_rect(view, layout, seat, ctx, form),
                           _name_px(layout.seats[seat]), bold=True)
                for seat in layout.order):
            form += 1
        for seat in layout.order:
            self._draw_seat(d, view, layout, seat, ctx, legal, form)
        return d

    def _draw_middle(self, d: Drawing, view: SenshiView, layout: TableLayout,
                     ctx: DrawContext, legal: set[Any]) -> None:
        d.add(Spec(AreaItem, layout.middle_area), -10)
        count = len(view.middle)
        if count == 1:
            label = translate("SenshiScene", "Middle of the table: 1 stack")
            short = translate("SenshiScene", "1 stack",
                              "short form of 'Middle of the table: 1 stack'")
        else:
            label = translate("SenshiScene", "Middle of the table: %n stacks").replace(
                "%n", str(count))
            short = translate("SenshiScene", "%n stacks",
                              "short form of 'Middle of the table: 7 stacks'").replace(
                "%n", str(count))
        lab = layout.middle_label
        removed = view.removed_per_colour
        # The whole line where nothing is set aside; the count is never cut.
        d.add(legible_label(ctx, layout.scale, label,
                            QRectF(lab.left(), lab.top(), lab.width() * (0.5 if removed else 1),
                                   lab.height()),
                            20, bold=True, colour=theme.INK, shorter=(short,)), 1)
        if removed:
            aside = translate("SenshiScene", "Set aside: %n tiles of each attribute").replace(
                "%n", str(removed))
            short = translate("SenshiScene", "Set aside: %n of each",
                              "short form of 'Set aside: 3 tiles of each attribute'").replace(
                "%n", str(removed))
            d.add(legible_label(ctx, layout.scale, aside,
                                QRectF(lab.center().x(), lab.top(), lab.width() * 0.5,
                                       lab.height()),
                                17, colour=theme.INK_SOFT, align=Qt.AlignmentFlag.AlignRight,
                                shorter=(short,)), 1)
        t = layout.middle_tile
        for stack, mat in layout.middle_slots.items():
            if stack not in view.middle:
                d.add(Spec(MatItem, mat, empty=True, faint=True), -1)
                continue
            tiles = view.stacks.get(stack, ())
            warm = (PickStack(stack) in legal) or (Study(stack) in legal)
            d.add(Spec(MatItem, mat, warm=warm), 0, id=("mat", stack), rect=mat)
            tip = self._stack_tooltip(tiles)
            for i, (colour, rect) in enumerate(zip(tiles, fan_rects(mat, len(tiles), t),
                                                   strict=True)):
                peek = FAN if i < len(tiles) - 1 else 0.0
                d.add(Spec(TileItem, colour, rect, role="middle", stack=stack, peek=peek),
                      10 + i, tip, id=("tile", stack, i), rect=rect)

    @staticmethod
    def _name_rect(view: SenshiView, layout: TableLayout, seat: int, ctx: DrawContext,
                   hand_form: int) -> QRectF:
        """Where a seat's header shows its name: all the header the first
        player's seal and the hand size (in form `hand_form`, right aligned,
        at most its rectangle wide) leave."""
        geo = layout.seats[seat]
        h = geo.header
        name_x = h.left() + geo.tile * 0.3
        if seat == view.first_seat:
            name_x += h.height() * 0.62 + 8
        forms, size_rect, size_px = _hand_size_label(geo, view.hands[seat].size)
        hand_font = theme.scene_font(ctx.text_px(size_px, layout.scale))
        hand_w = min(size_rect.width(), QFontMetricsF(hand_font).horizontalAdvance(
            forms[hand_form]) + 2)
        return QRectF(name_x, h.top(), size_rect.right() - hand_w - name_x - 10, h.height())

    def _draw_seat(self, d: Drawing, view: SenshiView, layout: TableLayout, seat: int,
                   ctx: DrawContext, legal: set[Any], hand_form: int = 0) -> None:
        geo = layout.seats[seat]
        acting = view.phase != "over" and view.current == seat
        d.add(Spec(CardItem, geo.card, geo.header.height(), seat=seat, acting=acting,
                   big=geo.big), -5)
        # Header: first-player seal, name, hand size.
        h = geo.header
        if seat == view.first_seat:
            # Its digit follows the Text size and is never below the legible
            # size: the seal grows for it, up to the header's height.
            pixel = ctx.text_px(h.height() * 0.62 * 0.58, layout.scale)
            size = max(h.height() * 0.62, min(h.height(), pixel / 0.62))
            d.add(Spec(BadgeItem, "1", QRectF(h.left() + geo.tile * 0.3,
                                              h.center().y() - size / 2, size, size),
                       filled=False, pixel=pixel), 2,
                  translate("SenshiScene",
                            "First player: started the game and is the first in turn order"))
        forms, size_rect, size_px = _hand_size_label(geo, view.hands[seat].size)
        # The name is elided in its middle: the end tells "Rival 1" from "Rival 2".
        d.add(legible_label(ctx, layout.scale, log_text.seat_name(ctx.names, seat),
                            self._name_rect(view, layout, seat, ctx, hand_form),
                            _name_px(geo), bold=True, elide=NAME_ELIDE,
                            colour=theme.PAPER_LIGHT if acting else theme.INK), 2)
        d.add(legible_label(ctx, layout.scale, forms[hand_form], size_rect, size_px,
                            colour=theme.PAPER_LIGHT if acting else theme.INK_SOFT,
                            align=Qt.AlignmentFlag.AlignRight,
                            shorter=tuple(forms[hand_form + 1:])), 2)
        # Slots and their stacks.
        card = layout.card_slots.arrange(view, seat)
        for i, mat in enumerate(geo.slots):
            stack = card[i]
            if stack is None:
                d.add(Spec(MatItem, mat, empty=True), 0,
                      translate("SenshiScene", "A free slot for a stack (Study)"))
                continue
            d.add(Spec(MatItem, mat), 0, id=("mat", stack), rect=mat)
            tiles = view.stacks.get(stack, ())
            tip = self._stack_tooltip(tiles)
            for k, (colour, rect) in enumerate(zip(tiles, fan_rects(mat, len(tiles), geo.tile),
                                                   strict=True)):
                peek = FAN if k < len(tiles) - 1 else 0.0
                d.add(Spec(TileItem, colour, rect, role="card", seat=seat, stack=stack,
                           peek=peek), 10 + k, tip, id=("tile", stack, k), rect=rect)
        # Scoring piles.
        for colour, rect in enumerate(geo.piles):
            count = view.piles[seat][colour]
            if count == 1:
                tip = translate("SenshiScene", "%1 pile (%2): 1 tile")
            else:
                tip = translate("SenshiScene", "%1 pile (%2): %n tiles").replace("%n",
                                                                                  str(count))
            tip = tip.replace("%1", log_text.attribute_name(colour)).replace(
                "%2", log_text.colour_name(colour))
            d.add(Spec(PileItem, colour, count, rect, seat=seat,
                       text_pixel=min(rect.height() * 0.8,
                                      ctx.text_px(rect.height() * 0.5, layout.scale))),
                  1, tip, id=("pile", seat, colour), rect=rect)
        self._draw_hand(d, view, layout, seat, ctx, legal)

    def _draw_hand(self, d: Drawing, view: SenshiView, layout: TableLayout, seat: int,
                   ctx: DrawContext, legal: set[Any]) -> None:
        geo = layout.seats[seat]
        hand = view.hands[seat]
        groups = layout.hand_groups(view, seat, ctx.memory_aid)
        if geo.big:
            title = (translate("SenshiScene", "Your hand") if hand.own
                     else translate("SenshiScene", "Hand of %1").replace(
                         "%1", log_text.seat_name(ctx.names, seat)))
            hr = geo.hand
            hint = translate("SenshiScene", "Click a tile to Test it")
            show_hint = hand.own and any(isinstance(a, TestTile) for a in legal)
            # The hint shares the line only while both fit; the title comes first.
            if show_hint:
                need = (fitted_font(title, 1e9, ctx.text_px(20, layout.scale), bold=True)[0]
                        .horizontalAdvance(title))
                show_hint = need <= hr.width() * 0.42
            width = hr.width() * (0.42 if show_hint else 1.0)
            d.add(legible_label(ctx, layout.scale, title,
                                QRectF(hr.left(), hr.top() - 46, width, 30), 20, bold=True), 2)
            if show_hint:
                d.add(legible_label(ctx, layout.scale, hint,
                                    QRectF(hr.left() + hr.width() * 0.42, hr.top() - 46,
                                           hr.width() * 0.58, 30),
                                    17, colour=theme.INK_SOFT, align=Qt.AlignmentFlag.AlignRight,
                                    shorter=("",)),
                      2)
        if not hand.size and not geo.big:
            # "Hand: 0" where the sentence fits not even smaller (four seats
            # at 150 % text on a small window).
            d.add(legible_label(ctx, layout.scale,
                                translate("SenshiScene", "No tiles in hand"), geo.hand,
                                16, colour=theme.INK_SOFT, shorter=(_tiles_in_hand_short(0),)),
                  2)
        marked = hand.own or view.revealed
        for group in groups:
            key = group.key
            colour = key if isinstance(key, int) else None
            if geo.big and not group.count:
                # An empty slot of the own hand: a faint well.
                d.add(Spec(MatItem, QRectF(group.slot.left(), group.slot.top(), geo.hand_tile,
                                           geo.hand_tile), empty=True),
                      0, self._tip_hand_group(hand, key, 0))
            tip = self._tip_hand_group(hand, key, group.count) if group.rects else ""
            for i, rect in enumerate(group.rects):
                secret = marked and colour is not None and i >= len(group.rects) - group.secret
                d.add(Spec(TileItem, colour, rect, role="hand", seat=seat,
                           unknown=(key == "unknown"), secret=secret),
                      20 + i, tip, id=("hand", seat, key, i), rect=rect)
            if group.count_rect is not None:
                d.add(Spec(CountItem, group.count,
                           self._legible_badge(group.count_rect, ctx, layout)), 40)

    @staticmethod
    def _legible_badge(rect: QRectF, ctx: DrawContext, layout: TableLayout) -> QRectF:
        """`rect` grown about its centre until its number reads at 9 pt."""
        need = ctx.text_px(rect.height() * 0.62, layout.scale) / 0.62
        if need <= rect.height():
            return rect
        grown = QRectF(0, 0, need, need)
        grown.moveCenter(rect.center())
        return grown

    # ==== targets ===============================================================================

    def targets(self, view: SenshiView, ctx: DrawContext) -> list[Target]:
        layout = self.layout(view, ctx)
        legal = set(view.legal) if ctx.interactive else set()
        order = layout.order
        found: list[Target] = []

        def add(kind: str, key: Hashable, action: Any, path: QPainterPath, click: QPointF, *,
                glow: QPainterPath | None = None, priority: int = 0, tooltip: str = "",
                group: int = 0, seat: int | None = None, where: int = 0, sub: int = 0,
                forbid: bool = True) -> None:
            rank = order.index(seat) if seat in order else 0
            found.append(Target(key, path, click, action=action,
                                enabled=action is not None and action in legal, glow=glow,
                                priority=priority, tooltip=tooltip, kind=kind,
                                order=(group, rank, where, sub), forbid=forbid))

        t = layout.middle_tile
        pick = view.phase == "pick"
        for stack, mat in layout.middle_slots.items():
            tiles = view.stacks.get(stack, ())
            if stack not in view.middle or not tiles:
                continue
            top = fan_rects(mat, len(tiles), t)[-1]
            whole = _rounded(mat, 0.14)
            if pick:
                add("middle_top", ("middle_top", stack), PickStack(stack), whole, top.center(),
                    priority=2, tooltip=self._tip_pick(tiles), where=stack, sub=1)
                continue
            add("middle_top", ("middle_top", stack), Train(stack), _rounded(top), top.center(),
                priority=3, tooltip=self._tip_train(tiles[-1]), where=stack, sub=1)
            click = QPointF(mat.center().x(), (mat.top() + top.top()) / 2)
            if top.top() - mat.top() < t * 0.3:
                click = QPointF(mat.left() + t * 0.1, mat.center().y())
            add("middle_body", ("middle_body", stack), Study(stack), _mat_body(mat, top), click,
                glow=whole, priority=1, tooltip=self._tip_study(tiles), where=stack, sub=0)
        for seat in order:
            geo = layout.seats[seat]
            card = layout.card_slots.arrange(view, seat)
            for i, mat in enumerate(geo.slots):
                stack = card[i]
                tiles = view.stacks.get(stack, ()) if stack is not None else ()
                if stack is None or not tiles:
                    continue
                top = fan_rects(mat, len(tiles), geo.tile)[-1]
                add("card_top", ("card_top", stack), Train(stack), _rounded(top), top.center(),
                    priority=3, tooltip=self._tip_train(tiles[-1]), group=1, seat=seat,
                    where=stack)
                add("card_body", ("card_body", stack), None, _mat_body(mat, top),
                    QPointF(mat.center().x(), (mat.top() + top.top()) / 2),
                    glow=_rounded(mat, 0.14), priority=1, group=1, seat=seat, where=stack)
            for colour, rect in enumerate(geo.piles):
                add("pile", ("pile", seat, colour), None, _plain(rect), rect.center(),
                    group=3, seat=seat, where=colour, forbid=False)
            hand = view.hands[seat]
            for group in layout.hand_groups(view, seat, ctx.memory_aid):
                if not group.rects:
                    continue
                colour = group.key if isinstance(group.key, int) else None
                first, last = group.rects[0], group.rects[-1]
                area = QPainterPath()
                area.addRoundedRect(first.united(last), first.width() * 0.17,
                                    first.width() * 0.17)
                action = TestTile(colour) if (hand.own and colour is not None) else None
                add("hand", ("hand", seat, group.key), action, area, last.center(),
                    priority=2, tooltip=self._tip_test(colour) if action else "", group=2,
                    seat=seat, where=colour if colour is not None else 9)
        return found

    # ==== tooltips ==============================================================================

    @staticmethod
    def _stack_tooltip(tiles: Sequence[int]) -> str:
        if not tiles:
            return ""
        return translate("SenshiScene", "Stack, top tile first: %1",
                         "%1 lists the tiles from the top down").replace(
            "%1", log_text.stack_text(tiles))

    @staticmethod
    def _tip_pick(tiles: Sequence[int]) -> str:
        return translate("SenshiScene",
                         "Take this whole stack into your hand (top tile first: %1)",
                         "%1 lists the tiles from the top down").replace(
            "%1", log_text.stack_text(tiles))

    @staticmethod
    def _tip_train(colour: int) -> str:
        return translate("SenshiScene", "Train: take this %1 tile into your hand").replace(
            "%1", log_text.attribute_name(colour))

    @staticmethod
    def _tip_study(tiles: Sequence[int]) -> str:
        return translate(
            "SenshiScene",
            "Study: move this whole stack (top tile first: %1) onto your Training Card",
            "%1 lists the tiles from the top down").replace("%1", log_text.stack_text(tiles))

    @staticmethod
    def _tip_test(colour: int | None) -> str:
        if colour is None:
            return ""
        return translate("SenshiScene", "Test: play one %1 tile to your %1 pile").replace(
            "%1", log_text.attribute_name(colour))

    @staticmethod
    def _tip_hand_group(hand: HandView, key: int | str, count: int) -> str:
        if key == "unknown":
            if count == 1:
                return translate("SenshiScene", "1 secret tile: only its owner knows it")
            return translate("SenshiScene",
                             "%n secret tiles: only their owner knows them").replace(
                "%n", str(count))
        if key == "back":
            return _tiles_in_hand(count)
        assert isinstance(key, int)
        name = log_text.attribute_name(key)
        if hand.own:
            secret = hand.secret[key]
            if secret and secret == count:
                if count == 1:
                    text = translate("SenshiScene", "%1 in your hand: 1 (only you know it)")
                else:
                    text = translate("SenshiScene", "%1 in your hand: %2 (only you know them)")
            elif secret:
                text = translate("SenshiScene",
                                 "%1 in your hand: %2 (only you know %3 of them)")
            else:
                text = translate("SenshiScene", "%1 in your hand: %2")
            return text.replace("%1", name).replace("%2", str(count)).replace("%3", str(secret))
        if count == 1:
            text = translate("SenshiScene", "%1 in this hand: 1 (everyone saw it being taken)")
        else:
            text = translate("SenshiScene",
                             "%1 in this hand: %2 (everyone saw them being taken)")
        return text.replace("%1", name).replace("%2", str(count))

    # ==== the side panel ========================================================================

    def acting_seats(self, view: SenshiView) -> tuple[int, ...]:
        return () if view.phase == "over" else (view.current,)

    def phase_text(self, view: SenshiView, ctx: DrawContext) -> str:
        if view.phase != "pick":
            return translate("SenshiTable", "Study, Train or Test")
        if ctx.interactive:
            return translate("SenshiTable", "Choose a stack to take into your hand")
        return translate("SenshiTable", "%1 chooses a stack to take into hand").replace(
            "%1", log_text.seat_name(ctx.names, view.current))

    def notice(self, view: SenshiView, ctx: DrawContext) -> str:
        left = view.final_turns_left
        if left is None:
            return ""
        if left <= 1:
            return translate("SenshiTable", "Final round: this is the last turn")
        return translate("SenshiTable", "Final round: %n turns left").replace("%n", str(left))

    def help_text(self, view: SenshiView, ctx: DrawContext) -> str:
        legal = view.legal if ctx.interactive else ()
        if not legal:
            if view.seat is None:
                return translate("SenshiTable",
                                 "The table shows only what every player may see.")
            return translate("SenshiTable", "Please wait for your turn.")
        if all(isinstance(a, Pass) for a in legal):
            return translate("SenshiTable",
                             "You have no possible action (no tile in hand, no stack to "
                             "study and no tile to train), so you must pass.")
        if view.phase == "pick":
            return translate("SenshiTable",
                             "Click a stack in the middle to take all of its tiles into "
                             "your hand. Everyone sees which tiles you take.")
        # Only the ways of playing that are possible now are explained.
        lines = []
        if any(isinstance(a, Train) for a in legal):
            lines.append(translate("SenshiTable",
                                   "Top tile of a stack: Train — take it into your hand."))
        if any(isinstance(a, Study) for a in legal):
            lines.append(translate(
                "SenshiTable",
                "Rest of a middle stack: Study — move the whole stack onto your Training Card."))
        if any(isinstance(a, TestTile) for a in legal):
            lines.append(translate("SenshiTable",
                                   "Tile in your hand: Test — play it to its "
                                   "pile; everyone then scores matching top "
                                   "tiles of their own stacks."))
        if (not any(isinstance(a, Study) for a in legal) and view.seat is not None
                and len(view.cards[view.seat]) >= MAX_CARD_STACKS):
            lines.append(translate("SenshiTable",
                                   "Your Training Card is full, so you cannot Study until "
                                   "one of its stacks is used up."))
        if not any(isinstance(a, TestTile) for a in legal):
            lines.append(translate("SenshiTable", "Your hand is empty, so you cannot Test."))
        lines.append(translate("SenshiTable", "Keys: Tab or arrows choose, Enter confirms."))
        return "\n".join("• " + line for line in lines)

    def buttons(self, view: SenshiView, ctx: DrawContext) -> list[ButtonSpec]:
        if view.legal and all(isinstance(a, Pass) for a in view.legal):
            return [ButtonSpec(
                "pass", translate("SenshiTable", "Pass"),
                translate("SenshiTable",
                          "You have no possible action: end your turn without doing anything"),
                action=view.legal[0], default=True, bold=True)]
        return []

    def explain(self, view: SenshiView, ctx: DrawContext, target: Target | None) -> str:
        if target is None:
            return ""
        seat = view.seat
        if seat is None:
            return ""
        if target.kind == "pile":
            return translate("SenshiTable",
                             "Tiles in scoring piles stay there until the end of the game.")
        if all(isinstance(a, Pass) for a in view.legal):
            return translate("SenshiTable", "You have no possible action — use the Pass button.")
        if view.phase == "pick":
            return translate("SenshiTable",
                             "First choose a stack from the middle to take into your hand.")
        if target.kind == "middle_body":
            if len(view.cards[seat]) >= MAX_CARD_STACKS:
                return translate(
                    "SenshiTable",
                    "You already have three stacks on your Training Card — Study is not "
                    "possible.")
            return translate("SenshiTable", "You cannot Study this stack now.")
        if target.kind == "card_body":
            return translate("SenshiTable",
                             "Only the top tile of a stack on a Training Card can be taken: "
                             "click the top tile to Train.")
        if target.kind == "hand" and target.key[1] != seat:
            return translate("SenshiTable", "You can only Test tiles from your own hand.")
        return translate("SenshiTable", "That is not possible right now.")

    # ==== events ================================================================================

    def beats(self, events: Sequence[Event], before: Drawing, after: Drawing,
              view_before: SenshiView, view_after: SenshiView) -> list[Beat]:
        # Consecutive scores from stacks run together.
        batches: list[list[Event]] = []
        for e in events:
            if (batches and e.kind == "scored_from_stack"
                    and batches[-1][-1].kind == "scored_from_stack"):
                batches[-1].append(e)
            else:
                batches.append([e])
        taken: dict[int, int] = {}
        return [self._beat(b, before, after, view_before, view_after, taken) for b in batches]

    def _beat(self, batch: list[Event], before: Drawing, after: Drawing,
              view_before: SenshiView, view_after: SenshiView, taken: dict[int, int]) -> Beat:
        beat = Beat(events=list(batch))

        def top_of(stack: int) -> tuple[Hashable, int] | None:
            """The id and colour of the top tile still on `stack` in this animation."""
            tiles = view_before.stacks.get(stack, ())
            index = len(tiles) - 1 - taken.get(stack, 0)
            if index < 0:
                return None
            taken[stack] = taken.get(stack, 0) + 1
            return ("tile", stack, index), tiles[index]

        for e in batch:
            d = e.data
            if e.kind in ("stack_picked", "studied"):
                stack = d["stack"]
                tiles = view_before.stacks.get(stack, ())
                for i, colour in enumerate(tiles):
                    if e.kind == "studied":
                        beat.motions.append(Motion(piece=("tile", stack, i)))
                    else:
                        beat.motions.append(Motion(
                            piece=("tile", stack, i),
                            end=self._hand_landing(after, d["seat"], colour)))
                taken[stack] = len(tiles)
            elif e.kind in ("trained", "scored_from_stack"):
                top = top_of(d["stack"])
                if top is None:
                    continue
                piece, _colour = top
                if e.kind == "trained":
                    end = self._hand_landing(after, d["seat"], d["colour"])
                else:
                    end = self._pile_token(after, view_after, d["seat"], d["colour"])
                beat.motions.append(Motion(piece=piece, end=end))
            elif e.kind == "tested":
                seat, colour = d["seat"], d["colour"]
                source = self._hand_source(before, view_before, seat, colour,
                                           bool(d.get("was_secret")))
                end = self._pile_token(after, view_after, seat, colour)
                rect = before.rect_of(source) if source is not None else None
                if rect is None or end is None:
                    continue
                # A tested tile is shown to everyone as it goes to its pile.
                beat.motions.append(Motion(
                    piece=source, end=end,
                    spec=Spec(TileItem, colour, rect, role="hand", seat=seat)))
            elif e.kind == "stack_emptied":
                if before.piece(("mat", d["stack"])) is not None:
                    beat.fades.append(("mat", d["stack"]))
            elif e.kind == "end_triggered":
                beat.banner = translate("SenshiScene", "The middle is empty — final round!")
            elif e.kind == "game_over":
                beat.banner = translate("SenshiScene", "The game is over")
        return beat

    @staticmethod
    def _last_of(drawing: Drawing, seat: int, key: int | str) -> Hashable | None:
        for i in range(7, -1, -1):
            if drawing.piece(("hand", seat, key, i)) is not None:
                return ("hand", seat, key, i)
        return None

    def _hand_landing(self, after: Drawing, seat: int, colour: int) -> QRectF | None:
        """Where a tile of `colour` entering `seat`'s hand comes to rest."""
        for key in (colour, "back"):
            piece = self._last_of(after, seat, key)
            if piece is not None:
                return after.rect_of(piece)
        return None

    def _hand_source(self, before: Drawing, view: SenshiView, seat: int, colour: int,
                     was_secret: bool) -> Hashable | None:
        """The drawn tile a tile of `colour` leaving `seat`'s hand starts from."""
        keys: list[int | str] = [colour]
        if was_secret and not view.hands[seat].own:
            keys = ["unknown"]
        keys.append("back")
        for key in keys:
            piece = self._last_of(before, seat, key)
            if piece is not None:
                return piece
        return None

    @staticmethod
    def _pile_token(after: Drawing, view: SenshiView, seat: int, colour: int) -> QRectF | None:
        cell = after.rect_of(("pile", seat, colour))
        if cell is None:
            return None
        return pile_token_rect(cell, view.piles[seat][colour])

    # ==== the end ===============================================================================

