"""Which SenbaZuru events sound (``ui/sound.py``): event kind → effects in order.

A tile laid or discarded and a token put knock like wood; a tile drawn from
the display flicks; catching cranes and a crowned-crane reward ring."""

SOUNDS: dict[str, tuple[str, ...]] = {
    "placed": ("place",),
    "discarded": ("place",),
    "token_put": ("place",),
    "token_taken": ("place",),
    "drew": ("flip",),
    "display_removed": ("flip",),
    "caught": ("capture",),
    "crane_reward": ("capture",),
}
