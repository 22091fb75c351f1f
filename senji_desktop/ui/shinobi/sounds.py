"""Which Shinobi events sound (``ui/sound.py``): event kind → effects in order.

A weapon card given knocks like wood; revealed cards flick; a denounced
attack rings; lost lives and a clan knocked out sound like a lost life."""

SOUNDS: dict[str, tuple[str, ...]] = {
    "attacked": ("place",),
    "revealed": ("flip",),
    "denounced": ("capture",),
    "lives_lost": ("life_lost",),
    "eliminated": ("life_lost",),
}
