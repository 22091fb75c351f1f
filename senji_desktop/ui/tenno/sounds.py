"""Which Tenno events sound (``ui/sound.py``): event kind → effects in order.

Cards laid on the table knock like wood; an attack turns cards face up; a
decided battle rings; a peek flicks a card."""

SOUNDS: dict[str, tuple[str, ...]] = {
    "arranged": ("place",),
    "refilled": ("place",),
    "replaced": ("place",),
    "table_swapped": ("place",),
    "attacked": ("flip",),
    "battle_resolved": ("capture",),
    "monk_used": ("flip",),
    "peeked": ("flip",),
}
