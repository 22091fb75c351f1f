"""Senji Desktop: five Japanese-themed board and card games at one table."""

__version__ = "0.1.0"

# Before any of our modules imports pydantic or PySide6: whatever order they
# come in, shiboken's import probe must not meet a half-imported pydantic.
from senji_desktop.import_order import shield_pydantic as _shield_pydantic

_shield_pydantic()
