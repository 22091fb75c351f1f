"""What the Shinobi table shows and what a click on it means (the kit's presenter).

Drawing (:meth:`ShinobiPresenter.draw`): the round table, every clan's plate
(emblem, name, life tokens, the meeple), the three cards each seat received
this round and the viewer's hand, laid out by ``layout.py`` from the view's
seat. A face-down card shows its announcement (public) and, only to the seat
that gave it, its true weapon; a revealed view (the end of the game) shows
every card face up and the weapon each clan kept. The AI's table talk (SHI-8)
stands in speech bubbles beside its plate for a few seconds.

Clicks (:meth:`ShinobiPresenter.targets`):

- assigning (SHI-3): a card of the hand and a rival plate, in any order (or
  the card dragged onto the plate), then an announcement button in the side
  panel; announcements the limit forbids are disabled with the reason;
- resolving (SHI-4): two of the three cards received; then Accept or
  Denounce in the side panel, with the risk explained above them.

Keys: 1–4 a hand card (by weapon), then 1–3 a rival (from your right); or
1–3 a received card (from the left); Esc clears the selection.

Pieces that events move have ids: ``("card", attacker, target)``,
``("hand", weapon)``, ``("life", seat, i)``, ``("meeple",)`` and
``("plate", seat)``.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QLabel, QScrollArea, QVBoxLayout, QWidget

from senji_desktop.engine.core import Event
from senji_desktop.games.shinobi.heuristics import weapon_odds
from senji_desktop.games.shinobi.model import (
    NUM_WEAPONS,
    START_LIVES,
    Accept,
    Attack,
    DenounceIncompetence,
    DenouncePlotting,
    Reveal,
    ShinobiView,
    attackers_of,
    targets_of,
)
from senji_desktop.ui.common import theme
from senji_desktop.ui.common.elided_label import NAME_ELIDE
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
from senji_desktop.ui.kit.presenting import legible_label
from senji_desktop.ui.shinobi import layout as L
from senji_desktop.ui.shinobi import log_text, result
from senji_desktop.ui.shinobi.items import (
    BUBBLE_PAD_X,
    BUBBLE_PAD_Y,
    CLAN_COLOURS,
    BubbleItem,
    CardBackItem,
    CardFaceItem,
    LifeItem,
    MeepleItem,
    PlateItem,
    SlotItem,
    TableItem,
    WeaponBadgeItem,
    bubble_text_size,
)
from senji_desktop.ui.shinobi.log_text import card_tooltip, weapon_name

translate = QCoreApplication.translate


def _selected(ctx: DrawContext) -> tuple[int | None, int | None, tuple[int, ...]]:
    """The weapon, rival and received cards (by attacker) chosen so far."""
    weapon = target = None
    cards: list[int] = []
    for key in ctx.selection:
        if not isinstance(key, tuple):
            continue
        if key[0] == "hand":
            weapon = key[1]
        elif key[0] == "seat":
            target = key[1]
        elif key[0] == "received":
            cards.append(key[2])
    return weapon, target, tuple(cards)


class ShinobiPresenter(Presenter):
    """The Shinobi table's answers to the kit (see module docstring)."""

    game_id = "shinobi"
    title = "Shinobi"
    log_texts = log_text
    results = result

    def __init__(self) -> None:
        # The AI's table talk shown beside its plate: seat -> line (SHI-8).
        self.bubbles: dict[int, str] = {}
        # The seats the computer plays (their attacks get flavour lines, SHI-8).
        self.ai_seats: frozenset[int] = frozenset()

    # ==== drawing ===============================================================================

    def draw(self, view: ShinobiView, ctx: DrawContext) -> Drawing:
        d = Drawing(L.scene_rect())
        scale = L.board_scale(ctx.viewport)
        n, bottom = view.num_seats, ctx.bottom_seat
        weapon, _target, chosen = _selected(ctx)
        legal = view.legal if ctx.interactive else ()
        attacks = [a for a in legal if isinstance(a, Attack)]
        d.add(Spec(TableItem, L.table_rect()), -20)
        for s in range(n):
            warm = any(a.target == s and (weapon is None or a.weapon == weapon)
                       for a in attacks)
            self._draw_plate(d, view, ctx, s, L.plate_rect(s, bottom, n), warm, scale)
        revealing = any(isinstance(a, Reveal) for a in legal)
        for t in range(n):
            for attacker, rect in L.received_rects(t, bottom, n).items():
                card = view.card(attacker, t)
                if card is None:
                    d.add(Spec(SlotItem, rect, owner=attacker), -1)
                    continue
                lift = -10.0 if t == view.seat and attacker in chosen else 0.0
                r = rect.translated(0, lift)
                tip = card_tooltip(self._name(ctx, attacker), self._name(ctx, t), card.announced,
                                   card.weapon, card.shown or view.revealed,
                                   attacker == view.seat)
                if (card.shown or view.revealed) and card.weapon is not None:
                    ringed = (view.pair is not None and t == view.current
                              and attacker in view.pair and view.phase != "over")
                    spec = Spec(CardFaceItem, card.weapon, attacker, r,
                                announced=card.announced, ringed=ringed)
                else:
                    spec = Spec(CardBackItem, attacker, card.announced,
                                card.weapon if attacker == view.seat else None, r)
                glow = revealing and t == view.seat
                d.add(spec, 5 if glow else 4, tip, id=("card", attacker, t), rect=r)
        if view.seat is not None:
            self._draw_hand(d, view, ctx, weapon, scale)
        for s, text in self.bubbles.items():
            if s < n:
                self._draw_bubble(d, ctx, L.plate_rect(s, bottom, n), text, bottom, n, scale)
        return d

    def _draw_plate(self, d: Drawing, view: ShinobiView, ctx: DrawContext, s: int,
                    r: QRectF, warm: bool, scale: float) -> None:
        acting = view.phase != "over" and view.current == s
        lives = view.lives[s]
        tip = self._lives_tip(ctx, view, s)
        d.add(Spec(PlateItem, s, r, acting=acting, warm=warm, out=not lives), 0, tip,
              id=("plate", s), rect=r)
        # A long name shrinks down to the smallest legible size (at a large
        # text size: at 100 %) before it is elided, in its middle (the end
        # tells "Rival 1" from "Rival 2").
        d.add(Spec(LabelItem, self._name(ctx, s), L.name_rect(r, view.meeple == s),
                   pixel=ctx.text_px(21, scale), min_pixel=ctx.min_px(scale),
                   floor_pixel=ctx.floor_px(scale), bold=True, elide=NAME_ELIDE,
                   colour=theme.INK if lives else theme.INK_SOFT), 2)
        for i, rect in enumerate(L.life_rects(r)):
            d.add(Spec(LifeItem, rect, i < lives), 2, id=("life", s, i), rect=rect)
        d.add(legible_label(ctx, scale, f"{lives}/{START_LIVES}", L.lives_text_rect(r), 18,
                          bold=True, colour="#c0392b" if lives else theme.INK_SOFT), 2)
        if view.meeple == s:
            rect = L.meeple_rect(r)
            d.add(Spec(MeepleItem, rect), 3,
                  translate("ShinobiTable", "The meeple: %1 starts this round.").replace(
                      "%1", self._name(ctx, s)),
                  id=("meeple",), rect=rect)
        # The weapon a clan kept once it gave its three cards (the end of a
        # game, a replay after the assigning); the cards on the table show the rest.
        if view.revealed and s < len(view.hands) and s != view.seat and len(view.hands[s]) == 1:
            for w in view.hands[s]:
                d.add(Spec(WeaponBadgeItem, w, L.kept_rect(r)), 3,
                      translate("ShinobiTable", "%1 kept the %2.").replace(
                          "%1", self._name(ctx, s)).replace("%2", weapon_name(w)))

    def _draw_hand(self, d: Drawing, view: ShinobiView, ctx: DrawContext,
                   weapon: int | None, scale: float) -> None:
        for w, rect in enumerate(L.hand_rects()):
            if w not in view.hand:
                d.add(Spec(SlotItem, rect, weapon=w), -1,
                      translate("ShinobiTable", "Your %1 card lies on the table this round.")
                      .replace("%1", weapon_name(w)))
                continue
            r = rect.translated(0, -14 if weapon == w else 0)
            d.add(Spec(CardFaceItem, w, view.seat, r), 4,
                  translate("ShinobiTable", "Your %1 card").replace("%1", weapon_name(w)),
                  id=("hand", w), rect=r)
            # Smaller (down to the legible size, at a large text size down
            # to that of 100 %) and narrower rather than cut or wider than
            # the card (Blasrohr at 150 % text on a small window).
            d.add(Spec(LabelItem, weapon_name(w), L.hand_label_rect(r),
                       pixel=ctx.text_px(18, scale), min_pixel=ctx.min_px(scale),
                       floor_pixel=ctx.floor_px(scale),
                       align=Qt.AlignmentFlag.AlignHCenter, condense=True), 5)

    def _draw_bubble(self, d: Drawing, ctx: DrawContext, plate: QRectF, text: str,
                     bottom: int, n: int, scale: float) -> None:
        pixel = ctx.text_px(16, scale)
        font = theme.scene_font(pixel)
        advance = QFontMetricsF(font).horizontalAdvance(text)
        width = min(L.BUBBLE_MAX_W, advance + 2 * BUBBLE_PAD_X + 8.0)
        # A sentence longer than the widest bubble wraps (150 % text on a
        # small window): the bubble grows as tall as its lines.
        lines = bubble_text_size(text, font, width - 2 * BUBBLE_PAD_X)
        height = max(L.BUBBLE_H, pixel * 1.5, lines.height() + 2 * BUBBLE_PAD_Y)
        r = L.bubble_rect(plate, width, bottom, n, height)
        above = r.bottom() <= plate.center().y()
        d.add(Spec(BubbleItem, text, r, tip_x=plate.center().x(), above=above, pixel=pixel), 60)

    @staticmethod
    def _name(ctx: DrawContext, seat: int | None) -> str:
        return log_text.seat_name(ctx.names, seat)

    def _lives_tip(self, ctx: DrawContext, view: ShinobiView, s: int) -> str:
        """Lives, and the public record of the seat's revealed announcements
        (SHI-A5): the same record the AI opponents read."""
        tip = (translate("ShinobiTable", "%1: %2 of 5 lives")
               .replace("%1", self._name(ctx, s)).replace("%2", str(view.lives[s])))
        true, false = view.told[s] if s < len(view.told) else (0, 0)
        if true + false:
            tip += "\n" + (translate("ShinobiTable", "Revealed cards that matched their "
                                                      "announcement: %1 of %2")
                            .replace("%1", str(true)).replace("%2", str(true + false)))
        return tip

    # ==== clicks ================================================================================

    def targets(self, view: ShinobiView, ctx: DrawContext) -> list[Target]:
        n, bottom = view.num_seats, ctx.bottom_seat
        weapon, target, chosen = _selected(ctx)
        legal = view.legal if ctx.interactive else ()
        attacks = [a for a in legal if isinstance(a, Attack)]
        revealing = any(isinstance(a, Reveal) for a in legal)
        found: list[Target] = []
        if view.seat is not None:
            for w, rect in enumerate(L.hand_rects()):
                if w not in view.hand:
                    continue
                r = rect.translated(0, -14 if weapon == w else 0)
                enabled = any(a.weapon == w and (target is None or a.target == target)
                              for a in attacks)
                found.append(Target(
                    ("hand", w), rounded_path(r, 0.12), r.center(), enabled=enabled,
                    draggable=True, kind="hand", order=(0, w),
                    tooltip=translate("ShinobiTable", "Your %1 card").replace(
                        "%1", weapon_name(w))))
        rivals = targets_of(view.seat, n) if view.seat is not None else ()
        for s in range(n):
            r = L.plate_rect(s, bottom, n)
            enabled = any(a.target == s and (weapon is None or a.weapon == weapon)
                          for a in attacks)
            found.append(Target(
                ("seat", s), rounded_path(r, 0.12), r.center(), enabled=enabled, kind="seat",
                order=(1, rivals.index(s) if s in rivals else 9, s),
                tooltip=self._lives_tip(ctx, view, s), forbid=bool(attacks)))
        order = list(reversed(attackers_of(view.seat, n))) if view.seat is not None else []
        for t in range(n):
            for attacker, rect in L.received_rects(t, bottom, n).items():
                card = view.card(attacker, t)
                if card is None:
                    continue
                r = rect.translated(0, -10 if t == view.seat and attacker in chosen else 0)
                found.append(Target(
                    ("received", t, attacker), rounded_path(r, 0.12), r.center(),
                    enabled=revealing and t == view.seat, kind="received", priority=1,
                    order=(2, order.index(attacker) if attacker in order else 9),
                    tooltip=card_tooltip(self._name(ctx, attacker), self._name(ctx, t),
                                         card.announced, card.weapon, card.shown,
                                         attacker == view.seat),
                    forbid=revealing or bool(attacks)))
        return found

    def click(self, view: ShinobiView, ctx: DrawContext, target: Target) -> Choice:
        key = target.key
        selection = tuple(ctx.selection)
        if key in selection:
            return Choice(selection=tuple(k for k in selection if k != key))
        if key[0] in ("hand", "seat"):
            kept = tuple(k for k in selection if k[0] != key[0])
            return Choice(selection=(*kept, key))
        cards = [k for k in selection if k[0] == "received"]
        if len(cards) == 1:
            first, second = sorted((cards[0][2], key[2]))
            return Choice(action=Reveal(first, second))
        return Choice(selection=(key,))

    def click_path(self, view: ShinobiView, ctx: DrawContext, action: Any) -> list[Hashable]:
        selection = tuple(ctx.selection)
        if isinstance(action, Attack):
            path: list[Hashable] = [k for k in (("hand", action.weapon), ("seat", action.target))
                                    if k not in selection]
            return [*path, ("button", f"announce_{action.announced}")]
        if isinstance(action, Reveal):
            seat = view.current
            wanted = {("received", seat, action.first), ("received", seat, action.second)}
            extra = [k for k in selection if k[0] == "received" and k not in wanted]
            return [*extra, *sorted(k for k in wanted if k not in selection)]
        return super().click_path(view, ctx, action)

    def key(self, view: ShinobiView, ctx: DrawContext, key: int, text: str) -> Choice | None:
        if not text.isdigit() or view.seat is None:
            return None
        k = int(text)
        weapon, _target, _cards = _selected(ctx)
        wanted: Hashable | None = None
        if any(isinstance(a, Attack) for a in view.legal):
            if weapon is None and 1 <= k <= NUM_WEAPONS:
                wanted = ("hand", k - 1)
            elif 1 <= k <= 3:
                wanted = ("seat", targets_of(view.seat, view.num_seats)[k - 1])
        elif any(isinstance(a, Reveal) for a in view.legal) and 1 <= k <= 3:
            order = list(reversed(attackers_of(view.seat, view.num_seats)))
            wanted = ("received", view.seat, order[k - 1])
        found = next((t for t in self.targets(view, ctx) if t.key == wanted), None)
        if found is None or not found.enabled:
            return Choice(explain=self.explain(view, ctx, found)) if found is not None else None
        return self.click(view, ctx, found)

    def explain(self, view: ShinobiView, ctx: DrawContext, target: Target | None) -> str:
        seat = view.seat
        if target is None or seat is None or not view.legal:
            return ""
        legal = view.legal
        if isinstance(legal[0], Attack):
            if target.kind == "seat":
                s = target.key[1]
                if s == seat:
                    return translate("ShinobiTable", "You cannot attack yourself.")
                if s not in targets_of(seat, view.num_seats):
                    return translate(
                        "ShinobiTable",
                        "You attack only the three rivals to your right: %1 is not one of "
                        "them.").replace("%1", self._name(ctx, s))
                if view.card(seat, s) is not None:
                    return translate("ShinobiTable", "%1 already has a card from you.").replace(
                        "%1", self._name(ctx, s))
            if target.kind == "received":
                return translate("ShinobiTable",
                                 "Cards are revealed later, when the attacks are resolved.")
            return translate("ShinobiTable", "Pick a card of your hand and a rival plate.")
        if isinstance(legal[0], Reveal):
            return translate("ShinobiTable", "Click two of the cards in front of you.")
        return translate("ShinobiTable", "Decide with the buttons beside the table.")

    # ==== the side panel ========================================================================

    def acting_seats(self, view: ShinobiView) -> tuple[int, ...]:
        return () if view.phase == "over" else (view.current,)

    def phase_text(self, view: ShinobiView, ctx: DrawContext) -> str:
        if view.phase == "assign":
            left = 3 - view.given_count(view.current)
            phase = (translate("ShinobiTable", "Round %1 · Assigning attacks: one card left")
                     if left == 1 else
                     translate("ShinobiTable", "Round %1 · Assigning attacks: %n cards left")
                     .replace("%n", str(left)))
        else:
            phase = translate("ShinobiTable", "Round %1 · Resolving attacks")
        return phase.replace("%1", str(view.round))

    def help_text(self, view: ShinobiView, ctx: DrawContext) -> str:
        legal = view.legal if ctx.interactive else ()
        if not legal:
            if view.revealed:
                return ""
            if view.seat is None:
                return translate("ShinobiTable", "The table shows only what every player may see.")
            return translate("ShinobiTable", "Please wait for your turn.")
        if isinstance(legal[0], Attack):
            names = ", ".join(self._name(ctx, t)
                              for t in targets_of(view.current, view.num_seats)
                              if view.card(view.current, t) is None)
            return (translate(
                "ShinobiTable",
                "Give one card face down to each rival still open (%1): pick a card and a "
                "plate — click both or drag the card — then announce a weapon. The "
                "announcement is public and may be a lie.").replace("%1", names)
                + "\n" + translate("ShinobiTable",
                                   "Keys: 1–4 card, 1–3 rival, Tab to the buttons."))
        if isinstance(legal[0], Reveal):
            return translate(
                "ShinobiTable",
                "Click two of the three cards you received to reveal them. Two of the "
                "same weapon cost you a life. Cards revealed this round and the log help "
                "you guess: each clan gave three different weapons.")
        return ""

    def buttons(self, view: ShinobiView, ctx: DrawContext) -> list[ButtonSpec]:
        legal = view.legal
        if any(isinstance(a, Attack) for a in legal):
            return self._announce_buttons(view, ctx)
        if any(isinstance(a, Accept | DenounceIncompetence | DenouncePlotting) for a in legal):
            return self._decide_buttons(view, ctx)
        return []

    def _announce_buttons(self, view: ShinobiView, ctx: DrawContext) -> list[ButtonSpec]:
        w, t, _cards = _selected(ctx)
        ready = w is not None and t is not None
        allowed = {a.announced for a in view.legal if isinstance(a, Attack)
                   and a.weapon == w and a.target == t}
        if w is not None and t is not None:
            group = (translate("ShinobiTable", "You give %1 the %2. Announce a weapon:")
                     .replace("%1", self._name(ctx, t)).replace("%2", weapon_name(w)))
        else:
            # The help says how to pick; the heading stays short (small windows).
            group = translate("ShinobiTable", "Announce a weapon:")
        first = min(allowed) if ready and allowed else None
        specs = []
        for x in range(NUM_WEAPONS):
            if not ready:
                tip = translate("ShinobiTable", "First pick a card and a rival.")
            elif x not in allowed:
                tip = (translate("ShinobiTable", "%1 already carries two announcements of the "
                                 "%2; a third is not allowed.")
                       .replace("%1", self._name(ctx, t)).replace("%2", weapon_name(x)))
            elif x == w:
                tip = translate("ShinobiTable", "Announce the %1 — the truth.").replace(
                    "%1", weapon_name(x))
            else:
                tip = translate("ShinobiTable", "Announce the %1 — a bluff.").replace(
                    "%1", weapon_name(x))
            action = (Attack(t, w, x) if ready and x in allowed and w is not None
                      and t is not None else None)
            specs.append(ButtonSpec(f"announce_{x}", weapon_name(x), tip, action=action,
                                    enabled=action is not None, default=x == first, bold=True,
                                    group=group, half=True))
        return specs

    def _decide_buttons(self, view: ShinobiView, ctx: DrawContext) -> list[ButtonSpec]:
        # A view may offer only part of the decision (a tutorial step teaches
        # one answer): each button follows its own action.
        accept = next((a for a in view.legal if isinstance(a, Accept)), None)
        denounce = next((a for a in view.legal
                         if isinstance(a, DenounceIncompetence | DenouncePlotting)), None)
        seat = view.seat
        same = False
        if seat is not None and view.pair is not None:
            ca, cb = view.card(view.pair[0], seat), view.card(view.pair[1], seat)
            same = ca is not None and cb is not None and ca.weapon == cb.weapon
        own = view.lives[seat] if seat is not None else 0
        if same and own:
            text, tip = (translate("ShinobiTable", "Take the hit"),
                         translate("ShinobiTable", "Lose 1 life and go on"))
        elif same:
            text, tip = (translate("ShinobiTable", "Go on"),
                         translate("ShinobiTable", "You have no life left to lose; go on"))
        else:
            text, tip = (translate("ShinobiTable", "Denounce nothing"),
                         translate("ShinobiTable", "Lose nothing and go on"))
        name = (translate("ShinobiTable", "Denounce plotting!") if same else
                translate("ShinobiTable", "Denounce incompetence!"))
        return [ButtonSpec("accept", text, tip, action=accept, enabled=accept is not None),
                ButtonSpec("denounce", name, self._denounce_tip(view, ctx, same),
                           action=denounce, enabled=denounce is not None)]

    def _hit(self, view: ShinobiView) -> list[int]:
        """The attackers of the view's seat who still have a life to lose."""
        seat = view.seat if view.seat is not None else view.current
        return sorted(x for x in attackers_of(seat, view.num_seats) if view.lives[x] > 0)

    def _denounce_tip(self, view: ShinobiView, ctx: DrawContext, same: bool) -> str:
        own = view.lives[view.seat] if view.seat is not None else 0
        if same:
            risk = (translate("ShinobiTable", "You risk 2 lives.") if own >= 2 else
                    translate("ShinobiTable", "You risk your last life.") if own == 1 else
                    translate("ShinobiTable", "You risk nothing: you have no life left."))
        else:
            risk = (translate("ShinobiTable", "You risk 1 life.") if own else
                    translate("ShinobiTable", "You risk nothing: you have no life left."))
        hit = self._hit(view)
        if len(hit) == 3:
            gain = translate("ShinobiTable", "If the charge holds, each attacker loses 1 life.")
        elif len(hit) == 2:
            gain = translate("ShinobiTable", "If the charge holds, %1 and %2 each lose 1 life.")
        elif len(hit) == 1:
            gain = translate("ShinobiTable", "If the charge holds, %1 loses 1 life.")
        else:
            gain = translate("ShinobiTable", "No attacker has a life left to lose.")
        for i, s in enumerate(hit[:2]):
            gain = gain.replace(f"%{i + 1}", self._name(ctx, s))
        return risk + " " + gain

    # -- the explanation above the decision buttons (the game's own panel part) ---------------

    def extra_panel(self, parent: QWidget) -> QWidget | None:
        # In a scroll area: on a small window the log and the buttons keep
        # their room and the explanation scrolls.
        make = getattr(parent, "scroll_area", None)
        area = make("decide_box") if make is not None else QScrollArea(parent)
        area.setWidgetResizable(True)
        area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        box = QWidget()
        box.setObjectName("decide_content")
        box.setStyleSheet("QWidget#decide_content { background: transparent; }")
        lay = QVBoxLayout(box)
        lay.setContentsMargins(0, 2, 6, 2)
        lay.setSpacing(6)
        for name, role in (("explain", ""), ("odds", "hint")):
            label = QLabel(box)
            label.setObjectName(name)
            label.setTextFormat(Qt.TextFormat.PlainText)  # names are user input
            label.setWordWrap(True)
            if role:
                label.setProperty("role", role)
            register = getattr(parent, "register_font", None)
            if register is not None:  # the kit's side panel: the text size applies
                register(label, 11 if name == "explain" else 10.5)
            lay.addWidget(label)
        area.setWidget(box)
        area.hide()
        return area

    def update_extra_panel(self, widget: QWidget, view: ShinobiView, ctx: DrawContext) -> None:
        explain = widget.findChild(QLabel, "explain")
        odds = widget.findChild(QLabel, "odds")
        seat = view.seat
        deciding = (ctx.interactive and seat is not None and view.pair is not None
                    and any(isinstance(a, Accept | DenounceIncompetence | DenouncePlotting)
                            for a in view.legal))
        widget.setVisible(deciding)
        if not deciding or explain is None or odds is None or seat is None:
            return
        assert view.pair is not None
        a, b = view.pair
        ca, cb = view.card(a, seat), view.card(b, seat)
        if ca is None or cb is None or ca.weapon is None or cb.weapon is None:
            widget.hide()
            return
        third = next(x for x in attackers_of(seat, view.num_seats) if x not in (a, b))
        wa, wb = ca.weapon, cb.weapon
        explain.setText(self._decision_text(view, ctx, wa, wb, third))
        odds.setVisible(ctx.memory_aid)
        if ctx.memory_aid:
            known = [c.weapon for c in view.cards if c.attacker == third and c.weapon is not None]
            chances = weapon_odds(known)
            chance = chances[wa] if wa == wb else 1.0 - chances[wa] - chances[wb]
            odds.setText(translate(
                "ShinobiTable",
                "From the cards of %1 you have seen this round, the charge holds with a "
                "chance of %2 %.").replace("%1", self._name(ctx, third))
                .replace("%2", str(round(chance * 100))))

    def _decision_text(self, view: ShinobiView, ctx: DrawContext, wa: int, wb: int,
                       third: int) -> str:
        """The result of the reveal and what each answer risks (SHI-4, SHI-5)."""
        seat = view.seat if view.seat is not None else view.current
        own = view.lives[seat]
        hit = self._hit(view)
        if wa == wb:
            first = (translate("ShinobiTable", "Both cards are the %1: you lose 1 life.")
                     if own else
                     translate("ShinobiTable", "Both cards are the %1, but you have no life "
                               "left to lose."))
            then = translate("ShinobiTable", "If you denounce plotting, the third card (from "
                             "%2) is revealed.")
            held = self._plotting_held(ctx, hit)
            if own >= 2:
                false = translate("ShinobiTable", "If not, you lose 2 lives.")
            elif own == 1:
                false = translate("ShinobiTable", "If not, you lose your last life.")
            else:
                false = translate("ShinobiTable", "If not, you lose nothing either.")
            return (" ".join((first, then, held, false))
                    .replace("%1", weapon_name(wa)).replace("%2", self._name(ctx, third)))
        first = translate("ShinobiTable", "The cards are the %1 and the %2: the attack "
                          "missed, you lose nothing.")
        then = translate("ShinobiTable", "If you denounce incompetence, the third card "
                         "(from %3) is revealed.")
        held = self._incompetence_held(ctx, hit)
        false = (translate("ShinobiTable", "If it matches one, you lose 1 life.") if own else
                 translate("ShinobiTable", "If it matches one, you lose nothing: you have "
                           "no life left."))
        return (" ".join((first, then, held, false))
                .replace("%1", weapon_name(wa)).replace("%2", weapon_name(wb))
                .replace("%3", self._name(ctx, third)))

    def _plotting_held(self, ctx: DrawContext, hit: list[int]) -> str:
        """A plotting charge that holds, by which attackers still have a life
        to lose (SHI-4, SHI-5); its %1 is the weapon."""
        if len(hit) == 3:
            return translate("ShinobiTable", "If it is the %1 too, you lose nothing and each "
                             "of your three attackers loses 1 life.")
        if len(hit) == 2:
            text = translate("ShinobiTable", "If it is the %1 too, you lose nothing and %a and "
                             "%b each lose 1 life (the third attacker has none left).")
        elif len(hit) == 1:
            text = translate("ShinobiTable", "If it is the %1 too, you lose nothing and %a "
                             "loses 1 life (the other attackers have none left).")
        else:
            text = translate("ShinobiTable", "If it is the %1 too, you lose nothing, but none "
                             "of your attackers has a life left to lose.")
        return self._attacker_names(ctx, text, hit)

    def _incompetence_held(self, ctx: DrawContext, hit: list[int]) -> str:
        """An incompetence charge that holds, by which attackers still have a
        life to lose (SHI-4, SHI-5)."""
        if len(hit) == 3:
            return translate("ShinobiTable", "If it differs from both, each of your three "
                             "attackers loses 1 life.")
        if len(hit) == 2:
            text = translate("ShinobiTable", "If it differs from both, %a and %b each lose 1 "
                             "life (the third attacker has none left).")
        elif len(hit) == 1:
            text = translate("ShinobiTable", "If it differs from both, %a loses 1 life (the "
                             "other attackers have none left).")
        else:
            text = translate("ShinobiTable", "If it differs from both, nobody loses a life: "
                             "none of your attackers has one left.")
        return self._attacker_names(ctx, text, hit)

    def _attacker_names(self, ctx: DrawContext, text: str, hit: list[int]) -> str:
        if hit:
            text = text.replace("%a", self._name(ctx, hit[0]))
        if len(hit) > 1:
            text = text.replace("%b", self._name(ctx, hit[1]))
        return text

    # ==== events ================================================================================

    def beat(self, event: Event, before: Drawing, after: Drawing,
             view_before: ShinobiView, view_after: ShinobiView) -> Beat:
        beat = Beat(events=[event])
        d = event.data
        kind = event.kind
        if kind == "attacked":
            piece = ("card", d["attacker"], d["target"])
            own = ("hand", d["weapon"]) if "weapon" in d else None
            if own is not None and before.piece(own) is not None:
                beat.motions.append(Motion(piece=own, to=piece, reveal=True))
            else:
                plate = before.rect_of(("plate", d["attacker"]))
                land = after.rect_of(piece)
                if plate is not None and land is not None:
                    start = QRectF(plate.center().x() - land.width() / 2,
                                   plate.center().y() - land.height() / 2,
                                   land.width(), land.height())
                    beat.motions.append(Motion(to=piece, start=start, reveal=True))
        elif kind == "revealed":
            for a in d["attackers"]:
                beat.motions.append(Motion(piece=("card", a, d["seat"]), reveal=True))
        elif kind == "denounced":
            beat.motions.append(Motion(piece=("card", d["attacker"], d["seat"]), reveal=True))
        elif kind == "lives_lost":
            left = d["lives"]
            beat.fades = [("life", d["seat"], i) for i in range(left, left + d["amount"])
                          if before.piece(("life", d["seat"], i)) is not None]
        elif kind == "round_started" and view_before.round != d["round"]:
            beat.banner = translate("ShinobiTable", "Round %1").replace("%1", str(d["round"]))
            if before.piece(("meeple",)) is not None and after.piece(("meeple",)) is not None:
                beat.motions.append(Motion(piece=("meeple",)))
        return beat

    def log_line(self, event: Event, names: Sequence[str]) -> str | None:
        line = log_text.describe(event, names)
        d = event.data
        if line and event.kind == "attacked" and d["attacker"] in self.ai_seats:
            flavour = log_text.flavour_line(d.get("round", 1), d["attacker"], d["target"],
                                            d["announced"])
            talk = log_text.describe(Event("flavour", {"attacker": d["attacker"],
                                                       "target": d["target"],
                                                       "text": flavour}), names)
            if talk:
                line += "\n" + talk
        return line

    # ==== the end ===============================================================================

    def seat_colours(self, view: Any) -> list[str] | None:
        return [CLAN_COLOURS[s % len(CLAN_COLOURS)] for s in range(view.num_seats)]

