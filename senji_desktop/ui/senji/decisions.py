"""What a click on the Senji table means: every decision about a province or
sea is taken on the map, the cards of a battle and the samurai to keep are
chosen as cards, and the side panel keeps what has no place on the map.

- **Placement, new samurai, mercenaries** (SJ-20, SJ-45): click the province
  or sea.
- **Spring orders** (SJ-42): drag an order from the tray onto a province,
  or click an order and then provinces (it stays in hand until clicked
  again or Esc), or click a province to turn its order over (Produce,
  Recruit, March, none); on a focused province the keys P, R, M (or 1, 2,
  3) lay an order. The orders are laid as a plan and given all at once with
  "Give the orders": the first goes to the controller, the rest are chosen
  ahead (``Choice.then``) and drawn as planned until they arrive.
- **Summer** (SJ-43): the Emperor clicks an order to resolve it, or a fleet
  to activate it; an activated fleet's owner clicks a coast of its sea to
  land, the other sea to sail there, a coast of the other sea to raid it
  (the choice of the landing place follows at once), or stays with a
  button. A march is built by dragging from its province to a neighbour or
  sea (or clicking it), then choosing how many units go from the chips
  there (or typing the number) and which samurai go along; "Set out" sends it.
- **Battles** (SJ-44, SJ-62): the support cards or hostages are clicked in
  the battle box; Kuroda's retreat is a province; Kato's reroll a button.
- **Katakura** (SJ-62) clicks an opponent's face-down order to look at it.
- Everything else (winter diplomacy, autumn trades, confirm, pass,
  withdraw) is a button of the side panel; the hanafuda combinations are
  chosen in their chart on the table.

Target keys: ``("area", id)`` a province or sea, ``("fleet", sea, seat)``,
``("tray", order)``, ``("count", n)``, ``("take", card)``, ``("play",
card)``, ``("keep", card)``, ``("combine", name)``, ``("sheet", name)``.
Selection keys (spring): ``("tool", order)`` and ``("plan", province, order)``.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QPainterPath

from senji_desktop.games.senji.autumn import SAMURAI_PRICE
from senji_desktop.games.senji.map import SEAS, senji_map
from senji_desktop.games.senji.model import (
    Activate,
    Ask,
    Bid,
    Combine,
    Confirm,
    EndWinter,
    FleetMode,
    Fulfil,
    Give,
    HireSamurai,
    KeepSamurai,
    KillHostage,
    LookOrder,
    MarchTo,
    MoveUnits,
    Order,
    Pass,
    Resolve,
    SenjiView,
    Support,
    TakeSamurai,
    dip_value,
)
from senji_desktop.ui.kit.items import rounded_path
from senji_desktop.ui.kit.presenter import ButtonSpec, Choice, DrawContext, Target
from senji_desktop.ui.senji import actions as act
from senji_desktop.ui.senji.board import (
    ORDERS,
    Board,
    bid_reason,
    bid_total,
    fleet_moves,
    map_actions,
    order_letter,
    samurai_notes,
    spring_provinces,
)
from senji_desktop.ui.senji.items import area_path
from senji_desktop.ui.senji.texts import area_name, order_name

translate = QCoreApplication.translate

#: Actions chosen on the table, never by a button of the panel.
ON_TABLE = (Order, MarchTo, MoveUnits, TakeSamurai, Support, KillHostage, KeepSamurai, Combine,
            Activate, LookOrder, Give, Fulfil, Bid, Ask)
#: The z value of a suggested province's or sea's mark: above the map and the
#: dashed outlines of the places to choose (z -18), below the names (10),
#: fortresses, troops and orders, so its rings never hide a neighbour's name.
AREA_MARK_Z = 5.0


def _rect_path(rect: QRectF) -> QPainterPath:
    return rounded_path(rect, 0.2)


class Decisions:
    """The clicks of one view as drawn (see module docstring)."""

    def __init__(self, view: SenjiView, ctx: DrawContext, board: Board) -> None:
        self.view = view
        self.ctx = ctx
        self.board = board
        self.lay = board.layout
        self.on = ctx.interactive
        #: The provinces whose order token is clicked (see :meth:`_on_order`).
        self._tokens: list[str] = []

    # ---- targets ---------------------------------------------------------------------

    def targets(self) -> list[Target]:
        view, lay, places = self.view, self.lay, self.board.places
        on = self.on
        found: dict[Hashable, Target] = {}
        direct = map_actions(view)
        fleet = fleet_moves(view)
        todo = spring_provinces(view)
        sub = act.sub_task(view)
        origin = sub["origin"] if sub is not None and sub.get("kind") == "march" \
            and sub.get("stage") == "dest" else None
        has_map = bool(direct or fleet or todo or origin
                       or any(isinstance(a, Activate) for a in view.legal))
        for area in (*senji_map().province_ids, *SEAS):
            key = ("area", area)
            click = lay.area_anchor(area)
            # A suggested province's rings stack under the names, fortresses
            # and troops (z 10 and up) and over the dashed outlines (-18).
            target = Target(key, area_path(area), click, kind="area",
                            tooltip="", forbid=has_map, mark_z=AREA_MARK_Z)
            if area in direct:
                action = direct[area]
                target.action = action
                target.enabled = on
                target.tooltip = act.label(action, view, self.ctx.names)
                target.priority = 1
                if isinstance(action, LookOrder | Resolve):
                    self._on_order(target, area)
            elif area in fleet:
                mode, _landing = fleet[area]
                target.action = mode
                target.enabled = on
                target.priority = 1
                target.tooltip = self._fleet_tip(mode, area)
            elif area in todo:
                target.enabled = on
                self._on_order(target, area)
                planned = self.board.planned.get(area)
                target.tooltip = self._order_tip(area, planned)
                target.kind = "order"
            elif area == origin:
                target.enabled = on
                target.draggable = True
                target.priority = 1
                target.kind = "origin"
                target.tooltip = translate(
                    "SenjiScene", "Drag from here to a destination, or click the destination.")
            if target.enabled:
                # The samurai standing there keep their say (name, honor,
                # power) under what a click does.
                target.tooltip = "\n".join([target.tooltip, *samurai_notes(view, area)]).strip()
            found[key] = target
        # A name, a fortress or an order token may stand over a neighbour's
        # land or the sea (Tosa's name on Iyo, Owari's on Mino, Higo's and
        # Chikuzen's tokens on Satsuma): it belongs to its own province there
        # (tokens over fortresses over names over land).
        names = {a: _rect_path(r) for a, r in self.board.names.items()}
        fortresses = {a: _rect_path(lay.fortress_rect(a)) for a in senji_map().province_ids}
        tokens = {a: _rect_path(lay.order_rect(a)) for a in self._tokens}
        for layer in (names, fortresses, tokens):
            for area, mark in layer.items():
                target = found[("area", area)]
                path = QPainterPath(target.path)
                path.addPath(mark)
                path.setFillRule(Qt.FillRule.WindingFill)
                target.path = path
            for area, mark in layer.items():
                for other in (*senji_map().province_ids, *SEAS):
                    target = found[("area", other)]
                    if other != area and target.path.intersects(mark):
                        target.path = target.path.subtracted(mark)
        for a in view.legal:
            if isinstance(a, Activate):
                rect = self.board.stacks.get((a.sea, view.state.families[a.seat]))
                if rect is None:
                    continue
                key = ("fleet", a.sea, a.seat)
                tip = "\n".join([act.label(a, view, self.ctx.names),
                                 *samurai_notes(view, a.sea, a.seat)])
                found[key] = Target(key, _rect_path(rect.adjusted(-4, -4, 4, 4)), rect.center(),
                                    action=a, enabled=on, priority=3, tooltip=tip, kind="fleet")
        for key, place in places.items():
            kind = key[0]
            if kind in ("hand", "box"):
                found[("sheet", kind)] = Target(("sheet", kind), _rect_path(place.rect),
                                                place.rect.center(), priority=2, kind="sheet",
                                                forbid=False)
                continue
            action, tip, enabled, draggable = self._place_action(key)
            found[key] = Target(key, _rect_path(place.rect), place.rect.center(), action=action,
                                enabled=on and enabled, priority=4, tooltip=tip, kind=kind,
                                draggable=draggable)
        for key, (rect, opens, tip) in self.board.reads.items():
            # Windows onto the samurai in play (to read, at any time; the kit
            # lets a place to choose now win where they overlap).
            # The open sheet lies over the figures, its close control over the sheet.
            priority = {("samurai-sheet",): 7, ("samurai-close",): 8}.get(key, 6)
            found[key] = Target(key, _rect_path(rect), rect.center(), priority=priority,
                                tooltip=tip,
                                kind="read", forbid=False, opens=opens, closes=opens is None)
        return list(found.values())

    def _on_order(self, target: Target, area: str) -> None:
        """Let `target` be clicked on its province's order token as well (a
        token may stand over the province's edge) and there by default."""
        self._tokens.append(area)  # its hit area grows in targets()
        target.click = self.lay.order_rect(area).center()
        target.priority = 2

    def _place_action(self, key: Hashable) -> tuple[Any, str, bool, bool]:
        """(action, tooltip, enabled, draggable) of a place on a sheet."""
        view = self.view
        legal = set(view.legal)
        names = self.ctx.names
        assert isinstance(key, tuple)
        kind = key[0]
        if kind == "tray":
            order = key[1]
            tip = translate("SenjiScene", "%1: drag it onto a province, or click it and then "
                                          "your provinces").replace("%1", order_name(order))
            return None, tip, True, True
        if kind == "count":
            a: Any = MoveUnits(key[1])
        elif kind == "take":
            a = TakeSamurai(key[1])
        elif kind == "keep":
            a = KeepSamurai(key[1])
        elif kind == "combine":
            a = Combine(key[1])
            if a not in legal:
                return a, translate("SenjiTable",
                                    "You do not have the cards for this combination."), False, False
        elif kind == "card":
            a = next((x for x in view.legal if isinstance(x, Give | Fulfil)
                      and x.card == key[1]), Give(key[1]))
        elif kind == "offer":
            a = Bid(key[1])
            why = bid_reason(view, key[1])
            if why:
                return a, why, False, False
        elif kind == "ask":
            a = Ask(key[1], key[2])
        elif kind == "play":
            a = next((x for x in view.legal if isinstance(x, Support | KillHostage)
                      and x.card == key[1]), Support(key[1]))
            if a not in legal:
                return a, translate("SenjiTable", "Only a third family's support counts: "
                                                  "neither yours nor your opponent's."), \
                    False, False
        else:
            return None, "", False, False
        tip = act.tooltip(a, view) or act.label(a, view, names)
        return a, tip, a in legal, False

    def _fleet_tip(self, mode: FleetMode, area: str) -> str:
        if mode.mode == "move":
            return translate("SenjiScene", "Sail to the %1").replace("%1", area_name(area))
        if mode.mode == "raid":
            return translate("SenjiScene", "Sail over and raid %1").replace("%1", area_name(area))
        return translate("SenjiScene", "Land on %1").replace("%1", area_name(area))

    def _order_tip(self, area: str, planned: str | None) -> str:
        if self.board.tool:
            return (translate("SenjiScene", "Lay %1 on %2").replace(
                "%1", order_name(self.board.tool)).replace("%2", area_name(area)))
        if planned is None:
            return translate("SenjiScene", "%1: click to lay an order (Produce, Recruit, March "
                                           "in turn), or drag one here").replace(
                "%1", area_name(area))
        return (translate("SenjiScene", "%1: %2 — click to turn it over").replace(
            "%1", area_name(area)).replace("%2", order_name(planned)))

    # ---- clicks ------------------------------------------------------------------------

    def click(self, target: Target) -> Choice:
        key = target.key
        kind = key[0] if isinstance(key, tuple) else ""
        if kind == "tray":
            return self._pick("" if self.board.tool == key[1] else key[1])
        if target.kind == "order":
            return self._plan_click(key[1])
        if target.kind == "origin":
            return Choice(selection=tuple(self.ctx.selection))
        fleet = fleet_moves(self.view)
        if kind == "area" and key[1] in fleet:
            mode, landing = fleet[key[1]]
            return Choice(action=mode, then=(landing,) if landing is not None else ())
        return Choice(action=target.action)

    def drop(self, source: Target, target: Target) -> Choice | None:
        """An order dragged from the tray lays it on that province alone (the
        order picked up by a click stays in hand; a dragged one does not)."""
        key = source.key
        if isinstance(key, tuple) and key[0] == "tray" and target.kind == "order":
            return self._lay(target.key[1], key[1])
        return None

    def cancel(self) -> Choice | None:
        """Put down the order in hand (None without one)."""
        return self._pick("") if self.board.tool else None

    def _pick(self, tool: str) -> Choice:
        """Pick up the order `tool` from the tray ("" puts it down), saying
        what it does now and how to put it down."""
        if not tool:
            text = translate("SenjiScene", "The order is put down; the orders laid stay.")
        else:
            text = translate("SenjiScene", "Order %1 in hand: click your provinces (Esc puts it "
                                           "down).").replace("%1", order_name(tool))
        return Choice(selection=self._with_tool(tool), explain=text)

    def _with_tool(self, tool: str) -> tuple[Hashable, ...]:
        keep = [k for k in self.ctx.selection if not (isinstance(k, tuple) and k[0] == "tool")]
        return (*([("tool", tool)] if tool else []), *keep)

    def _plan_click(self, province: str) -> Choice:
        """Lay the tool's order on `province`, or turn its order over."""
        current = self.board.planned.get(province)
        if self.board.tool:
            new: str | None = self.board.tool
        elif current is None:
            new = ORDERS[0]
        else:
            i = ORDERS.index(current)
            new = ORDERS[i + 1] if i + 1 < len(ORDERS) else None
        return self._lay(province, new)

    def _lay(self, province: str, order: str | None) -> Choice:
        """Lay `order` (None: none) on `province`, saying so on the status
        line alike for a click, a drag and a key: the order, how many are
        laid, and why a March where no troops stand moves nothing yet."""
        selection = self._planned_with(province, order)
        todo = spring_provinces(self.view)
        plan = dict(self.board.planned)
        plan.pop(province, None)
        if order is not None:
            plan[province] = order
        done, total = str(sum(1 for p in todo if p in plan)), str(len(todo))
        st, seat = self.view.state, self.view.seat
        empty = seat is not None and not st.units.get(province, [0] * st.num_seats)[seat] \
            and not st.samurai.get(province, [[]] * st.num_seats)[seat]
        if order is None:
            text = translate("SenjiScene", "No order on %2 (%3 of %4 orders laid).")
        elif order == "march" and empty:
            # SJ-43 lets it stand (troops may arrive before it is carried out).
            text = translate("SenjiScene", "March on %2: no troops there to march (%3 of %4 "
                                           "orders laid).")
        else:
            text = translate("SenjiScene", "%1 on %2 (%3 of %4 orders laid).")
        text = (text.replace("%1", order_name(order) if order else "")
                .replace("%2", area_name(province)).replace("%3", done).replace("%4", total))
        return Choice(selection=selection, explain=text)

    def _planned_with(self, province: str, order: str | None) -> tuple[Hashable, ...]:
        sel = [k for k in self.ctx.selection
               if not (isinstance(k, tuple) and k[0] == "plan" and k[1] == province)]
        if order is not None:
            sel.append(("plan", province, order))
        return tuple(sel)

    def send_orders(self) -> Choice:
        """Give the planned orders: the first province's now, the rest ahead."""
        todo = spring_provinces(self.view)
        plan = self.board.planned
        if not todo or any(p not in plan for p in todo):
            missing = [area_name(p) for p in todo if p not in plan]
            return Choice(explain=translate("SenjiScene", "Every province needs an order: %1.")
                          .replace("%1", ", ".join(missing)))
        orders = [Order(p, plan[p]) for p in todo]
        return Choice(action=orders[0], then=tuple(orders[1:]))

    def key(self, key: int, text: str, focus: Target | None) -> Choice | None:
        """P, R, M (or 1, 2, 3) lay an order on the focused province; a
        digit chooses how many units march."""
        counts = [a.count for a in self.view.legal if isinstance(a, MoveUnits)]
        if counts and text.isdigit():
            n = int(text)
            return Choice(action=MoveUnits(n)) if n in counts else Choice(
                explain=translate("SenjiScene", "Choose between %1 and %2 units.")
                .replace("%1", str(min(counts))).replace("%2", str(max(counts))))
        todo = spring_provinces(self.view)
        if not todo or not text:
            return None
        letters = {order_letter(o).lower(): o for o in ORDERS}
        letters.update({str(i + 1): o for i, o in enumerate(ORDERS)})
        order = letters.get(text.lower())
        if order is None:
            return None
        if focus is not None and focus.kind == "order":
            return self._lay(focus.key[1], order)
        return self._pick(order)

    # ---- the clicks that choose an action ----------------------------------------------

    def click_path(self, action: Any) -> list[Hashable]:
        view = self.view
        if isinstance(action, Order):
            return self._order_path(action)
        if isinstance(action, FleetMode):
            for area, (mode, _landing) in fleet_moves(view).items():
                if mode == action:
                    return [("area", area)]
            return [("button", f"fleet-{action.mode}")]
        if isinstance(action, Activate):
            return [("fleet", action.sea, action.seat)]
        if isinstance(action, MoveUnits):
            return [("count", action.count)]
        if isinstance(action, TakeSamurai):
            return [("take", action.card)]
        if isinstance(action, KeepSamurai):
            return [("keep", action.card)]
        if isinstance(action, Combine):
            return [("combine", action.name)]
        if isinstance(action, Support | KillHostage):
            return [("play", action.card)]
        if isinstance(action, Give | Fulfil):
            return [("card", action.card)]
        if isinstance(action, Bid):
            return [("offer", action.offer)]
        if isinstance(action, Ask):
            return [("ask", action.family, action.card_type)]
        target = act.map_target(action)
        if target is not None:
            return [("area", target)]
        if hasattr(action, "card"):
            # A card alike an earlier one is chosen with that one's button.
            text = act.label(action, view, self.ctx.names)
            action = next((a for a in view.legal if type(a) is type(action)
                           and act.label(a, view, self.ctx.names) == text), action)
        return [("button", button_id(action))]

    def guide_path(self, actions: Sequence[Any]) -> list[Hashable]:
        """The clicks that choose `actions` one after another: spring orders
        are all laid (each with its own order from the tray) before they are
        given together; anything else as :meth:`click_path` of the first."""
        if not actions:
            return []
        if not all(isinstance(a, Order) for a in actions):
            return self.click_path(actions[0])
        clicks: list[Hashable] = []
        tool = self.board.tool
        plan = dict(self.board.planned)
        for action in actions:
            if plan.get(action.province) == action.order:
                continue
            if tool != action.order:
                clicks.append(("tray", action.order))
                tool = action.order
            clicks.append(("area", action.province))
            plan[action.province] = action.order
        clicks.append(("button", "send-orders"))
        return clicks

    def _order_path(self, action: Order) -> list[Hashable]:
        """The clicks that lay `action`'s order (and one on every other
        province still without), then give the orders."""
        clicks: list[Hashable] = []
        tool = self.board.tool
        plan = dict(self.board.planned)

        def lay_order(province: str, order: str) -> None:
            nonlocal tool
            if tool != order:
                clicks.append(("tray", order))
                tool = order
            clicks.append(("area", province))
            plan[province] = order

        if plan.get(action.province) != action.order:
            lay_order(action.province, action.order)
        for p in spring_provinces(self.view):
            if p not in plan:
                lay_order(p, tool or ORDERS[0])
        clicks.append(("button", "send-orders"))
        return clicks

    # ---- buttons -----------------------------------------------------------------------

    def _add_unavailable(self, groups: dict[str, list[Any]]) -> None:
        """Add the buttons a player expects in winter that cannot be pressed
        now, each with its reason: placing a bid still short of the value
        (SJ-A5), sending a proposal that gives and asks for nothing (SJ-A1).
        (A bid that cannot be made is a dimmed card of the auction's sheet,
        its reason the card's tooltip: ``board.bid_reason``.)"""
        view, st, seat = self.view, self.view.state, self.view.seat
        if seat is None or not view.legal:
            return
        if st.phase == "autumn":
            self._hire_unavailable(groups, seat)
            return
        if st.phase != "winter":
            return
        sub = act.sub_task(view)
        legal = set(view.legal)
        if sub is None or Confirm() in legal:
            return
        finish = groups.setdefault("finish", [])
        if sub.get("kind") == "bid" and sub["offer"] < len(st.offers):
            offer = st.offers[sub["offer"]]
            have = bid_total(offer.bids[seat]) + bid_total(sub.get("cards", []))
            why = (translate("SenjiTable", "The bid needs cards worth %1; so far it is worth %2.")
                   .replace("%1", str(dip_value(offer.card))).replace("%2", str(have)))
            finish.insert(0, Unavailable(Confirm(), why))
        elif sub.get("kind") == "propose" and sub.get("stage") == "build":
            why = translate("SenjiTable", "Give a card or ask for one first.")
            finish.insert(0, Unavailable(Confirm(), why))

    def _hire_unavailable(self, groups: dict[str, list[Any]], seat: int) -> None:
        """A family without provinces hires a samurai in autumn for 6 honor
        (SJ-45): while it cannot, the button stays, disabled, saying why."""
        view, st = self.view, self.view.state
        task = st.task
        if (view.legal[0] != Pass() or st.provinces_of(seat) or HireSamurai() in view.legal
                or task.get("combine") is not None or isinstance(task.get("trade"), dict)
                or isinstance(task.get("chiyo"), dict)):
            return
        if st.honor[seat] < SAMURAI_PRICE:
            why = (translate("SenjiTable", "A samurai costs %1 honor; you have %2.")
                   .replace("%1", str(SAMURAI_PRICE)).replace("%2", str(st.honor[seat])))
        else:
            why = translate("SenjiTable", "No samurai card is left to hire.")
        groups.setdefault("choices", []).append(Unavailable(HireSamurai(), why))

    def buttons(self, hourglass_left: int) -> list[ButtonSpec]:
        view = self.view
        names = self.ctx.names
        specs: list[ButtonSpec] = []
        todo = spring_provinces(view)
        if todo and view.legal and isinstance(view.legal[0], Order):
            missing = [area_name(p) for p in todo if p not in self.board.planned]
            tip = (translate("SenjiScene", "Lay an order on every province first: %1.")
                   .replace("%1", ", ".join(missing)) if missing else
                   translate("SenjiScene", "Your orders lie face down until summer reveals them"))
            specs.append(ButtonSpec(
                "send-orders", translate("SenjiScene", "Give the orders"), tip,
                command="send-orders", enabled=not missing, default=True, bold=True))
            if self.board.planned:
                specs.append(ButtonSpec(
                    "clear-orders", translate("SenjiScene", "Take the orders back"),
                    translate("SenjiScene", "Clear the orders laid so far"),
                    command="clear-orders"))
            return specs
        headings = {
            "cards": translate("SenjiTable", "Cards"),
            "ask": translate("SenjiTable", "Ask for"),
        }
        groups: dict[str, list[Any]] = {}
        for a in view.legal:
            if isinstance(a, ON_TABLE) or act.map_target(a) is not None:
                continue
            if isinstance(a, FleetMode) and a.mode in ("land", "move"):
                continue
            groups.setdefault(act.group_of(a), []).append(a)
        self._add_unavailable(groups)
        # Two cards alike (two "Ashikaga support 2") make the same choice:
        # one button for them (the first card's).
        shown: set[tuple[str, str]] = set()
        # The decision's end first: a long list of cards scrolls, Pass stays in sight.
        for key in ("finish", "choices", "cards", "ask"):
            for a in groups.get(key, []):
                if hasattr(a, "card"):
                    alike = (str(getattr(a, "kind", "")), act.label(a, view, names))
                    if alike in shown:
                        continue
                    shown.add(alike)
                enabled, reason = True, ""
                if isinstance(a, Unavailable):
                    a, enabled, reason = a.action, False, a.reason
                tip = reason or act.tooltip(a, view)
                if isinstance(a, EndWinter):
                    if hourglass_left > 0:
                        # SJ-A7: the winter ends only when the time is up; until
                        # then the button is not there (the notice shows the clock).
                        continue
                    tip = translate("SenjiTable", "The hourglass has run out: the winter "
                                                  "ends.")
                text, group, half = act.label(a, view, names), headings.get(key, ""), False
                short = act.short_choice(a, view, names)
                if short is not None:
                    # A name or a card on the button; the whole phrase is its
                    # tooltip (a disabled one's: why, naming the card).
                    if not reason:
                        tip = text + ("\n" + tip if tip else "")
                    group, text, half = short
                specs.append(ButtonSpec(button_id(a), text, tip, action=a, enabled=enabled,
                                        group=group, half=half, default=isinstance(a, Confirm),
                                        bold=isinstance(a, Confirm), name=text in names))
        return specs


@dataclass(frozen=True)
class Unavailable:
    """A button a player expects that cannot be pressed now: `action`'s
    button, disabled, with `reason` as its tooltip (a whole sentence)."""

    action: Any
    reason: str


def button_id(action: Any) -> str:
    """A stable object name for the button of `action`."""
    if isinstance(action, FleetMode):
        return f"fleet-{action.mode}"
    fields = [str(getattr(action, f)) for f in getattr(action, "__slots__", ())
              if f != "kind"]
    return "-".join([str(getattr(action, "kind", "action")), *fields])


__all__ = ["ON_TABLE", "Decisions", "button_id"]
