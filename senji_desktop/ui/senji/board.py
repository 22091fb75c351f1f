"""The Senji table drawn from one view: the map and the sheets lying on it.

:func:`plan_board` works out where everything of a view lies (a
:class:`Board`: the troops on the map, the order tokens, the sheets with
their dice and cards, the chips of a decision) and :meth:`Board.draw` puts
it into the kit's drawing. The presenter asks the same board for the
places a click means something at, so what is drawn and what is clicked
never disagree.

What the map shows comes only from the view: holders, fortresses, units
and samurai; spring orders lie face down ('?') for everybody but their
owner until summer reveals them (SJ-42, SJ-70); while a battle's decisions
are open the attacker's troops stand in the contested province (SJ-44).
The last dice shown (a battle's result, a crossing, the Emperor's roll-off)
are what past events showed everybody (:class:`Rolls`, kept by the
presenter from the events it was shown).

Piece ids events refer to: ``("stack", area, family)``, ``("order",
province)``, ``("die", i)``, ``("box",)`` (the dice box), ``("card", card)``
(a card of the own hand), ``("play", card)`` (a card offered in a battle).

Cards are chosen as cards: a card to give in a proposal or a bid, or to
hand over for a proposal accepted, in the own hand (``("card", card)``);
the neutral card to bid on in the auction's sheet (``("offer", i)``); the
category to ask for in the sheet of every family's three kinds of card
(``("ask", family, type)``).
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QFontMetricsF

from senji_desktop.engine.core import Event
from senji_desktop.games.senji import summer
from senji_desktop.games.senji.map import FAMILIES, SEAS, senji_map
from senji_desktop.games.senji.model import (
    COMBINATIONS,
    DIP_TYPES,
    HANA_KINDS,
    UNKNOWN,
    Activate,
    Ask,
    Bid,
    Combine,
    FleetMode,
    Fulfil,
    Give,
    KeepSamurai,
    KillHostage,
    MarchTo,
    MoveUnits,
    Order,
    Propose,
    SenjiView,
    Support,
    TakeSamurai,
    dip_family,
    dip_type,
    dip_value,
)
from senji_desktop.games.senji.rules import BATTLE_OPEN
from senji_desktop.ui.common import theme
from senji_desktop.ui.kit.items import LabelItem
from senji_desktop.ui.kit.presenter import DrawContext, Drawing, Spec
from senji_desktop.ui.senji import actions as act
from senji_desktop.ui.senji.items import (
    FLAT_CARD,
    FLAT_TEXT,
    ArrowItem,
    CardItem,
    ChipItem,
    DieItem,
    FortressItem,
    HanaItem,
    MarkItem,
    MonItem,
    NameItem,
    OrderItem,
    SamuraiCardItem,
    SeaNameItem,
    SheetItem,
    SlotItem,
    StackItem,
    area_path,
    area_tip,
    legal_outline,
    map_layer,
    province_fill,
    province_hatch,
    samurai_card_height,
    samurai_card_width,
)
from senji_desktop.ui.senji.layout import MapLayout, compute_layout, geometry
from senji_desktop.ui.senji.texts import (
    area_name,
    card_name,
    category_name,
    combination_name,
    combination_reward,
    family_name,
    hana_count,
    order_name,
    power_domain_name,
    power_text,
    samurai_card_text,
    samurai_name,
    sea_name,
)

translate = QCoreApplication.translate

#: Actions that choose a card of the own hand (SJ-41).
HAND_ACTIONS = (Give, Fulfil)

ORDERS = ("produce", "recruit", "march")


def order_letter(order: str) -> str:
    """The letter on a face-up order token ("?" face down)."""
    return {"produce": translate("SenjiTable", "P"), "recruit": translate("SenjiTable", "R"),
            "march": translate("SenjiTable", "M")}.get(order, "?")


# ---- what the map shows ------------------------------------------------------------------


@dataclass(frozen=True)
class Troops:
    """What lies in one area: (family, units, samurai) per family present,
    in SJ-1 order."""

    stacks: tuple[tuple[str, int, int], ...] = ()


def _troops(units: Mapping[str, int], samurai: Mapping[str, int]) -> tuple[tuple[str, int, int],
                                                                         ...]:
    present = {f for f, n in units.items() if n > 0} | {f for f, n in samurai.items() if n > 0}
    return tuple((f, max(0, units.get(f, 0)), max(0, samurai.get(f, 0)))
                 for f in FAMILIES if f in present)


def board_troops(view: SenjiView) -> dict[str, Troops]:
    """Every area's troops as the view shows them; while a battle's
    decisions are open the attacker's troops stand in the contested province."""
    st = view.state
    out: dict[str, Troops] = {}
    battle = act.sub_task(view)
    contested = None
    if battle is not None and battle.get("kind") == "battle" \
            and battle.get("stage") in BATTLE_OPEN:
        # After the result the troops are on the board already, or gone.
        contested = battle["province"]
    for area in (*senji_map().province_ids, *SEAS):
        per_units = st.units.get(area, [0] * st.num_seats)
        per_sams = st.samurai.get(area, [[] for _ in range(st.num_seats)])
        units = {st.families[s]: n for s, n in enumerate(per_units) if n}
        sams = {st.families[s]: len(c) for s, c in enumerate(per_sams) if c}
        if area == contested and battle is not None:
            att = st.families[battle["attacker"]]
            units[att] = units.get(att, 0) + battle["att_units"]
            if battle["att_samurai"]:
                sams[att] = sams.get(att, 0) + len(battle["att_samurai"])
        out[area] = Troops(_troops(units, sams))
    return out


def troops_line(family: str, units: int, samurai: int) -> str:
    """One tooltip line about a family's troops."""
    name = family_name(family)
    if samurai == 0:
        text = (translate("SenjiMap", "%1: 1 unit") if units == 1
                else translate("SenjiMap", "%1: %n units"))
    elif units == 0:
        text = (translate("SenjiMap", "%1: 1 samurai") if samurai == 1
                else translate("SenjiMap", "%1: %m samurai"))
    elif units == 1:
        text = (translate("SenjiMap", "%1: 1 unit and 1 samurai") if samurai == 1
                else translate("SenjiMap", "%1: 1 unit and %m samurai"))
    else:
        text = (translate("SenjiMap", "%1: %n units and 1 samurai") if samurai == 1
                else translate("SenjiMap", "%1: %n units and %m samurai"))
    return text.replace("%1", name).replace("%n", str(units)).replace("%m", str(samurai))


def samurai_notes(view: SenjiView, area: str, seat: int | None = None) -> list[str]:
    """One line per samurai figure in `area` (of `seat` only, if given):
    name, honor and power (public, SJ-60); an attacker's samurai stand in
    the province their battle is fought for."""
    st = view.state
    per = st.samurai.get(area, [])
    cards = [c for s, cs in enumerate(per) if seat is None or s == seat for c in cs]
    battle = act.sub_task(view)
    if battle is not None and battle.get("kind") == "battle" \
            and battle.get("stage") in BATTLE_OPEN and battle.get("province") == area \
            and (seat is None or battle.get("attacker") == seat):
        cards += list(battle.get("att_samurai") or ())
    return [samurai_card_text(c, st.powers) for c in cards]


def area_tooltip(view: SenjiView, area: str, troops: Troops) -> str:
    """What lies in a province or sea, in sentences: holder, troops, the
    samurai there with their powers (public, SJ-61), borders and coasts."""
    st = view.state
    g = geometry()
    lines: list[str] = []
    notes = samurai_notes(view, area)
    shape = g.provinces.get(area)
    if shape is None:
        lines.append(sea_name(area))
        lines += [troops_line(*t) for t in troops.stacks] or [
            translate("SenjiMap", "No fleets.")]
        lines += notes
        coast = [area_name(p) for p in senji_map().coast[area]]
        lines.append(translate("SenjiMap", "Coastal provinces: %1.").replace(
            "%1", ", ".join(coast)))
        return "\n".join(lines)
    lines.append(translate("SenjiMap", "%1, home province of %2").replace(
        "%1", shape.name).replace("%2", family_name(shape.family)))
    owner = st.owner.get(area)
    if owner is None:
        lines.append(translate("SenjiMap", "Neutral: no one may enter."))
    else:
        lines.append(translate("SenjiMap", "Held by %1, with a fortress.").replace(
            "%1", family_name(st.families[owner])))
    if troops.stacks:
        lines += [troops_line(*t) for t in troops.stacks]
    elif owner is not None:
        lines.append(translate("SenjiMap", "No troops."))
    lines += notes
    names = ", ".join(g.provinces[n].name for n in shape.neighbours)
    lines.append(translate("SenjiMap", "Borders: %1.").replace("%1", names))
    if shape.seas:
        lines.append(translate("SenjiMap", "Seas: %1.").replace(
            "%1", ", ".join(sea_name(s) for s in shape.seas)))
    else:
        lines.append(translate("SenjiMap", "No coast on either sea."))
    return "\n".join(lines)


