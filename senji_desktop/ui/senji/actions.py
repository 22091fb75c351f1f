"""What the action panel says: a prompt for the open decision and a label
for every legal action; which map target a click chooses.

Every action of the engine has a label here, so every decision point is
playable by buttons; actions that name a province or a sea are also chosen
by a click on the map (see :func:`map_target`).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from senji_desktop.games.senji import powers
from senji_desktop.games.senji.map import FAMILIES
from senji_desktop.games.senji.model import (
    CHIYO,
    COMBINATION_BY_NAME,
    II,
    KATAKURA,
    KATO,
    KONISHI,
    KURODA,
    Activate,
    Answer,
    Ask,
    AskMinimum,
    Bid,
    ChooseSeat,
    Combine,
    Confirm,
    Display,
    EndWinter,
    FleetMode,
    Fulfil,
    Give,
    GiveHanafuda,
    HireSamurai,
    HireUnits,
    KeepMember,
    KeepSamurai,
    KillHostage,
    LookHand,
    LookOrder,
    MarchTo,
    MoveUnits,
    Order,
    Pass,
    Place,
    Propose,
    Reroll,
    Resolve,
    Retreat,
    ReturnMember,
    SenjiView,
    Show,
    Support,
    TakeBack,
    TakeHanafuda,
    TakeSamurai,
    TakeShown,
    Trade,
    Wildcard,
    Withdraw,
    dip_family,
    dip_value,
)
from senji_desktop.games.senji.summer import support_cap
from senji_desktop.ui.senji.texts import (
    area_name,
    card_name,
    combination_name,
    combination_reward,
    family_name,
    fleet_mode_name,
    hana_name,
    order_name,
    power_text,
    samurai_card_text,
    samurai_name,
)

translate = QCoreApplication.translate


def _fill(text: str, *args: str) -> str:
    for i, a in enumerate(args, 1):
        text = text.replace(f"%{i}", a)
    return text


def map_target(action: Any) -> str | None:
    """The province or sea a click on the map chooses for `action`, or None."""
    if isinstance(action, Place | MarchTo):
        return str(action.area)
    if isinstance(action, Resolve):
        return str(action.province)
    if isinstance(action, HireUnits):
        return str(action.sea)
    if isinstance(action, Activate):
        return str(action.sea)
    if isinstance(action, Retreat | LookOrder):
        return str(action.province)
    return None


def sub_task(view: SenjiView) -> dict[str, Any] | None:
    sub = view.state.task.get("sub")
    return sub if isinstance(sub, dict) else None


def group_of(action: Any) -> str:
    """The group (a row of buttons) an action belongs to."""
    if isinstance(action, Give | Fulfil | Support | KillHostage | Trade | ReturnMember
                  | Display | TakeBack | KeepMember | GiveHanafuda):
        return "cards"
    if isinstance(action, Ask):
        return "ask"
    if isinstance(action, Combine):
        return "combine"
    if isinstance(action, Pass | Confirm | Withdraw | EndWinter | Answer):
        return "finish"
    return "choices"


def label(action: Any, view: SenjiView, names: list[str]) -> str:
    """The button text of `action` (a short imperative phrase)."""
    st = view.state
    task = st.task
    sub = sub_task(view)

    def name(seat: int) -> str:
        return names[seat] if 0 <= seat < len(names) else str(seat)

    if isinstance(action, KeepSamurai):
        return _fill(translate("SenjiActions", "Keep %1"), samurai_name(action.card))
    if isinstance(action, KeepMember):
        return _fill(translate("SenjiActions", "Keep %1"), card_name(action.card))
    if isinstance(action, ChooseSeat):
        kind = task.get("kind")
        if kind == "placement":
            return _fill(translate("SenjiActions", "%1 places next"), name(action.seat))
        if kind == "choose_host":
            return _fill(translate("SenjiActions", "%1 hosts the Emperor"), name(action.seat))
        return _fill(translate("SenjiActions", "%1 plays next"), name(action.seat))
    if isinstance(action, Place):
        if action.area == "north":
            return translate("SenjiActions", "Place in the North Sea")
        if action.area == "south":
            return translate("SenjiActions", "Place in the South Sea")
        return _fill(translate("SenjiActions", "Place in %1"), area_name(action.area))
    if isinstance(action, Propose):
        return _fill(translate("SenjiActions", "Propose to %1"), name(action.recipient))
    if isinstance(action, Give):
        return _fill(translate("SenjiActions", "Give %1"), card_name(action.card))
    if isinstance(action, Ask):
        fam = family_name(action.family)
        if action.card_type == "member":
            return _fill(translate("SenjiActions", "Ask for a family member of %1"), fam)
        if action.card_type == "support":
            return _fill(translate("SenjiActions", "Ask for a support card of %1"), fam)
        return _fill(translate("SenjiActions", "Ask for a trade card of %1"), fam)
    if isinstance(action, AskMinimum):
        if action.value == 0:
            return translate("SenjiActions", "Any value")
        return _fill(translate("SenjiActions", "At least %1"), str(action.value))
    if isinstance(action, Withdraw):
        return translate("SenjiActions", "Withdraw")
    if isinstance(action, Answer):
        return (translate("SenjiActions", "Accept") if action.accept
                else translate("SenjiActions", "Decline"))
    if isinstance(action, Fulfil):
        return _fill(translate("SenjiActions", "Hand over %1"), card_name(action.card))
    if isinstance(action, Bid):
        card = st.offers[action.offer].card if action.offer < len(st.offers) else -1
        return _fill(translate("SenjiActions", "Bid on %1"), card_name(card))
    if isinstance(action, EndWinter):
        # Offered only once the hourglass has run out (SJ-A7).
        return translate("SenjiActions", "End the winter")
    if isinstance(action, Order):
        return order_name(action.order)
    if isinstance(action, Resolve):
        order = st.orders.get(action.province, [None, "?"])[1]
        return _fill(translate("SenjiActions", "Resolve %1 (%2)"), area_name(action.province),
                     order_name(order))
    if isinstance(action, Activate):
        return _fill(translate("SenjiActions", "Activate the fleet of %1 in the %2"),
                     name(action.seat), area_name(action.sea))
    if isinstance(action, FleetMode):
        return fleet_mode_name(action.mode)
    if isinstance(action, MarchTo):
        return _fill(translate("SenjiActions", "To %1"), area_name(action.area))
    if isinstance(action, MoveUnits):
        if action.count == 1:
            return translate("SenjiActions", "1 unit")
        return _fill(translate("SenjiActions", "%1 units"), str(action.count))
    if isinstance(action, TakeSamurai):
        return _fill(translate("SenjiActions", "Take %1 along"), samurai_name(action.card))
    if isinstance(action, Support):
        if sub is not None and sub.get("kind") == "battle" and "dice" in sub:
            # SJ-44: as many points as dice show the card's family, at most its value
            fam = dip_family(action.card)
            shown = sub["dice"].count(FAMILIES.index(fam)) if fam in FAMILIES else 0
            seat = view.seat if view.seat is not None else -1
            pts = min(support_cap(st, seat, action.card), shown)  # SJ-44, Maeda SJ-63
            text = (translate("SenjiActions", "Play %1: +1 point") if pts == 1
                    else translate("SenjiActions", "Play %1: +%n points"))
            return _fill(text.replace("%n", str(pts)), card_name(action.card))
        return _fill(translate("SenjiActions", "Play %1"), card_name(action.card))
    if isinstance(action, KillHostage):
        return _fill(translate("SenjiActions", "Kill the hostage %1"), card_name(action.card))
    if isinstance(action, Trade):
        return _fill(translate("SenjiActions", "Trade %1"), card_name(action.card))
    if isinstance(action, Show):
        return _fill(translate("SenjiActions", "Show: %1"), hana_name(action.hana))
    if isinstance(action, TakeShown):
        return _fill(translate("SenjiActions", "Take: %1"), hana_name(action.hana))
    if isinstance(action, ReturnMember):
        return _fill(translate("SenjiActions", "Return %1"), card_name(action.card))
    if isinstance(action, Combine):
        combo = COMBINATION_BY_NAME[action.name]
        return _fill(translate("SenjiActions", "%1 → %2"), combination_name(action.name),
                     combination_reward(combo))
    if isinstance(action, Display):
        return _fill(translate("SenjiActions", "Display %1"), card_name(action.card))
    if isinstance(action, TakeBack):
        return _fill(translate("SenjiActions", "Take back %1"), card_name(action.card))
    if isinstance(action, HireUnits):
        return _fill(translate("SenjiActions", "Hire units in the %1 (3 honor)"),
                     area_name(action.sea))
    if isinstance(action, HireSamurai):
        return translate("SenjiActions", "Hire a samurai (6 honor)")
    if isinstance(action, Confirm):
        if sub is not None and sub.get("kind") == "propose":
            return translate("SenjiActions", "Send the proposal")
        if sub is not None and sub.get("kind") == "bid":
            return translate("SenjiActions", "Place the bid")
        if sub is not None and sub.get("kind") == "march":
            if sub.get("stage") == "samurai":
                return translate("SenjiActions", "No more samurai")
            if not sub.get("dests"):
                # Nothing chosen yet: this ends the march, nobody moves.
                return translate("SenjiActions", "End the march")
            return translate("SenjiActions", "Set out")
        return translate("SenjiActions", "Confirm")
    if isinstance(action, Reroll):
        return translate("SenjiActions", "Roll the unlocked dice again")
    if isinstance(action, Retreat):
        return _fill(translate("SenjiActions", "Retreat to %1"), area_name(action.province))
    if isinstance(action, TakeHanafuda):
        return _fill(translate("SenjiActions", "Take a hanafuda card from %1"),
                     name(action.seat))
    if isinstance(action, GiveHanafuda):
        return _fill(translate("SenjiActions", "Give: %1"), hana_name(action.hana))
    if isinstance(action, Wildcard):
        return _fill(translate("SenjiActions", "%1 counts as %2"), hana_name(action.hana),
                     hana_name(action.as_kind))
    if isinstance(action, LookHand):
        return _fill(translate("SenjiActions", "Look at the cards of %1"), name(action.seat))
    if isinstance(action, LookOrder):
        return _fill(translate("SenjiActions", "Look at the order in %1"),
                     area_name(action.province))
    if isinstance(action, Pass):
        if sub is not None and sub.get("kind") == "battle":
            if sub.get("stage") == "hostage":
                return translate("SenjiActions", "Spare the hostages")
            if sub.get("stage") == "reroll":
                return translate("SenjiActions", "Keep the dice")
            return translate("SenjiActions", "No support card")
        if st.phase == "autumn" and task.get("combine") is not None:
            return translate("SenjiActions", "Without Ii's help")
        if st.phase == "autumn":
            return translate("SenjiActions", "End my autumn turn")
        return translate("SenjiActions", "Pass")
    return str(getattr(action, "kind", action))


def prompt(view: SenjiView, names: list[str]) -> str:
    """What the acting seat decides now, in a sentence."""
    st = view.state
    task = st.task
    seat = view.seat
    sub = sub_task(view)
    legal = view.legal
    if not legal or seat is None:
        return ""

    def name(s: int) -> str:
        return names[s] if 0 <= s < len(names) else str(s)

    first = legal[0]
    if isinstance(first, KeepMember):
        if powers.member_limit(st, seat) > 1:
            return translate("SenjiActions",
                             "With Otani you may hold two family members of this family. "
                             "Keep which?")
        return translate("SenjiActions",
                         "You may hold only one family member of this family. Keep which?")
    if isinstance(first, KeepSamurai):
        return translate("SenjiActions", "Choose the samurai you keep.")
    kind = task.get("kind")
    if kind == "choose_host":
        return translate("SenjiActions", "The honor is tied: choose who hosts the Emperor.")
    if kind == "placement":
        if isinstance(first, ChooseSeat):
            return translate("SenjiActions", "As the Emperor's host, choose who places next.")
        return translate("SenjiActions",
                         "Click one of your home provinces to place your next piece.")
    if st.phase == "winter":
        if sub is None:
            return translate("SenjiActions",
                             "Winter: make a proposal, bid on a neutral card, or pass.")
        if sub.get("kind") == "bid":
            return translate("SenjiActions",
                             "Add cards to your bid, then place it (or withdraw).")
        stage = sub.get("stage")
        if stage == "build":
            return _fill(translate("SenjiActions",
                                   "Proposal to %1: pick cards to give and to ask for, then "
                                   "send it."), name(sub["to"]))
        if stage == "minimum":
            return translate("SenjiActions", "The lowest value you accept for this request?")
        if stage == "answer":
            return _fill(translate("SenjiActions", "%1 makes you a proposal. Accept it?"),
                         name(sub["from"]))
        return translate("SenjiActions", "Choose the card that answers the request.")
    if isinstance(first, LookOrder):
        return translate("SenjiActions",
                         "Katakura: click an opponent's face-down order to look at it.")
    if st.phase == "spring" and isinstance(first, Order):
        return translate("SenjiActions",
                         "Lay a secret order on each of your provinces, then give the orders.")
    if st.phase == "summer":
        if sub is None:
            return translate("SenjiActions",
                             "As the Emperor's host, click the order or fleet to resolve "
                             "next.")
        sk = sub.get("kind")
        if sk == "fleet":
            return _fill(translate("SenjiActions", "Your fleet in the %1 is activated. What "
                                                   "does it do?"), area_name(sub["sea"]))
        if sk == "march":
            stage = sub.get("stage")
            if stage == "dest":
                stuck = stuck_march(view) if not sub.get("dests") else ""
                if stuck == "empty":
                    return _fill(translate("SenjiActions",
                                           "%1 has no units or samurai that could march: end "
                                           "the march."), area_name(sub["origin"]))
                if stuck == "shut":
                    return _fill(translate("SenjiActions",
                                           "The troops in %1 cannot enter any neighbouring "
                                           "province or sea: end the march."),
                                 area_name(sub["origin"]))
                if not sub.get("dests"):
                    return _fill(translate("SenjiActions",
                                           "March from %1: choose a destination on the map, or "
                                           "end the march without moving."),
                                 area_name(sub["origin"]))
                return _fill(translate("SenjiActions",
                                       "March from %1: choose a second destination on the "
                                       "map, or set out."), area_name(sub["origin"]))
            if stage == "units":
                return _fill(translate("SenjiActions", "How many units go to %1?"),
                             area_name(sub["dests"][-1][0]))
            return _fill(translate("SenjiActions", "Which samurai go to %1?"),
                         area_name(sub["dests"][-1][0]))
        if sk == "battle":
            if sub.get("stage") == "reroll":
                return _fill(translate("SenjiActions",
                                       "Battle for %1: Kato may roll the unlocked dice again. "
                                       "Do you want that?"), area_name(sub["province"]))
            if sub.get("stage") == "retreat":
                return translate("SenjiActions",
                                 "The battle is lost: click the province Kuroda retreats to.")
            if sub.get("stage") == "hostage":
                if not any(isinstance(a, KillHostage) for a in legal):
                    # Asked all the same, so that nobody learns the hand holds
                    # none; the seat itself may know it.
                    return _fill(translate("SenjiActions",
                                           "You hold no hostage of the %1 to kill: "
                                           "“Spare the hostages” goes on."),
                                 family_name(st.families[int(sub["attacker"])]))
                return translate("SenjiActions",
                                 "You may kill a hostage of the attacker's family for "
                                 "honor, or spare them.")
            return _fill(translate("SenjiActions",
                                   "Battle for %1: play a military support card?"),
                         area_name(sub["province"]))
    if st.phase == "autumn":
        if isinstance(first, ChooseSeat):
            return translate("SenjiActions", "As the Emperor's host, choose who plays autumn next.")
        trade = task.get("trade")
        if isinstance(trade, dict):
            if trade.get("stage") == "show":
                # SJ-45: as many cards as the trade card's value, to the trader.
                need, done = int(trade.get("need", 0)), len(trade.get("shown", []))
                return _fill(translate("SenjiActions",
                                       "Show %1 %2 of your hanafuda cards for the trade "
                                       "(%3 shown so far); %1 takes one of them."),
                             name(int(trade["from"])), str(need), str(done))
            return translate("SenjiActions", "Take one of the shown hanafuda cards.")
        if isinstance(first, Place):
            return translate("SenjiActions", "Click a province of yours for your new samurai.")
        chiyo = task.get("chiyo")
        if isinstance(chiyo, dict):
            return _fill(translate("SenjiActions",
                                   "Chiyo: choose the hanafuda card you give %1 in return."),
                         name(chiyo["from"]))
        if task.get("combine") is not None:
            return translate("SenjiActions",
                             "Ii: which of your cards counts as another kind in this "
                             "combination?")
        return translate("SenjiActions",
                         "Autumn: trade, return family members, buy combinations, display "
                         "cards, hire — then end your turn.")
    return translate("SenjiActions", "Choose your action.")


def march_troops(view: SenjiView, sub: dict[str, Any]) -> tuple[int, int]:
    """(units, samurai) of a march being built (SJ-43) not yet sent to a
    destination: at its province, or of a landing's or raid's fleet."""
    st = view.state
    origin, seat = sub["origin"], sub["seat"]
    pool = sub.get("pool")
    if pool is not None:
        units, sams = int(pool[0]), list(pool[1])
    else:
        units = st.units.get(origin, [0] * st.num_seats)[seat]
        sams = list(st.samurai.get(origin, [[]] * st.num_seats)[seat])
    taken = {c for d in sub.get("dests", []) for c in d[2]}
    return units - sum(d[1] for d in sub.get("dests", [])), len(
        [c for c in sams if c not in taken])


def stuck_march(view: SenjiView) -> str:
    """Why the march being built can go nowhere: "empty" (no units or
    samurai at its province: a March order laid on an empty province,
    SJ-43 allows it), "shut" (no destination can be entered), or "" when
    a destination can be chosen."""
    sub = sub_task(view)
    if sub is None or sub.get("kind") != "march" or sub.get("stage") != "dest":
        return ""
    if any(isinstance(a, MarchTo) for a in view.legal):
        return ""
    units, sams = march_troops(view, sub)
    return "empty" if units <= 0 and sams == 0 else "shut"


def short_choice(action: Any, view: SenjiView,
                 names: list[str]) -> tuple[str, str, bool] | None:
    """For an action one of a row of like choices (who places or plays next,
    who hosts the Emperor, whom to propose to, which card to bid on, which
    card to trade, return, display or take back in autumn): the
    heading of its group of buttons, the button's short text (a name, a
    card) and whether it is a half button (names: two to a row, so six
    families fit a small window's panel); None for any other action. The
    whole phrase (:func:`label`) is then the button's tooltip."""
    def name(seat: int) -> str:
        return names[seat] if 0 <= seat < len(names) else str(seat)

    if isinstance(action, ChooseSeat):
        kind = view.state.task.get("kind")
        if kind == "placement":
            heading = translate("SenjiActions", "Places next:")
        elif kind == "choose_host":
            heading = translate("SenjiActions", "Hosts the Emperor:")
        else:
            heading = translate("SenjiActions", "Plays next:")
        return heading, name(action.seat), True
    if isinstance(action, Propose):
        return translate("SenjiActions", "Propose to:"), name(action.recipient), True
    if isinstance(action, Bid):
        st = view.state
        card = st.offers[action.offer].card if action.offer < len(st.offers) else -1
        return translate("SenjiActions", "Bid on:"), card_name(card), False
    # Autumn's cards (SJ-45): the heading names the verb and the kind of
    # card (each of these actions takes one kind only), the button the family
    # and value, so "Display" and "Return" of one card never read alike, even
    # in German, where the verb would come last and be cut off.
    if isinstance(action, Trade):
        heading = translate("SenjiActions", "Trade a trade card:")
    elif isinstance(action, ReturnMember):
        heading = translate("SenjiActions", "Send a family member home:")
    elif isinstance(action, Display):
        heading = translate("SenjiActions", "Display a family member:")
    elif isinstance(action, TakeBack):
        heading = translate("SenjiActions", "Take back from the display:")
    else:
        return None
    card = action.card
    #: A card on a button under a heading naming its kind: %1 the family, %2 the value.
    short = translate("SenjiActions", "%1 %2")
    return heading, _fill(short, family_name(dip_family(card)), str(dip_value(card))), False


def tooltip(action: Any, view: SenjiView) -> str:
    """A button's tooltip: the samurai card behind a choice (SJ-60), or ""."""
    on = view.state.powers
    if isinstance(action, KeepSamurai):
        return samurai_card_text(action.card, on)
    card = {Reroll: KATO, Retreat: KURODA, TakeHanafuda: CHIYO, GiveHanafuda: CHIYO,
            Wildcard: II, LookHand: KONISHI, LookOrder: KATAKURA}.get(type(action))
    if card is None:
        return ""
    return samurai_name(card) + ": " + power_text(card)
