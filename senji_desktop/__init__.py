"""Senji Desktop: five Japanese-themed board and card games at one table."""

__version__ = "0.1.0"