# ---- what past events showed ------------------------------------------------------------


@dataclass
class Rolls:
    """The last dice everybody saw and what they decided: a battle's result
    (with the families of the support cards played in it), a crossing or
    the Emperor's roll-off. Cleared when a new phase starts."""

    last: Event | None = None
    support: dict[str, str] = field(default_factory=dict)

    def note(self, event: Event) -> None:
        k = event.kind
        if k == "battle_started":
            self.support = {}
            self.last = None
        elif k == "support_played":
            self.support[event.data["side"]] = event.data["family"]
        elif k in ("battle_resolved", "crossing_rolled", "emperor_rolloff"):
            self.last = event
        elif k in ("phase_started", "order_revealed", "fleet_activated"):
            self.last = None


# ---- the board -------------------------------------------------------------------------


@dataclass
class Place:
    """A place a click may mean something at: `rect` (the click point is
    its centre) or an area's outline (`area`)."""

    rect: QRectF
    area: str | None = None


@dataclass
class Board:
    """Where everything of one view lies (see module docstring); `places`
    maps target keys to their places."""

    view: SenjiView
    layout: MapLayout
    troops: dict[str, Troops]
    stacks: dict[tuple[str, str], QRectF] = field(default_factory=dict)
    places: dict[Hashable, Place] = field(default_factory=dict)
    #: Spring orders planned but not yet given: province -> order.
    planned: dict[str, str] = field(default_factory=dict)
    #: The tool (an order) picked up from the tray, or "".
    tool: str = ""
    #: Where each province's name is written (a click on it means the province).
    names: dict[str, QRectF] = field(default_factory=dict)
    #: Places that open a sheet to read (the kit's ``Target.opens``): key ->
    #: (rect, sheet opened or None for the close control, tooltip).
    reads: dict[Hashable, tuple[QRectF, Hashable | None, str]] = field(default_factory=dict)
    #: The winter proposal at hand is shown on the map (else in the side panel's help).
    proposal_shown: bool = False


def proposal_text(view: SenjiView) -> str:
    """The winter proposal being built or answered, in words: what it gives
    and asks for (SJ-41); "" when no proposal is at hand."""
    sub = act.sub_task(view)
    if sub is None or sub.get("kind") != "propose":
        return ""
    give = ", ".join(card_name(c) for c in sub.get("give", [])) or "—"
    asks = []
    for fam, t, minimum in sub.get("asks", []):
        if fam == "?":
            continue
        text = (translate("SenjiTable", "%1, at least %2") if minimum else
                translate("SenjiTable", "%1, any value"))
        asks.append(text.replace("%1", category_name(fam, t)).replace("%2", str(minimum)))
    text = (translate("SenjiTable", "Gives: %1\nAsks for: %2")
            .replace("%1", give).replace("%2", "; ".join(asks) or "—"))
    if sub.get("stage") == "answer" and all(
            a.kind == "answer" and not a.accept for a in view.legal):
        text += "\n" + translate("SenjiTable",
                                 "You hold nothing that fits, so you can only decline.")
    return text


def _wrap(text: str, metrics: QFontMetricsF, width: float) -> list[str]:
    """`text` in lines no wider than `width` (px of `metrics`'s font),
    broken at its line breaks and spaces (a word wider than that stays whole)."""
    lines: list[str] = []
    for para in text.split("\n"):
        line = ""
        for word in para.split(" "):
            wider = f"{line} {word}" if line else word
            if line and metrics.horizontalAdvance(wider) > width:
                lines.append(line)
                line = word
            else:
                line = wider
        lines.append(line)
    return lines


def _two_lines(text: str, metrics: QFontMetricsF, width: float) -> list[str]:
    """`text` broken at the last space that leaves its first line within
    `width` (px of `metrics`'s font), as one or two lines."""
    words = text.split(" ")
    for cut in range(len(words) - 1, 0, -1):
        first = " ".join(words[:cut])
        if metrics.horizontalAdvance(first) <= width:
            return [first, " ".join(words[cut:])]
    return [text]


def samurai_sheet_key(family: str) -> tuple[str, str]:
    """The key of the sheet of every samurai in play opened at `family`'s."""
    return ("samurai", family)


def plan_board(view: SenjiView, ctx: DrawContext) -> Board:
    """Where everything of `view` lies for `ctx` (see :class:`Board`)."""
    lay = compute_layout(ctx)
    board = Board(view, lay, board_troops(view))
    blocks: dict[str, QRectF] = {}
    for area, troops in board.troops.items():
        for family, rect in lay.stack_rects(area, list(troops.stacks)):
            board.stacks[(area, family)] = rect
            blocks[area] = blocks[area].united(rect) if area in blocks else rect
    # Two provinces' blocks never lie over each other.
    for area, move in lay.part_blocks(blocks).items():
        for key, rect in board.stacks.items():
            if key[0] == area:
                board.stacks[key] = rect.translated(move)
    planned: dict[str, str] = {}
    for key in ctx.selection:
        if isinstance(key, tuple) and key[0] == "plan":
            planned[key[1]] = key[2]
        elif isinstance(key, tuple) and key[0] == "tool":
            board.tool = key[1]
    for action in ctx.queued:
        if isinstance(action, Order):
            planned[action.province] = action.order
    board.planned = planned
    return board


def bid_total(cards: Sequence[int]) -> int:
    """The value of diplomacy cards (face-down ones unknown: 0)."""
    return sum(dip_value(c) for c in cards if c != UNKNOWN)


def bid_reason(view: SenjiView, offer: int) -> str:
    """Why the view's seat cannot bid on offered card `offer` now (once per
    card and winter; the cards must reach its value, SJ-41, SJ-A5), or ""
    when it can."""
    st, seat = view.state, view.seat
    if seat is None or Bid(offer) in view.legal or offer >= len(st.offers):
        return ""
    card = st.offers[offer]
    if card.bid_this_winter[seat]:
        why = translate("SenjiTable", "You have bid on %1 this winter already.")
    elif not st.dip[seat]:
        why = translate("SenjiTable", "You hold no diplomacy cards to bid with.")
    else:
        why = translate("SenjiTable", "A bid on %1 needs cards worth %2; yours are "
                                      "worth %3.")
        have = bid_total(st.dip[seat]) + bid_total(card.bids[seat])
        why = why.replace("%2", str(dip_value(card.card))).replace("%3", str(have))
    return why.replace("%1", card_name(card.card))


def spring_provinces(view: SenjiView) -> list[str]:
    """The provinces the view's seat still has to give orders for, in map
    order (SJ-42, SJ-A3)."""
    st = view.state
    if st.phase != "spring" or view.seat is None or st.task.get("look") is not None:
        return []
    return [p for p in senji_map().province_ids
            if st.owner.get(p) == view.seat and p not in st.orders]


def fleet_moves(view: SenjiView) -> dict[str, tuple[FleetMode, Any]]:
    """An activated fleet's choices on the map: area -> (mode, the landing
    chosen with it or None): the coast of its sea lands, the other sea
    sails, the other sea's coast raids (a coast of both seas lands)."""
    sub = act.sub_task(view)
    seat = view.seat
    if sub is None or sub.get("kind") != "fleet" or seat is None:
        return {}
    modes = {a.mode for a in view.legal if isinstance(a, FleetMode)}
    sea = sub["sea"]
    other = senji_map().other_sea(sea)
    out: dict[str, tuple[FleetMode, Any]] = {}
    if "raid" in modes:
        for p in summer.fleet_destinations(view.state, seat, sea, "raid"):
            out[p] = (FleetMode("raid"), MarchTo(p))
    if "move" in modes:
        out[other] = (FleetMode("move"), None)
    if "land" in modes:
        for p in summer.fleet_destinations(view.state, seat, sea, "land"):
            out[p] = (FleetMode("land"), MarchTo(p))
    return out


def map_actions(view: SenjiView) -> dict[str, Any]:
    """Area -> the action a click on it chooses alone (placement, march
    destinations, resolving, retreats, looks, mercenaries)."""
    out: dict[str, Any] = {}
    for a in view.legal:
        if isinstance(a, Activate):
            continue
        t = act.map_target(a)
        if t is not None:
            out[t] = a
    return out


def legal_areas(view: SenjiView) -> tuple[str, ...]:
    """The provinces and seas a click chooses something at now."""
    areas = set(map_actions(view)) | set(fleet_moves(view)) | set(spring_provinces(view))
    sub = act.sub_task(view)
    if sub is not None and sub.get("kind") == "march" and sub.get("stage") == "dest":
        areas.add(sub["origin"])
    return tuple(sorted(areas))


