"""Which Senji events sound (``ui/sound.py``): event kind → effects in order.

Pieces placed and orders laid down knock like wood; a revealed order or a
shown card flicks; a battle rolls the destiny dice and rings when it is
decided; a crossing and the Emperor's roll-off roll dice; a killed hostage
sounds like a lost life."""

SOUNDS: dict[str, tuple[str, ...]] = {
    "placed": ("place",),
    "recruited": ("place",),
    "samurai_placed": ("place",),
    "order_placed": ("place",),
    "pieces_moved": ("place",),
    "mercenaries_hired": ("place",),
    "order_revealed": ("flip",),
    "card_displayed": ("flip",),
    "hanafuda_shown": ("flip",),
    "card_offered": ("flip",),
    "bid_placed": ("place",),
    "crossing_rolled": ("dice",),
    "emperor_rolloff": ("dice",),
    "battle_resolved": ("dice", "capture"),
    "auction_won": ("capture",),
    "fortress_changed": ("capture",),
    "hostage_killed": ("life_lost",),
}
