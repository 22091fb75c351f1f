"""Which Senshi events sound (``ui/sound.py``): event kind → effects in order.

Tiles put on a Training Card or taken into the hand knock like wood; a Test
that scores a tile rings; a secret tile drawn flicks (only its owner sees
what it is)."""

SOUNDS: dict[str, tuple[str, ...]] = {
    "stack_picked": ("place",),
    "studied": ("place",),
    "trained": ("place",),
    "tested": ("flip",),
    "scored_from_stack": ("capture",),
    "secret_drawn": ("flip",),
}