class Painter:
    """Adds a board's pieces to a drawing (one method per part)."""

    def __init__(self, board: Board, ctx: DrawContext, rolls: Rolls, names: Sequence[str]
                 ) -> None:
        self.b = board
        self.ctx = ctx
        self.rolls = rolls
        self.names = names
        self.lay = board.layout
        self.view = board.view
        self.d = Drawing(board.layout.scene_rect)
        #: The layout the drawing was made with (animations place pieces by it).
        self.d.layout = board.layout  # type: ignore[attr-defined]
        #: Where the seas' names are written (a sheet that may move leaves their middle free).
        self.sea_labels: list[QRectF] = []

    def label(self, text: str, rect: QRectF, pixel: float, z: float = 60, **kw: Any) -> None:
        lowest = max(self.ctx.min_px(self.lay.scale), pixel * 0.85)
        self.d.add(Spec(LabelItem, text, rect, pixel=pixel, min_pixel=lowest, **kw), z)

    def name(self, seat: int) -> str:
        if 0 <= seat < len(self.names) and self.names[seat]:
            return self.names[seat]
        return translate("TableKit", "Player %1").replace("%1", str(seat + 1))

    # -- the map --------------------------------------------------------------------------

    def map(self) -> None:
        d, st, lay = self.d, self.view.state, self.lay
        for i, kind in enumerate(("coast1", "coast2", "coast3", "terrain")):
            d.add(Spec(map_layer, kind), -40 + i)
        for pid in senji_map().province_ids:
            owner = st.owner.get(pid)
            fam = st.families[owner] if owner is not None else None
            d.add(Spec(province_fill, pid, fam, owner is None), -30)
            if owner is None:
                d.add(Spec(province_hatch, pid), -29)
        d.add(Spec(map_layer, "straits"), -28)
        d.add(Spec(map_layer, "ridges"), -28)
        fm = QFontMetricsF(theme.scene_font(lay.name_px, bold=True))
        for pid, shape in geometry().provinces.items():
            owner = st.owner.get(pid)
            d.add(Spec(area_tip, pid), -20, area_tooltip(self.view, pid, self.b.troops[pid]))
            rect = lay.name_rect(pid, fm.horizontalAdvance(shape.name))
            self.b.names[pid] = rect
            d.add(Spec(NameItem, shape.name, rect, pixel=lay.name_px, faded=owner is None), 10)
            family = st.families[owner] if owner is not None else shape.family
            d.add(Spec(FortressItem, family, lay.fortress_rect(pid), faded=owner is None), 11,
                  id=("fortress", pid), rect=lay.fortress_rect(pid))
        sea_fm = QFontMetricsF(theme.scene_font(lay.sea_px))
        for sea in SEAS:
            d.add(Spec(area_tip, sea), -21, area_tooltip(self.view, sea, self.b.troops[sea]))
            text = sea_name(sea)
            w = sea_fm.horizontalAdvance(text.upper()) * 1.25 + 20
            c = lay.sea_label(sea)
            label = QRectF(c.x() - w / 2, c.y() - lay.sea_px * 0.75, w, lay.sea_px * 1.5)
            self.sea_labels.append(label)
            d.add(Spec(SeaNameItem, text, label, pixel=lay.sea_px), -15)
        battle = act.sub_task(self.view)
        if battle is not None and battle.get("kind") == "battle":
            box = area_path(battle["province"]).boundingRect()
            d.add(Spec(MarkItem, battle["province"], box), -19)

    def troops(self) -> None:
        """Every stack of troops and fleets (after the hand: a hand that
        must lie over the North Sea moves its fleets aside first)."""
        d = self.d
        for area, troops in self.b.troops.items():
            for family, units, sams in troops.stacks:
                rect = self.b.stacks[(area, family)]
                d.add(Spec(StackItem, family, units, sams, rect, fleet=area in SEAS), 12,
                      id=("stack", area, family), rect=rect)
                if sams:
                    tip = translate("SenjiScene", "The samurai of the %1: click to see "
                                                  "every samurai card in play."
                                    ).replace("%1", family_name(family))
                    self.b.reads[("figure", area, family)] = (
                        rect, samurai_sheet_key(family), tip)
        if self.ctx.interactive:
            areas = legal_areas(self.view)
            if areas:
                d.add(Spec(legal_outline, areas), -18)

    def orders(self) -> None:
        d, st, lay = self.d, self.view.state, self.lay
        seat = self.view.seat
        for prov, (owner, order) in st.orders.items():
            if prov not in geometry().provinces:
                continue
            hidden = order == "?"
            fam = st.families[owner]
            if hidden:
                tip = translate("SenjiTable", "A face-down order")
            elif owner == seat:
                tip = translate("SenjiTable", "Your order: %1").replace("%1", order_name(order))
            else:
                tip = (translate("SenjiTable", "The order of %1: %2")
                       .replace("%1", self.name(owner)).replace("%2", order_name(order)))
            rect = lay.order_rect(prov)
            d.add(Spec(OrderItem, fam, order_letter(order), rect, hidden=hidden), 20, tip,
                  id=("order", prov), rect=rect)
        if seat is None:
            return
        fam = st.families[seat]
        for prov in spring_provinces(self.view):
            rect = lay.order_rect(prov)
            planned = self.b.planned.get(prov)
            if planned is None:
                d.add(Spec(SlotItem, rect), 19)
            else:
                tip = translate("SenjiScene", "Your planned order: %1").replace(
                    "%1", order_name(planned))
                d.add(Spec(OrderItem, fam, order_letter(planned), rect, planned=True), 20, tip,
                      id=("order", prov), rect=rect)

    def march(self) -> None:
        """A march being built: an arrow from its origin to each chosen
        destination with the units going there."""
        sub = act.sub_task(self.view)
        if sub is None or sub.get("kind") != "march":
            return
        lay = self.lay
        origin = lay.area_anchor(sub["origin"])
        for i, (area, units, sams) in enumerate(sub["dests"]):
            end = lay.area_anchor(area)
            rect = QRectF(origin, end).normalized()
            self.d.add(Spec(ArrowItem, rect, flip=end.x() < origin.x(), up=end.y() < origin.y()),
                       30)
            if i == len(sub["dests"]) - 1 and sub.get("stage") == "units":
                continue  # the count is being chosen
            count = str(units) + ("+" + str(len(sams)) if sams else "")
            mid = (origin + end) / 2
            h = lay.stack_h
            fam = self.view.state.families[sub["seat"]]
            self.d.add(Spec(ChipItem, count, QRectF(mid.x() - h * 1.3, mid.y() - h / 2,
                                                    h * 2.6, h),
                            pixel=lay.small_px, family=fam), 31)

    # -- sheets -------------------------------------------------------------------------------

    def sheet(self, rect: QRectF, *, accent: bool = False, z: float = 50) -> None:
        self.d.add(Spec(SheetItem, rect, accent=accent), z)

    def hand(self) -> None:
        """The own hand in the west sea: samurai, hanafuda by kind, diplomacy
        cards by family (only the view's seat sees it; at the end every hand
        is shown in the east)."""
        view = self.view
        if view.seat is None or view.revealed:
            return
        st, lay = view.state, self.lay
        seat = view.seat
        px = lay.small_px
        pad = lay.gap * 2
        dip = sorted(c for c in st.dip[seat] if c != UNKNOWN)
        sams = st.samurai_cards(seat)
        rect, per_row, flat = self._hand_place(len(dip), pad, px * 1.5
                                               + (px * 1.7 if sams else 0.0))
        card_w, card_h = self._hand_card(flat)
        self.b.places[("hand",)] = Place(rect)
        self._fleets_aside(rect)
        self.sheet(rect)
        x, y = rect.left() + pad, rect.top() + pad
        self.label(translate("SenjiScene", "Your hand"), QRectF(x, y, rect.width() - 2 * pad,
                                                                 px * 1.4), px, bold=True)
        y += px * 1.5
        if sams:
            # One line of names (the hand sheet stays low enough to leave the
            # western provinces free on a small window); a click opens every
            # samurai card in play, with the powers.
            fam = st.families[seat]
            more = translate("SenjiScene", "Click to see every samurai card in play.")
            text = ", ".join(samurai_name(c) for c in sams)
            tip = "\n".join(samurai_card_text(c, st.powers) for c in sams)
            r = QRectF(x, y, rect.width() - 2 * pad, px * 1.5)
            self.d.add(Spec(LabelItem, text, r, pixel=px, min_pixel=px, bold=True),
                       60, tip + "\n" + more)
            self.b.reads[("own-samurai",)] = (r, samurai_sheet_key(fam), tip)
            y += px * 1.7
        hana = st.hana[seat]
        for kind in range(len(HANA_KINDS)):
            n = hana.count(kind)
            r = QRectF(x + kind * (card_w + lay.gap), y, card_w, card_h)
            # Hanafuda, counted by kind (the tooltip says so: the tiles
            # could be read as dice).
            self.d.add(Spec(HanaItem, kind, n, r, flat=flat), 60,
                       translate("SenjiScene", "Hanafuda in your hand: %1").replace(
                           "%1", hana_count(kind, n)))
        y += card_h + lay.gap * 2
        chosen = {a.card: a for a in view.legal if isinstance(a, HAND_ACTIONS)} \
            if self.ctx.interactive else {}
        for i, c in enumerate(dip):
            r = QRectF(x + (i % per_row) * (card_w + lay.gap),
                       y + (i // per_row) * (card_h + lay.gap), card_w, card_h)
            self.d.add(Spec(CardItem, dip_family(c), dip_type(c), dip_value(c), r,
                            dim=bool(chosen) and c not in chosen, flat=flat), 60,
                       card_name(c), id=("card", c), rect=r)
            if c in chosen:
                self.b.places[("card", c)] = Place(r)
        if not dip:
            self.label(translate("SenjiScene", "No diplomacy cards"),
                       QRectF(x, y, rect.width() - 2 * pad, px * 1.4), px,
                       colour=theme.INK_SOFT)

    def _fleets_aside(self, hand: QRectF) -> None:
        """Where no place leaves the North Sea free (150 % text on a small
        window, a full hand), its fleets move east of the hand (and north,
        clear of the coast), or below it, still at sea, rather than lie under it."""
        north = {key: r for key, r in self.b.stacks.items() if key[0] == "north"}
        near = hand.adjusted(-self.lay.gap, -self.lay.gap, self.lay.gap, self.lay.gap)
        if not any(r.intersects(near) for r in north.values()):
            return
        gap = self.lay.gap * 2
        shapes = [shape.path for shape in geometry().provinces.values()]
        scene = self.lay.scene_rect
        # East of the hand (further north where the coast is near), else below it.
        east = hand.right() + gap - min(r.left() for r in north.values())
        step = self.lay.stack_h / 2
        tries = sorted(((east + i * step, -j * step) for i in range(4) for j in range(7)),
                       key=lambda d: (d[0] - east) ** 2 + d[1] ** 2)
        tries.append((0.0, hand.bottom() + gap - min(r.top() for r in north.values())))
        for dx, dy in tries:
            moved = {key: r.translated(dx, dy) for key, r in north.items()}
            if not any(not scene.contains(r) or r.intersects(hand)
                       or any(path.intersects(r) for path in shapes) for r in moved.values()):
                self.b.stacks.update(moved)
                return

    def _hand_card(self, flat: bool) -> tuple[float, float]:
        """A card's width and height in the hand: upright, or lying flat
        (as legible: its value as large, half as high)."""
        w = self.lay.card_w
        if not flat:
            return w, w * 1.36
        h = w * 0.4 / FLAT_TEXT
        return h * FLAT_CARD, h

    def _hand_place(self, cards: int, pad: float, head: float
                    ) -> tuple[QRectF, int, bool]:
        """The hand sheet's rectangle, its diplomacy cards per row and whether
        its cards lie flat: in the west sea, with upright cards where they
        leave every province, province name, piece and the North Sea's name
        free, else flat cards (a large text size on a small window), as few a
        row as fit, the sheet growing east over the open North Sea — over its
        name too where that sea holds no troops and is not to be chosen now
        — rather than down over Izumo, Nagato and Aki. Where nothing fits,
        the lowest sheet of flat cards in the west sea."""
        lay = self.lay
        room = lay.west
        g = geometry()
        sea_fm = QFontMetricsF(theme.scene_font(lay.sea_px))
        label = lay.sea_label("north")
        label_w = sea_fm.horizontalAdvance(sea_name("north").upper()) * 1.25 + 20
        label_rect = QRectF(label.x() - label_w / 2, label.y() - lay.sea_px * 0.75, label_w,
                            lay.sea_px * 1.5)
        west_right = max(room.right(), label_rect.left() - lay.gap)
        shapes = [shape.path for shape in g.provinces.values()]
        pieces = [*self.b.names.values(), *self.b.stacks.values(),
                  *(lay.fortress_rect(pid) for pid in g.provinces)]
        north_free = (not self.b.troops["north"].stacks
                      and "north" not in (legal_areas(self.view) if self.ctx.interactive
                                          else ()))
        if not north_free:
            shapes.append(area_path("north"))
            pieces.append(label_rect)

        def sheet(per_row: int, flat: bool) -> QRectF:
            card_w, card_h = self._hand_card(flat)
            rows = max(1, -(-cards // per_row))
            width = max(room.width(), 2 * pad + per_row * (card_w + lay.gap) - lay.gap)
            return lay.west_sheet(width, pad * 2 + head + card_h + lay.gap * 2
                                  + rows * (card_h + lay.gap))

        def free(rect: QRectF) -> bool:
            near = rect.adjusted(-lay.gap, -lay.gap, lay.gap, lay.gap)
            return not any(path.intersects(near) for path in shapes) \
                and not any(r.intersects(near) for r in pieces)

        lowest: tuple[QRectF, int, bool] | None = None
        for flat in (False, True):
            card_w, _h = self._hand_card(flat)
            per_row = max(4, int((room.width() - 2 * pad + lay.gap) // (card_w + lay.gap)))
            while True:
                rect = sheet(per_row, flat)
                if rect.right() > lay.scene_rect.right() - lay.gap:
                    break
                if free(rect):
                    return rect, per_row, flat
                if flat and rect.right() <= west_right:
                    lowest = (rect, per_row, flat)
                if per_row >= max(4, cards):
                    break
                per_row += 1
        if lowest is None:
            card_w, _h = self._hand_card(True)
            per_row = max(4, int((room.width() - 2 * pad + lay.gap) // (card_w + lay.gap)))
            lowest = (sheet(per_row, True), per_row, True)
        return lowest

    def order_tray(self) -> None:
        """The three orders to lay (spring): drag one onto a province, or
        click it and then the provinces (SJ-42). It lies in the east sea (the
        sea of the battle box, empty in spring), as wide as its texts: the
        west sea's hand reaches down to the provinces of the west on a
        small window, and nothing may lie over a province to lay an order on."""
        todo = spring_provinces(self.view)
        if not todo or not self.ctx.interactive:
            return
        lay = self.lay
        px = lay.text_px
        pad = lay.gap * 2
        chip_h = px * 1.7
        done = sum(1 for p in todo if p in self.b.planned)
        title = (translate("SenjiScene", "Orders: %1 of %2 laid")
                 .replace("%1", str(done)).replace("%2", str(len(todo))))
        # The widest count ("3 of 3") keeps the width while orders are laid.
        widest = (translate("SenjiScene", "Orders: %1 of %2 laid")
                  .replace("%1", str(len(todo))).replace("%2", str(len(todo))))
        texts = [translate("SenjiScene", "%1 %2").replace("%1", order_letter(order)).replace(
            "%2", order_name(order)) for order in ORDERS]
        bold = QFontMetricsF(theme.scene_font(px, bold=True))
        plain = QFontMetricsF(theme.scene_font(px))
        width = max(bold.horizontalAdvance(widest) + px * 0.5,
                    max(plain.horizontalAdvance(t) for t in texts) + chip_h * 1.9,
                    px * 9) + 2 * pad

        def place(head: float) -> QRectF:
            # As wide as its texts, west over the south sea where that leaves
            # every province free (150 % text: the east sea is narrow).
            height = pad * 2 + head + 3 * (chip_h + lay.gap)
            rect = lay.east_sheet(width, height, wide=True)
            if rect.width() > lay.east.width() and self._covers_choice(rect, every=True):
                rect = lay.east_sheet(width, height)
            return rect

        rect = place(px * 1.5)
        # Still narrower than the title: it takes two lines.
        two = bold.horizontalAdvance(widest) + px * 0.5 + 2 * pad > rect.width() + 0.5
        head = px * 2.9 if two else px * 1.5
        if two:
            rect = place(head)
        self.sheet(rect, accent=True)
        x, y = rect.left() + pad, rect.top() + pad
        if two:
            title_lines = _two_lines(title, bold, rect.width() - 2 * pad - px * 0.3)
            for i, text in enumerate(title_lines):
                self.label(text, QRectF(x, y + i * px * 1.4, rect.width() - 2 * pad, px * 1.4),
                           px, bold=True)
        else:
            self.label(title, QRectF(x, y, rect.width() - 2 * pad, px * 1.4), px, bold=True)
        y += head
        fam = self.view.state.families[self.view.seat or 0]
        for order, text in zip(ORDERS, texts, strict=True):
            r = QRectF(x, y, rect.width() - 2 * pad, chip_h)
            self.d.add(Spec(ChipItem, text, r, pixel=px, strong=self.b.tool == order,
                            family=fam), 60)
            self.b.places[("tray", order)] = Place(r)
            y += chip_h + lay.gap

    def choices(self) -> None:
        """The decision's own sheet: the samurai to keep (cards over the
        map), the support or hostage cards of a battle, the hanafuda
        combinations of autumn, the count and samurai chips of a march."""
        view = self.view
        if view.seat is None or not view.legal:
            return
        legal = view.legal
        if any(isinstance(a, KeepSamurai) for a in legal):
            self._samurai_cards([a.card for a in legal if isinstance(a, KeepSamurai)])
        sub = act.sub_task(view)
        if sub is not None and sub.get("kind") == "march":
            self._march_chips(sub)

    def _samurai_cards(self, cards: list[int]) -> None:
        lay, st = self.lay, self.view.state
        px = lay.text_px
        texts = [(samurai_name(c), power_domain_name(c) if st.powers else "",
                  power_text(c) if st.powers else "") for c in cards]
        # Wide enough for the longest name ("Yamamoto (2)" was cut on a small
        # window); as many cards a row as fit the map's width at that (a large
        # text size: two rows rather than names and powers cut), their height
        # that of the longest power at the width they get.
        least = max(px * 11, 170.0, *(samurai_card_width(px, n) for n, _d, _t in texts))
        pad = lay.gap * 3
        title_h = px * 1.8
        room = lay.scene_rect.width() - 2 * lay.gap - 2 * pad
        per_row = max(1, min(len(cards), int((room + pad) // (least + pad))))
        rows = -(-len(cards) // per_row)
        total_w = per_row * least + (per_row - 1) * pad + 2 * pad
        w = max(least, (min(total_w, room + 2 * pad) - 2 * pad - (per_row - 1) * pad)
                / per_row)
        h = max(samurai_card_height(w, px, dom, txt) for _n, dom, txt in texts)
        sheet = lay.centre_sheet(per_row * w + (per_row - 1) * pad + 2 * pad,
                                 rows * (h + pad) - pad + title_h + 2 * pad)
        self.sheet(sheet, accent=True, z=200)
        self.label(translate("SenjiScene", "Choose the samurai you keep"),
                   QRectF(sheet.left() + pad, sheet.top() + pad * 0.6, sheet.width() - 2 * pad,
                          title_h), px * 1.1, z=210, bold=True)
        for i, (c, (name, dom, txt)) in enumerate(zip(cards, texts, strict=True)):
            row, col = divmod(i, per_row)
            r = QRectF(sheet.left() + pad + col * (w + pad),
                       sheet.top() + pad + title_h + row * (h + pad), w, h)
            self.d.add(Spec(SamuraiCardItem, name, dom, txt, r, pixel=px), 210,
                       samurai_card_text(c, st.powers))
            self.b.places[("keep", c)] = Place(r)

    def _march_chips(self, sub: Mapping[str, Any]) -> None:
        """The count chooser (how many units go) or the samurai to take along,
        beside the destination just chosen."""
        legal = self.view.legal
        counts = [a.count for a in legal if isinstance(a, MoveUnits)]
        sams = [a.card for a in legal if isinstance(a, TakeSamurai)]
        if not (counts or sams) or not sub["dests"]:
            return
        lay = self.lay
        dest = sub["dests"][-1][0]
        anchor = lay.area_anchor(dest)
        px = lay.text_px
        h = px * 1.8
        if counts:
            items = [(("count", n), str(n)) for n in counts]
            w = h * 1.3
        else:
            items = [(("take", c), samurai_name(c)) for c in sams]
            fm = QFontMetricsF(theme.scene_font(px))
            w = max(fm.horizontalAdvance(t) for _k, t in items) + h
        per_row = 7 if counts else 2
        rows = [items[i:i + per_row] for i in range(0, len(items), per_row)]
        title = (translate("SenjiScene", "Units to %1") if counts
                 else translate("SenjiScene", "Samurai to %1")).replace("%1", area_name(dest))
        # As wide as its title too: "Einheiten nach Yamashiro" over two chips.
        title_w = QFontMetricsF(theme.scene_font(px, bold=True)).horizontalAdvance(title)
        width = max(min(len(items), per_row) * (w + lay.gap), title_w + px * 0.5) + lay.gap * 3
        height = len(rows) * (h + lay.gap) + lay.gap * 3 + px * 1.5
        scene = lay.scene_rect
        x = min(max(anchor.x() - width / 2, scene.left() + 4), scene.right() - width - 4)
        y = anchor.y() + lay.fortress * 0.9
        if y + height > scene.bottom() - 4:
            y = anchor.y() - lay.fortress * 0.9 - height
        sheet = QRectF(x, y, width, height)
        self.sheet(sheet, accent=True, z=200)
        self.label(title, QRectF(x + lay.gap * 1.5, y + lay.gap, width - lay.gap * 3, px * 1.4),
                   px, z=210, bold=True)
        best = max(counts) if counts else None
        for r_i, row in enumerate(rows):
            for c_i, (key, text) in enumerate(row):
                r = QRectF(x + lay.gap * 1.5 + c_i * (w + lay.gap),
                           y + lay.gap * 2 + px * 1.5 + r_i * (h + lay.gap), w, h)
                self.d.add(Spec(ChipItem, text, r, pixel=px,
                                strong=key == ("count", best)), 210)
                self.b.places[key] = Place(r)

    # -- the east sheet: dice, battle, cards, combinations -------------------------------------

    def east(self) -> None:
        """The east sea's sheet: an open battle with the cards to play, the
        last dice rolled, the hanafuda combinations, or every hand at the end."""
        view = self.view
        sub = act.sub_task(view)
        legal = view.legal if view.seat is not None else ()
        cards: list[tuple[Any, int, str, bool, str]] = []
        if sub is not None and sub.get("kind") == "battle":
            cards = self._battle_cards(sub)
            self._battle(sub, cards)
            return
        if view.revealed and view.state.phase == "over":
            # Only at the end: a replay shows every position revealed, and
            # the sheet would lie over the north-east of the map at every move.
            self._all_hands()
            return
        if self._combinations_open(legal):
            self._combinations(legal)
            return
        if self.ctx.interactive and any(isinstance(a, Ask) for a in legal):
            self._ask_sheet([a for a in legal if isinstance(a, Ask)])
            return
        if self.ctx.interactive and self.view.state.offers and sub is None and any(
                isinstance(a, Bid | Propose) for a in legal):
            self._auction()
            return
        last = self.rolls.last
        if last is not None:
            self._last_roll(last)

    def proposal(self) -> None:
        """The winter proposal at hand (SJ-41), in words, in the east sea above
        the sheet there (the categories to ask for): readable whole, where the
        side panel's help would scroll it. Not drawn where there is no room;
        the help then shows it."""
        view = self.view
        sub = act.sub_task(view)
        if not self.ctx.interactive or sub is None or sub.get("kind") != "propose":
            return
        lay = self.lay
        px = lay.small_px
        pad = lay.gap * 2
        line = px * 1.3
        fm = QFontMetricsF(theme.scene_font(px))
        bold = QFontMetricsF(theme.scene_font(px, bold=True))
        if sub.get("stage") == "answer":
            title = translate("SenjiScene", "Proposal from %1").replace("%1", self.name(sub["from"]))
        else:
            title = translate("SenjiScene", "Your proposal to %1").replace("%1",
                                                                             self.name(sub["to"]))
        room = lay.east
        width = min(room.width(), max(px * 18, bold.horizontalAdvance(title) + px + 2 * pad))
        lines = _wrap(proposal_text(view), fm, width - 2 * pad - px * 0.3)
        # A narrow east sea (a large text size): the title on two lines.
        heads = _wrap(title, bold, width - 2 * pad - px * 0.3)
        height = pad * 2 + px * (0.1 + 1.4 * len(heads)) + len(lines) * line
        # Below the zoom bar, which lies over the map's top right corner.
        rect = QRectF(room.right() - width, max(room.top(), lay.zoom_bottom), width, height)
        sheets = [piece.spec.args[0] for piece in self.d.pieces
                  if piece.spec.cls is SheetItem and isinstance(piece.spec.args[0], QRectF)]
        if any(r.intersects(rect.adjusted(0, 0, 0, lay.gap)) for r in sheets) \
                or rect.bottom() > room.bottom() or self._covers_choice(rect, every=True):
            return
        self.b.proposal_shown = True
        self.sheet(rect)
        x, y = rect.left() + pad, rect.top() + pad
        for text in heads:
            self.label(text, QRectF(x, y, rect.width() - 2 * pad, px * 1.4), px, bold=True)
            y += px * 1.4
        y += px * 0.1
        for text in lines:
            self.label(text, QRectF(x, y, rect.width() - 2 * pad, line), px)
            y += line

    def _covers_choice(self, rect: QRectF, *, every: bool = False) -> bool:
        """Whether `rect` lies over a province or sea that can be chosen now
        (`every`: over any province, or its name)."""
        if not self.ctx.interactive:
            return False
        near = rect.adjusted(-self.lay.gap, -self.lay.gap, self.lay.gap, self.lay.gap)
        areas = tuple(geometry().provinces) if every else legal_areas(self.view)
        if every and any(rect.contains(label.center()) for label in self.sea_labels):
            return True  # a sea's name is clicked at its middle
        return any(area_path(a).intersects(near) or (a in self.b.names
                                                      and self.b.names[a].intersects(near))
                   for a in areas)

    def _auction(self) -> None:
        """SJ-41: the neutral cards on offer, a click on one bids on it; one
        that cannot be bid on now is dimmed, its reason its tooltip (SJ-A5)."""
        st, lay = self.view.state, self.lay
        px = lay.small_px
        pad = lay.gap * 2
        card_w = lay.card_w * 1.25
        card_h = card_w * 1.36
        title = translate("SenjiScene", "Neutral auction")
        fm = QFontMetricsF(theme.scene_font(px, bold=True))
        offers = [Bid(i) for i in range(len(st.offers))]
        width = max(fm.horizontalAdvance(title) + px,
                    len(offers) * (card_w + lay.gap * 2)) + 2 * pad
        height = pad * 2 + px * 1.6 + card_h
        # Wide enough for the whole title (German's is long at 150 % text
        # size): over the South Sea to the west where the east sea is narrow.
        rect = lay.east_sheet(width, height, wide=True)
        self.sheet(rect, accent=True)
        x, y = rect.left() + pad, rect.top() + pad
        self.label(title, QRectF(x, y, rect.width() - 2 * pad, px * 1.4), px, bold=True)
        y += px * 1.6
        for i, bid in enumerate(offers):
            c = st.offers[bid.offer].card
            r = QRectF(x + i * (card_w + lay.gap * 2), y, card_w, card_h)
            why = bid_reason(self.view, bid.offer)
            self.d.add(Spec(CardItem, dip_family(c), dip_type(c), dip_value(c), r,
                            dim=bool(why)), 60,
                       why or act.label(bid, self.view, list(self.names)))
            self.b.places[("offer", bid.offer)] = Place(r)

    def _ask_sheet(self, asks: list[Ask]) -> None:
        """SJ-41: the categories to ask for, one card face per family and
        kind of card ("?": any value; the minimum follows)."""
        lay = self.lay
        px = lay.small_px
        pad = lay.gap * 2
        card_w = lay.card_w
        card_h = card_w * 1.36
        families = [f for f in FAMILIES if any(a.family == f for a in asks)]
        kinds = [t for t in DIP_TYPES if any(a.card_type == t for a in asks)]
        title = translate("SenjiTable", "Ask for")
        fm = QFontMetricsF(theme.scene_font(px, bold=True))
        width = max(fm.horizontalAdvance(title) + px,
                    len(families) * (card_w + lay.gap) - lay.gap) + 2 * pad
        height = pad * 2 + px * 1.6 + len(kinds) * (card_h + lay.gap) - lay.gap
        rect = lay.east_sheet(width, height, wide=True)
        self.sheet(rect, accent=True)
        x, y = rect.left() + pad, rect.top() + pad
        self.label(title, QRectF(x, y, rect.width() - 2 * pad, px * 1.4), px, bold=True)
        y += px * 1.6
        step = min(card_w + lay.gap, (rect.width() - 2 * pad + lay.gap) / max(1, len(families)))
        legal = {(a.family, a.card_type): a for a in asks}
        for row, kind in enumerate(kinds):
            for col, fam in enumerate(families):
                ask = legal.get((fam, kind))
                if ask is None:
                    continue
                r = QRectF(x + col * step, y + row * (card_h + lay.gap), step - lay.gap, card_h)
                self.d.add(Spec(CardItem, fam, kind, 0, r, face="?"), 60,
                           act.label(ask, self.view, list(self.names)))
                self.b.places[("ask", fam, kind)] = Place(r)

    def _combinations_open(self, legal: Sequence[Any]) -> bool:
        st = self.view.state
        return (st.phase == "autumn" and st.task.get("trade") is None
                and any(a.kind in ("pass", "combine") for a in legal)
                and st.task.get("combine") is None)

    def _battle_cards(self, sub: Mapping[str, Any]) -> list[tuple[Any, int, str, bool, str]]:
        """(action, card, badge, enabled, tooltip) of the cards the view's
        seat may play now: support cards in the support stages (those of the
        battle's own families dimmed, SJ-44), hostages in the hostage stage."""
        view = self.view
        seat = view.seat
        if seat is None or not view.legal:
            return []
        st = view.state
        out: list[tuple[Any, int, str, bool, str]] = []
        stage = sub.get("stage")
        if stage in ("att_support", "def_support"):
            legal = set(view.legal)
            for c in sorted(st.dip[seat]):
                if c == UNKNOWN or dip_type(c) != "support":
                    continue
                action = Support(c)
                label = act.label(action, view, list(self.names))
                badge = label.rsplit(":", 1)[-1].strip().split(" ")[0] if ":" in label else ""
                if action in legal:
                    out.append((action, c, badge, True, label))
                else:
                    out.append((action, c, "", False, translate(
                        "SenjiTable", "Only a third family's support counts: neither "
                                      "yours nor your opponent's.")))
        elif stage == "hostage":
            for a in view.legal:
                if isinstance(a, KillHostage):
                    out.append((a, a.card, "", True, act.label(a, view, list(self.names))))
        return out

    def _battle(self, sub: Mapping[str, Any], cards: list[tuple[Any, int, str, bool, str]]
                ) -> None:
        st = self.view.state
        fa, fd = st.families[sub["attacker"]], st.families[sub["defender"]]
        locked = [fa] * sub["locked_att"] + [fd] * sub["locked_def"]
        rolled = [FAMILIES[x] for x in sub["rolled"]]
        att_support = self._support_family(sub, "att")
        def_support = self._support_family(sub, "def")
        rows = [
            (fa, sub["att_units"], sub["att_dice"], att_support, sub["att_support_points"],
             sub.get("att_power_points", 0)),
            (fd, sub["def_units"], sub["def_dice"], def_support, sub["def_support_points"],
             sub.get("def_power_points", 0)),
        ]
        title = translate("SenjiDice", "Battle for %1").replace("%1",
                                                                area_name(sub["province"]))
        self._dice_box(title, locked, rolled, rows, result="", cards=cards,
                       tip=translate("SenjiScene", "The destiny dice of this battle: a die "
                                                   "counts for the side whose mon it shows; "
                                                   "a sealed die is held by a samurai (SJ-44)."))

    def _support_family(self, sub: Mapping[str, Any], side: str) -> str | None:
        card = sub.get(f"{side}_support")
        if card is None or card == UNKNOWN:
            return None
        return dip_family(card)

    def _last_roll(self, e: Event) -> None:
        d = e.data
        st = self.view.state
        if e.kind == "battle_resolved":
            fa, fd = st.families[d["attacker"]], st.families[d["defender"]]
            rows = [
                (fa, d["att_units"], d["att_dice"], self.rolls.support.get("att"),
                 d["att_support_points"], d.get("att_power_points", 0)),
                (fd, d["def_units"], d["def_dice"], self.rolls.support.get("def"),
                 d["def_support_points"], d.get("def_power_points", 0)),
            ]
            province = area_name(d["province"])
            if d["att_total"] > d["def_total"]:
                result = translate("SenjiDice", "%1 takes %2.").replace(
                    "%1", family_name(fa)).replace("%2", province)
            elif d["att_total"] == d["def_total"]:
                result = translate("SenjiDice", "A tie: %1 holds %2.").replace(
                    "%1", family_name(fd)).replace("%2", province)
            else:
                result = translate("SenjiDice", "%1 holds %2.").replace(
                    "%1", family_name(fd)).replace("%2", province)
            title = translate("SenjiDice", "Battle for %1").replace("%1", province)
            self._dice_box(title, [], [], rows, result=result,
                           tip=translate("SenjiScene", "The last battle's result"))
            return
        faces = [FAMILIES[x] for x in d.get("dice", [])][:9]
        if e.kind == "crossing_rolled":
            title = (translate("SenjiScene", "Crossing to %1").replace("%1", area_name(d["to"])))
            lost = d.get("lost", 0)
            result = (translate("SenjiScene", "1 unit lost at sea.") if lost == 1 else
                      translate("SenjiScene", "%n units lost at sea.").replace("%n", str(lost)))
            tip = translate("SenjiScene", "A crossing: every die showing the family's own mon "
                                          "sinks one unit (SJ-43).")
        else:
            title = translate("SenjiScene", "Roll-off for the Emperor")
            result = ""
            tip = translate("SenjiScene", "The tied players' roll-off: the most dice with "
                                          "their own mon host the Emperor (SJ-40).")
        self._dice_box(title, [], faces, [], result=result, tip=tip)

    def _dice_box(self, title: str, locked: list[str], rolled: list[str],
                  rows: list[tuple[str, int, int, str | None, int, int]], *, result: str,
                  tip: str, cards: Sequence[tuple[Any, int, str, bool, str]] = ()) -> None:
        lay = self.lay
        px = lay.text_px
        line = px * 1.45
        pad = lay.gap * 2.5
        dice = locked + rolled
        die = lay.die
        dice_w = 9 * die + 8 * lay.gap * 0.8
        fm = QFontMetricsF(theme.scene_font(px, bold=True))
        heads = [translate("SenjiDice", "Units"), translate("SenjiDice", "Dice"),
                 translate("SenjiDice", "Support"), translate("SenjiDice", "Samurai"),
                 translate("SenjiDice", "Total")]
        label_w = max(fm.horizontalAdvance(h) for h in heads) + px
        plain = QFontMetricsF(theme.scene_font(px))
        role = (translate("SenjiDice", "Attacker"), translate("SenjiDice", "Defender"))
        col_w = max(px * 6.5, px * 0.6 + max(fm.horizontalAdvance(family_name(f))
                                             for f in FAMILIES),
                    px * 2.2 + max(plain.horizontalAdvance(r) for r in role))
        width = max(dice_w, label_w + 2 * col_w, fm.horizontalAdvance(title) * 1.1) + 2 * pad
        powers = any(r[5] for r in rows)
        height = pad * 2 + line * 1.2
        if dice:
            height += min((width - 2 * pad) / 9 * 0.86, die * 1.5) + lay.gap * 2
        if rows:
            height += line * (2 + 4 + (1 if powers else 0)) + lay.gap
        if result:
            height += line * 1.2
        card_w = lay.card_w * 1.25
        card_h = card_w * 1.36
        if cards:
            height += line * 1.1 + card_h + lay.gap * 2
            width = max(width, len(cards) * (card_w + lay.gap) + 2 * pad)
        rect = lay.east_sheet(width, height, wide=True)
        if not cards and rect.width() > lay.east.width() and self._covers_choice(rect):
            # A past roll (a battle's result) while a march goes on: it never
            # lies over a province or sea to choose (Kii, west of the east sea);
            # where it would, the log holds the result.
            return
        self.b.places[("box",)] = Place(rect)
        self.d.add(Spec(SheetItem, rect, accent=bool(cards)), 50, tip, id=("box",), rect=rect)
        x, y = rect.left() + pad, rect.top() + pad
        inner = rect.width() - 2 * pad
        self.label(title, QRectF(x, y, inner, line), px * 1.1, bold=True)
        y += line * 1.2
        if dice:
            step = inner / 9
            size = min(step * 0.86, die * 1.5)
            for i, fam in enumerate(dice):
                r = QRectF(x + i * step, y, size, size)
                sealed = i < len(locked)
                die_tip = (translate("SenjiScene", "Destiny die: %1, sealed by a samurai "
                                                   "(SJ-44)") if sealed else
                           translate("SenjiScene", "Destiny die: %1")).replace(
                    "%1", family_name(fam))
                self.d.add(Spec(DieItem, fam, r, locked=sealed), 60, die_tip,
                           id=("die", i), rect=r)
            y += size + lay.gap * 2
        if rows:
            cols = (x + label_w, x + label_w + (inner - label_w) / 2)
            col = (inner - label_w) / 2
            for (fam, *_rest), cx, r_text in zip(rows, cols, role, strict=True):
                m = px * 1.1
                self.d.add(Spec(MonItem, fam, QRectF(cx + px * 0.2, y + (line - m) / 2, m, m)),
                           60)
                self.label(r_text, QRectF(cx + m + px * 0.4, y, col - m - px * 0.4, line), px,
                           colour=theme.INK_SOFT)
                self.label(family_name(fam), QRectF(cx, y + line, col, line), px, bold=True,
                           align=Qt.AlignmentFlag.AlignHCenter)
            y += line * 2
            table = [
                (heads[0], [str(r[1]) for r in rows]),
                (heads[1], [str(r[2]) for r in rows]),
                (heads[2], [self._support_text(r[3], r[4]) for r in rows]),
            ]
            if powers:
                table.append((heads[3], [f"+{r[5]}" if r[5] else "—" for r in rows]))
            totals = [r[1] + r[2] + r[4] + r[5] for r in rows]
            table.append((heads[4], [str(t) for t in totals]))
            for i, (head, values) in enumerate(table):
                strong = i == len(table) - 1
                self.label(head, QRectF(x, y, label_w, line), px,
                           colour=theme.INK if strong else theme.INK_SOFT, bold=strong)
                for cx, v in zip(cols, values, strict=True):
                    self.label(v, QRectF(cx, y, col, line), px, bold=strong,
                               align=Qt.AlignmentFlag.AlignHCenter)
                y += line
            y += lay.gap
        if result:
            self.label(result, QRectF(x, y, inner, line), px, bold=True, colour=theme.ACCENT)
            y += line * 1.2
        if cards:
            stage_text = (translate("SenjiScene", "Your support cards") if any(
                isinstance(c[0], Support) for c in cards)
                else translate("SenjiScene", "Hostages you may kill"))
            self.label(stage_text, QRectF(x, y, inner, line), px, bold=True)
            y += line * 1.1
            step = min(card_w + lay.gap, inner / max(1, len(cards)))
            for i, (_action, card, badge, enabled, tip_text) in enumerate(cards):
                r = QRectF(x + i * step, y, min(card_w, step - 2), card_h)
                self.d.add(Spec(CardItem, dip_family(card), dip_type(card), dip_value(card), r,
                                badge=badge, dim=not enabled), 60, tip_text,
                           id=("play", card), rect=r)
                self.b.places[("play", card)] = Place(r)

    @staticmethod
    def _support_text(family: str | None, points: int) -> str:
        if family is None:
            return "—"
        return translate("SenjiDice", "+%1 (%2 card)").replace("%1", str(points)).replace(
            "%2", family_name(family))

    def _combinations(self, legal: Sequence[Any]) -> None:
        """SJ-50: every combination with what it brings; those the hand can
        pay now are chosen by a click."""
        lay = self.lay
        px = lay.small_px
        line = px * 1.75
        pad = lay.gap * 2
        affordable = {a.name for a in legal if isinstance(a, Combine)}
        texts = [(c.name, translate("SenjiActions", "%1 → %2")
                  .replace("%1", combination_name(c.name))
                  .replace("%2", combination_reward(c))) for c in COMBINATIONS]
        fm = QFontMetricsF(theme.scene_font(px, bold=True))
        title = translate("SenjiTable", "Hanafuda combinations")
        width = max(fm.horizontalAdvance(title) + px * 0.5,
                    max(fm.horizontalAdvance(t) for _n, t in texts) + px * 3.5) + 2 * pad
        height = pad * 2 + px * 1.6 + len(texts) * line
        # Autumn chooses nothing on the map: the sheet may reach west over the
        # south sea where the east sea is narrower than its texts (150 % text).
        rect = lay.east_sheet(width, height, wide=True)
        self.sheet(rect, accent=bool(affordable))
        x, y = rect.left() + pad, rect.top() + pad
        self.label(title, QRectF(x, y, rect.width() - 2 * pad, px * 1.4), px, bold=True)
        y += px * 1.6
        for name, text in texts:
            r = QRectF(x, y, rect.width() - 2 * pad, line - lay.gap * 0.6)
            ok = name in affordable
            self.d.add(Spec(ChipItem, text, r, pixel=px, dim=not ok, align_left=True), 60)
            self.b.places[("combine", name)] = Place(r)
            y += line

    def _all_hands(self) -> None:
        """The end of the game: every hand face up (the revealed view)."""
        st, lay = self.view.state, self.lay
        px = lay.small_px
        pad = lay.gap * 2
        card_w = lay.card_w
        card_h = card_w * 1.36
        line = px * 1.5
        bold = QFontMetricsF(theme.scene_font(px, bold=True))
        plain = QFontMetricsF(theme.scene_font(px))
        hands = [(s, sorted(c for c in st.dip[s] if c != UNKNOWN)) for s in range(st.num_seats)]
        hana_texts = {}
        for s in range(st.num_seats):
            hana = st.hana[s]
            parts = [hana_count(k, hana.count(k)) for k in range(len(HANA_KINDS))
                     if hana.count(k)]
            hana_texts[s] = ", ".join(parts) or translate("SenjiTable", "none")
        gap = px * 0.8

        def header_lines(s: int, width: float) -> int:
            # A name and its hanafuda on one line where both fit whole, else
            # the hanafuda on a line of their own (no value is ever cut off).
            inner = width - 2 * pad - px * 1.3
            one = (bold.horizontalAdvance(self.name(s)) + gap
                   + plain.horizontalAdvance(hana_texts[s]))
            return 1 if one <= inner else 2

        widest = lay.east.right() - lay.scene_rect.left() - lay.gap
        width = lay.east.width()
        while True:
            # As wide as it takes (over the south sea) for every hand to fit the height.
            per_row = max(4, int((width - 2 * pad - px * 0.5) // (card_w + lay.gap)))
            rows_needed = [(s, dip, max(1, -(-len(dip) // per_row)) if dip else 0)
                           for s, dip in hands]
            height = pad * 2 + line + sum(line * header_lines(s, width)
                                          + r * (card_h + lay.gap)
                                          for s, _d, r in rows_needed)
            if height <= lay.east.height() or width >= widest or all(
                    r <= 1 for _s, _d, r in rows_needed):
                break
            width = min(widest, width + 2 * (card_w + lay.gap))
        # Taller than the east sea: it reaches up over the map (the game is over).
        rect = lay.east_sheet(width, min(height, lay.scene_rect.height() - 2 * lay.gap),
                              wide=True)
        self.sheet(rect)
        x, y = rect.left() + pad, rect.top() + pad
        self.label(translate("SenjiScene", "Every hand at the end"),
                   QRectF(x, y, rect.width() - 2 * pad, line), px, bold=True)
        y += line
        for s, dip, n_rows in rows_needed:
            fam = st.families[s]
            m = px
            self.d.add(Spec(MonItem, fam, QRectF(x, y + (line - m) / 2, m, m)), 60)
            inner = rect.width() - 2 * pad - m * 1.3
            name = self.name(s)
            if header_lines(s, rect.width()) == 1:
                name_w = bold.horizontalAdvance(name)
                self.label(name, QRectF(x + m * 1.3, y, name_w, line), px, bold=True)
                hana_rect = QRectF(x + m * 1.3 + name_w + gap, y, inner - name_w - gap, line)
            else:
                self.label(name, QRectF(x + m * 1.3, y, inner, line), px, bold=True)
                y += line
                hana_rect = QRectF(x + m * 1.3, y, inner, line)
            self.label(hana_texts[s], hana_rect, px, colour=theme.INK_SOFT)
            y += line
            for i, c in enumerate(dip):
                r = QRectF(x + (i % per_row) * (card_w + lay.gap),
                           y + (i // per_row) * (card_h + lay.gap), card_w, card_h)
                self.d.add(Spec(CardItem, dip_family(c), dip_type(c), dip_value(c), r), 60,
                           card_name(c))
            y += n_rows * (card_h + lay.gap)

    # -- the samurai in play, to read ------------------------------------------------------

    def samurai_sheet(self) -> None:
        """Every samurai in play as its card (name, honor, power; public,
        SJ-61), grouped by family, the view's own first, the family opened
        at marked in vermilion; over the map until closed (Esc, a click
        beside it or on its close control). The samurai drawn and not kept
        never show (SJ-70): only the cards in play are read.

        The families' groups lie side by side as far as they fit across the
        map, then in the next line; cards widen (fewer lines of text) while
        the sheet would be taller than the map."""
        looking = self.ctx.looking
        st, lay = self.view.state, self.lay
        if not (isinstance(looking, tuple) and len(looking) == 2 and looking[0] == "samurai"
                and looking[1] in st.families):
            return
        opened = looking[1]
        seats = list(range(st.num_seats))
        if self.view.seat is not None:
            seats.remove(self.view.seat)
            seats.insert(0, self.view.seat)
        groups = [(s, st.samurai_cards(s)) for s in seats]
        px = lay.text_px
        pad = lay.gap * 3
        gap = lay.gap * 2
        line = px * 1.6
        chip_h = px * 1.8
        room_w = lay.scene_rect.width() - 2 * lay.gap
        room_h = lay.scene_rect.height() - 2 * lay.gap
        bold = QFontMetricsF(theme.scene_font(px, bold=True))

        def texts(c: int) -> tuple[str, str, str]:
            return (samurai_name(c), power_domain_name(c) if st.powers else "",
                    power_text(c) if st.powers else "")

        def heading(s: int) -> str:
            return (translate("SenjiTable", "%1 (%2)").replace("%1", self.name(s))
                    .replace("%2", family_name(st.families[s])))

        Block = tuple[int, list[int], float, float, float]  # seat, cards, w, h, card h

        def plan(w: float) -> tuple[list[list[Block]], float, float]:
            inner = room_w - 2 * pad
            per_row = max(1, int((inner + gap) // (w + gap)))
            blocks: list[Block] = []
            for s, cards in groups:
                n = min(max(1, len(cards)), per_row)
                card_h = max([samurai_card_height(w, px, *texts(c)[1:]) for c in cards]
                             or [line])
                rows = max(1, -(-len(cards) // per_row))
                bw = max(n * (w + gap) - gap, bold.horizontalAdvance(heading(s)) + px * 1.6)
                blocks.append((s, cards, min(bw, inner), line + rows * (card_h + gap), card_h))
            lines: list[list[Block]] = [[]]
            used = 0.0
            for blk in blocks:
                if lines[-1] and used + gap * 2 + blk[2] > inner:
                    lines.append([])
                    used = 0.0
                used += (gap * 2 if lines[-1] else 0.0) + blk[2]
                lines[-1].append(blk)
            width = max(sum(b[2] for b in ln) + gap * 2 * (len(ln) - 1) for ln in lines)
            height = pad * 2 + line * 1.3 + sum(max(b[3] for b in ln) for ln in lines) \
                + chip_h
            return lines, width + 2 * pad, height

        # Wide enough for the longest word of a power (German compounds).
        plain = QFontMetricsF(theme.scene_font(px))
        words = [word for _s, cards in groups for c in cards for word in texts(c)[2].split()]
        longest = max([plain.horizontalAdvance(word) for word in words] or [0.0])
        w = max(px * 11, 170.0, longest + px * 1.6)
        lines, width, total = plan(w)
        while total > room_h and w < room_w / 2:
            # Too tall: wider cards wrap their text in fewer lines.
            w *= 1.15
            lines, width, total = plan(w)
        close_text = translate("SenjiScene", "Close")
        width = max(width, bold.horizontalAdvance(close_text) + chip_h * 2 + 2 * pad)
        rect = lay.centre_sheet(width, min(total, room_h))
        z = 300
        self.sheet(rect, accent=True, z=z)
        self.b.reads[("samurai-sheet",)] = (rect, looking, "")
        x0, y = rect.left() + pad, rect.top() + pad * 0.7
        self.label(translate("SenjiScene", "Samurai in play"),
                   QRectF(x0, y, rect.width() - 2 * pad, line), px * 1.1, z=z + 10, bold=True)
        y += line * 1.3
        for ln in lines:
            x = x0
            for s, cards, bw, _bh, card_h in ln:
                fam = st.families[s]
                self.d.add(Spec(MonItem, fam, QRectF(x, y + (line - px) / 2, px, px)), z + 10)
                self.label(heading(s), QRectF(x + px * 1.4, y, bw - px * 1.4, line), px,
                           z=z + 10, bold=True,
                           colour=theme.ACCENT if fam == opened else theme.INK)
                cy = y + line
                if not cards:
                    self.label(translate("SenjiScene", "No samurai in play"),
                               QRectF(x + px * 1.4, cy, bw - px * 1.4, line), px, z=z + 10,
                               colour=theme.INK_SOFT)
                per_row = max(1, int((bw + gap) // (w + gap)))
                for i, c in enumerate(cards):
                    r = QRectF(x + (i % per_row) * (w + gap), cy + (i // per_row) * (card_h + gap),
                               w, card_h)
                    self.d.add(Spec(SamuraiCardItem, *texts(c), r, pixel=px), z + 10,
                               samurai_card_text(c, st.powers), id=("samurai-card", c), rect=r)
                x += bw + gap * 2
            y += max(b[3] for b in ln)
        close_w = bold.horizontalAdvance(close_text) + chip_h * 1.2
        close = QRectF(rect.right() - pad - close_w, rect.bottom() - pad * 0.7 - chip_h,
                       close_w, chip_h)
        self.d.add(Spec(ChipItem, close_text, close, pixel=px, strong=True), z + 10,
                   translate("SenjiScene", "Close (Esc)"))
        self.b.reads[("samurai-close",)] = (close, None, translate("SenjiScene", "Close (Esc)"))

    # -- all of it -----------------------------------------------------------------------

    def draw(self) -> Drawing:
        self.map()
        self.orders()
        self.march()
        self.hand()
        self.troops()
        self.order_tray()
        self.east()
        self.proposal()
        self.choices()
        self.samurai_sheet()
        self._take_in_stacks()
        return self.d

    def _take_in_stacks(self) -> None:
        """Where a stack lies beyond the board's edge (Kyushu's west coast at
        125-150 % text on a small window: no place in or beside its province
        is free), the board grows to take it in, so the whole view shows
        every piece, a little smaller, rather than one cut off and out of reach."""
        rect = self.d.scene_rect
        for stack in self.b.stacks.values():
            if not rect.contains(stack):
                rect = rect.united(stack.adjusted(-self.lay.gap, -self.lay.gap,
                                                  self.lay.gap, self.lay.gap))
        self.d.scene_rect = rect


def draw_board(view: SenjiView, ctx: DrawContext, rolls: Rolls, names: Sequence[str]
               ) -> tuple[Drawing, Board]:
    """The drawing of `view` and where its places lie."""
    board = plan_board(view, ctx)
    drawing = Painter(board, ctx, rolls, names).draw()
    return drawing, board
